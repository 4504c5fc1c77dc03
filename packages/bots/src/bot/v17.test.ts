// boneyard/bot/v17, frozen since v18 (2026-12-06): its decisions stay exactly those it was
// published with, v17 changes
// only expert in 2-player games where a stranded seat draws (easy, normal and hard decide as
// v16's, and so does expert elsewhere), and v17's expert is honest: re-dealing the tiles its seat
// cannot see never changes its decision (honesty.test.ts runs the default version too).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type BotLevel, type MatchState, viewFor, Sfc32 } from '@boneyard/engine';
import { decisionsChangedByHiddenTiles, decisionsDigest, expertHonestyFailures } from './honesty.test-helper.ts';
import { BOT_ALGORITHM_V16, BOT_ALGORITHM_V17, BOT_ALGORITHMS, botAction, botParametersFor } from './index.ts';
import { seedFrom } from './series.ts';
import { TWO_DRAWING, afterDrawAgainstShedder, drawingForTwo, expectExpertChangedOnlyInTwoDrawing, sheddersDigest, sheddersHonestyFailures } from './two-drawing.test-helper.ts';

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard', 'expert'];

/** SHA-256 of expert's choices in 12 positions per 2-player drawing table after a shedder played, then drew. */
function afterDrawDigest(): string {
  const hash = createHash('sha256');
  const params = botParametersFor(BOT_ALGORITHM_V17);
  for (const [i, table] of TWO_DRAWING.entries()) {
    const rng = new Sfc32(97, i);
    for (const state of afterDrawAgainstShedder(table.rules, 12, 2700 + i)) hash.update(JSON.stringify(botAction(viewFor(state, 0), 'expert', seedFrom(rng), params)));
  }
  return hash.digest('hex');
}

describe('boneyard/bot/v17', () => {
  it('v17 decides as when it was published (digest of 912 decisions, of expert against a shedder, and after a shedder drew)', { timeout: 300_000 }, () => {
    // The 912 random positions never reach a read of plays before a draw that moves the decision: v16's digest.
    expect(decisionsDigest(BOT_ALGORITHM_V17, LEVELS)).toBe('1cecac9412c33ddd067d231843a20c4bbb931225eeab1ff790caa71eb8ebdb81');
    // Against a shedder (v16: 7d00eb54…) and after a shedder drew (v16: dfd44062…) the plays read back to the deal move it.
    expect(sheddersDigest(BOT_ALGORITHM_V17)).toBe('ef5005ebc5521048ff4f4c72d403307f92fcf70e7a3e257414f62c71e48acf19');
    expect(afterDrawDigest()).toBe('33b75af9cec6246989ed81acf48a518b14c1a1e9acd3d67a14b8685a3a480666');
  });

  it("v17's easy, normal and hard are v16's", { timeout: 300_000 }, () => {
    const below: BotLevel[] = ['easy', 'normal', 'hard'];
    expect(decisionsDigest(BOT_ALGORITHM_V17, below)).toBe(decisionsDigest(BOT_ALGORITHM_V16, below));
  });

  it("v17's expert differs from v16's only in 2-player games where a stranded seat draws", { timeout: 300_000 }, () => {
    // Where the shedder's plays before its draw narrow the hand it holds now: 40 positions per table.
    expectExpertChangedOnlyInTwoDrawing(BOT_ALGORITHM_V16, BOT_ALGORITHM_V17, (rules, _count, seed) => afterDrawAgainstShedder(rules, 40, seed));
  });

  it('v17 is listed after v16, with its own parameters', () => {
    expect(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V17)).toBe(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V16) + 1);
    expect(botParametersFor(BOT_ALGORITHM_V17)).toEqual({ playouts: botParametersFor(BOT_ALGORITHM_V16).playouts, algorithm: BOT_ALGORITHM_V17 });
  });

  it("v17's expert: hidden tiles never change a decision, and every decision is legal", { timeout: 900_000 }, () => {
    // Elsewhere v17 is v16, which v16.test.ts checks.
    expect(expertHonestyFailures(BOT_ALGORITHM_V17, drawingForTwo)).toEqual({ changed: 0, illegal: 0 });
    expect(sheddersHonestyFailures(BOT_ALGORITHM_V17)).toEqual(TWO_DRAWING.map(() => 0));
    // And where v17's change runs: after a shedder has played, then drawn.
    const params = botParametersFor(BOT_ALGORITHM_V17);
    const expert = (state: MatchState, seat: number, seed: Uint8Array) => botAction(viewFor(state, seat), 'expert', seed, params);
    let positions = 0;
    for (const [i, table] of TWO_DRAWING.entries()) {
      const read = afterDrawAgainstShedder(table.rules, 12, 2900 + i);
      positions += read.length;
      expect(decisionsChangedByHiddenTiles(expert, read, 2, 13)).toBe(0);
    }
    expect(positions).toBeGreaterThan(10);
  });
});
