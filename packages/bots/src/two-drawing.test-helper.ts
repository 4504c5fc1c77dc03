// Test-only tools for the bot versions that change expert only in 2-player games where a
// stranded seat draws (v11 to v18): those tables, positions against a plain heavy-tile shedder or a random player, and
// the checks each such version runs against the version before it.
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { type Action, type MatchState, type Rules, viewFor, Sfc32 } from '@boneyard/engine';
import { fastApplies, fastConfig } from './fast/config.ts';
import { everyTable } from './fast/simulate.ts';
import {
  decisionPositions,
  decisionsChangedByHiddenTiles,
  heaviestPlay,
} from './honesty.test-helper.ts';
import { botAction, botParametersFor, type BotAlgorithm } from './index.ts';
import { seedFrom } from './series.ts';

export const drawingForTwo = (rules: Rules) =>
  fastApplies(rules) && fastConfig(rules).drawing && rules.players === 2;

export const TWO_DRAWING = everyTable().filter((table) => drawingForTwo(table.rules));

/**
 * Seat 0's choices in hands where seat 1 sheds its heaviest tile (where expert reads a plain
 * shedder), late enough that few tiles are left to draw: where v11's exact values fit the budget
 * (earlier ones fall back to v9's lookahead).
 */
export const againstShedder = (rules: Rules, count: number, seed: number): MatchState[] =>
  decisionPositions(rules, 200, seed, { seat: 0, others: heaviestPlay })
    .filter((state) => state.hand!.boneyard.length <= 6)
    .slice(0, count);

/**
 * Seat 0's choices late in hands where seat 1 plays at random (not a shedder: where v14 may leave
 * the decision to the tree), with few tiles left to draw, after seat 1 has drawn.
 */
export function lateAgainstRandom(rules: Rules, count: number, seed: number): MatchState[] {
  const rng = new Sfc32(seed, 29);
  const randomPlay = (legal: readonly Action[]) => legal[rng.below(legal.length)]!;
  return decisionPositions(rules, 300, seed, { seat: 0, others: randomPlay })
    .filter(
      (state) =>
        state.hand!.boneyard.length <= 8 &&
        state.hand!.moves.some((move) => 'draw' in move && move.seat === 1),
    )
    .slice(0, count);
}

/**
 * Seat 0's choices where seat 1 plays at random and has made at least two plays since its last
 * draw: plays that fit the thinkers' model better than the shedders', read by v15's choice model.
 */
export function againstRandom(rules: Rules, count: number, seed: number): MatchState[] {
  const rng = new Sfc32(seed, 31);
  const randomPlay = (legal: readonly Action[]) => legal[rng.below(legal.length)]!;
  const informative = (state: MatchState) => {
    let plays = 0;
    for (const move of state.hand!.moves)
      if (move.seat === 1) plays = 'draw' in move ? 0 : plays + 1;
    return plays >= 2;
  };
  return decisionPositions(rules, 200, seed, { seat: 0, others: randomPlay })
    .filter(informative)
    .slice(0, count);
}

/** SHA-256 of expert's choices in 12 such positions per 2-player drawing table. */
export function sheddersDigest(algorithm: BotAlgorithm): string {
  const hash = createHash('sha256');
  const params = botParametersFor(algorithm);
  for (const [i, table] of TWO_DRAWING.entries()) {
    const rng = new Sfc32(89, i);
    for (const state of againstShedder(table.rules, 12, 1000 + i))
      hash.update(JSON.stringify(botAction(viewFor(state, 0), 'expert', seedFrom(rng), params)));
  }
  return hash.digest('hex');
}

/**
 * Expects `newer`'s expert to decide as `older`'s on every table but the 2-player drawing ones
 * (random positions), and to differ somewhere against a shedder on those (not inert): at
 * `changedAt`'s positions, late ones by default (v13 to v15 pass those where their change is in force).
 */
export function expectExpertChangedOnlyInTwoDrawing(
  older: BotAlgorithm,
  newer: BotAlgorithm,
  changedAt: (rules: Rules, count: number, seed: number) => MatchState[] = againstShedder,
): void {
  const before = botParametersFor(older);
  const after = botParametersFor(newer);
  const decide = (state: MatchState, seat: number, seed: Uint8Array, params: typeof before) =>
    JSON.stringify(botAction(viewFor(state, seat), 'expert', seed, params));
  for (const [i, table] of everyTable().entries()) {
    const rng = new Sfc32(47, i);
    for (const state of decisionPositions(table.rules, 6, 900 + i)) {
      const seat = state.hand!.turn;
      const seed = seedFrom(rng);
      const same = decide(state, seat, seed, before) === decide(state, seat, seed, after);
      if (!drawingForTwo(table.rules)) expect(same).toBe(true);
    }
  }
  expect(TWO_DRAWING.length).toBeGreaterThan(0);
  let differ = 0;
  for (const [i, table] of TWO_DRAWING.entries()) {
    const rng = new Sfc32(59, i);
    for (const state of changedAt(table.rules, 12, 1100 + i)) {
      const seed = seedFrom(rng);
      if (decide(state, 0, seed, before) !== decide(state, 0, seed, after)) differ++;
    }
  }
  expect(differ).toBeGreaterThan(0);
}

/** How many of expert's decisions against a shedder change when seat 0's hidden tiles are re-dealt (per table). */
export function sheddersHonestyFailures(algorithm: BotAlgorithm): number[] {
  const params = botParametersFor(algorithm);
  const expert = (state: MatchState, seat: number, seed: Uint8Array) =>
    botAction(viewFor(state, seat), 'expert', seed, params);
  return TWO_DRAWING.map((table, i) =>
    decisionsChangedByHiddenTiles(expert, againstShedder(table.rules, 12, 1200 + i), 2, 3),
  );
}

/**
 * Seat 0's choices after seat 1, playing at random, has played and then drawn (any number of
 * tiles left to draw): where v16 reads the plays before the draw for the tree's model too.
 */
export function afterDrawAgainstRandom(rules: Rules, count: number, seed: number): MatchState[] {
  const rng = new Sfc32(seed, 37);
  const randomPlay = (legal: readonly Action[]) => legal[rng.below(legal.length)]!;
  return decisionPositions(rules, 300, seed, { seat: 0, others: randomPlay })
    .filter(playedThenDrew)
    .slice(0, count);
}

/** Seat 1 has played, then drawn, this hand. */
function playedThenDrew(state: MatchState): boolean {
  const moves = state.hand!.moves;
  const firstPlay = moves.findIndex((move) => move.seat === 1 && 'play' in move);
  return (
    firstPlay >= 0 && moves.some((move, i) => i > firstPlay && move.seat === 1 && 'draw' in move)
  );
}

/**
 * Seat 0's choices where seat 1 sheds its heaviest tile and has played, then drawn: where v17
 * reads the plays before the draw on the hand it holds now.
 */
export function afterDrawAgainstShedder(rules: Rules, count: number, seed: number): MatchState[] {
  return decisionPositions(rules, 300, seed, { seat: 0, others: heaviestPlay })
    .filter(playedThenDrew)
    .slice(0, count);
}

/**
 * Seat 0's choices early in hands where seat 1 sheds its heaviest tile, more than 8 tiles left to
 * draw (before v12's exact values are tried): where v18's searches play the shedder on.
 */
export const earlyAgainstShedder = (rules: Rules, count: number, seed: number): MatchState[] =>
  decisionPositions(rules, 200, seed, { seat: 0, others: heaviestPlay })
    .filter((state) => state.hand!.boneyard.length > 8)
    .slice(0, count);
