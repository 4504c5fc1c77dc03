// boneyard/bot/v15 (frozen since v16), beside the older versions: v14's decisions stay exactly
// those it was published with (v14.test.ts pins them), v15's are pinned the same way, v15 changes
// only expert in 2-player games where a stranded seat draws (easy, normal and hard decide as
// v14's, and so does expert elsewhere), and v15's expert is honest: re-dealing the tiles its seat
// cannot see never changes its decision (honesty.test.ts runs the default version too). Its
// choice model is checked in v15/choice.test.ts.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type BotLevel, type MatchState, viewFor, Sfc32 } from '@boneyard/engine';
import { decisionsChangedByHiddenTiles, decisionsDigest, expertHonestyFailures } from './honesty.test-helper.ts';
import { BOT_ALGORITHM_V14, BOT_ALGORITHM_V15, BOT_ALGORITHMS, botAction, botParametersFor } from './index.ts';
import { seedFrom } from './series.ts';
import { TWO_DRAWING, againstRandom, drawingForTwo, expectExpertChangedOnlyInTwoDrawing, lateAgainstRandom, sheddersDigest, sheddersHonestyFailures } from './two-drawing.test-helper.ts';

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard', 'expert'];

describe('boneyard/bot/v15', () => {
  it('v15 decides as when it was published (digest of 912 decisions, of expert against a shedder, and against a random player)', { timeout: 300_000 }, () => {
    // Against a plain shedder the shedders' model is read, as by v14 (v14's digest); elsewhere the
    // thinkers' model is read by its choices, and v15 decides otherwise.
    expect(decisionsDigest(BOT_ALGORITHM_V15, LEVELS)).toBe('1cecac9412c33ddd067d231843a20c4bbb931225eeab1ff790caa71eb8ebdb81');
    expect(sheddersDigest(BOT_ALGORITHM_V15)).toBe('4bad5b400bdbbd8e66a5d4877e8c5d3731944890ddf8e150b02449194df6d2a8');
    const hash = createHash('sha256');
    const params = botParametersFor(BOT_ALGORITHM_V15);
    for (const [i, table] of TWO_DRAWING.entries()) {
      const rng = new Sfc32(79, i);
      for (const state of againstRandom(table.rules, 12, 2100 + i)) hash.update(JSON.stringify(botAction(viewFor(state, 0), 'expert', seedFrom(rng), params)));
    }
    expect(hash.digest('hex')).toBe('6afc713f625f48b690a72da2b646f55b1aca28b6b186a4fda5744bf43000d17b');
  });

  it("v15's easy, normal and hard are v14's", { timeout: 300_000 }, () => {
    const below: BotLevel[] = ['easy', 'normal', 'hard'];
    expect(decisionsDigest(BOT_ALGORITHM_V15, below)).toBe(decisionsDigest(BOT_ALGORITHM_V14, below));
  });

  it("v15's expert differs from v14's only in 2-player games where a stranded seat draws", { timeout: 300_000 }, () => {
    // The reading moves the deals' weights; the move they pick changes in fewer positions (6 of
    // these 80 when written), so 40 positions per table rather than the helper's 12.
    expectExpertChangedOnlyInTwoDrawing(BOT_ALGORITHM_V14, BOT_ALGORITHM_V15, (rules, _count, seed) => againstRandom(rules, 40, seed));
  });

  it('v15 is listed after v14, with its own parameters', () => {
    expect(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V15)).toBe(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V14) + 1);
    expect(botParametersFor(BOT_ALGORITHM_V15)).toEqual({ playouts: botParametersFor(BOT_ALGORITHM_V14).playouts, algorithm: BOT_ALGORITHM_V15 });
  });

  it("v15's expert: hidden tiles never change a decision, and every decision is legal", { timeout: 900_000 }, () => {
    // Elsewhere v15 is v14, which v14.test.ts checks.
    expect(expertHonestyFailures(BOT_ALGORITHM_V15, drawingForTwo)).toEqual({ changed: 0, illegal: 0 });
    expect(sheddersHonestyFailures(BOT_ALGORITHM_V15)).toEqual(TWO_DRAWING.map(() => 0));
    // And where v15's change runs: against a player whose plays read as thinking, early and late.
    const params = botParametersFor(BOT_ALGORITHM_V15);
    const expert = (state: MatchState, seat: number, seed: Uint8Array) => botAction(viewFor(state, seat), 'expert', seed, params);
    let positions = 0;
    for (const [i, table] of TWO_DRAWING.entries()) {
      const read = [...againstRandom(table.rules, 8, 2300 + i), ...lateAgainstRandom(table.rules, 6, 1900 + i)];
      positions += read.length;
      expect(decisionsChangedByHiddenTiles(expert, read, 2, 13)).toBe(0);
    }
    expect(positions).toBeGreaterThan(20);
  });
});
