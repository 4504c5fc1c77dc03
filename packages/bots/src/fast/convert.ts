// Between the public engine's plain state and the fast path: build a FastHand from a
// MatchState, and translate moves to and from public Actions.
import type { Action, HandState, MatchState } from '@boneyard/engine';
import { fastConfig, type FastConfig } from './config.ts';
import { END_LEAD, END_LEFT, FastHand, moveOf, STATUS_PLAYING } from './hand.ts';
import { indexOfTile, maskOf, TILE_NAMES } from './tables.ts';

/** The fast copy of the hand being played. Null unless the match is in phase 'playing'. */
export function fastFromMatch(
  state: MatchState,
  config: FastConfig = fastConfig(state.rules),
): FastHand | null {
  if (state.phase !== 'playing' || state.hand === null) return null;
  return fastFromHand(state.hand, config);
}

export function fastFromHand(hand: HandState, config: FastConfig): FastHand {
  const fast = new FastHand(config);
  hand.hands.forEach((tiles, seat) => (fast.hands[seat] = maskOf(tiles)));
  const placed = hand.board.tiles;
  const first = placed[0];
  const last = placed[placed.length - 1];
  fast.left = first ? first.left : -1;
  fast.right = last ? last.right : -1;
  fast.board = maskOf(placed.map((p) => p.tile));
  if (config.drawing) hand.boneyard.forEach((tile, i) => (fast.boneyard[i] = indexOfTile(tile)));
  fast.boneyardHead = 0;
  fast.boneyardEnd = config.drawing ? hand.boneyard.length : 0;
  fast.turn = hand.turn;
  fast.passesInRow = hand.passesInRow;
  fast.mustPlay = hand.mustPlay === null ? -1 : indexOfTile(hand.mustPlay);
  const lastPlay = hand.moves.findLast((m) => 'play' in m);
  fast.lastPlayer = lastPlay ? lastPlay.seat : -1;
  fast.moveCount = hand.moves.length;
  fast.status = STATUS_PLAYING;
  return fast;
}

export function actionOfMove(move: number): Action {
  const tile = TILE_NAMES[move >>> 2]!;
  const end = move & 3;
  if (end === END_LEAD) return { type: 'play', tile };
  return { type: 'play', tile, end: end === END_LEFT ? 'left' : 'right' };
}

/** The fast move for a public play action; -1 for draw/pass (which the fast path does itself). */
export function moveOfAction(action: Action): number {
  if (action.type !== 'play') return -1;
  const end = action.end === undefined ? END_LEAD : action.end === 'left' ? END_LEFT : 2;
  return moveOf(indexOfTile(action.tile), end);
}

const scratch = new Int32Array(64);

/** The legal moves of the seat to move as public Actions ([] for other seats, like legalActions). */
export function fastLegalActions(hand: FastHand, seat: number): Action[] {
  if (hand.status !== STATUS_PLAYING || seat !== hand.turn) return [];
  const count = hand.legalMoves(scratch);
  const actions: Action[] = [];
  for (let i = 0; i < count; i++) actions.push(actionOfMove(scratch[i]!));
  return actions;
}
