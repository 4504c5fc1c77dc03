// HTTP calls to the server (docs/protocol.md, "HTTP"). Error bodies are read with http-error.ts
// (the protocol's HttpErrorSchema without zod: a table asks for a record and nothing else, and
// loads no schema for it), loaded when one comes; the replies that need a schema are in
// rooms-api.ts.
import { fail, ok, type Result } from '@boneyard/result';

export type ApiResult<T> = Result<T, { error: string; code: string; status: number }>;

/**
 * Fetches `path` and parses a good reply with `parse`, which gets what `loading` brings (the
 * schemas' module): it loads alongside the request, and either failing to arrive is a network
 * error.
 */
export async function call<T, L = undefined>(
  path: string,
  parse: (body: unknown, loaded: L) => T,
  init?: RequestInit,
  loading?: Promise<L>,
): Promise<ApiResult<T>> {
  let response: Response;
  let loaded: L;
  try {
    [response, loaded] = await Promise.all([fetch(path, init), loading as L | Promise<L>]);
  } catch (e) {
    return fail({ error: String(e), code: 'network', status: 0 });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = await import('./http-error.ts').then(
      ({ errorOf }) => errorOf(body),
      () => null,
    );
    return error
      ? fail({ error: error.message, code: error.code, status: response.status })
      : fail({ error: `HTTP ${response.status}`, code: 'http', status: response.status });
  }
  try {
    return ok(parse(body, loaded));
  } catch (e) {
    return fail({ error: String(e), code: 'bad-reply', status: response.status });
  }
}

export function matchRecord(code: string, match?: number): Promise<ApiResult<unknown>> {
  const query = match === undefined ? '' : `?match=${match}`;
  return call(`/api/rooms/${encodeURIComponent(code)}/record${query}`, (b) => b);
}
