// Bots: given the match and a seat, choose that seat's action. They look only at what the seat
// may see (viewFor) and take their randomness as an input, so a bot's move is reproducible.
import type { Action, BotLevel, MatchState, SeatView } from '../types.ts';
import { viewFor } from '../view.ts';
import { boardBotAction } from '../board-bot.ts';
import { fastApplies } from '../fast/config.ts';
import { sfc32From } from '../fast/random.ts';
import { hardAction } from './hard.ts';
import { knowledgeOf } from './knowledge.ts';
import { normalAction } from './normal.ts';

/**
 * The action `level` picks for `seat`. Only call it for the seat to move: for any other seat
 * there is nothing to choose and it answers a pass, which the engine refuses (not-your-turn).
 */
export function botAction(state: MatchState, seat: number, level: BotLevel, random: () => number): Action {
  return botActionForView(viewFor(state, seat), level, random);
}

/** The same decision from the seat's view alone (what a client-side bot would have). */
export function botActionForView(view: SeatView, level: BotLevel, random: () => number): Action {
  // Boards and scoring the fast path does not play: the public-API bot (no second rules engine).
  if (!fastApplies(view.rules)) return boardBotAction(view, level, random);
  const legal = view.hand?.legal ?? [];
  const know = knowledgeOf(view);
  if (legal.length === 0 || know === null) return { type: 'pass' };
  // One choice, or a forced draw/pass (the engine normally applies those itself).
  if (legal.length === 1 || legal.some((a) => a.type !== 'play')) return legal[0]!;
  switch (level) {
    case 'easy':
      return legal[Math.floor(random() * legal.length)]!;
    case 'normal':
      return normalAction(know, legal, view.rules.teams === 'pairs', random);
    case 'hard':
      return hardAction(view.rules, know, legal, sfc32From(random));
  }
}
