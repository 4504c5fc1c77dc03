// boneyard/bot/v8 (frozen since v9), beside the other versions: v7's decisions stay exactly
// those it was published with (v7.test.ts pins them), v8's are pinned the same way, v8 changes
// only expert in games where a stranded seat draws (easy, normal and hard decide as v7's, and so
// does expert elsewhere), and v8's expert is honest: re-dealing the tiles its seat cannot see
// never changes its decision (honesty.test.ts runs the default version too).
import { describe, expect, it } from 'vitest';
import { type BotLevel, type Rules, viewFor, Sfc32 } from '@boneyard/engine';
import { fastApplies, fastConfig } from '../fast/config.ts';
import { everyTable } from '../fast/simulate.ts';
import { decisionPositions, decisionsDigest, expertHonestyFailures } from './honesty.test-helper.ts';
import { BOT_ALGORITHM_V7, BOT_ALGORITHM_V8, BOT_ALGORITHMS, botAction, botParametersFor } from './index.ts';
import { seedFrom } from './series.ts';

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard', 'expert'];
const drawing = (rules: Rules) => fastApplies(rules) && fastConfig(rules).drawing;

describe('boneyard/bot/v8', () => {
  it('v8 decides as when it was published (digest of 912 decisions)', { timeout: 300_000 }, () => {
    expect(decisionsDigest(BOT_ALGORITHM_V8, LEVELS)).toBe('8b65f7d8d68be9bedf3f8f1f4bd93bea3d2f4ebb6a404be387282ce5b0625ac2');
  });

  it("v8's easy, normal and hard are v7's", { timeout: 300_000 }, () => {
    const below: BotLevel[] = ['easy', 'normal', 'hard'];
    expect(decisionsDigest(BOT_ALGORITHM_V8, below)).toBe(decisionsDigest(BOT_ALGORITHM_V7, below));
  });

  it("v8's expert differs from v7's only in games where a stranded seat draws", { timeout: 300_000 }, () => {
    const v7 = botParametersFor(BOT_ALGORITHM_V7);
    const v8 = botParametersFor(BOT_ALGORITHM_V8);
    let differ = 0;
    let drawingTables = 0;
    for (const [i, table] of everyTable().entries()) {
      if (drawing(table.rules)) drawingTables++;
      const rng = new Sfc32(41, i);
      for (const state of decisionPositions(table.rules, 6, 800 + i)) {
        const seat = state.hand!.turn;
        const seed = seedFrom(rng);
        const view = viewFor(state, seat);
        const same = JSON.stringify(botAction(view, 'expert', seed, v7)) === JSON.stringify(botAction(view, 'expert', seed, v8));
        if (!drawing(table.rules)) expect(same).toBe(true);
        else if (!same) differ++;
      }
    }
    expect(drawingTables).toBeGreaterThan(0);
    // In Draw games some decisions change (the new settings are not inert).
    expect(differ).toBeGreaterThan(0);
  });

  it('v8 is listed after v7, with its own parameters', () => {
    expect(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V8)).toBe(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V7) + 1);
    expect(botParametersFor(BOT_ALGORITHM_V8)).toEqual({ playouts: botParametersFor(BOT_ALGORITHM_V7).playouts, algorithm: BOT_ALGORITHM_V8 });
  });

  it("v8's expert: hidden tiles never change a decision, and every decision is legal", { timeout: 900_000 }, () => {
    // Elsewhere v8 is v7, which v7.test.ts checks.
    expect(expertHonestyFailures(BOT_ALGORITHM_V8, drawing)).toEqual({ changed: 0, illegal: 0 });
  });
});
