// What a deciding search thought of every root move, for the coach (docs/replay.md): an optional
// observer the searches call once, when they return a move, with the values they compared — never
// read back, so it changes no decision and draws no random number. Values are in the objective's
// points (objective.ts: the hand's point margin, a bonus for winning the hand, ±150 for deciding
// the match), to the seat's side. Searches that play every move on the same deals keep each deal's
// value too, so a difference between two moves is measured on the pairs (deal luck cancels).
import type { Action } from '@boneyard/engine';
import { HAND_WIN_POINTS } from './objective.ts';

/** Which search decided: flat.ts's playouts or its exact endgame, lookahead.ts, exact.ts, tree.ts. */
export type SearchKind = 'flat' | 'endgame' | 'lookahead' | 'exact' | 'tree';

export interface MoveEstimate {
  /** The search's mean value of the move (its weighted total over its weights, or the tree's mean reward). */
  readonly mean: number;
  /** Standard error of that mean (Infinity when too few samples say nothing). */
  readonly error: number;
  /** Deals the move was valued on (weighted: the effective number), or the tree's visits. */
  readonly samples: number;
}

export interface SearchValues {
  readonly search: SearchKind;
  /** The moves the search chose among, in its order (the seat's legal moves). */
  readonly moves: readonly Action[];
  /** Per move, its value; null where the search never valued it (a tree child never tried). */
  readonly values: readonly (MoveEstimate | null)[];
  /** Each deal's weight and each move's value on it, where every move saw the same deals. */
  readonly paired: {
    readonly weights: Float64Array;
    readonly samples: readonly Float64Array[];
  } | null;
  /** The objective's points for winning the hand (12; the tree against thinkers raises it). */
  readonly handWin: number;
}

export type ValuesObserver = (values: SearchValues) => void;

/** Weighted mean and standard error over the first `count` samples (effective sample size (Σw)²/Σw²). */
export function weightedStats(
  samples: Float64Array,
  weights: Float64Array,
  count = samples.length,
): MoveEstimate {
  let sum = 0;
  let sumW = 0;
  let sumW2 = 0;
  for (let i = 0; i < count; i++) {
    sum += weights[i]! * samples[i]!;
    sumW += weights[i]!;
    sumW2 += weights[i]! * weights[i]!;
  }
  if (!(sumW > 0)) return { mean: 0, error: Infinity, samples: 0 };
  const mean = sum / sumW;
  let spread = 0;
  for (let i = 0; i < count; i++) spread += weights[i]! * (samples[i]! - mean) ** 2;
  const effective = (sumW * sumW) / sumW2;
  const error = effective > 1 ? Math.sqrt(spread / sumW / (effective - 1)) : Infinity;
  return { mean, error, samples: effective };
}

/** The values of a search that played every move on the same `count` deals (deal d: weights[d], samples[i][d]). */
export function pairedValues(
  search: SearchKind,
  moves: readonly Action[],
  weights: Float64Array,
  samples: readonly Float64Array[],
  count: number,
): SearchValues {
  const w = weights.subarray(0, count);
  const s = samples.map((sample) => sample.subarray(0, count));
  return {
    search,
    moves,
    values: s.map((sample) => weightedStats(sample, w)),
    paired: { weights: w, samples: s },
    handWin: HAND_WIN_POINTS,
  };
}

/**
 * values[a] − values[b] with its standard error: on the pairs where the search has them, else the
 * two errors combined as independent; null if the search did not value both.
 */
export function valueGap(
  values: SearchValues,
  a: number,
  b: number,
): { readonly mean: number; readonly error: number } | null {
  const va = values.values[a];
  const vb = values.values[b];
  if (va == null || vb == null) return null;
  if (values.paired !== null) {
    const { weights, samples } = values.paired;
    const sa = samples[a]!;
    const sb = samples[b]!;
    const stats = weightedStats(
      sa.map((value, d) => value - sb[d]!),
      weights,
    );
    return { mean: stats.mean, error: stats.error };
  }
  return { mean: va.mean - vb.mean, error: Math.sqrt(va.error ** 2 + vb.error ** 2) };
}
