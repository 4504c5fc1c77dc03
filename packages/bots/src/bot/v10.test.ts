// boneyard/bot/v10 (frozen since v11), beside the other versions: v9's decisions stay exactly
// those it was published with (v9.test.ts pins them), v10's are pinned the same way, v10 changes
// only expert in free-for-all games where nobody draws (easy, normal and hard decide as v9's, and
// so does expert elsewhere), and v10's expert is honest: re-dealing the tiles its seat cannot see
// never changes its decision (honesty.test.ts runs the default version too).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type BotLevel, type MatchState, type Rules, viewFor, Sfc32 } from '@boneyard/engine';
import { fastApplies, fastConfig } from '../fast/config.ts';
import { everyTable } from '../fast/simulate.ts';
import { decisionPositions, decisionsChangedByHiddenTiles, decisionsDigest, expertHonestyFailures, heaviestPlay } from './honesty.test-helper.ts';
import { BOT_ALGORITHM_V9, BOT_ALGORITHM_V10, BOT_ALGORITHMS, botAction, botParametersFor } from './index.ts';
import { seedFrom } from './series.ts';

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard', 'expert'];
const freeWithoutDrawing = (rules: Rules) => fastApplies(rules) && !fastConfig(rules).drawing && rules.teams !== 'pairs';

/**
 * Seat 0's choices in hands where every other seat sheds its heaviest tile and seat 0 plays at
 * random: where expert reads plain shedders and runs the search v10 changed.
 */
const againstShedders = (rules: Rules, count: number, seed: number): MatchState[] => decisionPositions(rules, count, seed, { seat: 0, others: heaviestPlay });

const FREE_WITHOUT_DRAWING = everyTable().filter((table) => freeWithoutDrawing(table.rules));

describe('boneyard/bot/v10', () => {
  it('v10 decides as when it was published (digest of 912 decisions, and of expert against shedders)', { timeout: 300_000 }, () => {
    // From random play expert reads no plain shedders and runs v5's tree, as v9 does: v9's digest.
    expect(decisionsDigest(BOT_ALGORITHM_V10, LEVELS)).toBe('8b65f7d8d68be9bedf3f8f1f4bd93bea3d2f4ebb6a404be387282ce5b0625ac2');
    const hash = createHash('sha256');
    const params = botParametersFor(BOT_ALGORITHM_V10);
    for (const [i, table] of FREE_WITHOUT_DRAWING.entries()) {
      const rng = new Sfc32(83, i);
      for (const state of againstShedders(table.rules, 12, 800 + i)) hash.update(JSON.stringify(botAction(viewFor(state, 0), 'expert', seedFrom(rng), params)));
    }
    expect(hash.digest('hex')).toBe('786349aa77f839fbedef866ef782bf1c115ef9afb26d874fa28172794cde0f92');
  });

  it("v10's easy, normal and hard are v9's", { timeout: 300_000 }, () => {
    const below: BotLevel[] = ['easy', 'normal', 'hard'];
    expect(decisionsDigest(BOT_ALGORITHM_V10, below)).toBe(decisionsDigest(BOT_ALGORITHM_V9, below));
  });

  it("v10's expert differs from v9's only in free-for-all games where nobody draws", { timeout: 300_000 }, () => {
    const v9 = botParametersFor(BOT_ALGORITHM_V9);
    const v10 = botParametersFor(BOT_ALGORITHM_V10);
    let differ = 0;
    for (const [i, table] of everyTable().entries()) {
      const rng = new Sfc32(43, i);
      for (const state of decisionPositions(table.rules, 6, 900 + i)) {
        const seat = state.hand!.turn;
        const seed = seedFrom(rng);
        const view = viewFor(state, seat);
        const same = JSON.stringify(botAction(view, 'expert', seed, v9)) === JSON.stringify(botAction(view, 'expert', seed, v10));
        if (!freeWithoutDrawing(table.rules)) expect(same).toBe(true);
        else if (!same) differ++;
      }
    }
    expect(FREE_WITHOUT_DRAWING.length).toBeGreaterThan(0);
    // Against plain shedders, in those games, some decisions change (the lookahead is not inert).
    for (const [i, table] of FREE_WITHOUT_DRAWING.entries()) {
      const rng = new Sfc32(53, i);
      for (const state of againstShedders(table.rules, 12, 500 + i)) {
        const seed = seedFrom(rng);
        const view = viewFor(state, 0);
        if (JSON.stringify(botAction(view, 'expert', seed, v9)) !== JSON.stringify(botAction(view, 'expert', seed, v10))) differ++;
      }
    }
    expect(differ).toBeGreaterThan(0);
  });

  it('v10 is listed after v9, with its own parameters', () => {
    expect(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V10)).toBe(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V9) + 1);
    expect(botParametersFor(BOT_ALGORITHM_V10)).toEqual({ playouts: botParametersFor(BOT_ALGORITHM_V9).playouts, algorithm: BOT_ALGORITHM_V10 });
  });

  it("v10's expert: hidden tiles never change a decision, and every decision is legal", { timeout: 900_000 }, () => {
    // Elsewhere v10 is v9, which v9.test.ts checks.
    expect(expertHonestyFailures(BOT_ALGORITHM_V10, freeWithoutDrawing)).toEqual({ changed: 0, illegal: 0 });
    // And where the lookahead runs: against shedders, re-dealing what seat 0 cannot see.
    const params = botParametersFor(BOT_ALGORITHM_V10);
    const expert = (state: MatchState, seat: number, seed: Uint8Array) => botAction(viewFor(state, seat), 'expert', seed, params);
    for (const [i, table] of FREE_WITHOUT_DRAWING.entries()) {
      expect(decisionsChangedByHiddenTiles(expert, againstShedders(table.rules, 12, 400 + i), 2, 3)).toBe(0);
    }
  });
});
