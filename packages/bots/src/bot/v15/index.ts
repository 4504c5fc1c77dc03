// boneyard/bot/v15: v14 everywhere except expert in 2-player games where a stranded seat draws,
// and there only in how it reads a player who thinks ahead. v4 to v14 read the opponents' plays
// under two models, "the heaviest fitting tile with chance 0.95" (plain shedders) and "with chance
// 0.6" (players who think ahead), and weighed the search's deals by the one with more evidence.
// Hard's plays fit the second worse than a uniform choice (choice.ts), so against hard the deals
// were weighed towards hands it did not hold. v15's thinkers' model reads each play as a choice
// among the legal moves, by features of the position it leaves (choice.ts), in every place the
// model is read: which model the plays favour (now and before each draw, v14's history.ts), the
// weights of the tree's deals and of the endgame's. The shedders' model, the prior, the searches
// and their budgets are v14's. 2-player Draw against greedy and hard, duplicate deals (docs/bots.md).
import type { Action, BotLevel, SeatView, Sfc32 } from '@boneyard/engine';
import { fastConfig } from '../../fast/config.ts';
import type { Knowledge } from '../knowledge.ts';
import type { SearchWork } from '../v2/search.ts';
import type { ExpertWork } from '../v4/index.ts';
import { EXPERT_TREE_V5, botActionV5 } from '../v5/index.ts';
import { drawingForTwo } from '../v12/index.ts';
import { EXPERT_WORK_V13_DRAWING_TWO } from '../v13/index.ts';
import { likeliestFromPast } from '../v14/history.ts';
import { EXPERT_WORK_V14_DRAWING_TWO, botActionV14 } from '../v14/index.ts';
import { ChoiceModel, THINKERS_V15 } from './choice.ts';

/** The index of v4's plain heavy-tile shedders among the models. */
const PLAIN_SHEDDERS = 0;

const V14 = EXPERT_WORK_V14_DRAWING_TWO;
const [SHEDDERS, THINKERS] = V14.models;
const MODELS = [SHEDDERS!, { ...THINKERS!, choice: new ChoiceModel(THINKERS_V15) }];
/** v12's exact values, as v14 runs them: only where the plays before the opponent's draws say "shedder". */
const exactBeforeTree = EXPERT_WORK_V13_DRAWING_TWO.beforeTree!;

function exactBeforeTreeIfShedding(view: SeatView, know: Knowledge, legal: readonly Action[], rng: Sfc32, search: SearchWork): Action | null {
  if (likeliestFromPast(view, fastConfig(view.rules), rng, MODELS, V14.modelDeals) !== PLAIN_SHEDDERS) return null;
  return exactBeforeTree(view, know, legal, rng, search);
}

export const EXPERT_WORK_V15_DRAWING_TWO: ExpertWork = { ...V14, models: MODELS, beforeTree: exactBeforeTreeIfShedding };

export function botActionV15(view: SeatView, level: BotLevel, rng: Sfc32, playouts: number): Action {
  if (level !== 'expert' || !drawingForTwo(view)) return botActionV14(view, level, rng, playouts);
  return botActionV5(view, level, rng, playouts, EXPERT_TREE_V5, EXPERT_WORK_V15_DRAWING_TWO);
}
