// boneyard/bot/v12 (frozen since v13), beside the other frozen versions: v11's decisions stay exactly
// those it was published with (v11.test.ts pins them), v12's are pinned the same way, v12 changes
// only expert in 2-player games where a stranded seat draws (easy, normal and hard decide as
// v11's, and so does expert elsewhere), and v12's expert is honest: re-dealing the tiles its seat
// cannot see never changes its decision (honesty.test.ts runs the default version too).
import { describe, expect, it } from 'vitest';
import type { BotLevel } from '@boneyard/engine';
import { decisionsDigest, expertHonestyFailures } from './honesty.test-helper.ts';
import { BOT_ALGORITHM_V11, BOT_ALGORITHM_V12, BOT_ALGORITHMS, botParametersFor } from './index.ts';
import { TWO_DRAWING, drawingForTwo, expectExpertChangedOnlyInTwoDrawing, sheddersDigest, sheddersHonestyFailures } from './two-drawing.test-helper.ts';

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

  it('v12 is listed after v11, with its own parameters', () => {
    expect(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V12)).toBe(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V11) + 1);
    expect(botParametersFor(BOT_ALGORITHM_V12)).toEqual({ playouts: botParametersFor(BOT_ALGORITHM_V11).playouts, algorithm: BOT_ALGORITHM_V12 });
  });

  it("v12's expert: hidden tiles never change a decision, and every decision is legal", { timeout: 900_000 }, () => {
    // Elsewhere v12 is v11, which v11.test.ts checks.
    expect(expertHonestyFailures(BOT_ALGORITHM_V12, drawingForTwo)).toEqual({ changed: 0, illegal: 0 });
    // And where v12's changes run: against a shedder, re-dealing what seat 0 cannot see.
    expect(sheddersHonestyFailures(BOT_ALGORITHM_V12)).toEqual(TWO_DRAWING.map(() => 0));
  });
});
