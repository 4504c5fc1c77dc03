// boneyard/bot/v1, frozen: records that name it are re-derived with exactly this code. Easy is
// a uniformly random mover, normal a one-ply heuristic, hard and expert determinized random
// playouts (hard.ts, expert.ts); boards and scoring games use board-bot.ts's v1 bots.
import type { Action, BotLevel, SeatView, Sfc32 } from '@boneyard/engine';
import { boardBotAction } from '../board-bot.ts';
import { fastApplies } from '../fast/config.ts';
import { expertAction } from './expert.ts';
import { hardAction } from './hard.ts';
import { knowledgeOf } from './knowledge.ts';
import { normalAction } from './normal.ts';

export function botActionV1(view: SeatView, level: BotLevel, rng: Sfc32, playouts: number): Action {
  // Boards and scoring the fast path does not play: the public-API bot (no second rules engine),
  // drawing its numbers from the same seeded generator.
  if (!fastApplies(view.rules)) return boardBotAction(view, level, () => rng.next());
  const legal = view.hand?.legal ?? [];
  const know = knowledgeOf(view);
  if (legal.length === 0 || know === null) return { type: 'pass' };
  // One choice, or a forced draw/pass (the engine normally applies those itself).
  if (legal.length === 1 || legal.some((a) => a.type !== 'play')) return legal[0]!;
  switch (level) {
    case 'easy':
      return legal[rng.below(legal.length)]!;
    case 'normal':
      return normalAction(know, legal, view.rules.teams === 'pairs', rng);
    case 'hard':
      return hardAction(view.rules, know, legal, rng, playouts);
    case 'expert':
      return expertAction(view.rules, know, legal, rng);
  }
}
