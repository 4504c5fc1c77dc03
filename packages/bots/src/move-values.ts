// What the Expert thinks two moves are worth: the coach's estimate of the points a move gave up
// against the Expert's choice (docs/replay.md). The Expert's decision itself is botAction's; this
// values moves with the building blocks the release's Expert searches with (expert.ts, compiled
// from the plan's expert settings for the table: pairs, free-for-all, two players drawing) — the
// opponent model the plan picks from the plays, deals sampled from everything public and weighed
// by those plays (searchContext), the model's playouts and the match-aware objective — and, unlike
// a decision, also says how sure it is: the standard error over its weighted deals. It is not the
// Expert's own search (the tree and the lookahead/exact searches return a move, not values), so a
// move the Expert prefers can come out slightly worse here. Both moves are played on the same
// deals with the same random numbers (common random numbers), so the difference is measured far
// more tightly than either value. A pure function of the view, the moves, the release and a
// 32-byte seed: anyone re-derives it. Its own subpath (@boneyard/bots/move-values): pages that
// never coach do not carry it.
import { Sfc32, type Action, type SeatView } from '@boneyard/engine';
import { expertWorkFor } from './decide.ts';
import { modelSearch } from './expert.ts';
import { fastApplies, fastConfig } from './fast/config.ts';
import { FastHand } from './fast/hand.ts';
import { playoutAgainst } from './playout.ts';
import { BOT_ALGORITHM, releaseOf, type BotAlgorithm } from './registry.ts';
import { searchContext } from './search/flat.ts';
import { botRandom } from './seed.ts';

/** Deals each estimate plays both moves on (about 2 ms per decision in 4-player Kozel). */
export const MOVE_VALUE_DEALS = 2048;

export interface MoveValues {
  /** Each move's value to the seat's side: the objective's points (margin, hand and match bonuses). */
  readonly values: readonly number[];
  /** values[0] − values[k] for each k, and its standard error over the weighted deals. */
  readonly gaps: readonly { readonly mean: number; readonly error: number }[];
  readonly deals: number;
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
 * The value of each of `moves` (legal plays of the seat to move) from `view`, as the Expert of
 * `algorithm` values them; null where the Expert does not search (boards off the fast path, no choice).
 */
export function expertMoveValues(
  view: SeatView,
  moves: readonly Action[],
  seed: Uint8Array,
  algorithm: BotAlgorithm = BOT_ALGORITHM,
  deals = MOVE_VALUE_DEALS,
): MoveValues | null {
  if (!fastApplies(view.rules) || moves.length === 0 || moves.some((move) => move.type !== 'play'))
    return null;
  const plan = releaseOf(algorithm)?.plan;
  if (plan === undefined) return null;
  const work = expertWorkFor(view, plan);
  const know = work.knowledge(view);
  if (know === null) return null;
  const config = fastConfig(view.rules);
  const rng = botRandom(seed);
  const model = work.models[work.pickModel(view, config, know, rng, work.models, work.modelDeals)]!;
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
