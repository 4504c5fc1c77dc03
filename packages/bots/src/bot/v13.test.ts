// boneyard/bot/v13 (frozen since v14), beside the other frozen versions: v12's decisions stay exactly
// those it was published with (v12.test.ts pins them), v13's are pinned the same way, v13 changes
// only expert in 2-player games where a stranded seat draws (easy, normal and hard decide as
// v12's, and so does expert elsewhere), and v13's expert is honest: re-dealing the tiles its seat
// cannot see never changes its decision (honesty.test.ts runs the default version too). What a
// compulsory lead tells (the tiles nobody was dealt) is checked in v13/lead.test.ts.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type BotLevel, type MatchState, type Rules, viewFor, Sfc32 } from '@boneyard/engine';
import { decisionPositions, decisionsChangedByHiddenTiles, decisionsDigest, expertHonestyFailures, heaviestPlay } from './honesty.test-helper.ts';
import { BOT_ALGORITHM_V12, BOT_ALGORITHM_V13, BOT_ALGORITHMS, botAction, botParametersFor } from './index.ts';
import { seedFrom } from './series.ts';
import { knowledgeOf } from './knowledge.ts';
import { knowledgeWithLead } from './v13/lead.ts';
import { TWO_DRAWING, drawingForTwo, expectExpertChangedOnlyInTwoDrawing, sheddersDigest, sheddersHonestyFailures } from './two-drawing.test-helper.ts';

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard', 'expert'];

/** Seat 0's choices against a shedder while the lead's reading is in force (the shedder has not drawn). */
function whileLeadRead(rules: Rules, count: number, seed: number): MatchState[] {
  return decisionPositions(rules, 300, seed, { seat: 0, others: heaviestPlay })
    .filter((state) => {
      const view = viewFor(state, 0);
      return knowledgeWithLead(view)!.excluded[1] !== knowledgeOf(view)!.excluded[1];
    })
    .slice(0, count);
}

describe('boneyard/bot/v13', () => {
  it('v13 decides as when it was published (digest of 912 decisions, and of expert against a shedder)', { timeout: 300_000 }, () => {
    expect(decisionsDigest(BOT_ALGORITHM_V13, LEVELS)).toBe('7c2dd6a13f6b4821498e036229efb98a51c99d679dc521cc44976787589d0d1d');
    // Late against a shedder (it has drawn by then) v13 decides as v12: v12's digest.
    expect(sheddersDigest(BOT_ALGORITHM_V13)).toBe('c887ef7bb9adf50a6ed3c3c7f3be7b97455f5ad63fe7031e3f3eba2be44222bc');
    // Where the lead's reading is in force.
    const hash = createHash('sha256');
    const params = botParametersFor(BOT_ALGORITHM_V13);
    for (const [i, table] of TWO_DRAWING.entries()) {
      const rng = new Sfc32(71, i);
      for (const state of whileLeadRead(table.rules, 12, 1600 + i)) hash.update(JSON.stringify(botAction(viewFor(state, 0), 'expert', seedFrom(rng), params)));
    }
    expect(hash.digest('hex')).toBe('4d4662ace0bea8c097f523ab8336fbd0bc663c26940d532671298801390aad0d');
  });

  it("v13's easy, normal and hard are v12's", { timeout: 300_000 }, () => {
    const below: BotLevel[] = ['easy', 'normal', 'hard'];
    expect(decisionsDigest(BOT_ALGORITHM_V13, below)).toBe(decisionsDigest(BOT_ALGORITHM_V12, below));
  });

  it("v13's expert differs from v12's only in 2-player games where a stranded seat draws", { timeout: 300_000 }, () => {
    expectExpertChangedOnlyInTwoDrawing(BOT_ALGORITHM_V12, BOT_ALGORITHM_V13, whileLeadRead);
  });

  it('v13 is listed after v12, with its own parameters', () => {
    expect(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V13)).toBe(BOT_ALGORITHMS.indexOf(BOT_ALGORITHM_V12) + 1);
    expect(botParametersFor(BOT_ALGORITHM_V13)).toEqual({ playouts: botParametersFor(BOT_ALGORITHM_V12).playouts, algorithm: BOT_ALGORITHM_V13 });
  });

  it("v13's expert: hidden tiles never change a decision, and every decision is legal", { timeout: 900_000 }, () => {
    // Elsewhere v13 is v12, which v12.test.ts checks.
    expect(expertHonestyFailures(BOT_ALGORITHM_V13, drawingForTwo)).toEqual({ changed: 0, illegal: 0 });
    // And where v13's changes run: against a shedder, re-dealing what seat 0 cannot see.
    expect(sheddersHonestyFailures(BOT_ALGORITHM_V13)).toEqual(TWO_DRAWING.map(() => 0));
  });

  it('where the lead is read, v13 decides otherwise than v12 somewhere, and hidden tiles never change its decision', { timeout: 900_000 }, () => {
    const v12 = botParametersFor(BOT_ALGORITHM_V12);
    const v13 = botParametersFor(BOT_ALGORITHM_V13);
    const expert = (state: MatchState, seat: number, seed: Uint8Array) => botAction(viewFor(state, seat), 'expert', seed, v13);
    let positions = 0;
    let differ = 0;
    for (const [i, table] of TWO_DRAWING.entries()) {
      const read = whileLeadRead(table.rules, 12, 1500 + i);
      positions += read.length;
      expect(decisionsChangedByHiddenTiles(expert, read, 2, 7)).toBe(0);
      const rng = new Sfc32(67, i);
      for (const state of read) {
        const seed = seedFrom(rng);
        const view = viewFor(state, 0);
        if (JSON.stringify(botAction(view, 'expert', seed, v12)) !== JSON.stringify(botAction(view, 'expert', seed, v13))) differ++;
      }
    }
    expect(positions).toBeGreaterThan(20);
    expect(differ).toBeGreaterThan(0);
  });
});
