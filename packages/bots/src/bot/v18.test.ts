// boneyard/bot/v18, what new games play, beside the frozen versions: v17's decisions stay exactly
// those it was published with (v17.test.ts pins them), v18's are pinned the same way, v18 changes
// only expert in 2-player games where a stranded seat draws (easy, normal and hard decide as
// v17's, and so does expert elsewhere), and v18's expert is honest: re-dealing the tiles its seat
// cannot see never changes its decision (honesty.test.ts runs the default version too).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type BotLevel, type MatchState, type Rules, viewFor, Sfc32 } from '@boneyard/engine';
import { everyTable } from '../fast/simulate.ts';
import { decisionPositions, decisionsChangedByHiddenTiles, decisionsDigest, expertHonestyFailures } from './honesty.test-helper.ts';
import { BOT_ALGORITHM, BOT_ALGORITHM_V17, BOT_ALGORITHM_V18, BOT_ALGORITHMS, botAction, botParametersFor, newGameBotAction } from './index.ts';
import { seedFrom } from './series.ts';
import { TWO_DRAWING, afterDrawAgainstRandom, afterDrawAgainstShedder, againstRandom, againstShedder, drawingForTwo, earlyAgainstShedder, expectExpertChangedOnlyInTwoDrawing, lateAgainstRandom, sheddersDigest, sheddersHonestyFailures } from './two-drawing.test-helper.ts';

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard', 'expert'];

/** SHA-256 of expert's choices in 12 positions per 2-player drawing table of `positions` (after a shedder played, then drew; early against a shedder). */
function digestOf(positions: (rules: Rules, count: number, seed: number) => MatchState[], seed: number): string {
  const hash = createHash('sha256');
  const params = botParametersFor(BOT_ALGORITHM_V18);
  for (const [i, table] of TWO_DRAWING.entries()) {
    const rng = new Sfc32(97, i);
    for (const state of positions(table.rules, 12, seed + i)) hash.update(JSON.stringify(botAction(viewFor(state, 0), 'expert', seedFrom(rng), params)));
  }
  return hash.digest('hex');
}

describe('boneyard/bot/v18', () => {
  it('v18 decides as when it was published (digest of 912 decisions, of expert against a shedder late, early, and after it drew)', { timeout: 300_000 }, () => {
    // Every one moves where expert searches against a shedder, whose replies it now plays as the
    // model reads them (v17: 1cecac94…, ef5005eb…, 33b75af9…).
    expect(decisionsDigest(BOT_ALGORITHM_V18, LEVELS)).toBe('f7ad6c5cddb007c24e13f8b737aa5da4b551151604d25b1bcc2cb2272661d9c3');
    expect(sheddersDigest(BOT_ALGORITHM_V18)).toBe('62d09b86bb90b473bd82e056392f8155b7028cc39c651db065ce6c7a6442aba2');
    expect(digestOf(afterDrawAgainstShedder, 2700)).toBe('b3307ee8e5b55c7b3fb2552185126673d62bc45196c27d8350d6128b6da45258');
    expect(digestOf(earlyAgainstShedder, 3100)).toBe('f78f8b1a720fbb9da95622b6576495aed0f66a97e9daa9a63b183409d1f4af36');
  });

  it("v18's easy, normal and hard are v17's", { timeout: 300_000 }, () => {
    const below: BotLevel[] = ['easy', 'normal', 'hard'];
    expect(decisionsDigest(BOT_ALGORITHM_V18, below)).toBe(decisionsDigest(BOT_ALGORITHM_V17, below));
  });

  it("v18's expert differs from v17's only in 2-player games where a stranded seat draws", { timeout: 300_000 }, () => {
    // Where the searches play a shedder on: early in the hand, 20 positions per table.
    expectExpertChangedOnlyInTwoDrawing(BOT_ALGORITHM_V17, BOT_ALGORITHM_V18, (rules, _count, seed) => earlyAgainstShedder(rules, 20, seed));
  });

  it('new games play v18, listed after v17, with its own parameters', () => {
    expect(BOT_ALGORITHM).toBe(BOT_ALGORITHM_V18);
    expect(BOT_ALGORITHMS.at(-1)).toBe(BOT_ALGORITHM_V18);
    expect(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V18)).toBe(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V17) + 1);
    expect(botParametersFor(BOT_ALGORITHM_V18)).toEqual({ playouts: botParametersFor(BOT_ALGORITHM_V17).playouts, algorithm: BOT_ALGORITHM_V18 });
  });

  it("newGameBotAction (the browser table's) decides as botAction's default, at every level", { timeout: 300_000 }, () => {
    let compared = 0;
    for (const [i, table] of everyTable().entries()) {
      const rng = new Sfc32(61, i);
      const positions = drawingForTwo(table.rules)
        ? [...decisionPositions(table.rules, 2, 1300 + i), ...againstShedder(table.rules, 2, 1400 + i), ...lateAgainstRandom(table.rules, 2, 1800 + i), ...againstRandom(table.rules, 2, 2200 + i), ...afterDrawAgainstRandom(table.rules, 2, 2500 + i), ...afterDrawAgainstShedder(table.rules, 2, 2800 + i), ...earlyAgainstShedder(table.rules, 2, 3000 + i)]
        : decisionPositions(table.rules, 2, 1300 + i);
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

  it("v18's expert: hidden tiles never change a decision, and every decision is legal", { timeout: 900_000 }, () => {
    // Elsewhere v18 is v17, which v17.test.ts checks.
    expect(expertHonestyFailures(BOT_ALGORITHM_V18, drawingForTwo)).toEqual({ changed: 0, illegal: 0 });
    expect(sheddersHonestyFailures(BOT_ALGORITHM_V18)).toEqual(TWO_DRAWING.map(() => 0));
    // And where v18's change runs: early against a shedder, and after it has played, then drawn.
    const params = botParametersFor(BOT_ALGORITHM_V18);
    const expert = (state: MatchState, seat: number, seed: Uint8Array) => botAction(viewFor(state, seat), 'expert', seed, params);
    let positions = 0;
    for (const [i, table] of TWO_DRAWING.entries()) {
      const read = [...earlyAgainstShedder(table.rules, 6, 3200 + i), ...afterDrawAgainstShedder(table.rules, 6, 2900 + i)];
      positions += read.length;
      expect(decisionsChangedByHiddenTiles(expert, read, 2, 13)).toBe(0);
    }
    expect(positions).toBeGreaterThan(10);
  });
});
