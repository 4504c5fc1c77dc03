// boneyard/bot/v9 (frozen since v10), beside the other versions: v8's decisions stay exactly
// those it was published with (v8.test.ts pins them), v9's are pinned the same way, v9 changes
// only expert in 2-player games where a stranded seat draws (easy, normal and hard decide as
// v8's, and so does expert elsewhere), and v9's expert is honest: re-dealing the tiles its seat
// cannot see never changes its decision (honesty.test.ts runs the default version too).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type BotLevel, type MatchState, type Rules, viewFor, Sfc32 } from '@boneyard/engine';
import { fastApplies, fastConfig } from '../fast/config.ts';
import { everyTable } from '../fast/simulate.ts';
import { decisionPositions, decisionsChangedByHiddenTiles, decisionsDigest, expertHonestyFailures, heaviestPlay } from './honesty.test-helper.ts';
import { BOT_ALGORITHM_V8, BOT_ALGORITHM_V9, BOT_ALGORITHMS, botAction, botParametersFor } from './index.ts';
import { seedFrom } from './series.ts';

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard', 'expert'];
const drawingForTwo = (rules: Rules) => fastApplies(rules) && fastConfig(rules).drawing && rules.players === 2;

/**
 * Seat 0's choices in hands where seat 1 sheds its heaviest tile and seat 0 plays at random: where
 * expert reads a plain shedder and runs the search v9 changed (positions from random play alone
 * mostly reach its tree search, which v9 leaves as it was).
 */
const againstShedder = (rules: Rules, count: number, seed: number): MatchState[] => decisionPositions(rules, count, seed, { seat: 0, others: heaviestPlay });

const TWO_DRAWING = everyTable().filter((table) => drawingForTwo(table.rules));

describe('boneyard/bot/v9', () => {
  it('v9 decides as when it was published (digest of 912 decisions, and of expert against shedders)', { timeout: 300_000 }, () => {
    expect(decisionsDigest(BOT_ALGORITHM_V9, LEVELS)).toBe('8b65f7d8d68be9bedf3f8f1f4bd93bea3d2f4ebb6a404be387282ce5b0625ac2');
    const hash = createHash('sha256');
    const params = botParametersFor(BOT_ALGORITHM_V9);
    for (const [i, table] of TWO_DRAWING.entries()) {
      const rng = new Sfc32(79, i);
      for (const state of againstShedder(table.rules, 12, 600 + i)) hash.update(JSON.stringify(botAction(viewFor(state, 0), 'expert', seedFrom(rng), params)));
    }
    expect(hash.digest('hex')).toBe('e85680407e82d122b5c19d064539331b12080fa13eebe61c50352b9ef0be21b1');
  });

  it("v9's easy, normal and hard are v8's", { timeout: 300_000 }, () => {
    const below: BotLevel[] = ['easy', 'normal', 'hard'];
    expect(decisionsDigest(BOT_ALGORITHM_V9, below)).toBe(decisionsDigest(BOT_ALGORITHM_V8, below));
  });

  it("v9's expert differs from v8's only in 2-player games where a stranded seat draws", { timeout: 300_000 }, () => {
    const v8 = botParametersFor(BOT_ALGORITHM_V8);
    const v9 = botParametersFor(BOT_ALGORITHM_V9);
    let differ = 0;
    let tables = 0;
    for (const [i, table] of everyTable().entries()) {
      if (drawingForTwo(table.rules)) tables++;
      const rng = new Sfc32(43, i);
      for (const state of decisionPositions(table.rules, 6, 900 + i)) {
        const seat = state.hand!.turn;
        const seed = seedFrom(rng);
        const view = viewFor(state, seat);
        const same = JSON.stringify(botAction(view, 'expert', seed, v8)) === JSON.stringify(botAction(view, 'expert', seed, v9));
        if (!drawingForTwo(table.rules)) expect(same).toBe(true);
        else if (!same) differ++;
      }
    }
    expect(tables).toBeGreaterThan(0);
    // Against a plain shedder, in those games, some decisions change (the lookahead is not inert).
    for (const [i, table] of TWO_DRAWING.entries()) {
      const rng = new Sfc32(47, i);
      for (const state of againstShedder(table.rules, 12, 500 + i)) {
        const seed = seedFrom(rng);
        const view = viewFor(state, 0);
        if (JSON.stringify(botAction(view, 'expert', seed, v8)) !== JSON.stringify(botAction(view, 'expert', seed, v9))) differ++;
      }
    }
    expect(differ).toBeGreaterThan(0);
  });

  it('v9 is listed after v8, with its own parameters', () => {
    expect(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V9)).toBe(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V8) + 1);
    expect(botParametersFor(BOT_ALGORITHM_V9)).toEqual({ playouts: botParametersFor(BOT_ALGORITHM_V8).playouts, algorithm: BOT_ALGORITHM_V9 });
  });

  it("v9's expert: hidden tiles never change a decision, and every decision is legal", { timeout: 900_000 }, () => {
    // Elsewhere v9 is v8, which v8.test.ts checks.
    expect(expertHonestyFailures(BOT_ALGORITHM_V9, drawingForTwo)).toEqual({ changed: 0, illegal: 0 });
    // And where the lookahead runs: against a shedder, re-dealing what seat 0 cannot see.
    const params = botParametersFor(BOT_ALGORITHM_V9);
    const expert = (state: MatchState, seat: number, seed: Uint8Array) => botAction(viewFor(state, seat), 'expert', seed, params);
    for (const [i, table] of TWO_DRAWING.entries()) {
      expect(decisionsChangedByHiddenTiles(expert, againstShedder(table.rules, 12, 400 + i), 2, 3)).toBe(0);
    }
  });
});
