// boneyard/bot/v6 (frozen; v9 is what new games play) beside v5: v5's decisions stay exactly
// those it was published with (v5.test.ts pins them), v6's are pinned the same way, v6 changes
// only expert in pair games (easy, normal and hard decide as v5's, and so does expert in
// free-for-all games), and v6's expert is honest: re-dealing the tiles its seat cannot see never
// changes its decision (honesty.test.ts runs the default version too).
import { describe, expect, it } from 'vitest';
import { type BotLevel, viewFor, Sfc32 } from '@boneyard/engine';
import { everyTable } from '../fast/simulate.ts';
import { decisionPositions, decisionsDigest, expertHonestyFailures } from './honesty.test-helper.ts';
import { BOT_ALGORITHM_V5, BOT_ALGORITHM_V6, BOT_ALGORITHMS, botAction, botParametersFor } from './index.ts';
import { seedFrom } from './series.ts';

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard', 'expert'];

describe('boneyard/bot/v6', () => {
  it('v6 decides as when it was published (digest of 912 decisions)', { timeout: 300_000 }, () => {
    expect(decisionsDigest(BOT_ALGORITHM_V6, LEVELS)).toBe('01263d05d3045c31afb6bf8c75e1d7c767eefbc7bc04be987b9375a1a39b3b8b');
  });

  it("v6's easy, normal and hard are v5's", { timeout: 300_000 }, () => {
    const below: BotLevel[] = ['easy', 'normal', 'hard'];
    expect(decisionsDigest(BOT_ALGORITHM_V6, below)).toBe(decisionsDigest(BOT_ALGORITHM_V5, below));
  });

  it("v6's expert differs from v5's only where a partner has played", { timeout: 300_000 }, () => {
    const v5 = botParametersFor(BOT_ALGORITHM_V5);
    const v6 = botParametersFor(BOT_ALGORITHM_V6);
    let differ = 0;
    for (const [i, table] of everyTable().entries()) {
      const rng = new Sfc32(31, i);
      for (const state of decisionPositions(table.rules, 6, 600 + i)) {
        const seat = state.hand!.turn;
        const seed = seedFrom(rng);
        const view = viewFor(state, seat);
        const same = JSON.stringify(botAction(view, 'expert', seed, v5)) === JSON.stringify(botAction(view, 'expert', seed, v6));
        const partnerPlayed = table.rules.teams === 'pairs' && state.hand!.moves.some((m) => 'play' in m && m.seat === (seat + 2) % 4);
        if (!partnerPlayed) expect(same).toBe(true);
        else if (!same) differ++;
      }
    }
    // Where the partner's plays count, some decisions change (the weights are not inert).
    expect(differ).toBeGreaterThan(0);
  });

  it('v6 is listed after v5, with its own parameters', () => {
    expect(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V6)).toBe(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V5) + 1);
    expect(botParametersFor(BOT_ALGORITHM_V6)).toEqual({ playouts: botParametersFor(BOT_ALGORITHM_V5).playouts, algorithm: BOT_ALGORITHM_V6 });
  });

  it("v6's expert: hidden tiles never change a decision, and every decision is legal", { timeout: 900_000 }, () => {
    // Elsewhere v6 is v5, which v5.test.ts checks.
    expect(expertHonestyFailures(BOT_ALGORITHM_V6, (rules) => rules.teams === 'pairs')).toEqual({ changed: 0, illegal: 0 });
  });
});
