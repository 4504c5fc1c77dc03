// Which model of the opponent the expert's search plays against: the one with the most evidence
// (log prior + log mean likelihood of the plays over deals sampled now). Three readings of the
// plays, a plan's `pickModel`: since the opponents' last draws (likelihood), those and the plays
// before each draw (all-plays), or every play of the hand on the hand walked back to the deal
// (history; the models then carry `history`, and no separate past is read).
import type { SeatView, Sfc32 } from '@boneyard/engine';
import type { FastConfig } from '../fast/config.ts';
import type { Knowledge } from '../knowledge.ts';
import { pastEvidence } from './history.ts';
import { currentEvidence, likeliestModel, type OpponentModel } from './models.ts';

export type PickModel = (
  view: SeatView,
  config: FastConfig,
  know: Knowledge,
  rng: Sfc32,
  models: readonly OpponentModel[],
  deals: number,
) => number;

function best(score: readonly number[]): number {
  let at = 0;
  for (let m = 1; m < score.length; m++) if (score[m]! > score[at]!) at = m;
  return at;
}

function withCurrent(
  view: SeatView,
  config: FastConfig,
  know: Knowledge,
  rng: Sfc32,
  models: readonly OpponentModel[],
  deals: number,
): number[] {
  const score = models.map((model) => Math.log(model.prior));
  const sums = currentEvidence(view, config, know, rng, models, deals);
  if (sums !== null && sums.every((sum) => sum > 0))
    for (let m = 0; m < models.length; m++) score[m]! += Math.log(sums[m]! / deals);
  return score;
}

/** The current plays first, then the past ones (the random draws in that order). */
export const likeliestFromAllPlays: PickModel = (view, config, know, rng, models, deals) => {
  const score = withCurrent(view, config, know, rng, models, deals);
  const past = pastEvidence(view, config, rng, models, deals);
  for (let m = 0; m < models.length; m++) score[m]! += past[m]!;
  return best(score);
};

export const likeliestFromHistory: PickModel = (view, config, know, rng, models, deals) =>
  best(withCurrent(view, config, know, rng, models, deals));

export const PICK_MODEL: Record<'likelihood' | 'all-plays' | 'history', PickModel> = {
  likelihood: likeliestModel,
  'all-plays': likeliestFromAllPlays,
  history: likeliestFromHistory,
};
