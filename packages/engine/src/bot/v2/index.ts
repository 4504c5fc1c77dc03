// boneyard/bot/v2: the four levels (README's bench:bots table measures them). Easy: noisy
// greedy. Normal: v1's heuristic knowing Kozel's special counts. Hard and expert: determinized
// search with uniform sampling, policy playouts and the match-aware objective; expert searches
// more deals and plays the endgame exactly. Boards and scoring games: board-bot.ts (v1's hard
// and normal, v2's easy).
import type { Action, BotLevel, SeatView } from '../../types.ts';
import { boardBotAction, botWantsClaim } from '../../board-bot.ts';
import { fastApplies } from '../../fast/config.ts';
import type { Sfc32 } from '../../fast/random.ts';
import { knowledgeOf } from '../knowledge.ts';
import { easyAction, normalActionV2 } from './levels.ts';
import { searchAction, type SearchWork } from './search.ts';

export const HARD_WORK: SearchWork = { playouts: 600, minDeals: 16, greedy: 32768, endgameTiles: 0, endgameDeals: 0, endgameNodes: 0, inference: false };
export const EXPERT_WORK: SearchWork = { playouts: 3000, minDeals: 48, greedy: 32768, endgameTiles: 0, endgameDeals: 48, endgameNodes: 3000, inference: true };

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
      return searchAction(view, know, legal, rng, { ...HARD_WORK, playouts });
    case 'expert':
      return searchAction(view, know, legal, rng, EXPERT_WORK);
  }
}
