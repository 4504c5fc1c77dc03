// boneyard/bot/v8: v7 everywhere except expert's search in games where a stranded seat draws
// (Draw, and the other boneyard games), on the path v4 built for plain heavy-tile shedders and
// the endgame. There v8 (1) plays every candidate move's future on a deal from the same random
// numbers, so moves are compared on like futures, not on playout luck; and (2) plays the last
// tiles out with its careful playouts instead of solving each sampled deal exactly: a per-deal
// solve knows the deal — the opponent's tiles and the boneyard's order — and picks moves that
// only pay off when one knows them. 2-player Draw against greedy, duplicate deals (docs/bots.md):
// seed 1, 1,000 deals, 76.7 % of hands (v7 75.6 %); seed 2, 2,000 deals, 77.7 % (the common
// random numbers alone 76.2 %); seed 3 in docs/bots.md.
import type { Action, BotLevel, SeatView, Sfc32 } from '@boneyard/engine';
import type { ExpertWork } from '../v4/index.ts';
import { EXPERT_TREE_V5, botActionV5 } from '../v5/index.ts';
import { EXPERT_WORK_V6 } from '../v6/index.ts';
import { EXPERT_WORK_V7, botActionV7 } from '../v7/index.ts';

function drawingV8(work: ExpertWork): ExpertWork {
  return { ...work, drawing: work.drawing && { ...work.drawing, endgameTiles: 0, commonRandom: true } };
}

/** v7's expert work in pair games (v6's in free-for-all ones), with the Draw-game search above. */
export const EXPERT_WORK_V8_PAIRS: ExpertWork = drawingV8(EXPERT_WORK_V7);
export const EXPERT_WORK_V8_FREE: ExpertWork = drawingV8(EXPERT_WORK_V6);

export function botActionV8(view: SeatView, level: BotLevel, rng: Sfc32, playouts: number): Action {
  if (level !== 'expert') return botActionV7(view, level, rng, playouts);
  const work = view.rules.teams === 'pairs' ? EXPERT_WORK_V8_PAIRS : EXPERT_WORK_V8_FREE;
  return botActionV5(view, level, rng, playouts, EXPERT_TREE_V5, work);
}
