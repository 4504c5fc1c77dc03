// boneyard/bot/v14: v13 everywhere except expert in 2-player games where a stranded seat draws,
// and there only where v12 added exact values before v5's tree. v12 runs them wherever the tree
// would decide against plain shedders with 8 tiles or fewer left to draw; but after an opponent's
// draw none of its plays inform the current reading, so there the shedders' prior alone picks
// them, against a player who thinks ahead (hard) too, and the exact values, which play the
// opponent as a shedder, lost to it: against hard v13 won 55.2 % of 4,000 hands, without them
// 56.1 %. v14 first asks the plays the opponent made before its draws (history.ts) and runs the
// exact values only where those say "shedder" too; elsewhere the tree decides, as in v11.
// 2-player Draw against greedy and hard, duplicate deals (docs/bots.md).
import type { Action, BotLevel, SeatView, Sfc32 } from '@boneyard/engine';
import { fastConfig } from '../../fast/config.ts';
import type { Knowledge } from '../knowledge.ts';
import type { SearchWork } from '../v2/search.ts';
import type { ExpertWork } from '../v4/index.ts';
import { EXPERT_TREE_V5, botActionV5 } from '../v5/index.ts';
import { drawingForTwo } from '../v12/index.ts';
import { EXPERT_WORK_V13_DRAWING_TWO, botActionV13 } from '../v13/index.ts';
import { likeliestFromPast } from './history.ts';

/** The index of v4's plain heavy-tile shedders among the models. */
const PLAIN_SHEDDERS = 0;

const V13 = EXPERT_WORK_V13_DRAWING_TWO;
const exactBeforeTree = V13.beforeTree!;

function exactBeforeTreeIfShedding(view: SeatView, know: Knowledge, legal: readonly Action[], rng: Sfc32, search: SearchWork): Action | null {
  if (likeliestFromPast(view, fastConfig(view.rules), rng, V13.models, V13.modelDeals) !== PLAIN_SHEDDERS) return null;
  return exactBeforeTree(view, know, legal, rng, search);
}

export const EXPERT_WORK_V14_DRAWING_TWO: ExpertWork = { ...V13, beforeTree: exactBeforeTreeIfShedding };

export function botActionV14(view: SeatView, level: BotLevel, rng: Sfc32, playouts: number): Action {
  if (level !== 'expert' || !drawingForTwo(view)) return botActionV13(view, level, rng, playouts);
  return botActionV5(view, level, rng, playouts, EXPERT_TREE_V5, EXPERT_WORK_V14_DRAWING_TWO);
}
