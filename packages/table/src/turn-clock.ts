// The turn clock (issue 48): a room may give each person a fixed time per move. When it runs out
// the room's stand-in bot plays that one move — the same bot, seed and record span as a stand-in
// for someone who dropped out, so `verify --bots` re-derives it. Two time-outs in a row mark the
// person away (shown to everyone) until they act again. The deadline is on the server's clock,
// from the room's own state (the last game change), so every process and the simulator agree.
import { legalActions } from '@boneyard/engine';
import { botPlays, type RoomState } from './state.ts';

/** Time-outs in a row after which a person shows as away. */
export const AWAY_AFTER_TIMEOUTS = 2;

/** The seat whose person is on the clock now, or null (no clock, a bot's turn, nothing to decide). */
export function clockedSeat(room: RoomState): number | null {
  if ((room.turnMs ?? 0) <= 0 || room.status !== 'playing') return null;
  const game = room.game;
  const hand = game?.hand;
  if (!game || !hand || game.phase !== 'playing' || hand.finishing || room.deal?.stage !== 'dealt')
    return null;
  const seat = room.seats[hand.turn];
  if (seat === undefined || botPlays(seat)) return null;
  return legalActions(game, hand.turn).length === 0 ? null : hand.turn;
}

/**
 * When the stand-in plays the current move for the person to move, or null when no clock runs. A
 * pending Muggins score keeps its whole window first (the move would close it).
 */
export function turnDeadline(room: RoomState): number | null {
  if (clockedSeat(room) === null) return null;
  const at = room.changedAt + room.turnMs!;
  const pending = room.game?.hand?.pending;
  return pending ? Math.max(at, pending.deadline + 1) : at;
}

/** Time-outs in a row of `seat` (0 when its person acted last). */
export function timeoutsOf(room: RoomState, seat: number): number {
  return room.timeouts?.[seat] ?? 0;
}

/** Whether `seat` shows as away for running out of time (AWAY_AFTER_TIMEOUTS in a row). */
export function awayByClock(room: RoomState, seat: number): boolean {
  return timeoutsOf(room, seat) >= AWAY_AFTER_TIMEOUTS;
}

/** The room with `seat`'s run of time-outs set to `count`. */
export function withTimeouts(room: RoomState, seat: number, count: number): RoomState {
  if (timeoutsOf(room, seat) === count) return room;
  const timeouts = room.seats.map((_, index) => (index === seat ? count : timeoutsOf(room, index)));
  return { ...room, timeouts };
}

/** The person in `seat` acted: their run of time-outs ends (and with it "away"). */
export function actedInPerson(room: RoomState, seat: number): RoomState {
  return withTimeouts(room, seat, 0);
}
