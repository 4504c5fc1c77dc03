// Structured errors: every failure a client can see has a string code from this closed set.
import type { Result } from '@boneyard/result';
import { z } from 'zod';
import { ERROR_CODES as ENGINE_ERROR_CODES } from './engine.ts';

export const PROTOCOL_ERROR_CODES = [
  'bad-request', // payload failed its schema (the message says which field)
  'too-large', // payload bigger than the protocol allows
  'rate-limited', // too many messages / rooms / joins; slow down
  'not-found', // no such room (or it expired)
  'not-joined', // this socket has not joined a room yet
  'not-seated', // the action needs a seat
  'not-host', // host controls are for the room's creator
  'seat-taken', // the seat is not free
  'name-taken', // another seat already shows this name (or one that looks the same)
  'removed', // the host removed this person: no seat in this room until the host readmits them
  'in-match', // dealt into this match already: the only seat open to this person is their own
  'bad-seat', // no such seat at this table
  'room-not-ready', // start needs every seat filled (a person or a bot)
  'wrong-status', // not possible in this room status (lobby / playing / ended)
  'stale', // the action was made against an older version: resync and decide again
  'seed-not-expected', // not collecting client seeds for that hand now
  'busy', // the room changed concurrently too often; try again
  'too-many-rooms', // this address has as many live rooms as it may (ROOMS_PER_IP)
  'too-many-bot-rooms', // this address has as many matches with bots playing as it may (BOT_ROOMS_PER_IP)
  'server-full', // the server holds as many rooms as it may (MAX_ROOMS); try again later
  'internal', // the server failed; nothing was applied
  'unknown-message', // a message name the protocol does not have (nothing was done)
  'chat-off', // the room was created without free-text chat (reactions still work)
  'forbidden-origin', // a browser page of another site (ALLOWED_ORIGINS lists the ones allowed)
] as const;
export type ProtocolErrorCode = (typeof PROTOCOL_ERROR_CODES)[number];

/** Engine rule violations ('not-your-turn', 'tile-does-not-fit', …) pass through unchanged. */
export const ERROR_CODES = [...PROTOCOL_ERROR_CODES, ...ENGINE_ERROR_CODES] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorPayloadSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
});
export type ErrorPayload = z.infer<typeof ErrorPayloadSchema>;

/** What every acknowledgement carries: the value, or a structured error. */
export type Ack<T> = Result<T, { error: ErrorPayload }>;

export function ackSchema<T extends z.core.$ZodType>(value: T) {
  return z.union([
    z.object({ ok: z.literal(true), value }),
    z.object({ ok: z.literal(false), error: ErrorPayloadSchema }),
  ]);
}
