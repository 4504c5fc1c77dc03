// boneyard/bot/v17: v16 everywhere except expert in 2-player games where a stranded seat draws,
// and there only in how it reads the opponent's plays. v2 to v16 weighed a sampled deal by the
// opponent's plays since its last draw alone, and v14/v16 read the plays before each draw on deals
// sampled apart, each moment on its own: so nothing the opponent showed before a draw narrowed the
// hand sampled now, though it still holds most of what it held then (a greedy player that laid a
// light tile while a heavy one fitted did not hold it, and unless it drew it since, still does not).
// v17 reads every play of the opponent's this hand on the sampled hand walked back to the deal
// (history-inference.ts), in every place the plays are read: which model they favour (the past
// plays are in it now, so v16's separate reading of them is left out), the weights of every
// search's deals, and the check before v12's exact values. The models, the prior, the searches and
// their budgets are v16's. 2-player Draw against greedy and hard, duplicate deals (docs/bots.md).
import type { Action, BotLevel, SeatView, Sfc32 } from '@boneyard/engine';
import { fastConfig, type FastConfig } from '../../fast/config.ts';
import type { Knowledge } from '../knowledge.ts';
import type { SearchWork } from '../v2/search.ts';
import type { ExpertWork } from '../v4/index.ts';
import { currentEvidence, type OpponentModel } from '../v4/model.ts';
import { EXPERT_TREE_V5, botActionV5 } from '../v5/index.ts';
import { drawingForTwo } from '../v12/index.ts';
import { EXPERT_WORK_V13_DRAWING_TWO } from '../v13/index.ts';
import { likeliestFromPast } from '../v14/history.ts';
import { EXPERT_WORK_V16_DRAWING_TWO, botActionV16 } from '../v16/index.ts';

/** The index of v4's plain heavy-tile shedders among the models. */
const PLAIN_SHEDDERS = 0;

const V16 = EXPERT_WORK_V16_DRAWING_TWO;
const MODELS: readonly OpponentModel[] = V16.models.map((model) => ({ ...model, history: true }));

/**
 * The index in `models` with the most evidence from every play the opponent made this hand: log
 * prior + log mean likelihood over deals sampled now (left out when no sampled deal explains the
 * plays under some model). v16's pick with the plays read back to the deal and no separate past.
 */
export function likeliestFromHistory(view: SeatView, config: FastConfig, know: Knowledge, rng: Sfc32, models: readonly OpponentModel[], deals: number): number {
  const score = models.map((model) => Math.log(model.prior));
  const sums = currentEvidence(view, config, know, rng, models, deals);
  if (sums !== null && sums.every((sum) => sum > 0)) for (let m = 0; m < models.length; m++) score[m]! += Math.log(sums[m]! / deals);
  let best = 0;
  for (let m = 1; m < models.length; m++) if (score[m]! > score[best]!) best = m;
  return best;
}

/** v12's exact values, as v14 runs them (only where the plays before the opponent's draws say "shedder"), those plays read as above. */
const exactBeforeTree = EXPERT_WORK_V13_DRAWING_TWO.beforeTree!;

function exactBeforeTreeIfShedding(view: SeatView, know: Knowledge, legal: readonly Action[], rng: Sfc32, search: SearchWork): Action | null {
  if (likeliestFromPast(view, fastConfig(view.rules), rng, MODELS, V16.modelDeals) !== PLAIN_SHEDDERS) return null;
  return exactBeforeTree(view, know, legal, rng, search);
}

export const EXPERT_WORK_V17_DRAWING_TWO: ExpertWork = { ...V16, models: MODELS, pickModel: likeliestFromHistory, beforeTree: exactBeforeTreeIfShedding };

export function botActionV17(view: SeatView, level: BotLevel, rng: Sfc32, playouts: number): Action {
  if (level !== 'expert' || !drawingForTwo(view)) return botActionV16(view, level, rng, playouts);
  return botActionV5(view, level, rng, playouts, EXPERT_TREE_V5, EXPERT_WORK_V17_DRAWING_TWO);
}
