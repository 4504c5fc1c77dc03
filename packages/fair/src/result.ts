// Error values for expected failures (bad input from a record, a CLI or a client): never thrown.
import { fail as failWith, ok as okWith, type Result } from '@boneyard/result';

export const FAIR_ERROR_CODES = [
  'bad-hex', // not hex digits, or an odd number of them
  'bad-server-seed', // server seed is not 32 bytes
  'bad-room', // room is not a string
  'bad-hand', // hand number is not an integer in 1..2^32-1
  'bad-attempt', // attempt is not an integer in 0..2^32-1
  'bad-seats', // seats is not an integer in 2..4
  'bad-tiles-each', // tiles each is not a positive integer, or seats · tiles each > 28
  'bad-client-seeds', // not exactly one client seed per seat
  'bad-tile', // not a tile written `a-b` with 0 ≤ a ≤ b ≤ 6
] as const;
export type FairErrorCode = (typeof FAIR_ERROR_CODES)[number];

/** `{ ok: true, value }` or `{ ok: false, error: FairErrorCode, message }`. */
export type FairResult<T> = Result<T, FairErrorCode>;

export function ok<T>(value: T): FairResult<T> {
  return okWith(value);
}

export function fail<T>(error: FairErrorCode, message: string): FairResult<T> {
  return failWith(error, message);
}
