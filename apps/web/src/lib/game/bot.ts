// Bot moves for games played in this browser. The engine's bots (packages/engine/src/bot) decide;
// this only adapts the call.
import { legalActions, type Action, type BotLevel, type MatchState } from '@boneyard/engine';

// TODO(web): switch to the engine's botAction(state, seat, level, random) once it lands.
export function chooseBotAction(state: MatchState, seat: number, _level: BotLevel): Action | null {
  const actions = legalActions(state, seat);
  if (actions.length === 0) return null;
  return actions[Math.floor(Math.random() * actions.length)] ?? null;
}
