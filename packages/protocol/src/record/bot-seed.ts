// Where a bot's seed is bound to the game: the one rule every bot decision and Muggins claim uses —
// the table driver's (@boneyard/table botSeedAt: the server, the simulator) and the verifier's
// replay of a record (verify-bots.ts, verify-bot-claims.ts). It lives here, below both, because
// the table depends on this package.
import type { MatchState } from '@boneyard/engine';
import { botSeed } from '@boneyard/fair';

/**
 * The boneyard/bot/v1 seed of `seat` at the state's current move: the hand's server seed, the
 * room, the hand number and deal attempt, the seat, and how many moves the hand has so far.
 */
export function botSeedAtMove(
  state: MatchState,
  serverSeed: Uint8Array,
  room: string,
  seat: number,
): Uint8Array {
  const hand = state.hand;
  if (hand === null) throw new Error('botSeedAtMove: no hand is being played');
  return botSeed({
    serverSeed,
    room,
    hand: hand.number,
    attempt: hand.attempt,
    seat,
    move: hand.moves.length,
  });
}
