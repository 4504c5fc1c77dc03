// boneyard/bot/v2: the four levels (docs/bots.md has the bench:bots tables that measure them). Easy: noisy
// greedy. Normal: v1's heuristic knowing Kozel's special counts. Hard and expert: determinized
// search with uniform sampling, policy playouts and the match-aware objective; expert searches
// more deals and plays the endgame exactly. Boards and scoring games: board-bot.ts (v1's hard
// and normal, v2's easy).
import type { Action, BotLevel, SeatView, Sfc32 } from '@boneyard/engine';
import { boardBotAction, botWantsClaim } from '../../board-bot.ts';
import { fastApplies } from '../../fast/config.ts';
import { knowledgeOf } from '../knowledge.ts';
import { easyAction, normalActionV2 } from './levels.ts';
import { searchAction, type SearchWork } from './search.ts';

/**
 * Work per decision, sized by CPU time per decision (docs/bots.md, bench:bots): hard about 8 ms p99,
 * expert about 35 ms p99 on one core, against budgets of 20 and 100 ms.
 */
export const HARD_WORK: SearchWork = { playouts: 600, minDeals: 16, greedy: 0, opponentGreedy: 0, endgameTiles: 0, endgameDeals: 0, endgameNodes: 0, inference: false };
export const EXPERT_WORK: SearchWork = { playouts: 4000, minDeals: 48, greedy: 0, opponentGreedy: 0, endgameTiles: 6, endgameDeals: 32, endgameNodes: 1000, inference: true };

/**
 * Chance (of 65,536) that a simulated seat plays its heaviest tile: 1/2 in pair games, where the
 * partner is often a bot that thinks ahead, 3/4 in free-for-all games, where everyone else is an
 * opponent shedding weight (measured: Block gained most from the greedier model).
 */
function withPolicy(work: SearchWork, pairs: boolean): SearchWork {
  const greedy = pairs ? 32768 : 49152;
  return { ...work, greedy, opponentGreedy: greedy };
}

export function botActionV2(view: SeatView, level: BotLevel, rng: Sfc32, playouts: number): Action {
  if (!fastApplies(view.rules)) {
    if (level !== 'easy') return boardBotAction(view, level, () => rng.next());
    const random = () => rng.next();
    return botWantsClaim(view, level, random) ? { type: 'claim' } : easyAction(view.hand?.legal ?? [], rng);
  }
  const legal = view.hand?.legal ?? [];
  const know = knowledgeOf(view);
  if (legal.length === 0 || know === null) return { type: 'pass' };
  if (legal.length === 1 || legal.some((a) => a.type !== 'play')) return legal[0]!;
  switch (level) {
    case 'easy':
      return easyAction(legal, rng);
    case 'normal':
      return normalActionV2(know, legal, view.rules.teams === 'pairs', view.rules.specials, rng);
    case 'hard':
      return searchAction(view, know, legal, rng, withPolicy({ ...HARD_WORK, playouts }, view.rules.teams === 'pairs'));
    case 'expert':
      return searchAction(view, know, legal, rng, withPolicy(EXPERT_WORK, view.rules.teams === 'pairs'));
  }
}
