// When a room waits for its people instead of a clock:
// - between hands the result stays up until every person at the table has pressed "Next hand"
//   or HAND_PAUSE_MS has passed (bots, stand-ins and people who are away count as ready);
// - a match nobody is connected to is paused: no bot moves, no grace period or seed deadline runs
//   out, until a person comes back (or the room expires). A person is a seated human whose seat is
//   online, or the host connected without a seat (watching a table of bots). Other spectators do
//   not count: they are anonymous and not recorded in the room, and a table of bots that only they
//   watch is exactly the unwatched bot farm this pause is for (docs/server.md "Room bounds").
// Pure functions of the stored room, so every process (and a restarted one) agrees on them.
import type { NextHandInfo } from '@boneyard/protocol';
import type { RoomState, SeatState } from './state.ts';

/** A seat whose person must press "Next hand" before the pause may end early. */
function expectsReady(seat: SeatState): boolean {
  return seat.kind === 'human' && seat.online && !seat.standIn;
}

/** True while the last hand's result is shown and the next deal is not yet made. */
export function showingResult(room: RoomState): boolean {
  return (
    room.status === 'playing' &&
    room.game?.phase === 'hand-over' &&
    room.deal?.stage === 'collecting'
  );
}

/** Seats still expected to press "Next hand" (empty outside the pause between hands). */
export function waitingFor(room: RoomState): number[] {
  if (!showingResult(room)) return [];
  const ready = room.deal?.ready ?? [];
  return room.seats.flatMap((seat, index) =>
    expectsReady(seat) && !ready.includes(index) ? [index] : [],
  );
}

/**
 * When the pause between hands ends: at `notBefore` (HAND_PAUSE_MS after the hand ended), or — once
 * nobody is waited for — already at the hand's end (`changedAt`: readiness is not a game change),
 * i.e. at once.
 */
export function pauseEnd(room: RoomState): number | null {
  const deal = room.deal;
  if (deal === null || deal.stage !== 'collecting') return null;
  if (!showingResult(room) || waitingFor(room).length > 0) return deal.notBefore;
  return Math.min(deal.notBefore, room.changedAt);
}

/** What clients show under the result: the deadline of the next deal and who has not pressed yet. */
export function nextHandInfo(room: RoomState): NextHandInfo | null {
  if (!showingResult(room) || room.game?.hand == null || room.deal === null) return null;
  return { hand: room.game.hand.number, at: room.deal.notBefore, waiting: waitingFor(room) };
}

/** Nobody is connected to a match in play: nothing is due until a person is back. */
export function abandoned(room: RoomState): boolean {
  if (room.status !== 'playing') return false;
  if ((room.hostWatching ?? []).length > 0) return false;
  return !room.seats.some((seat) => seat.kind === 'human' && seat.online);
}

/**
 * When a bot takes over an away person's seat (null: not away, already replaced, not in play, or
 * the match paused: no grace period runs out then, so no "then a bot plays" countdown is shown).
 */
export function standInAt(room: RoomState, seat: SeatState, graceMs: number): number | null {
  if (
    room.status !== 'playing' ||
    seat.kind !== 'human' ||
    seat.online ||
    seat.standIn ||
    seat.offlineSince === null
  )
    return null;
  if (abandoned(room)) return null;
  return seat.offlineSince + graceMs;
}
