// Test-only tools for showing bots are honest: positions from random games of any table, the
// same position with the tiles one seat cannot see dealt differently, and a deliberately
// cheating bot (it peeks at the next seat's hidden tiles) that the honesty tests must catch.
import { createHash } from 'node:crypto';
import {
  createMatch,
  apply,
  legalActions,
  type Action,
  type BotLevel,
  type MatchState,
  type Rules,
  type Tile,
  viewFor,
  Sfc32,
  fits,
  pipsOf,
} from '@boneyard/engine';
import { dealRandom, everyTable } from './fast/simulate.ts';
import { botAction, botParametersFor, type BotAlgorithm } from './index.ts';
import { seedFrom } from './series.ts';

/** How a bot under test decides: it is handed the whole state, so a cheat is possible. */
export type Decide = (state: MatchState, seat: number, seed: Uint8Array) => Action;

export const honestBot =
  (level: BotLevel): Decide =>
  (state, seat, seed) =>
    botAction(viewFor(state, seat), level, seed);

/**
 * The control: the honest choice, except that it looks at the next seat's real tiles and, when
 * some legal play leaves that seat unable to follow, plays it. Its choice depends on tiles it
 * may not see, which is exactly what the honesty tests must detect.
 */
export const cheatingBot =
  (level: BotLevel): Decide =>
  (state, seat, seed) => {
    const honest = honestBot(level)(state, seat, seed);
    const hand = state.hand!;
    const victim = hand.hands[(seat + 1) % hand.hands.length] ?? [];
    for (const action of legalActions(state, seat)) {
      if (action.type !== 'play') continue;
      const step = apply(state, seat, action);
      if (!step.ok || step.value.state.phase !== 'playing') continue;
      const board = step.value.state.hand!.board;
      if (victim.length > 0 && !victim.some((tile) => fits(board, tile))) return action;
    }
    return honest;
  };

/** The same position with every tile hidden from `seat` dealt anew (same counts everywhere). */
export function reshuffleHidden(state: MatchState, seat: number, rng: Sfc32): MatchState {
  const hand = state.hand!;
  const hidden: Tile[] = [
    ...hand.hands.flatMap((tiles, s) => (s === seat ? [] : tiles)),
    ...hand.boneyard,
    ...hand.outOfPlay,
  ];
  for (let i = hidden.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [hidden[i], hidden[j]] = [hidden[j]!, hidden[i]!];
  }
  let at = 0;
  const take = (n: number) => hidden.slice(at, (at += n));
  const hands = hand.hands.map((tiles, s) => (s === seat ? tiles : take(tiles.length)));
  return {
    ...state,
    hand: {
      ...hand,
      hands,
      boneyard: take(hand.boneyard.length),
      outOfPlay: take(hand.outOfPlay.length),
    },
  };
}

/** Who plays what while positions are collected: one seat collected, the others by a fixed policy. */
export interface PositionPlayers {
  /** The seat whose choices are collected (it plays at random). */
  readonly seat: number;
  /** How every other seat plays. */
  readonly others: (legal: readonly Action[]) => Action;
}

/** The heaviest legal tile (first listed on ties), as the benchmark's greedy player. */
export function heaviestPlay(legal: readonly Action[]): Action {
  let best = legal[0]!;
  for (const action of legal)
    if (action.type === 'play' && best.type === 'play' && pipsOf(action.tile) > pipsOf(best.tile))
      best = action;
  return best;
}

/**
 * `count` positions where the seat to move has a real choice (two or more plays), from random
 * games — or, with `players`, only `players.seat`'s choices while the others play by its policy
 * (its own random stream, so positions already pinned by digests stay the same).
 */
export function decisionPositions(
  rules: Rules,
  count: number,
  seed: number,
  players?: PositionPlayers,
): MatchState[] {
  const rng = new Sfc32(seed, players === undefined ? 7 : 13);
  const positions: MatchState[] = [];
  while (positions.length < count) {
    let state = dealRandom(createMatch(rules), rng).state;
    while (state.phase === 'playing' && positions.length < count) {
      const seat = state.hand!.turn;
      const legal = legalActions(state, seat);
      const collected = players === undefined || seat === players.seat;
      if (collected && legal.length > 1 && legal.every((a) => a.type === 'play'))
        positions.push(state);
      const step = apply(
        state,
        seat,
        collected ? legal[rng.below(legal.length)]! : players!.others(legal),
      );
      if (!step.ok) throw new Error(step.message);
      state = step.value.state;
    }
  }
  return positions;
}

/**
 * The permutation test: in how many positions does re-dealing the hidden tiles (`shuffles`
 * times, a fixed bot seed per position) change the decision? Honest bots: never.
 */
export function decisionsChangedByHiddenTiles(
  decide: Decide,
  positions: readonly MatchState[],
  shuffles: number,
  seed: number,
): number {
  const rng = new Sfc32(seed, 11);
  let changed = 0;
  for (const state of positions) {
    const seat = state.hand!.turn;
    const botSeed = seedFrom(rng);
    const original = JSON.stringify(decide(state, seat, botSeed));
    for (let k = 0; k < shuffles; k++) {
      if (JSON.stringify(decide(reshuffleHidden(state, seat, rng), seat, botSeed)) !== original) {
        changed++;
        break;
      }
    }
  }
  return changed;
}

/**
 * SHA-256 of `levels`' decisions at 6 positions of every table: pins a published algorithm's
 * decisions (v4.test.ts, v5.test.ts), so a change to shared code that moves them fails.
 */
export function decisionsDigest(algorithm: BotAlgorithm, levels: readonly BotLevel[]): string {
  const hash = createHash('sha256');
  const params = botParametersFor(algorithm);
  for (const [i, table] of everyTable().entries()) {
    const rng = new Sfc32(78, i);
    for (const state of decisionPositions(table.rules, 6, 700 + i))
      for (const level of levels)
        hash.update(
          JSON.stringify(botAction(viewFor(state, state.hand!.turn), level, seedFrom(rng), params)),
        );
  }
  return hash.digest('hex');
}

/**
 * An expert's honesty and legality over every table `include` admits: at 40 positions each, how
 * many decisions re-dealing the hidden tiles changes, and how many of the first 10 are illegal.
 */
export function expertHonestyFailures(
  algorithm: BotAlgorithm,
  include: (rules: Rules) => boolean = () => true,
): { changed: number; illegal: number } {
  const params = botParametersFor(algorithm);
  const expert: Decide = (state, seat, seed) =>
    botAction(viewFor(state, seat), 'expert', seed, params);
  let changed = 0;
  let illegal = 0;
  for (const [i, table] of everyTable().entries()) {
    if (!include(table.rules)) continue;
    const positions = decisionPositions(table.rules, 40, 900 + i);
    changed += decisionsChangedByHiddenTiles(expert, positions, 2, 1);
    const rng = new Sfc32(5, i);
    for (const state of positions.slice(0, 10)) {
      const seat = state.hand!.turn;
      const chosen = JSON.stringify(expert(state, seat, seedFrom(rng)));
      if (!legalActions(state, seat).some((a) => JSON.stringify(a) === chosen)) illegal++;
    }
  }
  return { changed, illegal };
}
