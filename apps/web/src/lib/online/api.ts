// HTTP calls to the server (docs/protocol.md, "HTTP"). Bodies are checked with the shared schemas.
import {
  CreateRoomReplySchema,
  HttpErrorSchema,
  RoomInfoReplySchema,
  type CreateRoomRequest,
  type CreateRoomResponse,
  type RoomInfo,
} from '@boneyard/protocol';

export type ApiResult<T> =
  { ok: true; value: T } | { ok: false; error: string; code: string; status: number };

async function call<T>(
  path: string,
  parse: (body: unknown) => T,
  init?: RequestInit,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (e) {
    return { ok: false, error: String(e), code: 'network', status: 0 };
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = HttpErrorSchema.safeParse(body);
    return parsed.success
      ? {
          ok: false,
          error: parsed.data.error.message,
          code: parsed.data.error.code,
          status: response.status,
        }
      : { ok: false, error: `HTTP ${response.status}`, code: 'http', status: response.status };
  }
  try {
    return { ok: true, value: parse(body) };
  } catch (e) {
    return { ok: false, error: String(e), code: 'bad-reply', status: response.status };
  }
}

export function createRoom(request: CreateRoomRequest): Promise<ApiResult<CreateRoomResponse>> {
  return call('/api/rooms', (b) => CreateRoomReplySchema.parse(b), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
}

export function roomInfo(code: string): Promise<ApiResult<RoomInfo>> {
  return call(`/api/rooms/${encodeURIComponent(code)}`, (b) => RoomInfoReplySchema.parse(b));
}

export function matchRecord(code: string, match?: number): Promise<ApiResult<unknown>> {
  const query = match === undefined ? '' : `?match=${match}`;
  return call(`/api/rooms/${encodeURIComponent(code)}/record${query}`, (b) => b);
}
