// Bot moves for bot seats and for people who are away. They go through the same `act` path as a
// person's move, so the engine judges them the same way.
import { botAction, legalActions, type Action, type BotLevel, type MatchState } from '@boneyard/engine';
import { botDecisionObservers } from '../observe.ts';

/** The engine bot's choice for `seat`, or null when the seat has nothing to decide. */
export function chooseBotAction(state: MatchState, seat: number, level: BotLevel, random: () => number): Action | null {
  if (legalActions(state, seat).length === 0) return null;
  const started = performance.now();
  const action = botAction(state, seat, level, random);
  for (const observe of botDecisionObservers) observe((performance.now() - started) / 1000);
  return action;
}
