// boneyard/bot/v7 (frozen since v8), beside the other versions: v6's decisions stay exactly
// those it was published with (v6.test.ts pins them), v7's are pinned the same way, v7 changes
// only expert in pair games (easy, normal and hard decide as v6's, and so does expert in
// free-for-all games), and v7's expert is honest: re-dealing the tiles its seat cannot see never
// changes its decision (honesty.test.ts runs the default version too).
import { describe, expect, it } from 'vitest';
import { type BotLevel, viewFor, Sfc32 } from '@boneyard/engine';
import { everyTable } from '../fast/simulate.ts';
import { decisionPositions, decisionsDigest, expertHonestyFailures } from './honesty.test-helper.ts';
import { BOT_ALGORITHM_V6, BOT_ALGORITHM_V7, BOT_ALGORITHMS, botAction, botParametersFor } from './index.ts';
import { seedFrom } from './series.ts';

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard', 'expert'];

describe('boneyard/bot/v7', () => {
  it('v7 decides as when it was published (digest of 912 decisions)', { timeout: 300_000 }, () => {
    expect(decisionsDigest(BOT_ALGORITHM_V7, LEVELS)).toBe('25d5e737cbdc7aebc3d82d0299588656ae0d9d6b5fbb264640db4b43e3bab1bd');
  });

  it("v7's easy, normal and hard are v6's", { timeout: 300_000 }, () => {
    const below: BotLevel[] = ['easy', 'normal', 'hard'];
    expect(decisionsDigest(BOT_ALGORITHM_V7, below)).toBe(decisionsDigest(BOT_ALGORITHM_V6, below));
  });

  it("v7's expert differs from v6's only in pair games", { timeout: 300_000 }, () => {
    const v6 = botParametersFor(BOT_ALGORITHM_V6);
    const v7 = botParametersFor(BOT_ALGORITHM_V7);
    let differ = 0;
    for (const [i, table] of everyTable().entries()) {
      const rng = new Sfc32(37, i);
      for (const state of decisionPositions(table.rules, 6, 700 + i)) {
        const seat = state.hand!.turn;
        const seed = seedFrom(rng);
        const view = viewFor(state, seat);
        const same = JSON.stringify(botAction(view, 'expert', seed, v6)) === JSON.stringify(botAction(view, 'expert', seed, v7));
        if (table.rules.teams !== 'pairs') expect(same).toBe(true);
        else if (!same) differ++;
      }
    }
    // In pair games some decisions change (the new settings are not inert).
    expect(differ).toBeGreaterThan(0);
  });

  it('v7 is listed after v6, with its own parameters', () => {
    expect(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V7)).toBe(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V6) + 1);
    expect(botParametersFor(BOT_ALGORITHM_V7)).toEqual({ playouts: botParametersFor(BOT_ALGORITHM_V6).playouts, algorithm: BOT_ALGORITHM_V7 });
  });

  it("v7's expert: hidden tiles never change a decision, and every decision is legal", { timeout: 900_000 }, () => {
    // Elsewhere v7 is v6, which v6.test.ts checks.
    expect(expertHonestyFailures(BOT_ALGORITHM_V7, (rules) => rules.teams === 'pairs')).toEqual({ changed: 0, illegal: 0 });
  });
});
