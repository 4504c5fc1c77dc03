// What the Expert thinks two moves are worth: the coach's estimate of the points a move gave up
// against the Expert's choice (docs/replay.md). The Expert's decision itself is botAction's; this
// values moves with the same machinery the Expert's search (v4's flat search, v5's tree past the
// root) is built from — the opponent model the Expert reads from the plays, deals sampled from
// everything public and weighed by those plays, the model's playouts and the match-aware objective
// — and, unlike a decision, also says how sure it is: the standard error over its weighted deals.
// Both moves are played on the same deals with the same random numbers (common random numbers),
// so the difference is measured far more tightly than either value. A pure function of the view,
// the moves and a 32-byte seed: anyone re-derives it.
import type { Action, SeatView } from '../types.ts';
import { fastApplies, fastConfig } from '../fast/config.ts';
import { FastHand } from '../fast/hand.ts';
import { Sfc32 } from '../fast/random.ts';
import { knowledgeOf } from './knowledge.ts';
import { botRandom } from './seed.ts';
import { searchContext } from './v2/search.ts';
import { modelSearch, type ExpertWork } from './v4/index.ts';
import { likeliestModel } from './v4/model.ts';
import { playoutAgainst } from './v4/playout.ts';
import { EXPERT_WORK_V9_PAIRS } from './v9/index.ts';
import { EXPERT_WORK_V11_FREE } from './v11/index.ts';
import { drawingForTwo } from './v12/index.ts';
import { EXPERT_WORK_V18_DRAWING_TWO } from './v18/index.ts';

/** Deals each estimate plays both moves on (about 2 ms per decision in 4-player Kozel). */
export const MOVE_VALUE_DEALS = 2048;

export interface MoveValues {
  /** Each move's value to the seat's side: the objective's points (margin, hand and match bonuses). */
  readonly values: readonly number[];
  /** values[0] − values[k] for each k, and its standard error over the weighted deals. */
  readonly gaps: readonly { readonly mean: number; readonly error: number }[];
  readonly deals: number;
}

/** The newest Expert's work for this table (what boneyard/bot/v18 searches with). */
function expertWorkFor(view: SeatView): ExpertWork {
  if (drawingForTwo(view)) return EXPERT_WORK_V18_DRAWING_TWO;
  return view.rules.teams === 'pairs' ? EXPERT_WORK_V9_PAIRS : EXPERT_WORK_V11_FREE;
}

/** Weighted mean and standard error (effective sample size (Σw)²/Σw²). */
function weightedStats(
  samples: Float64Array,
  weights: Float64Array,
): { mean: number; error: number } {
  let sum = 0;
  let sumW = 0;
  let sumW2 = 0;
  for (let i = 0; i < samples.length; i++) {
    sum += weights[i]! * samples[i]!;
    sumW += weights[i]!;
    sumW2 += weights[i]! * weights[i]!;
  }
  if (sumW <= 0) return { mean: 0, error: Infinity };
  const mean = sum / sumW;
  let spread = 0;
  for (let i = 0; i < samples.length; i++) spread += weights[i]! * (samples[i]! - mean) ** 2;
  const effective = (sumW * sumW) / sumW2;
  return { mean, error: effective > 1 ? Math.sqrt(spread / sumW / (effective - 1)) : Infinity };
}

/**
 * The value of each of `moves` (legal plays of the seat to move) from `view`, as the Expert's
 * search values them; null where the Expert does not search (boards off the fast path, no choice).
 */
export function expertMoveValues(
  view: SeatView,
  moves: readonly Action[],
  seed: Uint8Array,
  deals = MOVE_VALUE_DEALS,
): MoveValues | null {
  if (!fastApplies(view.rules) || moves.length === 0 || moves.some((move) => move.type !== 'play'))
    return null;
  const work = expertWorkFor(view);
  const know = (work.knowledge ?? knowledgeOf)(view);
  if (know === null) return null;
  const config = fastConfig(view.rules);
  const rng = botRandom(seed);
  const model =
    work.models[
      (work.pickModel ?? likeliestModel)(view, config, know, rng, work.models, work.modelDeals)
    ]!;
  const search = modelSearch(view, work, model);
  const playout =
    config.drawing && work.drawing !== null
      ? { playout: playoutAgainst(model, config, know.seat) }
      : {};
  const context = searchContext(view, know, moves, { ...search, ...playout });
  const dealt = new FastHand(config);
  const trial = new FastHand(config);
  const samples = moves.map(() => new Float64Array(deals));
  const weights = new Float64Array(deals);
  for (let d = 0; d < deals; d++) {
    context.sampler.sample(dealt, rng);
    weights[d] = context.inference !== null ? context.inference.weight(dealt) : 1;
    const future = [rng.nextInt(), rng.nextInt()] as const;
    for (let i = 0; i < moves.length; i++) {
      trial.copyFrom(dealt);
      trial.play(context.moves[i]!);
      context.playout(trial, new Sfc32(future[0], future[1]), context.greedy);
      samples[i]![d] = context.evaluate(trial);
    }
  }
  const values = samples.map((sample) => weightedStats(sample, weights).mean);
  const gaps = samples.map((sample) =>
    weightedStats(
      samples[0]!.map((value, d) => value - sample[d]!),
      weights,
    ),
  );
  return { values, gaps, deals };
}
