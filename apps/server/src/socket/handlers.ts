// Socket.IO connections. Every message is schema-checked, rate-limited and answered through its ack
// with a value or a coded error; the sender's seat always comes from the room state via the
// socket's token, never from the payload. The handlers themselves are grouped by subject: join.ts,
// seats.ts, host.ts, game.ts.
import { ClientMessages, MAX_MESSAGE_BYTES, type Said, type ClientMessage, type ClientMessageName, type ClientReply, type ErrorPayload } from '@boneyard/protocol';
import type { Outcome } from '@boneyard/table';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import type { Config } from '../config.ts';
import { issuesMessage } from '../issues.ts';
import type { RoomService } from '../room/service.ts';
import type { Handler, SharedLimits, SocketContext, SocketData } from './context.ts';
import { registerGameHandlers } from './game.ts';
import { registerHostHandlers } from './host.ts';
import { leaveRoom, registerJoinHandlers } from './join.ts';
import { KeyedLimiter, TokenBucket } from './limits.ts';
import type { Fanout } from './rooms.ts';
import { registerSeatHandlers } from './seats.ts';
import { registerTalkHandlers } from './talk.ts';


function payloadBytes(payload: unknown): number {
  try {
    return JSON.stringify(payload ?? null).length;
  } catch {
    return Infinity;
  }
}

/**
 * Only the protocol's own message names: `name in ClientMessages` would also accept inherited
 * ones (`toString`, `__proto__`, `hasOwnProperty`, …).
 */
export function isClientMessageName(name: unknown): name is ClientMessageName {
  return typeof name === 'string' && Object.hasOwn(ClientMessages, name);
}

export interface Handlers {
  /** Resolves once every leave started so far is stored (so a shutdown publishes them before closing). */
  settled(): Promise<void>;
}

export function registerHandlers(io: Server, service: RoomService, fanout: Fanout, config: Config, log: FastifyBaseLogger): Handlers {
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
    const bucket = new TokenBucket(config.limits.socketPerSecond * 2, config.limits.socketPerSecond / 1000);
    let strikes = 0;

    const strike = (error: ErrorPayload): void => {
      strikes += 1;
      log.debug({ ip, code: error.code, strikes }, 'bad or excessive message');
      if (strikes >= config.limits.abuse) {
        socket.emit('error', { code: 'rate-limited', message: 'too many bad or excessive messages: disconnected' });
        socket.disconnect(true);
      }
    };

    // One message at a time per socket, in the order sent (limits and parsing above are checked on
    // arrival): a client need not wait for an answer, and a crafted one that does not must not run
    // two handlers side by side — two joins at once would each skip leaving the other's room, and
    // the first room's seat would stay held by a socket no longer in it (test/socket-order.test.ts).
    let inOrder: Promise<void> = Promise.resolve();

    function handle<N extends ClientMessageName>(name: N, handler: Handler<N>): void {
      socket.on(name as string, async (payload: unknown, ack: unknown) => {
        if (typeof ack !== 'function') {
          const error: ErrorPayload = { code: 'bad-request', message: `${name} must be sent with an ack callback` };
          socket.emit('error', error);
          return strike(error);
        }
        let answered = false;
        const reply = (answer: Outcome<ClientReply<N>>): void => {
          if (answered) return;
          answered = true;
          (ack as (answer: Outcome<ClientReply<N>>) => void)(answer);
        };
        const refuse = (error: ErrorPayload): void => {
          reply({ ok: false, error });
          strike(error);
        };
        if (!bucket.take() || !ipLimiter.take(ip)) return refuse({ code: 'rate-limited', message: 'too many messages; slow down' });
        if (payloadBytes(payload) > MAX_MESSAGE_BYTES) {
          return refuse({ code: 'too-large', message: `messages are limited to ${MAX_MESSAGE_BYTES} bytes` });
        }
        const parsed = ClientMessages[name].safeParse(payload);
        // Every issue, as POST /api/rooms names them: a bad custom rule set lists all its problems.
        if (!parsed.success) return refuse({ code: 'bad-request', message: issuesMessage(parsed.error) });
        const run = async (): Promise<void> => {
          try {
            reply(await handler(parsed.data as ClientMessage<N>, (value) => reply({ ok: true, value })));
          } catch (error) {
            log.error({ err: error, room: data.code, message: name }, 'handler failed');
            reply({ ok: false, error: { code: 'internal', message: 'internal error; nothing was applied' } });
          }
        };
        inOrder = inOrder.then(run);
      });
    }

    // An unknown name has no handler, so nothing else would ever answer it: its ack is called here,
    // at once (a graceful drain waits for every unanswered message, plugins/drain.ts), and it counts
    // as abuse like any malformed message. Without an ack the answer is an `error` event.
    socket.onAny((name: unknown, ...args: unknown[]) => {
      if (isClientMessageName(name)) return;
      const error: ErrorPayload = { code: 'unknown-message', message: `unknown message ${String(JSON.stringify(name)).slice(0, 40)}` };
      const ack = args.at(-1);
      if (typeof ack === 'function') (ack as (answer: Outcome<never>) => void)({ ok: false, error });
      else socket.emit('error', error);
      strike(error);
    });

    const say = (code: string, said: Said): void => fanout.say(code, said);
    const context: SocketContext = { socket, data, ip, service, fanout, config, log, limits, handle, strike, say };
    registerJoinHandlers(context);
    registerSeatHandlers(context);
    registerHostHandlers(context);
    registerGameHandlers(context);
    registerTalkHandlers(context);

    socket.on('disconnect', () => {
      const left = leaveRoom(context).catch((error: unknown) => log.warn({ err: error }, 'leaving a room on disconnect failed'));
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
