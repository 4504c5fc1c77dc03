// boneyard/bot/v2's parts: v1 stays frozen (the same decisions as when it was published), the
// exact endgame search agrees with plain minimax, the playout policy, the match-aware objective,
// the inference weights and easy's noisy greed behave as their comments say.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { presetRules, type BotLevel, type Rules, viewFor, Sfc32 } from '@boneyard/engine';
import { fastConfig } from '../fast/config.ts';
import { fastFromMatch } from '../fast/convert.ts';
import { FastHand, STATUS_PLAYING } from '../fast/hand.ts';
import { CHANCE_ONE, heaviestMove, policyPlayout } from '../fast/policy.ts';
import { EndgameSolver } from '../fast/solve.ts';
import { everyTable } from '../fast/simulate.ts';
import { TILE_PIPS } from '../fast/tables.ts';
import { decisionPositions } from './honesty.test-helper.ts';
import { BOT_ALGORITHMS, BOT_ALGORITHM_V1, botAction, botParametersFor } from './index.ts';
import { seedFrom } from './series.ts';
import { easyAction } from './v2/levels.ts';
import { MatchObjective, type MatchContext } from './v2/objective.ts';

function rules(preset: 'kozel' | 'draw' | 'block', players: number): Rules {
  const result = presetRules(preset, { players });
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('boneyard/bot/v1 is frozen', () => {
  it('decides exactly as when it was published (digest of 1,584 decisions of four presets)', { timeout: 300_000 }, () => {
    // Digest computed with the v1 code before v2 existed (same script, main branch).
    const hash = createHash('sha256');
    const tables = everyTable().filter((t) => ['kozel', 'draw', 'block', 'all-fives'].includes(t.preset));
    const params = botParametersFor(BOT_ALGORITHM_V1);
    for (const [i, table] of tables.entries()) {
      const rng = new Sfc32(77, i);
      for (const state of decisionPositions(table.rules, 12, 500 + i))
        for (const level of ['easy', 'normal', 'hard', 'expert'] as const)
          hash.update(JSON.stringify(botAction(viewFor(state, state.hand!.turn), level, seedFrom(rng), params)));
    }
    expect(hash.digest('hex')).toBe('123b6a0fcf3b3140acf1d87331bd762338d81c60d87f19fa9271546b12df3f94');
  });

  it('v2 stays replayable, beside v3 that new games play (v3.test.ts)', () => {
    expect(BOT_ALGORITHMS).toContain('boneyard/bot/v2');
  });
});

/** Plain minimax without pruning or budget: the reference the solver must agree with. */
function minimax(hand: FastHand, side: number, value: (h: FastHand) => number): number {
  if (hand.status !== STATUS_PLAYING) return value(hand);
  const moves = new Int32Array(16);
  const count = hand.legalMoves(moves);
  const maximizing = hand.config.sideOf[hand.turn] === side;
  let best = maximizing ? -Infinity : Infinity;
  for (let i = 0; i < count; i++) {
    const child = new FastHand(hand.config);
    child.copyFrom(hand);
    child.play(moves[i]!);
    const v = minimax(child, side, value);
    best = maximizing ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

describe('the exact endgame search', () => {
  for (const [preset, players] of [['kozel', 4], ['draw', 2], ['block', 4]] as const) {
    it(`${preset}: alpha-beta gives plain minimax's value with few tiles left`, () => {
      const table = rules(preset, players);
      const config = fastConfig(table);
      const objective = new MatchObjective(config, { scores: [0, 0, 0, 0], eggs: 0, eggsRule: true, minimumToOpen: null, target: 1000, reachingWins: false, fixedDeals: false }, 0);
      const value = (h: FastHand) => objective.value(h);
      const solver = new EndgameSolver(config);
      const rng = new Sfc32(3);
      let checked = 0;
      for (const state of decisionPositions(table, 300, 9)) {
        const fast = fastFromMatch(state)!;
        const left = fast.hands.reduce((a, h) => a + (h ? popcount(h) : 0), 0);
        // Plain minimax is the slow reference: small endgames with nothing left to draw.
        if (left > 8 || fast.boneyardHead < fast.boneyardEnd) continue;
        expect(solver.solve(fast, config.sideOf[fast.turn]!, value, 1e9, rng, new Int32Array(4))).toBe(minimax(fast, config.sideOf[fast.turn]!, value));
        checked++;
      }
      expect(checked).toBeGreaterThan(2);
    });
  }
});

function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

describe('policy playouts', () => {
  it('always greedy: every play is the heaviest legal tile', () => {
    const table = rules('block', 4);
    for (const state of decisionPositions(table, 30, 4)) {
      const hand = fastFromMatch(state)!;
      const copy = new FastHand(hand.config);
      copy.copyFrom(hand);
      const heaviest = heaviestMove(copy);
      const legal = new Int32Array(16);
      const count = copy.legalMoves(legal);
      for (let i = 0; i < count; i++) expect(TILE_PIPS[legal[i]! >>> 2]!).toBeLessThanOrEqual(TILE_PIPS[heaviest >>> 2]!);
      policyPlayout(copy, new Sfc32(1), Int32Array.of(CHANCE_ONE, CHANCE_ONE, CHANCE_ONE, CHANCE_ONE));
      expect(copy.status).not.toBe(STATUS_PLAYING);
    }
  });
});

describe('the match-aware objective', () => {
  const kozel = rules('kozel', 4);
  const config = fastConfig(kozel);
  const base: MatchContext = { scores: [0, 0], eggs: 0, eggsRule: true, minimumToOpen: 13, target: 101, reachingWins: false, fixedDeals: false };
  /** A finished domino by seat 0 (side 0) with side 1 holding `pips` (one tile each seat 1 and 3). */
  function finished(pipsSeat1: number): FastHand {
    const hand = new FastHand(config);
    hand.hands.set([0, 1 << tileWithPips(pipsSeat1), 0, 0]);
    hand.status = 1;
    hand.by = 0;
    return hand;
  }
  function tileWithPips(pips: number): number {
    return TILE_PIPS.findIndex((p, tile) => p === pips && tile !== 0 && tile !== 27);
  }
  it('a loss under 13 at a score of 0 writes nothing; the same loss later counts', () => {
    const hand = finished(8);
    expect(new MatchObjective(config, base, 1).value(hand)).toBeLessThan(0); // lost the hand: only its bonus
    const fresh = new MatchObjective(config, base, 1).value(hand);
    const later = new MatchObjective(config, { ...base, scores: [20, 20] }, 1).value(hand);
    expect(later).toBe(fresh - 8);
  });
  it('carried eggs go to the loser, and reaching the target (the goat) weighs most', () => {
    const hand = finished(10);
    const plain = new MatchObjective(config, { ...base, scores: [20, 20] }, 1).value(hand);
    expect(new MatchObjective(config, { ...base, scores: [20, 20], eggs: 30 }, 1).value(hand)).toBe(plain - 30);
    const goat = new MatchObjective(config, { ...base, scores: [20, 95] }, 1).value(hand);
    expect(goat).toBeLessThan(plain - 100);
  });
});

describe('v2 levels', () => {
  it('easy is a noisy greedy player: mostly the heaviest tile, not always', () => {
    const table = rules('draw', 2);
    const rng = new Sfc32(8);
    let heaviest = 0;
    let total = 0;
    for (const state of decisionPositions(table, 300, 2)) {
      const legal = viewFor(state, state.hand!.turn).hand!.legal;
      const plays = legal.filter((a) => a.type === 'play');
      const top = Math.max(...plays.map((a) => TILE_PIPS[indexOf(a.tile)]!));
      if (plays.every((a) => TILE_PIPS[indexOf(a.tile)] === top)) continue;
      const chosen = easyAction(legal, rng);
      total++;
      if (chosen.type === 'play' && TILE_PIPS[indexOf(chosen.tile)] === top) heaviest++;
    }
    expect(heaviest / total).toBeGreaterThan(0.6);
    expect(heaviest / total).toBeLessThan(0.9);
  });

  it('every level gives the same move for the same view and seed', { timeout: 300_000 }, () => {
    const table = rules('kozel', 4);
    const rng = new Sfc32(2);
    for (const state of decisionPositions(table, 10, 6)) {
      const view = viewFor(state, state.hand!.turn);
      for (const level of ['easy', 'normal', 'hard', 'expert'] as BotLevel[]) {
        const seed = seedFrom(rng);
        expect(botAction(view, level, seed)).toEqual(botAction(structuredClone(view), level, seed));
      }
    }
  });
});

function indexOf(tile: string): number {
  const [a, b] = tile.split('-').map(Number) as [number, number];
  let index = 0;
  for (let x = 0; x < a; x++) index += 7 - x;
  return index + (b - a);
}
