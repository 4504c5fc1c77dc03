// Expected failures are values with a string code from the protocol's closed set.
import type { ErrorCode, ErrorPayload } from '@boneyard/protocol';

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ErrorPayload };

export function ok<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function fail<T = never>(code: ErrorCode, message: string): Outcome<T> {
  return { ok: false, error: { code, message } };
}
