// boneyard/bot/v12: v11 everywhere except expert in 2-player games where a stranded seat draws.
// Two changes there, both about reading a plain heavy-tile shedder (what greedy players are):
// - The shedders' model starts three times as likely as the thinkers' (v4–v11: even). Against
//   greedy, v11 read a thinker in half of the decisions before anybody drew: a low tile shed
//   looks like thinking when most hands of the sampled deals would have held a heavier one.
// - v11's exact values (v11/exact.ts) are tried before v5's tree wherever the tree would decide
//   against plain shedders with 8 tiles or fewer left in the boneyard: after each draw of theirs
//   their plays stop informing (they were made with tiles nobody saw), and v11 sent those late
//   decisions, a third of its late ones, to the tree instead of the exact values.
// 2-player Draw against greedy, duplicate deals (docs/bots.md).
import type { Action, BotLevel, SeatView, Sfc32 } from '@boneyard/engine';
import { fastApplies, fastConfig } from '../../fast/config.ts';
import type { Knowledge } from '../knowledge.ts';
import type { SearchWork } from '../v2/search.ts';
import type { ExpertWork } from '../v4/index.ts';
import { EXPERT_TREE_V5, botActionV5 } from '../v5/index.ts';
import { EXACT_V11, EXPERT_WORK_V11_FREE, botActionV11 } from '../v11/index.ts';
import { exactAction } from '../v11/exact.ts';

/** The shedders' prior against the thinkers' 1 (v4's models: plain shedders first). */
export const SHEDDERS_PRIOR_V12 = 3;
/** The exact values are tried before the tree with at most this many tiles left to draw. */
export const EXACT_BEFORE_TREE_BONEYARD = 8;

function exactBeforeTree(view: SeatView, know: Knowledge, legal: readonly Action[], rng: Sfc32, search: SearchWork): Action | null {
  if (know.players !== 2 || know.left < 0 || know.boneyardCount > EXACT_BEFORE_TREE_BONEYARD) return null;
  return exactAction(view, know, legal, rng, search, EXACT_V11);
}

const [SHEDDERS, ...OTHERS] = EXPERT_WORK_V11_FREE.models;

export const EXPERT_WORK_V12_DRAWING_TWO: ExpertWork = {
  ...EXPERT_WORK_V11_FREE,
  models: [{ ...SHEDDERS!, prior: SHEDDERS!.prior * SHEDDERS_PRIOR_V12 }, ...OTHERS],
  beforeTree: exactBeforeTree,
};

export function drawingForTwo(view: SeatView): boolean {
  if (!fastApplies(view.rules)) return false;
  const config = fastConfig(view.rules);
  return config.drawing && config.players === 2;
}

export function botActionV12(view: SeatView, level: BotLevel, rng: Sfc32, playouts: number): Action {
  if (level !== 'expert' || !drawingForTwo(view)) return botActionV11(view, level, rng, playouts);
  return botActionV5(view, level, rng, playouts, EXPERT_TREE_V5, EXPERT_WORK_V12_DRAWING_TWO);
}
