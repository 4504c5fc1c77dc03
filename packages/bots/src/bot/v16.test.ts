// boneyard/bot/v16, frozen since v17 (2026-12-05): its decisions stay exactly those it was
// published with, v16 changes
// only expert in 2-player games where a stranded seat draws (easy, normal and hard decide as
// v15's, and so does expert elsewhere), and v16's expert is honest: re-dealing the tiles its seat
// cannot see never changes its decision (honesty.test.ts runs the default version too).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type BotLevel, type MatchState, viewFor, Sfc32 } from '@boneyard/engine';
import { decisionsChangedByHiddenTiles, decisionsDigest, expertHonestyFailures } from './honesty.test-helper.ts';
import { BOT_ALGORITHM_V15, BOT_ALGORITHM_V16, BOT_ALGORITHMS, botAction, botParametersFor } from './index.ts';
import { seedFrom } from './series.ts';
import { TWO_DRAWING, afterDrawAgainstRandom, drawingForTwo, expectExpertChangedOnlyInTwoDrawing, sheddersDigest, sheddersHonestyFailures } from './two-drawing.test-helper.ts';

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard', 'expert'];

describe('boneyard/bot/v16', () => {
  it('v16 decides as when it was published (digest of 912 decisions, of expert against a shedder, and after a random player drew)', { timeout: 300_000 }, () => {
    // The 912 random positions never give the past plays a say that moves the decision: v15's digest.
    expect(decisionsDigest(BOT_ALGORITHM_V16, LEVELS)).toBe('1cecac9412c33ddd067d231843a20c4bbb931225eeab1ff790caa71eb8ebdb81');
    // Against a shedder the past plays are read before the tree too (more of the bot's random draws).
    expect(sheddersDigest(BOT_ALGORITHM_V16)).toBe('7d00eb54bc14b4602feadb09e74cf7ebe6cd5d3414bba9140b2eb48d0b361747');
    const hash = createHash('sha256');
    const params = botParametersFor(BOT_ALGORITHM_V16);
    for (const [i, table] of TWO_DRAWING.entries()) {
      const rng = new Sfc32(83, i);
      for (const state of afterDrawAgainstRandom(table.rules, 12, 2400 + i)) hash.update(JSON.stringify(botAction(viewFor(state, 0), 'expert', seedFrom(rng), params)));
    }
    expect(hash.digest('hex')).toBe('a954379722e608418d043cafb3fe0f3774a81d69e5728b74349865d7bd7bab0c');
  });

  it("v16's easy, normal and hard are v15's", { timeout: 300_000 }, () => {
    const below: BotLevel[] = ['easy', 'normal', 'hard'];
    expect(decisionsDigest(BOT_ALGORITHM_V16, below)).toBe(decisionsDigest(BOT_ALGORITHM_V15, below));
  });

  it("v16's expert differs from v15's only in 2-player games where a stranded seat draws", { timeout: 300_000 }, () => {
    // The past plays move the model only where they outweigh the current ones and the prior: 40
    // positions per table after the other seat drew.
    expectExpertChangedOnlyInTwoDrawing(BOT_ALGORITHM_V15, BOT_ALGORITHM_V16, (rules, _count, seed) => afterDrawAgainstRandom(rules, 40, seed));
  });

  it('v16 is listed after v15, with its own parameters', () => {
    expect(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V16)).toBe(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V15) + 1);
    expect(botParametersFor(BOT_ALGORITHM_V16)).toEqual({ playouts: botParametersFor(BOT_ALGORITHM_V15).playouts, algorithm: BOT_ALGORITHM_V16 });
  });

  it("v16's expert: hidden tiles never change a decision, and every decision is legal", { timeout: 900_000 }, () => {
    // Elsewhere v16 is v15, which v15.test.ts checks.
    expect(expertHonestyFailures(BOT_ALGORITHM_V16, drawingForTwo)).toEqual({ changed: 0, illegal: 0 });
    expect(sheddersHonestyFailures(BOT_ALGORITHM_V16)).toEqual(TWO_DRAWING.map(() => 0));
    // And where v16's change runs: after a player whose plays read as thinking has drawn.
    const params = botParametersFor(BOT_ALGORITHM_V16);
    const expert = (state: MatchState, seat: number, seed: Uint8Array) => botAction(viewFor(state, seat), 'expert', seed, params);
    let positions = 0;
    for (const [i, table] of TWO_DRAWING.entries()) {
      const read = afterDrawAgainstRandom(table.rules, 12, 2600 + i);
      positions += read.length;
      expect(decisionsChangedByHiddenTiles(expert, read, 2, 13)).toBe(0);
    }
    expect(positions).toBeGreaterThan(20);
  });
});
