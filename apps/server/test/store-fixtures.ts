// What the store tests share: a room that is only its code and a marker, and no process holders.
import type { RoomState } from '@boneyard/table';

/** A room reduced to what a store reads: its code, and `marker` as its creation and change time. */
export function room(code: string, marker: number): RoomState {
  return { code, createdAt: marker, changedAt: marker, game: null } as unknown as RoomState;
}

export const NO_HOLDERS = { added: [], removed: [] };
