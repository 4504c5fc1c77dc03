// Bot moves for games played in this browser: the engine's bots decide (the same ones the server
// runs), this only adapts the call.
import { botAction, type Action, type BotLevel, type MatchState } from '@boneyard/engine';

export function chooseBotAction(state: MatchState, seat: number, level: BotLevel): Action | null {
  return botAction(state, seat, level, Math.random);
}
