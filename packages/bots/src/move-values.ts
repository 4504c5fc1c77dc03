// The coach's window on the Expert (docs/replay.md). `expertDecision`: the Expert's move, decided
// by the very code botAction runs (the same random numbers), with the values the deciding search
// gave every root move (search/values.ts) — what the coach reports as the points a move gave up.
// `expertMoveValues`: the fallback where that search never valued the move played (a tree child
// never tried) or no search decided — both moves valued with the building blocks the release's
// Expert searches with (expert.ts, compiled from the plan's expert settings for the table): the
// opponent model the plan picks from the plays, deals sampled from everything public and weighed
// by those plays (searchContext), the model's playouts and the match-aware objective, both moves
// on the same deals with the same random numbers, with the standard error over the weighted
// deals. Pure functions of the view, the moves, the release and a 32-byte seed: anyone re-derives
// them. Its own subpath (@boneyard/bots/move-values): pages that never coach do not carry it.
import { Sfc32, type Action, type SeatView } from '@boneyard/engine';
import { decide, expertWorkFor } from './decide.ts';
import { modelSearch } from './expert.ts';
import { fastApplies, fastConfig } from './fast/config.ts';
import { FastHand } from './fast/hand.ts';
import { playoutAgainst } from './playout.ts';
import { BOT_ALGORITHM, releaseOf, type BotAlgorithm } from './registry.ts';
import { searchContext } from './search/flat.ts';
import { weightedStats as searchStats, type SearchValues } from './search/values.ts';
import { botRandom } from './seed.ts';

export {
  valueGap,
  type MoveEstimate,
  type SearchKind,
  type SearchValues,
} from './search/values.ts';

/** Deals each estimate plays both moves on (about 2 ms per decision in 4-player Kozel). */
export const MOVE_VALUE_DEALS = 2048;

export interface MoveValues {
  /** Each move's value to the seat's side: the objective's points (margin, hand and match bonuses). */
  readonly values: readonly number[];
  /** values[0] − values[k] for each k, and its standard error over the weighted deals. */
  readonly gaps: readonly { readonly mean: number; readonly error: number }[];
  readonly deals: number;
}

/** Weighted mean and standard error, as the searches report theirs (search/values.ts). */
function weightedStats(
  samples: Float64Array,
  weights: Float64Array,
): { mean: number; error: number } {
  const { mean, error } = searchStats(samples, weights);
  return { mean, error };
}

/**
 * The Expert's move, as botAction decides it (the same code, the same random numbers), and the
 * values the search that decided gave every legal move (null where no search decided: boards
 * off the fast path, a single choice, levels' shortcuts).
 */
export function expertDecision(
  view: SeatView,
  seed: Uint8Array,
  algorithm: BotAlgorithm = BOT_ALGORITHM,
): { readonly action: Action; readonly values: SearchValues | null } {
  const plan = releaseOf(algorithm)?.plan;
  if (plan === undefined) throw new RangeError(`unknown bot release ${algorithm}`);
  let values: SearchValues | null = null;
  const action = decide(view, 'expert', botRandom(seed), plan, plan.hard.search.playouts, (v) => {
    values = v;
  });
  return { action, values };
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
