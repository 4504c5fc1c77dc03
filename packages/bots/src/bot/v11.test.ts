// boneyard/bot/v11 (frozen since v12), beside the other frozen versions: v10's decisions stay exactly
// those it was published with (v10.test.ts pins them), v11's are pinned the same way, v11 changes
// only expert in 2-player games where a stranded seat draws (easy, normal and hard decide as
// v10's, and so does expert elsewhere), and v11's expert is honest: re-dealing the tiles its seat
// cannot see never changes its decision (honesty.test.ts runs the default version too).
import { describe, expect, it } from 'vitest';
import type { BotLevel } from '@boneyard/engine';
import { decisionsDigest, expertHonestyFailures } from './honesty.test-helper.ts';
import { BOT_ALGORITHM_V10, BOT_ALGORITHM_V11, BOT_ALGORITHMS, botParametersFor } from './index.ts';
import { TWO_DRAWING, drawingForTwo, expectExpertChangedOnlyInTwoDrawing, sheddersDigest, sheddersHonestyFailures } from './two-drawing.test-helper.ts';

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard', 'expert'];

describe('boneyard/bot/v11', () => {
  it('v11 decides as when it was published (digest of 912 decisions, and of expert against a shedder)', { timeout: 300_000 }, () => {
    // From random play expert reads no plain shedder where v11 differs: v10's (and v9's) digest.
    expect(decisionsDigest(BOT_ALGORITHM_V11, LEVELS)).toBe('8b65f7d8d68be9bedf3f8f1f4bd93bea3d2f4ebb6a404be387282ce5b0625ac2');
    expect(sheddersDigest(BOT_ALGORITHM_V11)).toBe('b6697f6b3530c09d439d2176501e17dc85682bfb3d0c628f1595dea882ba68c8');
  });

  it("v11's easy, normal and hard are v10's", { timeout: 300_000 }, () => {
    const below: BotLevel[] = ['easy', 'normal', 'hard'];
    expect(decisionsDigest(BOT_ALGORITHM_V11, below)).toBe(decisionsDigest(BOT_ALGORITHM_V10, below));
  });

  it("v11's expert differs from v10's only in 2-player games where a stranded seat draws", { timeout: 300_000 }, () => {
    expectExpertChangedOnlyInTwoDrawing(BOT_ALGORITHM_V10, BOT_ALGORITHM_V11);
  });

  it('v11 is listed after v10, with its own parameters', () => {
    expect(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V11)).toBe(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V10) + 1);
    expect(botParametersFor(BOT_ALGORITHM_V11)).toEqual({ playouts: botParametersFor(BOT_ALGORITHM_V10).playouts, algorithm: BOT_ALGORITHM_V11 });
  });

  it("v11's expert: hidden tiles never change a decision, and every decision is legal", { timeout: 900_000 }, () => {
    // Elsewhere v11 is v10, which v10.test.ts checks.
    expect(expertHonestyFailures(BOT_ALGORITHM_V11, drawingForTwo)).toEqual({ changed: 0, illegal: 0 });
    // And where the exact values run: against a shedder, re-dealing what seat 0 cannot see.
    expect(sheddersHonestyFailures(BOT_ALGORITHM_V11)).toEqual(TWO_DRAWING.map(() => 0));
  });
});
