// boneyard/bot/v10: v9 everywhere except expert's search in free-for-all games where nobody draws
// (Block for two, three or four, and the other games without a boneyard), on the path v4 built
// for plain heavy-tile shedders: v9 valued each move by playouts in which this seat's next choice
// was the playout policy's; v10 searches that choice the way v9 does in 2-player Draw, knowing
// only what this seat will see then (v9/lookahead.ts), with the others playing their heaviest
// fitting tile until then. The exact endgame (6 tiles or fewer in hands) stays v2's. 4-player
// Block, one expert against three greedy, duplicate deals (docs/bots.md): deals 200,001–201,000,
// 4,000 hands, 52.0 % (v9 49.7 %).
import type { Action, BotLevel, SeatView, Sfc32 } from '@boneyard/engine';
import type { Knowledge } from '../knowledge.ts';
import { searchAction, tilesInHands, type SearchWork } from '../v2/search.ts';
import type { ExpertWork } from '../v4/index.ts';
import { EXPERT_TREE_V5, botActionV5 } from '../v5/index.ts';
import { botActionV7 } from '../v7/index.ts';
import { EXPERT_WORK_V9_FREE, EXPERT_WORK_V9_PAIRS } from '../v9/index.ts';
import { lookaheadAction, type LookaheadWork } from '../v9/lookahead.ts';

/** v4's 8,000 playouts per decision, now spent on deals of the lookahead: CPU p99 ~50 ms, inside expert's 100 ms. */
export const LOOKAHEAD_V10: LookaheadWork = { playouts: 8000, minDeals: 64, others: 'heaviest' };

function searchV10(view: SeatView, know: Knowledge, legal: readonly Action[], rng: Sfc32, work: SearchWork): Action {
  if (tilesInHands(know) <= work.endgameTiles) return searchAction(view, know, legal, rng, work);
  return lookaheadAction(view, know, legal, rng, work, LOOKAHEAD_V10);
}

export const EXPERT_WORK_V10_FREE: ExpertWork = { ...EXPERT_WORK_V9_FREE, searcher: searchV10 };

export function botActionV10(view: SeatView, level: BotLevel, rng: Sfc32, playouts: number): Action {
  if (level !== 'expert') return botActionV7(view, level, rng, playouts);
  const work = view.rules.teams === 'pairs' ? EXPERT_WORK_V9_PAIRS : EXPERT_WORK_V10_FREE;
  return botActionV5(view, level, rng, playouts, EXPERT_TREE_V5, work);
}
