// boneyard/bot/v14 (frozen since v15), beside the other frozen versions: v13's decisions stay exactly
// those it was published with (v13.test.ts pins them), v14's are pinned the same way, v14 changes
// only expert in 2-player games where a stranded seat draws (easy, normal and hard decide as
// v13's, and so does expert elsewhere), and v14's expert is honest: re-dealing the tiles its seat
// cannot see never changes its decision (honesty.test.ts runs the default version too). Its
// reading of the plays before a draw is checked in v14/history.test.ts.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type BotLevel, type MatchState, viewFor, Sfc32 } from '@boneyard/engine';
import { decisionsChangedByHiddenTiles, decisionsDigest, expertHonestyFailures } from './honesty.test-helper.ts';
import { BOT_ALGORITHM_V13, BOT_ALGORITHM_V14, BOT_ALGORITHMS, botAction, botParametersFor } from './index.ts';
import { seedFrom } from './series.ts';
import { TWO_DRAWING, drawingForTwo, expectExpertChangedOnlyInTwoDrawing, lateAgainstRandom, sheddersDigest, sheddersHonestyFailures } from './two-drawing.test-helper.ts';

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard', 'expert'];

describe('boneyard/bot/v14', () => {
  it('v14 decides as when it was published (digest of 912 decisions, of expert against a shedder, and late against a random player)', { timeout: 300_000 }, () => {
    // Random players' games barely reach v14's change (late, after a draw, where the exact values
    // would run): there v14 decides as v13 (v13's digest); against a shedder and late against a
    // random player it does not.
    expect(decisionsDigest(BOT_ALGORITHM_V14, LEVELS)).toBe('7c2dd6a13f6b4821498e036229efb98a51c99d679dc521cc44976787589d0d1d');
    expect(sheddersDigest(BOT_ALGORITHM_V14)).toBe('4bad5b400bdbbd8e66a5d4877e8c5d3731944890ddf8e150b02449194df6d2a8');
    const hash = createHash('sha256');
    const params = botParametersFor(BOT_ALGORITHM_V14);
    for (const [i, table] of TWO_DRAWING.entries()) {
      const rng = new Sfc32(73, i);
      for (const state of lateAgainstRandom(table.rules, 12, 1700 + i)) hash.update(JSON.stringify(botAction(viewFor(state, 0), 'expert', seedFrom(rng), params)));
    }
    expect(hash.digest('hex')).toBe('9d4893ef30fa76f19cddc66bb686e969a72845cd9c93d67b8982912c629f1d12');
  });

  it("v14's easy, normal and hard are v13's", { timeout: 300_000 }, () => {
    const below: BotLevel[] = ['easy', 'normal', 'hard'];
    expect(decisionsDigest(BOT_ALGORITHM_V14, below)).toBe(decisionsDigest(BOT_ALGORITHM_V13, below));
  });

  it("v14's expert differs from v13's only in 2-player games where a stranded seat draws", { timeout: 300_000 }, () => {
    expectExpertChangedOnlyInTwoDrawing(BOT_ALGORITHM_V13, BOT_ALGORITHM_V14, lateAgainstRandom);
  });

  it('v14 is listed after v13, with its own parameters', () => {
    expect(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V14)).toBe(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V13) + 1);
    expect(botParametersFor(BOT_ALGORITHM_V14)).toEqual({ playouts: botParametersFor(BOT_ALGORITHM_V13).playouts, algorithm: BOT_ALGORITHM_V14 });
  });

  it("v14's expert: hidden tiles never change a decision, and every decision is legal", { timeout: 900_000 }, () => {
    // Elsewhere v14 is v13, which v13.test.ts checks.
    expect(expertHonestyFailures(BOT_ALGORITHM_V14, drawingForTwo)).toEqual({ changed: 0, illegal: 0 });
    // And where v14's change runs: late, against a shedder and against a random player.
    expect(sheddersHonestyFailures(BOT_ALGORITHM_V14)).toEqual(TWO_DRAWING.map(() => 0));
    const params = botParametersFor(BOT_ALGORITHM_V14);
    const expert = (state: MatchState, seat: number, seed: Uint8Array) => botAction(viewFor(state, seat), 'expert', seed, params);
    let positions = 0;
    for (const [i, table] of TWO_DRAWING.entries()) {
      const late = lateAgainstRandom(table.rules, 12, 1900 + i);
      positions += late.length;
      expect(decisionsChangedByHiddenTiles(expert, late, 2, 11)).toBe(0);
    }
    expect(positions).toBeGreaterThan(20);
  });
});
