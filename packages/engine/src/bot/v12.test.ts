// boneyard/bot/v12, what new games play, beside the frozen versions: v11's decisions stay exactly
// those it was published with (v11.test.ts pins them), v12's are pinned the same way, v12 changes
// only expert in 2-player games where a stranded seat draws (easy, normal and hard decide as
// v11's, and so does expert elsewhere), and v12's expert is honest: re-dealing the tiles its seat
// cannot see never changes its decision (honesty.test.ts runs the default version too).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BotLevel, MatchState, Rules } from '../types.ts';
import { viewFor } from '../view.ts';
import { fastApplies, fastConfig } from '../fast/config.ts';
import { Sfc32 } from '../fast/random.ts';
import { everyTable } from '../fast/simulate.ts';
import { decisionPositions, decisionsChangedByHiddenTiles, decisionsDigest, expertHonestyFailures, heaviestPlay } from './honesty.test-helper.ts';
import { BOT_ALGORITHM, BOT_ALGORITHM_V11, BOT_ALGORITHM_V12, BOT_ALGORITHMS, botAction, botParametersFor, newGameBotAction } from './index.ts';
import { seedFrom } from './series.ts';

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard', 'expert'];
const drawingForTwo = (rules: Rules) => fastApplies(rules) && fastConfig(rules).drawing && rules.players === 2;

/**
 * Seat 0's choices in hands where seat 1 sheds its heaviest tile (where expert reads a plain
 * shedder), late enough that few tiles are left to draw: where v11's exact values fit the budget
 * (earlier ones fall back to v9's lookahead).
 */
const againstShedder = (rules: Rules, count: number, seed: number): MatchState[] =>
  decisionPositions(rules, 200, seed, { seat: 0, others: heaviestPlay })
    .filter((state) => state.hand!.boneyard.length <= 6)
    .slice(0, count);

const TWO_DRAWING = everyTable().filter((table) => drawingForTwo(table.rules));

describe('boneyard/bot/v12', () => {
  it('v12 decides as when it was published (digest of 912 decisions, and of expert against a shedder)', { timeout: 300_000 }, () => {
    // From random play too v12 differs (the shedders' prior reads some random players as shedders).
    expect(decisionsDigest(BOT_ALGORITHM_V12, LEVELS)).toBe('1cecac9412c33ddd067d231843a20c4bbb931225eeab1ff790caa71eb8ebdb81');
    const hash = createHash('sha256');
    const params = botParametersFor(BOT_ALGORITHM_V12);
    for (const [i, table] of TWO_DRAWING.entries()) {
      const rng = new Sfc32(89, i);
      for (const state of againstShedder(table.rules, 12, 1000 + i)) hash.update(JSON.stringify(botAction(viewFor(state, 0), 'expert', seedFrom(rng), params)));
    }
    expect(hash.digest('hex')).toBe('c887ef7bb9adf50a6ed3c3c7f3be7b97455f5ad63fe7031e3f3eba2be44222bc');
  });

  it("v12's easy, normal and hard are v11's", { timeout: 300_000 }, () => {
    const below: BotLevel[] = ['easy', 'normal', 'hard'];
    expect(decisionsDigest(BOT_ALGORITHM_V12, below)).toBe(decisionsDigest(BOT_ALGORITHM_V11, below));
  });

  it("v12's expert differs from v11's only in 2-player games where a stranded seat draws", { timeout: 300_000 }, () => {
    const v11 = botParametersFor(BOT_ALGORITHM_V11);
    const v12 = botParametersFor(BOT_ALGORITHM_V12);
    let differ = 0;
    for (const [i, table] of everyTable().entries()) {
      const rng = new Sfc32(47, i);
      for (const state of decisionPositions(table.rules, 6, 900 + i)) {
        const seat = state.hand!.turn;
        const seed = seedFrom(rng);
        const view = viewFor(state, seat);
        const same = JSON.stringify(botAction(view, 'expert', seed, v11)) === JSON.stringify(botAction(view, 'expert', seed, v12));
        if (!drawingForTwo(table.rules)) expect(same).toBe(true);
      }
    }
    expect(TWO_DRAWING.length).toBeGreaterThan(0);
    // Against a plain shedder, in those games, some decisions change (the changes are not inert).
    for (const [i, table] of TWO_DRAWING.entries()) {
      const rng = new Sfc32(59, i);
      for (const state of againstShedder(table.rules, 12, 1100 + i)) {
        const seed = seedFrom(rng);
        const view = viewFor(state, 0);
        if (JSON.stringify(botAction(view, 'expert', seed, v11)) !== JSON.stringify(botAction(view, 'expert', seed, v12))) differ++;
      }
    }
    expect(differ).toBeGreaterThan(0);
  });

  it('new games play v12, listed after v11, with its own parameters', () => {
    expect(BOT_ALGORITHM).toBe(BOT_ALGORITHM_V12);
    expect(BOT_ALGORITHMS.at(-1)).toBe(BOT_ALGORITHM_V12);
    expect(botParametersFor(BOT_ALGORITHM_V12)).toEqual({ playouts: botParametersFor(BOT_ALGORITHM_V11).playouts, algorithm: BOT_ALGORITHM_V12 });
  });

  it("newGameBotAction (the browser table's) decides as botAction's default, at every level", { timeout: 300_000 }, () => {
    let compared = 0;
    for (const [i, table] of everyTable().entries()) {
      const rng = new Sfc32(61, i);
      const positions = drawingForTwo(table.rules) ? [...decisionPositions(table.rules, 2, 1300 + i), ...againstShedder(table.rules, 2, 1400 + i)] : decisionPositions(table.rules, 2, 1300 + i);
      for (const state of positions) {
        const view = viewFor(state, state.hand!.turn);
        for (const level of LEVELS) {
          const seed = seedFrom(rng);
          expect(JSON.stringify(newGameBotAction(view, level, seed))).toBe(JSON.stringify(botAction(view, level, seed)));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it("v12's expert: hidden tiles never change a decision, and every decision is legal", { timeout: 900_000 }, () => {
    // Elsewhere v12 is v11, which v11.test.ts checks.
    expect(expertHonestyFailures(BOT_ALGORITHM_V12, drawingForTwo)).toEqual({ changed: 0, illegal: 0 });
    // And where v12's changes run: against a shedder, re-dealing what seat 0 cannot see.
    const params = botParametersFor(BOT_ALGORITHM_V12);
    const expert = (state: MatchState, seat: number, seed: Uint8Array) => botAction(viewFor(state, seat), 'expert', seed, params);
    for (const [i, table] of TWO_DRAWING.entries()) {
      expect(decisionsChangedByHiddenTiles(expert, againstShedder(table.rules, 12, 1200 + i), 2, 3)).toBe(0);
    }
  });
});
