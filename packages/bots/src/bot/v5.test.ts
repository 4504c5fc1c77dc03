// boneyard/bot/v5 beside the frozen versions: v4's decisions stay exactly those it was published
// with (v4.test.ts pins them), v5's are pinned the same way (new games play v6 now), v5 changes only expert (easy,
// normal and hard decide as v4's), and v5's expert is honest: re-dealing the tiles its seat
// cannot see never changes its decision (honesty.test.ts runs the default version).
import { describe, expect, it } from 'vitest';
import type { BotLevel } from '@boneyard/engine';
import { decisionsDigest, expertHonestyFailures } from './honesty.test-helper.ts';
import { BOT_ALGORITHM, BOT_ALGORITHM_V4, BOT_ALGORITHM_V5, BOT_ALGORITHMS, botParametersFor } from './index.ts';
import { exactLn, exactSqrt } from './v5/exact-math.ts';

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard', 'expert'];

describe('boneyard/bot/v5', () => {
  it('v5 decides as when it was published (digest of 912 decisions)', { timeout: 300_000 }, () => {
    expect(decisionsDigest(BOT_ALGORITHM_V5, LEVELS)).toBe('3600073c8ee504efb1e866d198ac35a93ad51a233ce2731d6ca859c9f0a3a35e');
  });

  it("v5's easy, normal and hard are v4's", { timeout: 300_000 }, () => {
    const below: BotLevel[] = ['easy', 'normal', 'hard'];
    expect(decisionsDigest(BOT_ALGORITHM_V5, below)).toBe(decisionsDigest(BOT_ALGORITHM_V4, below));
  });

  it('v5 stays listed and replayable, with its own parameters (new games play v6: v6.test.ts)', () => {
    expect(BOT_ALGORITHM).not.toBe(BOT_ALGORITHM_V5);
    expect(BOT_ALGORITHMS).toContain(BOT_ALGORITHM_V5);
    expect(botParametersFor(BOT_ALGORITHM_V5)).toEqual({ playouts: botParametersFor(BOT_ALGORITHM_V4).playouts, algorithm: BOT_ALGORITHM_V5 });
  });

  it("v5's expert: hidden tiles never change a decision, and every decision is legal", { timeout: 900_000 }, () => {
    expect(expertHonestyFailures(BOT_ALGORITHM_V5)).toEqual({ changed: 0, illegal: 0 });
  });

  it('UCB arithmetic uses only + − × ÷ (the same bits in every engine) and is right', () => {
    for (const x of [1, 2, 3, 10, 1000, 6001]) expect(Math.abs(exactLn(x) - Math.log(x))).toBeLessThan(1e-12 * Math.max(1, Math.log(x)));
    for (const x of [0, 0.25, 1, 2, 1e-3, 12345]) expect(Math.abs(exactSqrt(x) - Math.sqrt(x))).toBeLessThan(1e-12 * Math.max(1, Math.sqrt(x)));
  });
});
