// What every message on a socket goes through before its handler: an ack is required; the socket's
// and its address's rate limits; the size limit; the protocol's zod schema (every issue named);
// one message at a time, in the order sent; a handler's crash answered `internal`. Bad or excessive
// messages are strikes, and a socket past the abuse limit is disconnected. Unknown names are
// answered `unknown-message` at once.
import {
  ClientMessages,
  MAX_MESSAGE_BYTES,
  type ClientMessage,
  type ClientMessageName,
  type ClientReply,
  type ErrorPayload,
} from '@boneyard/protocol';
import type { Outcome } from '@boneyard/table';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import { issuesMessage } from '../issues.ts';
import type { Handler } from './context.ts';
import type { KeyedLimiter, TokenBucket } from './limits.ts';

/**
 * Only the protocol's own message names: `name in ClientMessages` would also accept inherited
 * ones (`toString`, `__proto__`, `hasOwnProperty`, …).
 */
export function isClientMessageName(name: unknown): name is ClientMessageName {
  return typeof name === 'string' && Object.hasOwn(ClientMessages, name);
}

function payloadBytes(payload: unknown): number {
  try {
    return JSON.stringify(payload ?? null).length;
  } catch {
    return Infinity;
  }
}

export interface GuardLimits {
  /** The socket's address, as the trusted-proxy rule resolved it (net/connection-cap.ts). */
  readonly ip: string;
  /** The room the socket is in, for the logs. */
  readonly room: () => string | null;
  readonly bucket: TokenBucket;
  readonly ipLimiter: KeyedLimiter;
  readonly abuse: number;
  readonly log: FastifyBaseLogger;
}

export interface Guard {
  handle<N extends ClientMessageName>(name: N, handler: Handler<N>): void;
  strike(error: ErrorPayload): void;
}

export function guardSocket(socket: Socket, limits: GuardLimits): Guard {
  const { ip, bucket, ipLimiter, log } = limits;
  let strikes = 0;
  const strike = (error: ErrorPayload): void => {
    strikes += 1;
    log.debug({ ip, code: error.code, strikes }, 'bad or excessive message');
    if (strikes >= limits.abuse) {
      socket.emit('error', {
        code: 'rate-limited',
        message: 'too many bad or excessive messages: disconnected',
      });
      socket.disconnect(true);
    }
  };

  // One message at a time per socket, in the order sent (limits and parsing are checked on
  // arrival): a client need not wait for an answer, and a crafted one that does not must not run
  // two handlers side by side — two joins at once would each skip leaving the other's room, and
  // the first room's seat would stay held by a socket no longer in it (test/socket-order.test.ts).
  let inOrder: Promise<void> = Promise.resolve();

  function handle<N extends ClientMessageName>(name: N, handler: Handler<N>): void {
    socket.on(name as string, async (payload: unknown, ack: unknown) => {
      if (typeof ack !== 'function') {
        const error: ErrorPayload = {
          code: 'bad-request',
          message: `${name} must be sent with an ack callback`,
        };
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
      if (!bucket.take() || !ipLimiter.take(ip))
        return refuse({ code: 'rate-limited', message: 'too many messages; slow down' });
      if (payloadBytes(payload) > MAX_MESSAGE_BYTES) {
        return refuse({
          code: 'too-large',
          message: `messages are limited to ${MAX_MESSAGE_BYTES} bytes`,
        });
      }
      const parsed = ClientMessages[name].safeParse(payload);
      // Every issue, as POST /api/rooms names them: a bad custom rule set lists all its problems.
      if (!parsed.success)
        return refuse({ code: 'bad-request', message: issuesMessage(parsed.error) });
      const run = async (): Promise<void> => {
        try {
          reply(
            await handler(parsed.data as ClientMessage<N>, (value) => reply({ ok: true, value })),
          );
        } catch (error) {
          log.error({ err: error, room: limits.room(), message: name }, 'handler failed');
          reply({
            ok: false,
            error: { code: 'internal', message: 'internal error; nothing was applied' },
          });
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
    const error: ErrorPayload = {
      code: 'unknown-message',
      message: `unknown message ${String(JSON.stringify(name)).slice(0, 40)}`,
    };
    const ack = args.at(-1);
    if (typeof ack === 'function') (ack as (answer: Outcome<never>) => void)({ ok: false, error });
    else socket.emit('error', error);
    strike(error);
  });

  return { handle, strike };
}
