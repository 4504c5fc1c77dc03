// Bots: a bot is a function of one seat's view, its level (and that level's fixed parameters)
// and a 32-byte bot seed, nothing else. The type says so — `botAction` cannot be handed the
// full MatchState — and bot/honest.test.ts shows it: dealing the tiles the seat cannot see
// differently never changes its choice. Every level does a fixed amount of work (no clock) and
// draws its randomness from the seed only (no Math.random), with integer or fixed-order float
// arithmetic, so anyone can recompute a bot's move from a record (boneyard/bot/v1).
import type { Action, BotLevel, SeatView } from '../types.ts';
import { boardBotAction } from '../board-bot.ts';
import { fastApplies } from '../fast/config.ts';
import { expertAction } from './expert.ts';
import { hardAction, HARD_PLAYOUTS } from './hard.ts';
import { knowledgeOf } from './knowledge.ts';
import { normalAction } from './normal.ts';
import { botRandom } from './seed.ts';

export { BOT_ALGORITHM, BOT_SEED_BYTES, botRandom } from './seed.ts';

/** A level's work count; the defaults are what boneyard/bot/v1 plays with. */
export interface BotParameters {
  /** Hard: playouts per decision, shared among the legal moves. */
  readonly playouts: number;
}

export const BOT_PARAMETERS: BotParameters = { playouts: HARD_PLAYOUTS };

/**
 * The action `level` picks from `view` (the seat to move's view, as viewFor gives it). A view of
 * a seat that is not to move has nothing to choose: the answer is a pass, which the engine
 * refuses (not-your-turn).
 */
export function botAction(view: SeatView, level: BotLevel, seed: Uint8Array, parameters: BotParameters = BOT_PARAMETERS): Action {
  const rng = botRandom(seed);
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
      return hardAction(view.rules, know, legal, rng, parameters.playouts);
    case 'expert':
      return expertAction(view.rules, know, legal, rng);
  }
}
