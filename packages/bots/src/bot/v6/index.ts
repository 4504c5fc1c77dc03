// boneyard/bot/v6: easy, normal and hard are v5's (v3's code, called, not copied). Expert is
// v5's search with one change in pair games: the deals it plays on are weighed by the
// partner's plays too, not only the opponents'. A partner who passed over a heavy fitting tile
// probably lacks it, like an opponent; the partner's model is kept mild (a heaviest-tile share of
// 0.35, v2's default) since a partner may be a person or a bot that plays otherwise. Free-for-all
// games have no partner: there v6 decides exactly as v5.
import type { Action, BotLevel, SeatView, Sfc32 } from '@boneyard/engine';
import { EXPERT_WORK_V4, type ExpertWork } from '../v4/index.ts';
import { EXPERT_TREE_V5, botActionV5 } from '../v5/index.ts';

/** v4's expert work (models, playouts, endgame) plus the partner's model for the deal weights. */
export const EXPERT_WORK_V6: ExpertWork = { ...EXPERT_WORK_V4, partnerGreedy: 0.35 };

export function botActionV6(view: SeatView, level: BotLevel, rng: Sfc32, playouts: number): Action {
  return botActionV5(view, level, rng, playouts, EXPERT_TREE_V5, EXPERT_WORK_V6);
}
