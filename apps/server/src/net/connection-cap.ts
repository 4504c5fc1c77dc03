// Caps the Socket.IO connections one client IP holds on this process (config.edge.socketsPerIp);
// an IPv6 client is counted by its /64 (limit-key.ts).
// An idle socket costs memory and a heartbeat timer; without a cap one address could hold
// thousands. Two layers:
// - sockets: one over the cap is refused before it counts as connected; the client gets
//   `connect_error` with message "too-many-connections" and `data` { code, message, limit }.
// - transports: a crafted client can open engine.io sessions and never join a namespace (Socket.IO
//   closes those after its 45 s connectTimeout). Handshakes beyond twice the cap are refused with
//   HTTP 403 (polling) / 400 (WebSocket). Twice, so that a refused browser tab, whose transport
//   lingers until the client closes it, never blocks the clear error above.
// The middleware also resolves the client IP once, by the trusted-proxy rule (client-ip.ts), and
// stores it as handshake.address, so every later per-IP limit counts the same address.
import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';
import type { Server, Socket } from 'socket.io';
import type { Config } from '../config.ts';
import { clientIpOfHandshake, trustFunction } from './client-ip.ts';
import { limitKeyOf } from './limit-key.ts';

export const TOO_MANY_CONNECTIONS = 'too-many-connections';

/** What the refused client receives as `error.data`. */
export interface ConnectionRefusal {
  readonly code: 'rate-limited';
  readonly message: string;
  readonly limit: number;
}

export interface ConnectionCap {
  /** Open sockets of an IP on this process (for tests and logs). */
  count(ip: string): number;
  /** Open engine.io transports (sessions) of an IP on this process, joined or not. */
  transports(ip: string): number;
}

/** Adds one to a count per key; the returned function takes it back (once). */
function holdOne(counts: Map<string, number>, key: string): () => void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (counts.get(key) ?? 1) - 1;
    if (left <= 0) counts.delete(key);
    else counts.set(key, left);
  };
}

interface EngineConnection {
  readonly request: IncomingMessage;
  once(event: 'close', listener: () => void): void;
}

export function capConnectionsPerIp(
  io: Server,
  config: Pick<Config, 'proxy' | 'edge'>,
): ConnectionCap {
  const open = new Map<string, number>();
  const transports = new Map<string, number>();
  const limit = config.edge.socketsPerIp;
  const trust = trustFunction(config.proxy);
  const transportIp = (request: IncomingMessage) => limitKeyOf(proxyAddr(request, trust));

  io.engine.opts.allowRequest = (
    request: IncomingMessage,
    answer: (message: string | null, ok: boolean) => void,
  ) => {
    const held = transports.get(transportIp(request)) ?? 0;
    if (held >= limit * 2)
      return answer(
        `${TOO_MANY_CONNECTIONS}: at most ${limit} connections from one address`,
        false,
      );
    answer(null, true);
  };
  io.engine.on('connection', (connection: EngineConnection) => {
    connection.once('close', holdOne(transports, transportIp(connection.request)));
  });

  io.use((socket: Socket, next: (error?: Error) => void) => {
    const ip = clientIpOfHandshake(socket.handshake, config.proxy);
    socket.handshake.address = ip;
    const key = limitKeyOf(ip);
    const held = open.get(key) ?? 0;
    if (held >= limit) {
      const refusal: ConnectionRefusal = {
        code: 'rate-limited',
        message: `at most ${limit} connections from one address; close another tab and try again`,
        limit,
      };
      return next(Object.assign(new Error(TOO_MANY_CONNECTIONS), { data: refusal }));
    }
    // Counted now (not on 'connection'), so a burst of handshakes cannot all pass the check at once.
    const release = holdOne(open, key);
    socket.once('disconnect', release);
    // The transport may close before the 'connection' event completes; a closed socket is released too.
    socket.conn.once('close', release);
    next();
  });

  return {
    count: (ip) => open.get(limitKeyOf(ip)) ?? 0,
    transports: (ip) => transports.get(limitKeyOf(ip)) ?? 0,
  };
}
