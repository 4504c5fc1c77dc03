// boneyard/bot/v11 (frozen since v12), beside the other frozen versions: v10's decisions stay exactly
// those it was published with (v10.test.ts pins them), v11's are pinned the same way, v11 changes
// only expert in 2-player games where a stranded seat draws (easy, normal and hard decide as
// v10's, and so does expert elsewhere), and v11's expert is honest: re-dealing the tiles its seat
// cannot see never changes its decision (honesty.test.ts runs the default version too).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BotLevel, MatchState, Rules } from '../types.ts';
import { viewFor } from '../view.ts';
import { fastApplies, fastConfig } from '../fast/config.ts';
import { Sfc32 } from '../fast/random.ts';
import { everyTable } from '../fast/simulate.ts';
import { decisionPositions, decisionsChangedByHiddenTiles, decisionsDigest, expertHonestyFailures, heaviestPlay } from './honesty.test-helper.ts';
import { BOT_ALGORITHM_V10, BOT_ALGORITHM_V11, BOT_ALGORITHMS, botAction, botParametersFor } from './index.ts';
import { seedFrom } from './series.ts';

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard', 'expert'];
const drawingForTwo = (rules: Rules) => fastApplies(rules) && fastConfig(rules).drawing && rules.players === 2;

/**
 * Seat 0's choices in hands where seat 1 sheds its heaviest tile (where expert reads a plain
 * shedder), late enough that few tiles are left to draw: where v11's exact values fit the budget
 * (earlier ones fall back to v9's lookahead).
 */
const againstShedder = (rules: Rules, count: number, seed: number): MatchState[] =>
  decisionPositions(rules, 200, seed, { seat: 0, others: heaviestPlay })
    .filter((state) => state.hand!.boneyard.length <= 6)
    .slice(0, count);

const TWO_DRAWING = everyTable().filter((table) => drawingForTwo(table.rules));

describe('boneyard/bot/v11', () => {
  it('v11 decides as when it was published (digest of 912 decisions, and of expert against a shedder)', { timeout: 300_000 }, () => {
    // From random play expert reads no plain shedder where v11 differs: v10's (and v9's) digest.
    expect(decisionsDigest(BOT_ALGORITHM_V11, LEVELS)).toBe('8b65f7d8d68be9bedf3f8f1f4bd93bea3d2f4ebb6a404be387282ce5b0625ac2');
    const hash = createHash('sha256');
    const params = botParametersFor(BOT_ALGORITHM_V11);
    for (const [i, table] of TWO_DRAWING.entries()) {
      const rng = new Sfc32(89, i);
      for (const state of againstShedder(table.rules, 12, 1000 + i)) hash.update(JSON.stringify(botAction(viewFor(state, 0), 'expert', seedFrom(rng), params)));
    }
    expect(hash.digest('hex')).toBe('b6697f6b3530c09d439d2176501e17dc85682bfb3d0c628f1595dea882ba68c8');
  });

  it("v11's easy, normal and hard are v10's", { timeout: 300_000 }, () => {
    const below: BotLevel[] = ['easy', 'normal', 'hard'];
    expect(decisionsDigest(BOT_ALGORITHM_V11, below)).toBe(decisionsDigest(BOT_ALGORITHM_V10, below));
  });

  it("v11's expert differs from v10's only in 2-player games where a stranded seat draws", { timeout: 300_000 }, () => {
    const v10 = botParametersFor(BOT_ALGORITHM_V10);
    const v11 = botParametersFor(BOT_ALGORITHM_V11);
    let differ = 0;
    for (const [i, table] of everyTable().entries()) {
      const rng = new Sfc32(47, i);
      for (const state of decisionPositions(table.rules, 6, 900 + i)) {
        const seat = state.hand!.turn;
        const seed = seedFrom(rng);
        const view = viewFor(state, seat);
        const same = JSON.stringify(botAction(view, 'expert', seed, v10)) === JSON.stringify(botAction(view, 'expert', seed, v11));
        if (!drawingForTwo(table.rules)) expect(same).toBe(true);
      }
    }
    expect(TWO_DRAWING.length).toBeGreaterThan(0);
    // Against a plain shedder, in those games, some decisions change (the exact values are not inert).
    for (const [i, table] of TWO_DRAWING.entries()) {
      const rng = new Sfc32(59, i);
      for (const state of againstShedder(table.rules, 12, 1100 + i)) {
        const seed = seedFrom(rng);
        const view = viewFor(state, 0);
        if (JSON.stringify(botAction(view, 'expert', seed, v10)) !== JSON.stringify(botAction(view, 'expert', seed, v11))) differ++;
      }
    }
    expect(differ).toBeGreaterThan(0);
  });

  it('v11 is listed after v10, with its own parameters', () => {
    expect(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V11)).toBe(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V10) + 1);
    expect(botParametersFor(BOT_ALGORITHM_V11)).toEqual({ playouts: botParametersFor(BOT_ALGORITHM_V10).playouts, algorithm: BOT_ALGORITHM_V11 });
  });

  it("v11's expert: hidden tiles never change a decision, and every decision is legal", { timeout: 900_000 }, () => {
    // Elsewhere v11 is v10, which v10.test.ts checks.
    expect(expertHonestyFailures(BOT_ALGORITHM_V11, drawingForTwo)).toEqual({ changed: 0, illegal: 0 });
    // And where the exact values run: against a shedder, re-dealing what seat 0 cannot see.
    const params = botParametersFor(BOT_ALGORITHM_V11);
    const expert = (state: MatchState, seat: number, seed: Uint8Array) => botAction(viewFor(state, seat), 'expert', seed, params);
    for (const [i, table] of TWO_DRAWING.entries()) {
      expect(decisionsChangedByHiddenTiles(expert, againstShedder(table.rules, 12, 1200 + i), 2, 3)).toBe(0);
    }
  });
});
