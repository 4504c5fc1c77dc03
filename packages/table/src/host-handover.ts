// A host who is gone must not strand the table: nobody else could start the match, remove a
// player who left, or start a rematch. When the host's seat has been away for the room's grace
// period (the same time after which a bot stands in for them in play) while another person sits
// at the table online, the host's controls pass to that person — the first online person
// clockwise from the host's seat. The old host, back, is an ordinary player. A host who left
// their seat to watch keeps the controls (they are not away), as does one with nobody to take over.
import type { RoomState } from './state.ts';

/** The host's seat (-1: the host holds none). */
function hostSeatOf(room: RoomState): number {
  return room.seats.findIndex((s) => s.kind === 'human' && s.tokenHash === room.hostTokenHash);
}

/** Since when the host's seat is away, or null (here, or the host holds no seat). */
function hostAwaySince(room: RoomState): number | null {
  const seat = room.seats[hostSeatOf(room)];
  return seat !== undefined && !seat.online && seat.offlineSince !== null
    ? seat.offlineSince
    : null;
}

/** The person who would take over: online, seated, the first clockwise from the host's seat. */
function successor(room: RoomState): string | null {
  const players = room.seats.length;
  const hostSeat = hostSeatOf(room);
  for (let step = 1; step < players; step++) {
    const seat = room.seats[(hostSeat + step) % players]!;
    if (seat.kind === 'human' && seat.online && seat.tokenHash !== null) return seat.tokenHash;
  }
  return null;
}

/** When the host's controls pass to another person, or null while they stay (host here, or nobody to take them). */
export function hostHandoverAt(room: RoomState, graceMs: number): number | null {
  const since = hostAwaySince(room);
  return since === null || successor(room) === null ? null : since + graceMs;
}

/** The room with its host changed when the handover is due at `now`; null when it is not. */
export function handOverHost(room: RoomState, now: number, graceMs: number): RoomState | null {
  const at = hostHandoverAt(room, graceMs);
  const next = at !== null && at <= now ? successor(room) : null;
  return next === null ? null : { ...room, hostTokenHash: next };
}
