// boneyard/bot/v12, what new games play, beside the frozen versions: v11's decisions stay exactly
// those it was published with (v11.test.ts pins them), v12's are pinned the same way, v12 changes
// only expert in 2-player games where a stranded seat draws (easy, normal and hard decide as
// v11's, and so does expert elsewhere), and v12's expert is honest: re-dealing the tiles its seat
// cannot see never changes its decision (honesty.test.ts runs the default version too).
import { describe, expect, it } from 'vitest';
import type { BotLevel } from '../types.ts';
import { viewFor } from '../view.ts';
import { Sfc32 } from '../fast/random.ts';
import { everyTable } from '../fast/simulate.ts';
import { decisionPositions, decisionsDigest, expertHonestyFailures } from './honesty.test-helper.ts';
import { BOT_ALGORITHM, BOT_ALGORITHM_V11, BOT_ALGORITHM_V12, BOT_ALGORITHMS, botAction, botParametersFor, newGameBotAction } from './index.ts';
import { seedFrom } from './series.ts';
import { TWO_DRAWING, againstShedder, drawingForTwo, expectExpertChangedOnlyInTwoDrawing, sheddersDigest, sheddersHonestyFailures } from './two-drawing.test-helper.ts';

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard', 'expert'];

describe('boneyard/bot/v12', () => {
  it('v12 decides as when it was published (digest of 912 decisions, and of expert against a shedder)', { timeout: 300_000 }, () => {
    // From random play too v12 differs (the shedders' prior reads some random players as shedders).
    expect(decisionsDigest(BOT_ALGORITHM_V12, LEVELS)).toBe('1cecac9412c33ddd067d231843a20c4bbb931225eeab1ff790caa71eb8ebdb81');
    expect(sheddersDigest(BOT_ALGORITHM_V12)).toBe('c887ef7bb9adf50a6ed3c3c7f3be7b97455f5ad63fe7031e3f3eba2be44222bc');
  });

  it("v12's easy, normal and hard are v11's", { timeout: 300_000 }, () => {
    const below: BotLevel[] = ['easy', 'normal', 'hard'];
    expect(decisionsDigest(BOT_ALGORITHM_V12, below)).toBe(decisionsDigest(BOT_ALGORITHM_V11, below));
  });

  it("v12's expert differs from v11's only in 2-player games where a stranded seat draws", { timeout: 300_000 }, () => {
    expectExpertChangedOnlyInTwoDrawing(BOT_ALGORITHM_V11, BOT_ALGORITHM_V12);
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
    expect(sheddersHonestyFailures(BOT_ALGORITHM_V12)).toEqual(TWO_DRAWING.map(() => 0));
  });
});
