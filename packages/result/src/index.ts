// The one shape of an expected failure in Boneyard: a value, never a throw.
//
// `Result<T, E>` is `{ ok: true, value }` or `{ ok: false, …failure }`. E says what a failure
// carries, in one of two ways:
// - an error-code type (a union of string literals): the failure is `{ ok: false, error, message }`
//   — the engine's `Result<T>` is `Result<T, ErrorCode>`, fair's `FairResult<T>` is
//   `Result<T, FairErrorCode>`;
// - an object type: its fields are the failure's — the table's `Outcome<T>` is
//   `Result<T, { error: ErrorPayload }>` (the socket ack's wire shape `{ ok: false, error: { code,
//   message } }`), protocol's `NameCheck` is `Result<string, { message: string }>`, a parsed record's
//   failure is `{ check, error }`.
// Both ways are instances of one type so `if (!r.ok)` narrows the same everywhere; the shapes differ
// only where a wire format or a public API fixes them. This package has no dependencies, so every
// package (the engine included, which imports it for types only) can use it without a cycle.

/** A success: the value. */
export type Ok<T> = { readonly ok: true; readonly value: T };

/** The fields of a failure: `{ error: code, message }` for an error-code type, else E's own fields. */
export type FailureFields<E> = [E] extends [string]
  ? { readonly error: E; readonly message: string }
  : { readonly [K in keyof E]: E[K] };

/** A failure: `ok: false` and the fields E says. */
export type Failure<E> = { readonly ok: false } & FailureFields<E>;

export type Result<T, E = string> = Ok<T> | Failure<E>;

export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

/** `fail(code, message)` for an error-code failure, `fail({ …fields })` for any other. */
export function fail<C extends string>(error: C, message: string): Failure<C>;
export function fail<E extends object>(fields: E): Failure<E>;
export function fail(errorOrFields: string | object, message?: string): Failure<unknown> {
  const fields =
    typeof errorOrFields === 'string' ? { error: errorOrFields, message } : errorOrFields;
  return { ok: false, ...fields } as Failure<unknown>;
}
