// Bot moves for games played in this browser: the engine's bots decide (the same ones the server
// runs) from the seat's view, with the dice derived from the hand's server seed (the bot seed; records name the bot version),
// so a downloaded record can be checked move by move with `verify --bots` or on /verify.
import { viewFor, type Action, type BotLevel, type MatchState } from '@boneyard/engine';
import { newGameBotAction } from '@boneyard/bots';
import { botSeed, hexToBytes } from '@boneyard/fair';

export function chooseBotAction(state: MatchState, seat: number, level: BotLevel, room: string, serverSeedHex: string): Action | null {
  const hand = state.hand;
  const serverSeed = hexToBytes(serverSeedHex);
  if (hand === null || !serverSeed.ok) return null;
  const seed = botSeed({ serverSeed: serverSeed.value, room, hand: hand.number, attempt: hand.attempt, seat, move: hand.moves.length });
  return newGameBotAction(viewFor(state, seat), level, seed);
}
