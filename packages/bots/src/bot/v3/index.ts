// boneyard/bot/v3: the four levels new games play (docs/bots.md has the bench:bots tables that measure them).
// Easy and normal are v2's (imported, unchanged); hard and expert search more deals within
// their budgets, with v3's search (search.ts). Boards and scoring games: board-bot.ts as in v2,
// except that with the agreement "two doubles in a turn" normal, hard and expert weigh laying the
// offered second double against skipping it (second-double.ts) instead of always laying it.
import type { Action, BotLevel, SeatView, Sfc32 } from '@boneyard/engine';
import { boardBotAction, botWantsClaim } from '../../board-bot.ts';
import { fastApplies } from '../../fast/config.ts';
import { knowledgeOf } from '../knowledge.ts';
import { easyAction, normalActionV2 } from '../v2/levels.ts';
import { secondDoubleChoice } from './second-double.ts';
import { searchAction, type SearchWork } from '../v2/search.ts';

/**
 * Work per decision, sized by CPU time per decision (docs/bots.md, bench:bots) against budgets of
 * 20 ms (hard) and 100 ms (expert) p99 on one core: twice v2's playouts for hard, twice v2's
 * for expert, more deals each.
 */
export const HARD_WORK_V3: SearchWork = { playouts: 1200, minDeals: 24, greedy: 0, opponentGreedy: 0, endgameTiles: 0, endgameDeals: 0, endgameNodes: 0, inference: false };
export const EXPERT_WORK_V3: SearchWork = {
  playouts: 8000,
  minDeals: 64,
  greedy: 0,
  opponentGreedy: 0,
  endgameTiles: 6,
  endgameDeals: 48,
  endgameNodes: 1000,
  inference: true,
  inferenceGreedy: 0.95,
};

/**
 * The playout policy, as chances (of 65,536) of the heaviest fitting tile. v2 modelled every seat
 * alike (1/2 in pair games, 3/4 free-for-all). v3 models the other sides as the plain heavy-tile
 * shedders most people are (hard 58,000, expert 63,000 ≈ 0.96) and, in pair games, hard's own side
 * as a searching player (20,000: mostly any legal tile, so a partner is not assumed to block).
 * Expert's inference uses the same model (a seat that passed over a heavier fitting tile probably
 * lacked it, chance 0.95). Measured on 400 duplicate Kozel deals (docs/bots.md): each step was worth
 * 1–3 points of hands won against greedy.
 */
const POLICY = {
  hard: { pairs: { greedy: 20000, opponentGreedy: 58000 }, free: { greedy: 49152, opponentGreedy: 58000 } },
  expert: { pairs: { greedy: 32768, opponentGreedy: 63000 }, free: { greedy: 49152, opponentGreedy: 63000 } },
} as const;

function withPolicy(work: SearchWork, level: 'hard' | 'expert', pairs: boolean): SearchWork {
  return { ...work, ...POLICY[level][pairs ? 'pairs' : 'free'] };
}

export function botActionV3(view: SeatView, level: BotLevel, rng: Sfc32, playouts: number): Action {
  if (!fastApplies(view.rules)) {
    const legal = view.hand?.legal ?? [];
    const random = () => rng.next();
    if (level === 'easy') return botWantsClaim(view, level, random) ? { type: 'claim' } : easyAction(legal, rng);
    // An offered second double: claim first if the level would, else lay one or skip.
    if (legal.some((a) => a.type === 'skip')) return botWantsClaim(view, level, random) ? { type: 'claim' } : secondDoubleChoice(view, level, random);
    return boardBotAction(view, level, random);
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
      return searchAction(view, know, legal, rng, withPolicy({ ...HARD_WORK_V3, playouts }, 'hard', view.rules.teams === 'pairs'));
    case 'expert':
      return searchAction(view, know, legal, rng, withPolicy(EXPERT_WORK_V3, 'expert', view.rules.teams === 'pairs'));
  }
}
