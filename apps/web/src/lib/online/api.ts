// HTTP calls to the server (docs/protocol.md, "HTTP"). Bodies are checked with the shared schemas.
// The schemas load on the first call (lib/protocol.ts), not with the page that may never call.
import type { CreateRoomRequest, CreateRoomResponse, RoomInfo } from '@boneyard/protocol';
import { fail, ok, type Result } from '@boneyard/result';
import { loadProtocol } from '../protocol.ts';
type Protocol = Awaited<ReturnType<typeof loadProtocol>>;

export type ApiResult<T> = Result<T, { error: string; code: string; status: number }>;

async function call<T>(
  path: string,
  parse: (body: unknown, schemas: Protocol) => T,
  init?: RequestInit,
): Promise<ApiResult<T>> {
  let response: Response;
  let schemas: Protocol;
  try {
    [response, schemas] = await Promise.all([fetch(path, init), loadProtocol()]);
  } catch (e) {
    return fail({ error: String(e), code: 'network', status: 0 });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = schemas.HttpErrorSchema.safeParse(body);
    return parsed.success
      ? fail({
          error: parsed.data.error.message,
          code: parsed.data.error.code,
          status: response.status,
        })
      : fail({ error: `HTTP ${response.status}`, code: 'http', status: response.status });
  }
  try {
    return ok(parse(body, schemas));
  } catch (e) {
    return fail({ error: String(e), code: 'bad-reply', status: response.status });
  }
}

export function createRoom(request: CreateRoomRequest): Promise<ApiResult<CreateRoomResponse>> {
  return call('/api/rooms', (b, { CreateRoomReplySchema }) => CreateRoomReplySchema.parse(b), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
}

export function roomInfo(code: string): Promise<ApiResult<RoomInfo>> {
  return call(`/api/rooms/${encodeURIComponent(code)}`, (b, { RoomInfoReplySchema }) =>
    RoomInfoReplySchema.parse(b),
  );
}

export function matchRecord(code: string, match?: number): Promise<ApiResult<unknown>> {
  const query = match === undefined ? '' : `?match=${match}`;
  return call(`/api/rooms/${encodeURIComponent(code)}/record${query}`, (b) => b);
}
