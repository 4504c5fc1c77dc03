// The only place the replay and the coach reach the bots: the Expert's decision (the published
// bot function, as verify --bots asks it), the values the search that decided gave every move,
// and the fallback estimate of two moves. Kept to one module so what the coach asks of
// @boneyard/bots is in one place.
import { BOT_ALGORITHM, isBotAlgorithm, type BotAlgorithm } from '@boneyard/bots';
// A subpath, not the bots' index: pages that never coach must not carry it (the table's first load).
import {
  expertDecision,
  expertMoveValues,
  valueGap,
  type MoveValues,
  type SearchKind,
  type SearchValues,
} from '@boneyard/bots/move-values';
import { legalActions, viewFor, type Action, type MatchState } from '@boneyard/engine';

export {
  BOT_ALGORITHM,
  legalActions,
  valueGap,
  type Action,
  type BotAlgorithm,
  type MoveValues,
  type SearchKind,
  type SearchValues,
};

/** A named algorithm if this verifier knows it, else the one new games play. */
export function knownAlgorithm(name: string | undefined): BotAlgorithm {
  return name !== undefined && isBotAlgorithm(name) ? name : BOT_ALGORITHM;
}

/**
 * What the Expert of `algorithm` plays from `seat`'s view with this bot seed — botAction's own
 * decision, the same code and random numbers — and the deciding search's values of every legal
 * move (null where no search decided).
 */
export function expertChoice(
  state: MatchState,
  seat: number,
  seed: Uint8Array,
  algorithm: BotAlgorithm,
): { readonly action: Action; readonly values: SearchValues | null } {
  return expertDecision(viewFor(state, seat), seed, algorithm);
}

/** The fallback values the Expert's blocks give `moves` from `seat`'s view (null where it does not search). */
export function expertValues(
  state: MatchState,
  seat: number,
  moves: readonly Action[],
  seed: Uint8Array,
  algorithm: BotAlgorithm,
): MoveValues | null {
  return expertMoveValues(viewFor(state, seat), moves, seed, algorithm);
}
