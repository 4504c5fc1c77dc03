// Creating a room and asking after one (docs/protocol.md, "HTTP"), their replies checked with the
// protocol's own schemas, written with zod/mini (@boneyard/protocol/room-info). The schemas load
// alongside the request, and this module with the first such call (the home page imports it when a room is created): no
// page's first load carries either, and the tables never load them.
import type { CreateRoomRequest, CreateRoomResponse, RoomInfo } from '@boneyard/protocol';
import { call, type ApiResult } from './api.ts';

type Replies = typeof import('@boneyard/protocol/room-info');
let replies: Promise<Replies> | null = null;
const loadReplies = (): Promise<Replies> => (replies ??= import('@boneyard/protocol/room-info'));

export function createRoom(request: CreateRoomRequest): Promise<ApiResult<CreateRoomResponse>> {
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  };
  return call('/api/rooms', (b, s) => s.CreateRoomResponseSchema.parse(b), init, loadReplies());
}

export function roomInfo(code: string): Promise<ApiResult<RoomInfo>> {
  const path = `/api/rooms/${encodeURIComponent(code)}`;
  return call(path, (b, s) => s.RoomInfoSchema.parse(b), undefined, loadReplies());
}
