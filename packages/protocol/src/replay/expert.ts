// The only place the replay and the coach reach the bots: the Expert's decision (the published
// bot function, as verify --bots asks it) and its values of two moves. Kept to one module so the
// bots can move to their own package by changing these imports alone.
import {
  BOT_ALGORITHM,
  botAction,
  botParametersFor,
  isBotAlgorithm,
  legalActions,
  viewFor,
  type Action,
  type BotAlgorithm,
  type MatchState,
} from '@boneyard/engine';
// A subpath, not the engine's index: pages that never coach must not carry it (the table's first load).
import { expertMoveValues, type MoveValues } from '@boneyard/engine/move-values';

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

/** The Expert's values of `moves` from `seat`'s view (null where it does not search). */
export function expertValues(
  state: MatchState,
  seat: number,
  moves: readonly Action[],
  seed: Uint8Array,
): MoveValues | null {
  return expertMoveValues(viewFor(state, seat), moves, seed);
}
