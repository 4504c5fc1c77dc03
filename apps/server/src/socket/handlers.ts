// Socket.IO connections. Every message is schema-checked, rate-limited and answered through its ack
// with a value or a coded error; the sender's seat always comes from the room state via the
// socket's token, never from the payload. The handlers themselves are grouped by subject: join.ts,
// seats.ts, host.ts, game.ts.
import type { Said } from '@boneyard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import type { Config } from '../config.ts';
import type { RoomService } from '../room/service.ts';
import type { SharedLimits, SocketContext, SocketData } from './context.ts';
import { guardSocket } from './guard.ts';
import { registerGameHandlers } from './game.ts';
import { registerHostHandlers } from './host.ts';
import { leaveRoom, registerJoinHandlers } from './join.ts';
import { KeyedLimiter, TokenBucket } from './limits.ts';
import type { Fanout } from './rooms.ts';
import { registerSeatHandlers } from './seats.ts';
import { registerTalkHandlers } from './talk.ts';

export { isClientMessageName } from './guard.ts';

export interface Handlers {
  /** Resolves once every leave started so far is stored (so a shutdown publishes them before closing). */
  settled(): Promise<void>;
}

export function registerHandlers(
  io: Server,
  service: RoomService,
  fanout: Fanout,
  config: Config,
  log: FastifyBaseLogger,
): Handlers {
  const leaving = new Set<Promise<void>>();
  const limits: SharedLimits = {
    create: new KeyedLimiter(config.limits.createPerMinute),
    join: new KeyedLimiter(config.limits.joinPerMinute),
  };
  const ipLimiter = new KeyedLimiter(config.limits.ipPerSecond * 60, config.limits.ipPerSecond * 2);

  io.on('connection', (socket) => {
    // Resolved once by the trusted-proxy rule when the socket connected (net/connection-cap.ts).
    const ip = socket.handshake.address;
    const data: SocketData = { code: null, tokenHash: null };
    socket.data = data;
    const { handle, strike } = guardSocket(socket, {
      ip,
      room: () => data.code,
      bucket: new TokenBucket(
        config.limits.socketPerSecond * 2,
        config.limits.socketPerSecond / 1000,
      ),
      ipLimiter,
      abuse: config.limits.abuse,
      log,
    });

    const say = (code: string, said: Said): void => fanout.say(code, said);
    const context: SocketContext = {
      socket,
      data,
      ip,
      service,
      fanout,
      config,
      log,
      limits,
      handle,
      strike,
      say,
    };
    registerJoinHandlers(context);
    registerSeatHandlers(context);
    registerHostHandlers(context);
    registerGameHandlers(context);
    registerTalkHandlers(context);

    socket.on('disconnect', () => {
      const left = leaveRoom(context).catch((error: unknown) =>
        log.warn({ err: error }, 'leaving a room on disconnect failed'),
      );
      leaving.add(left);
      void left.finally(() => leaving.delete(left));
    });
  });

  return {
    async settled() {
      await Promise.allSettled([...leaving]);
    },
  };
}
