// Bot moves for bot seats and for people who are away. They go through the same `act` path as a
// person's move, so the engine judges them the same way.
import { legalActions, type Action, type BotLevel, type MatchState } from '@boneyard/engine';

/**
 * Picks a legal action. The engine's botAction (packages/engine/src/bot) replaces this random
 * choice when it lands; until then every level plays a random legal tile.
 */
export function chooseBotAction(state: MatchState, seat: number, _level: BotLevel, random: () => number): Action | null {
  const legal = legalActions(state, seat);
  if (legal.length === 0) return null;
  return legal[Math.floor(random() * legal.length)] ?? null;
}
