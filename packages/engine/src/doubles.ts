// Two of seed 003's agreements about doubles, applied right after a tile is laid:
//   two doubles in a turn — a seat that just laid a double may lay a second double at once, or
//     skip; only one second double per turn (docs/rules/agreements.md).
//   a double may close an arm — a double laid at an arm's tip that no hand can cover (nobody
//     holds a tile showing its number) shuts that arm for good: nothing more goes there and it no
//     longer counts as an open end. The boneyard is not asked: "nobody can cover" is about the
//     tiles in the players' hands when the double goes down.
import { fits } from './board.ts';
import { halves, isDouble, shows } from './tiles.ts';
import type { Board, EndId, GameEvent, HandState, MatchState, Tile } from './types.ts';

/** The board after `tile` went on `end`, with that arm shut when the agreement says so. */
export function closeArmIfUncoverable(
  state: MatchState,
  board: Board,
  tile: Tile,
  end: EndId | null,
  hands: readonly (readonly Tile[])[],
): Board {
  // The opening tile is the centre, not an arm's tip: it never closes anything.
  if (state.rules.agreements?.doubleClosesArm !== true || end === null || !isDouble(tile))
    return board;
  const face = halves(tile)[0];
  if (hands.some((h) => h.some((t) => shows(t, face)))) return board;
  return { ...board, closed: [...(board.closed ?? []), end] };
}

/** The hand without a second-double offer (plain JSON: the field is left out, not undefined). */
export function withoutOffer(hand: HandState): HandState {
  if (hand.secondDouble === undefined) return hand;
  const { secondDouble: _dropped, ...rest } = hand;
  return rest;
}

/** Doubles `seat` may lay as its second double. */
export function secondDoubles(hand: HandState, seat: number): Tile[] {
  return (hand.hands[seat] ?? []).filter((t) => isDouble(t) && fits(hand.board, t, seat));
}

/**
 * After `seat` laid `tile` (the turn already passed on, unless Semyorka gave it another turn):
 * offers the second double when the agreement is on, the tile was a first double and the seat
 * holds another double that fits.
 */
export function offerSecondDouble(
  state: MatchState,
  seat: number,
  tile: Tile,
  wasSecond: boolean,
  events: GameEvent[],
): MatchState {
  const hand = state.hand;
  if (state.rules.agreements?.twoDoubles !== true || !hand || !isDouble(tile) || wasSecond)
    return state;
  // An extra turn (Semyorka) is a whole turn already: no offer on top of it.
  if (hand.turn === seat) return state;
  if (secondDoubles(hand, seat).length === 0) return state;
  events.push({ type: 'second-double', seat, offered: true });
  return { ...state, hand: { ...hand, turn: seat, secondDouble: true } };
}

/** `seat` declines the second double: the turn passes on (this is not a pass: nobody was stuck). */
export function skipSecondDouble(state: MatchState, seat: number, events: GameEvent[]): MatchState {
  const hand = state.hand as HandState;
  events.push({ type: 'second-double', seat, offered: false });
  return {
    ...state,
    hand: {
      ...withoutOffer(hand),
      turn: (seat + 1) % state.rules.players,
      moves: [...hand.moves, { seat, skip: true }],
    },
  };
}
