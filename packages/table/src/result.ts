// Expected failures are values with a string code from the protocol's closed set. The failure's
// shape `{ ok: false, error: { code, message } }` is the socket ack's wire format (protocol's Ack).
import type { ErrorCode, ErrorPayload } from '@boneyard/protocol';
import { fail as failWith, ok as okWith, type Result } from '@boneyard/result';

export type Outcome<T> = Result<T, { error: ErrorPayload }>;

export function ok<T>(value: T): Outcome<T> {
  return okWith(value);
}

export function fail<T = never>(code: ErrorCode, message: string): Outcome<T> {
  return failWith({ error: { code, message } });
}
