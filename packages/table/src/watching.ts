// The host watching a table without a seat (hostSeat: null, or after leaving their seat): their
// connections are recorded in `hostWatching` the way a seat records its own in `heldBy` (the ids of
// the processes holding one, room/presence.ts), so every process agrees whether the host is there
// — a match nobody is connected to is paused (room/pause.ts) — and a process that dies without a
// word is reaped from it like from a seat.
import type { RoomState } from './state.ts';

function sameHolders(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((holder) => b.includes(holder));
}

/**
 * The room with process `id` holding (or not) a connection of the seatless host, forgetting every
 * id this process used before (`ownIds`); null when nothing changes.
 */
export function withHostWatching(
  room: RoomState,
  id: string,
  ownIds: readonly string[],
  holds: boolean,
): RoomState | null {
  const old = room.hostWatching ?? [];
  const others = old.filter((holder) => !ownIds.includes(holder) && holder !== id);
  const next = holds ? [...others, id] : others;
  return sameHolders(next, old) ? null : { ...room, hostWatching: next };
}

/** The room without dead processes among the watching host's holders (null: none listed). */
export function withoutDeadWatchers(room: RoomState, dead: ReadonlySet<string>): RoomState | null {
  const old = room.hostWatching ?? [];
  return old.some((holder) => dead.has(holder))
    ? { ...room, hostWatching: old.filter((holder) => !dead.has(holder)) }
    : null;
}

/** The host sits down: their watching connections now hold the seat (returned), and none watch. */
export function hostSitsDown(
  room: RoomState,
  tokenHash: string,
): { room: RoomState; holders: readonly string[] } {
  if (tokenHash !== room.hostTokenHash || (room.hostWatching ?? []).length === 0)
    return { room, holders: [] };
  return { room: { ...room, hostWatching: [] }, holders: room.hostWatching ?? [] };
}

/** The host leaves their seat and stays in the room: the seat's connections now watch. */
export function hostStandsUp(
  room: RoomState,
  tokenHash: string | null,
  heldBy: readonly string[],
): RoomState {
  if (tokenHash !== room.hostTokenHash || heldBy.length === 0) return room;
  return { ...room, hostWatching: [...new Set([...(room.hostWatching ?? []), ...heldBy])] };
}
