// boneyard/bot/v18: v17 everywhere except expert in 2-player games where a stranded seat draws,
// and there only in how its searches play the opponent on when they search against plain
// shedders. v4 to v17 read the opponent as a heavy-tile shedder (its plays weigh the deals) but
// played it on, in the careful playouts and in v9's lookahead's reply before this seat's next
// choice, by the careful move (most pips shed while keeping tiles that fit); v18 plays it on as the
// model reads it, by its heaviest fitting tile, with the same chance. Measured worse before v17
// (v9's lookahead alone, 2026-12-03), when the sampled hands did not carry what the plays before
// the opponent's draws say; on v17's reading it gains. The reading, the models' choice, the
// searches and their budgets are v17's. 2-player Draw against greedy and hard, duplicate deals (docs/bots.md).
import type { Action, BotLevel, SeatView, Sfc32 } from '@boneyard/engine';
import type { ExpertWork } from '../v4/index.ts';
import { EXPERT_TREE_V5, botActionV5 } from '../v5/index.ts';
import { drawingForTwo } from '../v12/index.ts';
import { EXPERT_WORK_V17_DRAWING_TWO, botActionV17 } from '../v17/index.ts';

/** The index of v4's plain heavy-tile shedders among the models. */
const PLAIN_SHEDDERS = 0;

const V17 = EXPERT_WORK_V17_DRAWING_TWO;

export const EXPERT_WORK_V18_DRAWING_TWO: ExpertWork = {
  ...V17,
  models: V17.models.map((model, m) => (m === PLAIN_SHEDDERS ? { ...model, heaviestReplies: true } : model)),
};

export function botActionV18(view: SeatView, level: BotLevel, rng: Sfc32, playouts: number): Action {
  if (level !== 'expert' || !drawingForTwo(view)) return botActionV17(view, level, rng, playouts);
  return botActionV5(view, level, rng, playouts, EXPERT_TREE_V5, EXPERT_WORK_V18_DRAWING_TWO);
}
