// Rematch by agreement (issue 48, issue 47 item 10): after a match any seated person proposes a
// rematch, and it starts once every person at the table has accepted — bots and stand-ins accept
// by themselves, and people who are away (no connection) are not waited for, as with "Next hand".
// Anyone may leave their seat instead (their vote goes with them). Votes are kept by seat token,
// so a seat that changes hands does not carry a vote over; views show only seats (rematchInfo).
import type { RematchInfo } from '@boneyard/protocol';
import { change, rematch } from './commands.ts';
import { fail, ok, type Outcome } from './result.ts';
import type { TableSettings } from './settings.ts';
import type { RoomChange, RoomState, SeatState } from './state.ts';

/** A person whose acceptance the rematch waits for: seated, connected, not played by a stand-in. */
function mustAccept(seat: SeatState): seat is SeatState & { tokenHash: string } {
  return seat.kind === 'human' && seat.tokenHash !== null && seat.online && !seat.standIn;
}

function votesOf(room: RoomState): readonly string[] {
  return room.status === 'ended' ? (room.rematchVotes ?? []) : [];
}

/** Seats whose person has not accepted yet (empty: nobody is waited for). */
export function rematchWaiting(
  room: RoomState,
  votes: readonly string[] = votesOf(room),
): number[] {
  return room.seats.flatMap((seat, index) =>
    mustAccept(seat) && !votes.includes(seat.tokenHash) ? [index] : [],
  );
}

/** Whether `tokenHash` accepting now would start the rematch. */
export function rematchStartsWith(room: RoomState, tokenHash: string): boolean {
  return (
    room.status === 'ended' && rematchWaiting(room, [...votesOf(room), tokenHash]).length === 0
  );
}

/**
 * The seated person `seat` proposes or accepts the rematch of match `match`: the vote is kept,
 * and when nobody else is waited for the next match starts. Accepting twice changes nothing
 * (unless nobody is waited for any more: then it starts the rematch).
 */
export function voteRematch(
  room: RoomState,
  seat: number,
  match: number,
  now: number,
  timing: TableSettings,
): Outcome<RoomChange | null> {
  const person = room.seats[seat];
  if (person === undefined || person.kind !== 'human' || person.tokenHash === null)
    return fail('not-seated', 'only seated players vote on a rematch');
  if (room.status !== 'ended' || room.match !== match)
    return fail('wrong-status', `match ${match} is not the finished match being shown`);
  const votes = votesOf(room);
  const next = votes.includes(person.tokenHash) ? votes : [...votes, person.tokenHash];
  if (rematchWaiting(room, next).length === 0) {
    const started = rematch({ ...room, rematchVotes: [] }, now, timing);
    return started.ok ? ok(started.value) : started;
  }
  if (next === votes) return ok(null);
  return ok(change({ ...room, rematchVotes: next }, [], { roomChanged: true }));
}

/** What clients show after a match: who proposed, who accepted, who is still waited for; null with no proposal. */
export function rematchInfo(room: RoomState): RematchInfo | null {
  const votes = votesOf(room);
  const seatOf = (token: string) =>
    room.seats.findIndex((seat) => seat.kind === 'human' && seat.tokenHash === token);
  const accepted = votes.map(seatOf).filter((seat) => seat !== -1);
  if (accepted.length === 0) return null;
  return {
    proposedBy: accepted[0]!,
    accepted: [...accepted].sort((a, b) => a - b),
    waiting: rematchWaiting(room),
  };
}
