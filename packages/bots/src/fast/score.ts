// Pips, counts and written points of a finished fast hand. Mirrors scoring.ts's rulings
// (without eggs, the minimum to open and match targets, which need the match around the hand)
// so search can value a playout by what the hand would write.
import type { FastHand } from './hand.ts';
import { STATUS_DOMINO, STATUS_FISH } from './hand.ts';
import { pipsOfMask } from './tables.ts';

const BLANK = 1 << 0;
const BOAR = 1 << 27;

/** Raw pips left per seat. */
export function seatPips(hand: FastHand, out: Float64Array | number[]): void {
  for (let seat = 0; seat < hand.players; seat++) out[seat] = pipsOfMask(hand.hands[seat]!);
}

/** A seat's count: its pips unless a lone 0-0, a lone 6-6 or exactly both count specially. */
export function seatCount(hand: FastHand, seat: number): number {
  const mask = hand.hands[seat]!;
  const s = hand.config.specials;
  if (mask === BLANK && s.loneBlank !== null) return s.loneBlank;
  if (mask === BOAR && s.loneBoar !== null) return s.loneBoar;
  if (mask === (BLANK | BOAR) && s.blankAndBoar !== null) return s.blankAndBoar;
  return pipsOfMask(mask);
}

/** Index of the single smallest (pick -1) or largest (pick 1) of the first n values; -1 if shared. */
function single(values: Float64Array, n: number, pick: 1 | -1): number {
  let best = 0;
  let shared = false;
  for (let i = 1; i < n; i++) {
    const d = (values[i]! - values[best]!) * pick;
    if (d > 0) {
      best = i;
      shared = false;
    } else if (d === 0) shared = true;
  }
  return shared ? -1 : best;
}

/** Scratch space so that scoring a playout allocates nothing. */
export class HandScorer {
  readonly sidePips = new Float64Array(4);
  readonly sideCounts = new Float64Array(4);
  /** Points written per side by the last `score` call. */
  readonly points = new Float64Array(4);
  /** Winning side of the last `score` call, -1 when nobody won (tied fish). */
  winner = -1;

  /** Fills `points` and `winner` for a finished hand. */
  score(hand: FastHand): void {
    const { sideOf, sideCount, handScoring } = hand.config;
    const { sidePips, sideCounts, points } = this;
    sidePips.fill(0);
    sideCounts.fill(0);
    points.fill(0);
    for (let seat = 0; seat < hand.players; seat++) {
      sidePips[sideOf[seat]!]! += pipsOfMask(hand.hands[seat]!);
      sideCounts[sideOf[seat]!]! += seatCount(hand, seat);
    }
    const domino = hand.status === STATUS_DOMINO;
    if (!domino && hand.status !== STATUS_FISH) throw new Error('score: the hand is not over');
    let total = 0;
    let totalCounts = 0;
    for (let side = 0; side < sideCount; side++) {
      total += sidePips[side]!;
      totalCounts += sideCounts[side]!;
    }
    switch (handScoring) {
      case 'winner-takes-pips': {
        const winner = domino ? sideOf[hand.by]! : single(sidePips, sideCount, -1);
        if (winner >= 0)
          points[winner] = domino ? total - sidePips[winner]! : total - 2 * sidePips[winner]!;
        this.winner = winner;
        return;
      }
      case 'losers-write-count': {
        if (domino) {
          const winner = sideOf[hand.by]!;
          for (let side = 0; side < sideCount; side++)
            if (side !== winner) points[side] = sideCounts[side]!;
          this.winner = winner;
          return;
        }
        const loser = single(sideCounts, sideCount, 1);
        if (loser >= 0) points[loser] = totalCounts;
        this.winner = loser >= 0 ? single(sideCounts, sideCount, -1) : -1;
        return;
      }
      case 'losers-write-own': {
        const winner = domino ? sideOf[hand.by]! : single(sidePips, sideCount, -1);
        if (winner >= 0)
          for (let side = 0; side < sideCount; side++)
            if (side !== winner) points[side] = sideCounts[side]!;
        this.winner = winner;
        return;
      }
    }
  }

  /**
   * How good the last scored hand is for `side`, for search: points won count for it under
   * 'winner-takes-pips'; elsewhere points are penalties. Measured against the other sides'
   * average so that every table size has the same scale.
   */
  valueFor(hand: FastHand, side: number): number {
    const { sideCount, handScoring } = hand.config;
    let others = 0;
    for (let s = 0; s < sideCount; s++) if (s !== side) others += this.points[s]!;
    const margin = this.points[side]! - others / (sideCount - 1);
    return handScoring === 'winner-takes-pips' ? margin : -margin;
  }
}
