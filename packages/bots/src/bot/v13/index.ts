// boneyard/bot/v13: v12 everywhere except expert in 2-player games where a stranded seat draws,
// and there only in what it reads: a compulsory lead says which tiles nobody was dealt (lead.ts),
// so until a seat draws its sampled hands never hold them (a 4-4 lead under "highest double":
// the 5-5 and 6-6 are in the boneyard). Every search, model choice and budget is v12's.
// 2-player Draw against greedy, duplicate deals (docs/bots.md).
import type { Action, BotLevel, SeatView, Sfc32 } from '@boneyard/engine';
import type { ExpertWork } from '../v4/index.ts';
import { EXPERT_TREE_V5, botActionV5 } from '../v5/index.ts';
import { EXPERT_WORK_V12_DRAWING_TWO, botActionV12, drawingForTwo } from '../v12/index.ts';
import { knowledgeWithLead } from './lead.ts';

export const EXPERT_WORK_V13_DRAWING_TWO: ExpertWork = { ...EXPERT_WORK_V12_DRAWING_TWO, knowledge: knowledgeWithLead };

export function botActionV13(view: SeatView, level: BotLevel, rng: Sfc32, playouts: number): Action {
  if (level !== 'expert' || !drawingForTwo(view)) return botActionV12(view, level, rng, playouts);
  return botActionV5(view, level, rng, playouts, EXPERT_TREE_V5, EXPERT_WORK_V13_DRAWING_TWO);
}
