// Semyorka's agreements (seed 003): after a play, the sum of the open ends decides what happens
// next — at `extraTurnAt` the player goes again, at `drawTwoAt` the next player draws two tiles
// (as many as may be drawn, up to two; the last boneyard tile only when it may be taken).
import { boardOps } from './board.ts';
import type { GameEvent, HandState, MatchState, Tile } from './types.ts';

function endsSum(hand: HandState): number {
  return boardOps(hand.board.shape)
    .openEnds(hand.board, null)
    .reduce((sum, open) => sum + open.value, 0);
}

/** Applies Semyorka to the state after `seat` played (its turn already passed to the next seat). */
export function afterSemyorkaPlay(
  state: MatchState,
  seat: number,
  events: GameEvent[],
): MatchState {
  const agreed = state.rules.agreements?.semyorka;
  const hand = state.hand;
  if (!agreed || !hand) return state;
  const sum = endsSum(hand);
  if (sum === agreed.extraTurnAt) {
    // Said out loud, so the table can tell players why the same seat goes again.
    events.push({ type: 'semyorka', seat, sum, effect: 'again', next: seat, count: 0 });
    return { ...state, hand: { ...hand, turn: seat } };
  }
  if (sum !== agreed.drawTwoAt || state.rules.drawing === 'none') return state;
  const keptBack = state.rules.agreements?.lastTileDrawable === false ? 1 : 0;
  const count = Math.max(0, Math.min(2, hand.boneyard.length - keptBack));
  const drawn = hand.boneyard.slice(0, count) as Tile[];
  const victim = hand.turn;
  const boneyard = hand.boneyard.slice(count);
  events.push({ type: 'semyorka', seat, sum, effect: 'draw-two', next: victim, count });
  drawn.forEach((tile, i) =>
    events.push({ type: 'drew', seat: victim, tile, left: hand.boneyard.length - i - 1 }),
  );
  return {
    ...state,
    hand: {
      ...hand,
      hands: hand.hands.map((h, s) => (s === victim ? [...h, ...drawn] : h)),
      boneyard,
      moves: [...hand.moves, ...drawn.map((tile) => ({ seat: victim, draw: tile }))],
    },
  };
}
