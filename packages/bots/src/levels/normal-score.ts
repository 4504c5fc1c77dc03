// The 'normal' bot: one cheap look at each legal move. Shed heavy tiles and doubles early,
// keep as many different numbers as possible, leave ends it can follow, and in pair games do
// not close the board on numbers the partner is known to lack (but do so to the next opponent).
import type { Action, Sfc32 } from '@boneyard/engine';
import { moveOfAction } from '../fast/convert.ts';
import { END_LEFT, END_LEAD } from '../fast/hand.ts';
import {
  DOUBLES_MASK,
  SUIT_MASK,
  TILE_HIGH,
  TILE_LOW,
  TILE_PIPS,
  popcount,
} from '../fast/tables.ts';
import type { Knowledge } from '../knowledge.ts';

const WEIGHTS = {
  pip: 1,
  double: 5,
  /** Per different number still held after the move. */
  variety: 1.5,
  /** Per tile still held that fits an open end after the move. */
  follow: 1,
  /** Both new ends are numbers the partner lacks: it will have to knock or draw. */
  partnerBlocked: -6,
  partnerHalfBlocked: -2,
  /** Both new ends are numbers the next opponent lacks. */
  opponentBlocked: 4,
} as const;

/** Which ends the board shows after `move`, as [left, right]. */
export function endsAfter(know: Knowledge, move: number): [number, number] {
  const tile = move >>> 2;
  const end = move & 3;
  const low = TILE_LOW[tile]!;
  const high = TILE_HIGH[tile]!;
  if (end === END_LEAD) return [low, high];
  if (end === END_LEFT) return [low === know.left ? high : low, know.right];
  return [know.left, low === know.right ? high : low];
}

function lacksBoth(excluded: number, left: number, right: number): number {
  const lacksLeft = (excluded & SUIT_MASK[left]!) === SUIT_MASK[left]!;
  const lacksRight = (excluded & SUIT_MASK[right]!) === SUIT_MASK[right]!;
  return (lacksLeft ? 1 : 0) + (lacksRight ? 1 : 0);
}

export function normalScore(know: Knowledge, move: number, pairs: boolean): number {
  const tile = move >>> 2;
  const rest = know.mine & ~(1 << tile);
  const [left, right] = endsAfter(know, move);
  let score = WEIGHTS.pip * TILE_PIPS[tile]!;
  if ((DOUBLES_MASK >>> tile) & 1) score += WEIGHTS.double;
  for (let v = 0; v <= 6; v++) if (rest & SUIT_MASK[v]!) score += WEIGHTS.variety;
  score += WEIGHTS.follow * popcount(rest & (SUIT_MASK[left]! | SUIT_MASK[right]!));
  const { seat, players, excluded } = know;
  const next = (seat + 1) % players;
  if (pairs) {
    const blocked = lacksBoth(excluded[(seat + 2) % players]!, left, right);
    score +=
      blocked === 2 ? WEIGHTS.partnerBlocked : blocked === 1 ? WEIGHTS.partnerHalfBlocked : 0;
  }
  if (lacksBoth(excluded[next]!, left, right) === 2) score += WEIGHTS.opponentBlocked;
  return score;
}

export function normalAction(
  know: Knowledge,
  legal: readonly Action[],
  pairs: boolean,
  rng: Sfc32,
): Action {
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (const action of legal) {
    // A little noise breaks ties without favouring the first listed move. Sums of a few doubles
    // in a fixed order: IEEE-754 gives the same result in every engine.
    const score = normalScore(know, moveOfAction(action), pairs) + rng.next() * 0.01;
    if (score > bestScore) {
      bestScore = score;
      best = action;
    }
  }
  return best;
}
