// boneyard/bot/v11: v10 everywhere except expert's search in 2-player games where a stranded seat
// draws (2-player Draw, and the other boneyard games for two), on the path v4 built for plain
// heavy-tile shedders and the endgame, when the search's model is the plain shedders': there v10
// valued each move by playouts (v9's lookahead); v11 values it exactly on each sampled deal —
// this seat's best play, the shedder's heaviest tile, every draw averaged over the boneyard
// (exact.ts, expectimax.ts) — while a decision's budget allows (most decisions once a few tiles
// have been drawn), and falls back to v9's lookahead where it does not. 2-player Draw against
// greedy, duplicate deals (docs/bots.md).
import type { Action, BotLevel, SeatView, Sfc32 } from '@boneyard/engine';
import type { Knowledge } from '../knowledge.ts';
import type { SearchWork } from '../v2/search.ts';
import { EXPERT_WORK_V4, type ExpertWork } from '../v4/index.ts';
import { EXPERT_TREE_V5, botActionV5 } from '../v5/index.ts';
import { botActionV7 } from '../v7/index.ts';
import { EXPERT_WORK_V9_PAIRS, searchV9 } from '../v9/index.ts';
import { EXPERT_WORK_V10_FREE } from '../v10/index.ts';
import { exactAction, type ExactWork } from './exact.ts';

/** 500,000 positions (~50 ms of CPU here) per decision, over 16 to 64 deals: CPU p99 ~60 ms, inside expert's 100 ms. */
export const EXACT_V11: ExactWork = { deals: 64, minDeals: 16, nodes: 500_000 };

/** The opponents' playout chance of v4's plain heavy-tile shedders: the model expectimax.ts plays them by. */
const PLAIN_SHEDDERS = EXPERT_WORK_V4.models[0]!.opponentGreedy;

function searchV11(view: SeatView, know: Knowledge, legal: readonly Action[], rng: Sfc32, work: SearchWork): Action {
  if (know.players === 2 && know.left >= 0 && work.opponentGreedy === PLAIN_SHEDDERS) {
    const chosen = exactAction(view, know, legal, rng, work, EXACT_V11);
    if (chosen !== null) return chosen;
  }
  return searchV9(view, know, legal, rng, work);
}

export const EXPERT_WORK_V11_FREE: ExpertWork = {
  ...EXPERT_WORK_V10_FREE,
  drawing: EXPERT_WORK_V10_FREE.drawing && { ...EXPERT_WORK_V10_FREE.drawing, searcher: searchV11 },
};

export function botActionV11(view: SeatView, level: BotLevel, rng: Sfc32, playouts: number): Action {
  if (level !== 'expert') return botActionV7(view, level, rng, playouts);
  // Pair games have four seats: v11 changes nothing there.
  const work = view.rules.teams === 'pairs' ? EXPERT_WORK_V9_PAIRS : EXPERT_WORK_V11_FREE;
  return botActionV5(view, level, rng, playouts, EXPERT_TREE_V5, work);
}
