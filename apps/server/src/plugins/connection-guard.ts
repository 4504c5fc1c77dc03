// Guards the Socket.IO handshake: first the page's origin (net/origin.ts), then the per-IP socket
// cap (net/connection-cap.ts). Their middleware runs before any 'connection' handler, so the cap
// also fixes the client IP every handler sees.
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { Socket } from 'socket.io';
import { capConnectionsPerIp, type ConnectionCap } from '../net/connection-cap.ts';
import { FORBIDDEN_ORIGIN, originGuard } from '../net/origin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    connectionCap: ConnectionCap;
  }
}

/** What a client refused for its page's origin receives as `error.data` (message: "forbidden-origin"). */
export interface OriginRefusal {
  readonly code: typeof FORBIDDEN_ORIGIN;
  readonly message: string;
}

/** Refused origins logged at info level (once each); later ones at debug: a hostile page cannot flood the log. */
const LOGGED_ORIGINS = 1_000;

export default fp(
  async (app) => {
    const refusalOf = originGuard(app.config);
    const logged = new Set<string>();
    // Refused here, in the namespace middleware, rather than in engine.io's allowRequest: a refusal
    // there reaches the client only as "xhr poll error" / "websocket error" (engine.io-client reads
    // no body), while this one arrives as `connect_error` with its reason. The bare engine.io
    // session it leaves is closed by the client, or by Socket.IO after its connect timeout, and is
    // counted by the transport cap meanwhile. Registered before the cap: a refused page takes no
    // place of its visitor's address.
    app.io.use((socket: Socket, next: (error?: Error) => void) => {
      // The handshake's first HTTP request: its Origin, Host and TCP peer.
      const message = refusalOf(socket.request as IncomingMessage);
      if (message === null) return next();
      const origin = String(socket.request.headers.origin).slice(0, 100);
      const first = logged.size < LOGGED_ORIGINS && !logged.has(origin);
      if (first) logged.add(origin);
      const level = first ? 'info' : 'debug';
      app.log[level](
        { origin, host: socket.request.headers.host },
        'socket refused: page of another origin',
      );
      const refusal: OriginRefusal = { code: FORBIDDEN_ORIGIN, message };
      next(Object.assign(new Error(FORBIDDEN_ORIGIN), { data: refusal }));
    });
    app.decorate('connectionCap', capConnectionsPerIp(app.io, app.config));
  },
  { name: 'connection-guard', dependencies: ['socket', 'config'] },
);
