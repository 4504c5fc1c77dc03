import { describe, expect, it } from 'vitest';
import {
  countingProblem,
  DEAL_SAMPLES,
  dealProblem,
  MIN_STANDING_SHARE,
  standingDeals,
} from './dealable.ts';
import { PRESETS, presetRules } from './presets.ts';
import type { PresetId, Rules } from './types.ts';

function kozel(redealDoubles: number | null, redealSuit: number | null): Rules {
  const base = presetRules('kozel');
  if (!base.ok) throw new Error(base.message);
  return { ...base.value, specials: { ...base.value.specials, redealDoubles, redealSuit } };
}

const LIMITS = [null, 2, 3, 4, 5, 6, 7] as const;

describe('rule sets that cannot deal', () => {
  it('every preset, with every player count, deals', () => {
    for (const id of Object.keys(PRESETS) as PresetId[])
      for (const players of PRESETS[id].players) {
        const rules = presetRules(id, { players });
        expect(rules.ok, `${id} ${players}`).toBe(true);
        if (rules.ok) expect(dealProblem(rules.value)).toBeNull();
      }
  });

  it('refuses Kozel with redealSuit 2: 4 hands of 7 must hold all 7 tiles of each number', () => {
    expect(dealProblem(kozel(5, 2))).toBe(
      'every deal is a misdeal: 4 hands of 7 tiles hold at least 7 of the 7 tiles showing any one number, ' +
        'and 4 hands with fewer than 2 each hold at most 4',
    );
  });

  it('refuses Kozel with redealDoubles 2: the 7 doubles cannot go one per hand into 4 hands', () => {
    expect(dealProblem(kozel(2, null))).toMatch(
      /^every deal is a misdeal: 4 hands of 7 tiles hold at least 7 of the 7 doubles/,
    );
    expect(dealProblem(kozel(3, null))).toBeNull();
  });

  it('refuses a hand that needs more doubles than it may hold (the per-hand count)', () => {
    // At most 1 of each number: a hand of 7 shows 14 − d numbers over 7, so d = 7 doubles.
    const two = (redealDoubles: number | null) => ({
      ...kozel(redealDoubles, 2),
      players: 2,
      teams: 'none' as const,
      handScoring: 'losers-write-own' as const,
    });
    expect(dealProblem(two(5))).toBe(
      'every deal is a misdeal: a hand of 7 tiles with at most 1 of each number needs at least 7 doubles, and redealDoubles 5 allows 4',
    );
    expect(dealProblem(two(null))).toBe(
      'every deal is a misdeal: a hand of 7 tiles with at most 1 of each number needs at least 7 doubles, 14 for 2 hands, and the set has 7',
    );
  });

  it('refuses a set where a deal could stand but almost never does', () => {
    // Possible in principle, but none of the sample deals gives all four hands at most 2 of each number.
    const problem = dealProblem(kozel(null, 3));
    expect(problem).toMatch(
      /^deals almost never stand: (none|\d+) of 2000 sample deals pass the redeal rule/,
    );
    expect(standingDeals(kozel(null, 3), DEAL_SAMPLES)).toBeLessThan(
      DEAL_SAMPLES * MIN_STANDING_SHARE,
    );
  });

  // About 600 refused sets × 200 deals: well under a second idle; the timeout is for a loaded machine.
  it(
    'the counting arguments never refuse a set a real deal can satisfy',
    { timeout: 60_000 },
    () => {
      // Cross-check: whenever the arithmetic says "every deal is a misdeal", random deals agree.
      let refused = 0;
      for (let players = 2; players <= 4; players++)
        for (let tilesEach = 1; tilesEach * players <= 28; tilesEach++)
          for (const redealDoubles of LIMITS)
            for (const redealSuit of LIMITS) {
              const rules = {
                players,
                tilesEach,
                specials: { ...kozel(null, null).specials, redealDoubles, redealSuit },
              };
              const problem = countingProblem(rules);
              if (problem === null) continue;
              expect(dealProblem(rules)).toBe(problem);
              refused++;
              expect(
                standingDeals(rules, 200, players * 1000 + tilesEach),
                JSON.stringify(rules),
              ).toBe(0);
            }
      expect(refused).toBeGreaterThan(50);
    },
  );

  it('answers the same everywhere: the sample is seeded', () => {
    const rules = kozel(4, 5);
    expect(standingDeals(rules, 500)).toBe(standingDeals(rules, 500));
    expect(dealProblem(rules)).toBe(dealProblem({ ...rules }));
  });
});
