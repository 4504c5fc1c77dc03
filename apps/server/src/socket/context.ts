// What every group of message handlers (join, seats, host, game) gets for one connected socket.
import type {
  ClientMessage,
  ClientMessageName,
  ClientReply,
  ErrorPayload,
  Said,
} from '@boneyard/protocol';
import { fail, ok, type Outcome } from '@boneyard/table';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { Config } from '../config.ts';
import type { RoomService } from '../room/service.ts';
import type { KeyedLimiter } from './limits.ts';
import type { Fanout } from './rooms.ts';

/** The socket's identity in `socket.data`: set by room:join, cleared when it leaves the room. */
export interface SocketData {
  code: string | null;
  tokenHash: string | null;
}

/**
 * Answers the message. `answerNow(value)` acknowledges it at once, before the handler has returned
 * (the answer must go out before anything else is sent to the socket); what the handler then
 * returns is dropped.
 */
export type Handler<N extends ClientMessageName> = (
  payload: ClientMessage<N>,
  answerNow: (value: ClientReply<N>) => void,
) => Promise<Outcome<ClientReply<N>>>;

/** Limits shared by every socket of this process (per IP). */
export interface SharedLimits {
  readonly create: KeyedLimiter;
  readonly join: KeyedLimiter;
}

export interface SocketContext {
  readonly socket: Socket;
  readonly data: SocketData;
  readonly ip: string;
  readonly service: RoomService;
  readonly fanout: Fanout;
  readonly config: Config;
  readonly log: FastifyBaseLogger;
  readonly limits: SharedLimits;
  /** Counts a bad or excessive message towards this socket's disconnect (config.limits.abuse). */
  strike(error: ErrorPayload): void;
  /** Sends a reaction or chat line to everyone in the room, on every process (never stored). */
  say(code: string, said: Said): void;
  /** Registers a schema-checked, rate-limited handler answered through the message's ack. */
  handle<N extends ClientMessageName>(name: N, handler: Handler<N>): void;
}

export interface Joined {
  readonly code: string;
  readonly tokenHash: string;
}

/** The joined room and identity, or not-joined. */
export function joinedRoom(data: SocketData): Outcome<Joined> {
  return data.code === null || data.tokenHash === null
    ? fail('not-joined', 'join a room first')
    : ok({ code: data.code, tokenHash: data.tokenHash });
}
