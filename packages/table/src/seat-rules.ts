// Who may sit where (docs/protocol.md, "Seat rules"). The server knows people only by seat token,
// so the rules are about tokens:
// - a token the host removed stays out of every seat of the room until the host readmits it;
// - once a token is dealt into a match (seated at its start, or sat down during it) the only seat
//   of that match open to it is its own, so nobody holds or reads two hands of one match. A seat
//   freed during play (left or removed) is therefore open only to tokens not yet in the match, and
//   the stand-in bot plays it until one sits there.
import { fail, ok, type Outcome } from './result.ts';
import { matchSeatOf, removedFrom, type RoomState } from './state.ts';

/** Whether `tokenHash` may sit in `seat` now (the seat being free is checked by the caller). */
export function seatOpenTo(room: RoomState, seat: number, tokenHash: string): Outcome<null> {
  if (removedFrom(room).some((person) => person.tokenHash === tokenHash)) {
    return fail(
      'removed',
      'the host removed you from this room; only the host can let you sit again',
    );
  }
  const own = matchSeatOf(room, tokenHash);
  if (own !== null && own !== seat) {
    return fail(
      'in-match',
      `you were dealt into this match in seat ${own}: that is the only seat you can take until it ends`,
    );
  }
  return ok(null);
}

/** Records that `tokenHash` now plays `seat` of the match being played (no-op outside play). */
export function joinMatch(room: RoomState, seat: number, tokenHash: string): RoomState {
  if (room.status !== 'playing' || matchSeatOf(room, tokenHash) !== null) return room;
  return { ...room, inMatch: [...(room.inMatch ?? []), { tokenHash, seat }] };
}

/** A person leaves their seat mid-match: the match remembers the name they played under. */
export function leftMatch(room: RoomState, tokenHash: string, name: string): RoomState {
  if (room.status !== 'playing' || room.inMatch === undefined) return room;
  return {
    ...room,
    inMatch: room.inMatch.map((entry) =>
      entry.tokenHash === tokenHash ? { ...entry, name } : entry,
    ),
  };
}

/** At a match start: every person seated now is dealt in. */
export function dealtIn(room: RoomState): RoomState {
  const inMatch = room.seats.flatMap((seat, index) =>
    seat.kind === 'human' && seat.tokenHash !== null
      ? [{ tokenHash: seat.tokenHash, seat: index }]
      : [],
  );
  return { ...room, inMatch };
}

/** The host removed the person in `seat`: their token is kept out of the seats from now on. */
export function barFromSeats(room: RoomState, tokenHash: string, name: string): RoomState {
  if (removedFrom(room).some((person) => person.tokenHash === tokenHash)) return room;
  return { ...room, removed: [...removedFrom(room), { tokenHash, name }] };
}

/** The host lets back every removed person last shown as `name`. */
export function readmitted(room: RoomState, name: string): Outcome<RoomState> {
  const removed = removedFrom(room);
  const kept = removed.filter((person) => person.name !== name);
  if (kept.length === removed.length)
    return fail('bad-request', `nobody called ${JSON.stringify(name)} was removed from this room`);
  return ok({ ...room, removed: kept });
}
