// boneyard/bot/v7: easy, normal and hard are v6's (v3's code, called, not copied), and so is
// expert in free-for-all games. In pair games expert is v6's with the model of opponents who think
// ahead changed in two ways, screened on 1,000 duplicate Kozel deals (docs/bots.md): v5's tree counts a
// hand won against them 30 points on top of its margin instead of 12 (hands won are what decides
// such a table; against plain heavy-tile shedders it stays 12), and their deals are weighed by a
// heaviest-tile chance of 0.4 instead of 0.6 (they pass over a heavy tile more often than 0.6
// says). Against hard: v6 55.1 %, both changes for every opponent 56.5 %, against thinkers only
// 57.6 %; against greedy 80.5 / 79.3 / 79.8 %.
import type { Action, BotLevel, SeatView, Sfc32 } from '@boneyard/engine';
import type { ExpertWork } from '../v4/index.ts';
import { EXPERT_TREE_V5, botActionV5 } from '../v5/index.ts';
import { EXPERT_WORK_V6, botActionV6 } from '../v6/index.ts';

/** The models' order is v4's: 0 the plain heavy-tile shedders, 1 the players who think ahead. */
const [SHEDDERS, THINKERS] = EXPERT_WORK_V6.models;

export const EXPERT_WORK_V7: ExpertWork = {
  ...EXPERT_WORK_V6,
  models: [SHEDDERS!, { ...THINKERS!, inferenceGreedy: 0.4, handWin: 30 }],
};

export function botActionV7(view: SeatView, level: BotLevel, rng: Sfc32, playouts: number): Action {
  if (level !== 'expert' || view.rules.teams !== 'pairs') return botActionV6(view, level, rng, playouts);
  return botActionV5(view, level, rng, playouts, EXPERT_TREE_V5, EXPERT_WORK_V7);
}
