// The only place the replay and the coach reach the bots: the Expert's decision (the published
// bot function, as verify --bots asks it) and its values of two moves. Kept to one module so what
// the coach asks of @boneyard/bots is in one place.
import {
  BOT_ALGORITHM,
  botAction,
  botParametersFor,
  isBotAlgorithm,
  type BotAlgorithm,
} from '@boneyard/bots';
// A subpath, not the bots' index: pages that never coach must not carry it (the table's first load).
import { expertMoveValues, type MoveValues } from '@boneyard/bots/move-values';
import { legalActions, viewFor, type Action, type MatchState } from '@boneyard/engine';

export { BOT_ALGORITHM, legalActions, type Action, type BotAlgorithm, type MoveValues };

/** A named algorithm if this verifier knows it, else the one new games play. */
export function knownAlgorithm(name: string | undefined): BotAlgorithm {
  return name !== undefined && isBotAlgorithm(name) ? name : BOT_ALGORITHM;
}

/** What the Expert of `algorithm` plays from `seat`'s view with this bot seed. */
export function expertChoice(
  state: MatchState,
  seat: number,
  seed: Uint8Array,
  algorithm: BotAlgorithm,
): Action {
  return botAction(viewFor(state, seat), 'expert', seed, botParametersFor(algorithm));
}

/** The values the Expert of `algorithm` gives `moves` from `seat`'s view (null where it does not search). */
export function expertValues(
  state: MatchState,
  seat: number,
  moves: readonly Action[],
  seed: Uint8Array,
  algorithm: BotAlgorithm,
): MoveValues | null {
  return expertMoveValues(viewFor(state, seat), moves, seed, algorithm);
}
