// boneyard/bot/v9: v8 everywhere except expert's search in 2-player games where a stranded seat
// draws (2-player Draw, and the other boneyard games for two), on the path v4 built for plain
// heavy-tile shedders and the endgame: v8 valued each move by playouts whose next choice of this
// seat was the careful policy's; v9 searches that next choice too, as this seat will make it —
// knowing only what it will see then (lookahead.ts). 2-player Draw against greedy, duplicate deals
// (docs/bots.md): seed 1, 1,000 deals, SEED1 % of hands (v8 76.7 %); seed 2, 2,000 deals, SEED2 % (v8 77.7 %).
import type { Action, BotLevel, SeatView, Sfc32 } from '@boneyard/engine';
import type { Knowledge } from '../knowledge.ts';
import { searchAction, type SearchWork } from '../v2/search.ts';
import type { ExpertWork } from '../v4/index.ts';
import { EXPERT_TREE_V5, botActionV5 } from '../v5/index.ts';
import { botActionV7 } from '../v7/index.ts';
import { EXPERT_WORK_V8_FREE, EXPERT_WORK_V8_PAIRS } from '../v8/index.ts';
import { lookaheadAction, type LookaheadWork } from './lookahead.ts';

/**
 * As many deals per move as v8's 6,000 playouts give, each now costing a playout per option of
 * the next choice: CPU p99 ~50 ms per decision against v8's ~22 ms, inside expert's 100 ms.
 */
export const LOOKAHEAD_V9: LookaheadWork = { playouts: 6000, minDeals: 64 };

export function searchV9(view: SeatView, know: Knowledge, legal: readonly Action[], rng: Sfc32, work: SearchWork): Action {
  return know.players === 2 ? lookaheadAction(view, know, legal, rng, work, LOOKAHEAD_V9) : searchAction(view, know, legal, rng, work);
}

function drawingV9(work: ExpertWork): ExpertWork {
  return { ...work, drawing: work.drawing && { ...work.drawing, searcher: searchV9 } };
}

export const EXPERT_WORK_V9_PAIRS: ExpertWork = drawingV9(EXPERT_WORK_V8_PAIRS);
export const EXPERT_WORK_V9_FREE: ExpertWork = drawingV9(EXPERT_WORK_V8_FREE);

export function botActionV9(view: SeatView, level: BotLevel, rng: Sfc32, playouts: number): Action {
  if (level !== 'expert') return botActionV7(view, level, rng, playouts);
  const work = view.rules.teams === 'pairs' ? EXPERT_WORK_V9_PAIRS : EXPERT_WORK_V9_FREE;
  return botActionV5(view, level, rng, playouts, EXPERT_TREE_V5, work);
}
