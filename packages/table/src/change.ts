// A change to store: the room after it, its events, and which parts of the stored room it rewrote.
import type { RoomChange, RoomEvent, RoomState } from './state.ts';

export function change(
  room: RoomState,
  events: RoomEvent[],
  flags: Partial<Omit<RoomChange, 'room' | 'events'>> = {},
): RoomChange {
  return { room, events, roomChanged: false, gameChanged: false, historyChanged: false, ...flags };
}
