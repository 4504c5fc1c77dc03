// Exact play of the last few tiles of one fully known (determinized) hand: alpha-beta over
// every legal move, the searching side's seats maximizing and every other seat minimizing its
// value ("paranoid" in free-for-all games, exact in two-sided ones). The work is bounded by a
// node count, never a clock: past it, a position is valued by a policy playout instead, so the
// result stays a pure function of the hand, the budget and the random stream.
import type { FastConfig } from './config.ts';
import { FastHand, STATUS_PLAYING } from './hand.ts';
import { policyPlayout } from './policy.ts';
import type { Sfc32 } from '@boneyard/engine';
import { TILE_COUNT } from './tables.ts';

/** At most this many moves deep: every tile played once, plus every draw and pass between. */
const MAX_DEPTH = 2 * TILE_COUNT + 8;
/** Legal moves of one position: at most 7 tiles × 2 ends, or 14 leads. */
const MAX_MOVES = 16;

export class EndgameSolver {
  private readonly frames: FastHand[] = [];
  private readonly moves: Int32Array[] = [];
  private nodes = 0;
  private budget = 0;
  private side = 0;
  private evaluate: (hand: FastHand) => number = () => 0;
  private rng: Sfc32 | null = null;
  private greedy: Int32Array = new Int32Array(4);

  constructor(private readonly config: FastConfig) {}

  /**
   * The value of `hand` (a copy is searched) for `side` when everybody plays perfectly, as
   * `evaluate` values finished hands; `budget` nodes at most, then policy playouts.
   */
  solve(
    hand: FastHand,
    side: number,
    evaluate: (hand: FastHand) => number,
    budget: number,
    rng: Sfc32,
    greedy: Int32Array,
  ): number {
    this.nodes = 0;
    this.budget = budget;
    this.side = side;
    this.evaluate = evaluate;
    this.rng = rng;
    this.greedy = greedy;
    this.frame(0).copyFrom(hand);
    return this.search(0, -Infinity, Infinity);
  }

  private frame(depth: number): FastHand {
    while (this.frames.length <= depth) {
      this.frames.push(new FastHand(this.config));
      this.moves.push(new Int32Array(MAX_MOVES));
    }
    return this.frames[depth]!;
  }

  private search(depth: number, alpha: number, beta: number): number {
    const hand = this.frames[depth]!;
    this.nodes++;
    if (hand.status !== STATUS_PLAYING) return this.evaluate(hand);
    if (this.nodes > this.budget || depth >= MAX_DEPTH) {
      policyPlayout(hand, this.rng!, this.greedy);
      return this.evaluate(hand);
    }
    const moves = this.moves[depth]!;
    const count = hand.legalMoves(moves);
    const maximizing = this.config.sideOf[hand.turn] === this.side;
    let best = maximizing ? -Infinity : Infinity;
    const child = this.frame(depth + 1);
    for (let i = 0; i < count; i++) {
      child.copyFrom(hand);
      child.play(moves[i]!);
      const value = this.search(depth + 1, alpha, beta);
      if (maximizing) {
        if (value > best) best = value;
        if (best > alpha) alpha = best;
      } else {
        if (value < best) best = value;
        if (best < beta) beta = best;
      }
      if (alpha >= beta) break;
    }
    return best;
  }
}
