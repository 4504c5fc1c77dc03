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
import { fail, ok, type Outcome } from '@boneyard/table';
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
  const strike = strikes(socket, limits);

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
      const reply = replyOnce<N>(ack);
      const admitted = admit(name, payload, limits);
      if (!admitted.ok) {
        reply(admitted);
        return strike(admitted.error);
      }
      inOrder = inOrder.then(() => run(name, handler, admitted.value, reply, limits));
    });
  }

  answerUnknown(socket, strike);
  return { handle, strike };
}

/** Counts the socket's strikes; past the abuse limit it is told why and disconnected. */
function strikes(socket: Socket, limits: GuardLimits): (error: ErrorPayload) => void {
  const { ip, log } = limits;
  let count = 0;
  return (error) => {
    count += 1;
    log.debug({ ip, code: error.code, strikes: count }, 'bad or excessive message');
    if (count >= limits.abuse) {
      socket.emit('error', {
        code: 'rate-limited',
        message: 'too many bad or excessive messages: disconnected',
      });
      socket.disconnect(true);
    }
  };
}

/** The ack called at most once. */
function replyOnce<N extends ClientMessageName>(
  ack: unknown,
): (answer: Outcome<ClientReply<N>>) => void {
  let answered = false;
  return (answer) => {
    if (answered) return;
    answered = true;
    (ack as (answer: Outcome<ClientReply<N>>) => void)(answer);
  };
}

/** The message's payload, once within the rate limits, the size limit and its schema. */
function admit<N extends ClientMessageName>(
  name: N,
  payload: unknown,
  limits: GuardLimits,
): Outcome<ClientMessage<N>> {
  if (!limits.bucket.take() || !limits.ipLimiter.take(limits.ip))
    return fail('rate-limited', 'too many messages; slow down');
  if (payloadBytes(payload) > MAX_MESSAGE_BYTES) {
    return fail('too-large', `messages are limited to ${MAX_MESSAGE_BYTES} bytes`);
  }
  const parsed = ClientMessages[name].safeParse(payload);
  // Every issue, as POST /api/rooms names them: a bad custom rule set lists all its problems.
  if (!parsed.success) return fail('bad-request', issuesMessage(parsed.error));
  return ok(parsed.data as ClientMessage<N>);
}

/** Runs the handler and answers with what it returns; a crash is answered `internal`. */
async function run<N extends ClientMessageName>(
  name: N,
  handler: Handler<N>,
  message: ClientMessage<N>,
  reply: (answer: Outcome<ClientReply<N>>) => void,
  limits: GuardLimits,
): Promise<void> {
  try {
    reply(await handler(message, (value) => reply({ ok: true, value })));
  } catch (error) {
    limits.log.error({ err: error, room: limits.room(), message: name }, 'handler failed');
    reply({
      ok: false,
      error: { code: 'internal', message: 'internal error; nothing was applied' },
    });
  }
}

/**
 * An unknown name has no handler, so nothing else would ever answer it: its ack is called here,
 * at once (a graceful drain waits for every unanswered message, plugins/drain.ts), and it counts
 * as abuse like any malformed message. Without an ack the answer is an `error` event.
 */
function answerUnknown(socket: Socket, strike: (error: ErrorPayload) => void): void {
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
}
