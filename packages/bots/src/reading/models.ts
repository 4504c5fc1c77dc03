// boneyard/bot/v4's expert reads how the other side plays before it searches. v3's expert
// assumed every opponent sheds its heaviest fitting tile (chance 0.96) and weighed deals by that
// model: strong against plain shedders (greedy), misled against players who think ahead (hard),
// to whom it lost. v4 keeps both models and lets the opponents' plays this hand choose: each
// model's likelihood of those plays, averaged over deals sampled uniformly from what is public,
// is that model's evidence (importance sampling of the marginal likelihood); the model with the
// most evidence, after a prior, sets the playout policy and the deal weights of the search.
import type { SeatView, Sfc32 } from '@boneyard/engine';
import type { FastConfig } from '../fast/config.ts';
import { FastHand } from '../fast/hand.ts';
import type { Knowledge } from '../knowledge.ts';
import { Sampler } from '../sample.ts';
import { readPlays } from './read-plays.ts';
import type { ChoiceModel } from './choice.ts';

/** One model of the opponents, and how the search uses it. */
export interface OpponentModel {
  /** Chance the model gives to an opponent playing its heaviest fitting tile (the rest: uniform). */
  readonly greedy: number;
  /** Prior weight of the model (relative, fixed). */
  readonly prior: number;
  /** Opponents' chance (of 65,536) of the heaviest tile in the search's playouts. */
  readonly opponentGreedy: number;
  /** Model used to weigh the search's deals (0: deals are not weighted). */
  readonly inferenceGreedy: number;
  /** What v5's tree counts a hand won against such players (absent: HAND_WIN_POINTS; v7 sets it). */
  readonly handWin?: number;
  /** The opponents' plays read as this choice model's (v15), in the evidence and the deal weights (absent: by `greedy` and `inferenceGreedy`). */
  readonly choice?: ChoiceModel;
  /** Every play of the opponent's this hand read, on its hand walked back to the deal (v17; absent: since its last draw). */
  readonly history?: boolean;
  /**
   * The opponents' model move in careful playouts and in v9's lookahead is their heaviest fitting
   * tile, as the model says they play (v18 sets it on plain shedders; absent: the careful move).
   */
  readonly heaviestReplies?: boolean;
}

/**
 * Each model's likelihood of the opponents' plays this hand, summed over `deals` deals sampled
 * uniformly from what is public (the same deals for every model, so the comparison is paired);
 * null when no play of theirs is informative yet. Sums run in deal order: the same in every engine.
 */
export function currentEvidence(
  view: SeatView,
  config: FastConfig,
  know: Knowledge,
  rng: Sfc32,
  models: readonly OpponentModel[],
  deals: number,
): Float64Array | null {
  const inferences = models.map((model) =>
    readPlays(view, model.greedy, 0, model.choice ?? null, model.history),
  );
  if (!inferences[0]!.informative) return null;
  const sampler = new Sampler(config, know, true);
  const dealt = new FastHand(config);
  const sums = new Float64Array(models.length);
  for (let d = 0; d < deals; d++) {
    sampler.sample(dealt, rng);
    for (let m = 0; m < models.length; m++) sums[m]! += inferences[m]!.weight(dealt);
  }
  return sums;
}

/**
 * The index in `models` with the most evidence given the opponents' plays this hand, from
 * `deals` sampled deals (currentEvidence). With no informative play yet the prior alone decides.
 */
export function likeliestModel(
  view: SeatView,
  config: FastConfig,
  know: Knowledge,
  rng: Sfc32,
  models: readonly OpponentModel[],
  deals: number,
): number {
  const sums = currentEvidence(view, config, know, rng, models, deals);
  const evidence = models.map((model, m) => (sums === null ? model.prior : model.prior * sums[m]!));
  let best = 0;
  for (let m = 1; m < models.length; m++) if (evidence[m]! > evidence[best]!) best = m;
  return best;
}
