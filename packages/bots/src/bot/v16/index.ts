// boneyard/bot/v16: v15 everywhere except expert in 2-player games where a stranded seat draws,
// and there only in which model of the opponent the tree searches against. v4 to v15 picked it by
// the opponent's plays since its last draw (and the prior); after a draw those are few or none,
// and the prior alone decided, though the plays before each draw (v14's history.ts, until now
// read only to gate v12's exact values) say as much about what kind of player it is. v16 adds
// their log evidence to that of the current plays: against hard the tree reads a thinker where
// v15 read a shedder by the prior alone. 2-player Draw against greedy and hard, duplicate deals
// (docs/bots.md).
import type { Action, BotLevel, SeatView, Sfc32 } from '@boneyard/engine';
import type { FastConfig } from '../../fast/config.ts';
import type { Knowledge } from '../knowledge.ts';
import type { ExpertWork } from '../v4/index.ts';
import { currentEvidence, type OpponentModel } from '../v4/model.ts';
import { EXPERT_TREE_V5, botActionV5 } from '../v5/index.ts';
import { drawingForTwo } from '../v12/index.ts';
import { pastEvidence } from '../v14/history.ts';
import { EXPERT_WORK_V15_DRAWING_TWO, botActionV15 } from '../v15/index.ts';

/**
 * The index in `models` with the most evidence from every play the opponents made this hand:
 * log prior + log mean likelihood of the plays since their last draws (v4's reading; left out
 * when no sampled deal explains them under some model) + the log evidence of the plays before
 * each draw (v14's). Current plays are read first, then the past: the random draws in that order.
 */
export function likeliestFromAllPlays(view: SeatView, config: FastConfig, know: Knowledge, rng: Sfc32, models: readonly OpponentModel[], deals: number): number {
  const score = models.map((model) => Math.log(model.prior));
  const sums = currentEvidence(view, config, know, rng, models, deals);
  if (sums !== null && sums.every((sum) => sum > 0)) for (let m = 0; m < models.length; m++) score[m]! += Math.log(sums[m]! / deals);
  const past = pastEvidence(view, config, rng, models, deals);
  for (let m = 0; m < models.length; m++) score[m]! += past[m]!;
  let best = 0;
  for (let m = 1; m < models.length; m++) if (score[m]! > score[best]!) best = m;
  return best;
}

export const EXPERT_WORK_V16_DRAWING_TWO: ExpertWork = { ...EXPERT_WORK_V15_DRAWING_TWO, pickModel: likeliestFromAllPlays };

export function botActionV16(view: SeatView, level: BotLevel, rng: Sfc32, playouts: number): Action {
  if (level !== 'expert' || !drawingForTwo(view)) return botActionV15(view, level, rng, playouts);
  return botActionV5(view, level, rng, playouts, EXPERT_TREE_V5, EXPERT_WORK_V16_DRAWING_TWO);
}
