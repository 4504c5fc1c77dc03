// Values to hold two schemas to the same verdicts with: a sample, and the sample with one change
// each (test/api-errors.test.ts).
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const WRONG: Json[] = [null, -1, 0, 1.5, 2, 99_999, '', 'x', '1-1', true, [], {}];

/** `value` with one change: every field removed, replaced by each wrong value, or an extra key. */
export function* variants(value: Json): Generator<Json> {
  yield value;
  if (value === null || typeof value !== 'object') {
    yield* WRONG;
    return;
  }
  if (Array.isArray(value)) {
    yield [...value, ...value.slice(0, 1)];
    for (let i = 0; i < value.length; i++)
      for (const inner of variants(value[i]!)) yield value.map((v, j) => (j === i ? inner : v));
    return;
  }
  yield { ...value, zz: 1 };
  for (const key of Object.keys(value)) {
    const { [key]: _dropped, ...rest } = value;
    yield rest;
    for (const inner of [...variants(value[key]!)].slice(1)) yield { ...value, [key]: inner };
  }
}

/** What a schema said: the value, or each issue's code, path and message. */
export function verdict(parsed: {
  success: boolean;
  data?: unknown;
  error?: { issues: readonly { code: string; path: PropertyKey[]; message: string }[] };
}) {
  return parsed.success
    ? { ok: true, data: parsed.data }
    : {
        ok: false,
        issues: parsed.error!.issues.map(({ code, path, message }) => ({ code, path, message })),
      };
}
