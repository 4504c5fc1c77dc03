// boneyard/bot/v7: easy, normal and hard are v6's (v3's code, called, not copied), and so is
// expert in free-for-all games. In pair games expert is v6's with two settings changed, both
// screened against hard on 1,000 duplicate Kozel deals before (README): the tree counts a hand
// won 30 points on top of its margin instead of 12 (hands won are what decides a Kozel table),
// and the deals of opponents who think ahead are weighed by a milder model of their plays, a
// heaviest-tile share of 0.4 instead of 0.6 (such players pass over a heavy tile more often than
// the model said). Each alone was +0.5 points on two seeds' deals; together +1.3–1.4 on both.
import type { Action, BotLevel, SeatView } from '../../types.ts';
import type { Sfc32 } from '../../fast/random.ts';
import type { ExpertWork } from '../v4/index.ts';
import { EXPERT_TREE_V5, botActionV5 } from '../v5/index.ts';
import type { TreeWork } from '../v5/ismcts.ts';
import { EXPERT_WORK_V6, botActionV6 } from '../v6/index.ts';

/** The models' order is v4's: 0 the plain heavy-tile shedders, 1 the players who think ahead. */
const [SHEDDERS, THINKERS] = EXPERT_WORK_V6.models;

export const EXPERT_WORK_V7: ExpertWork = { ...EXPERT_WORK_V6, models: [SHEDDERS!, { ...THINKERS!, inferenceGreedy: 0.4 }] };
export const EXPERT_TREE_V7: TreeWork = { ...EXPERT_TREE_V5, handWin: 30 };

export function botActionV7(view: SeatView, level: BotLevel, rng: Sfc32, playouts: number): Action {
  if (level !== 'expert' || view.rules.teams !== 'pairs') return botActionV6(view, level, rng, playouts);
  return botActionV5(view, level, rng, playouts, EXPERT_TREE_V7, EXPERT_WORK_V7);
}
