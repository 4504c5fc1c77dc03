// Issue 44: the validator refuses a rule set whose match can never end (no side can ever score),
// and only those: one table of sets, each with the verdict and the most a hand can write.
import { describe, expect, it } from 'vitest';
import { endlessProblem, mostWrittenInAHand } from './endless.ts';
import { presetRules, type PresetOptions } from './presets.ts';
import type { PresetId, Rules } from './types.ts';
import { validateRules } from './validate.ts';

type Change = (r: Rules) => Rules;

function base(preset: PresetId, options: PresetOptions): Rules {
  const made = presetRules(preset, options);
  if (!made.ok) throw new Error(made.message);
  return made.value;
}

const minimum =
  (m: number | null, eggs?: boolean): Change =>
  (r) => ({
    ...r,
    specials: { ...r.specials, minimumToOpen: m, ...(eggs === undefined ? {} : { eggs }) },
  });
const agreed =
  (more: Rules['agreements']): Change =>
  (r) => ({ ...r, agreements: { ...r.agreements, ...more } });
const both =
  (...changes: Change[]): Change =>
  (r) =>
    changes.reduce((acc, c) => c(acc), r);
const specials =
  (more: Partial<Rules['specials']>): Change =>
  (r) => ({ ...r, specials: { ...r.specials, ...more } });

describe('a match that can never end', () => {
  it.each([
    // preset, players, change, endless, most one hand writes
    ['kozyol', 2, minimum(1000, false), true, 231], // the reproduction: 25+50 counts, eggs off
    ['kozyol', 2, minimum(1000, true), false, 231], // tied fish lay eggs that pile up past any minimum
    ['kozyol', 2, minimum(232, false), true, 231],
    ['kozyol', 2, minimum(231, false), false, 231], // one hand can write exactly the minimum
    ['kozyol', 4, minimum(13, false), false, 231], // Kozyol's own rule of 13
    ['draw', 2, minimum(1000), true, 168], // the Draw: the winner never lays eggs
    ['draw', 2, minimum(1000, true), true, 168], // eggs on, but winner-takes-pips lays none
    ['draw', 2, minimum(169), true, 168],
    ['draw', 2, minimum(168), false, 168],
    ['draw', 2, both(minimum(169), agreed({ roundTo: 10 })), false, 170], // 168 rounds up to 170
    ['draw', 2, both(minimum(1000), agreed({ deals: 5 })), false, 168], // a fixed number of deals ends
    ['draw', 2, both(minimum(1000), agreed({ recording: 'tile-pips' })), false, 168], // points during play
    ['draw', 2, both(minimum(1000), agreed({ recording: 'leader-collects' })), false, 168], // collecting: no minimum
    ['block', 2, minimum(500), true, 168],
    ['block', 2, both(minimum(500), agreed({ recording: 'worst-hand' })), true, 168],
    ['block', 2, both(minimum(500, true), agreed({ recording: 'worst-hand' })), false, 168],
    [
      'block',
      2,
      both(minimum(500, true), agreed({ recording: 'worst-hand', blockedRound: 'redeal' })),
      true,
      168,
    ],
    ['all-fives', 2, minimum(1000), false, 170], // fives score during play
    ['kozel', 4, minimum(1000, false), true, 231],
    ['kozyol', 2, both(minimum(1000, false), specials({ baldFinish: true })), false, 231], // going out on 0-0 ends it
    ['kozyol', 2, both(minimum(1000, false), specials({ blankAndBoar: 900 })), false, 1056], // 0-0 with 6-6 counts 900
  ] as const)(
    '%s for %i (%#): endless %s, a hand writes ≤ %i',
    (preset, players, change, endless, most) => {
      const rules = change(base(preset, { players }));
      expect(mostWrittenInAHand(rules)).toBe(most);
      expect(endlessProblem(rules) !== null).toBe(endless);
      const named = validateRules(rules).contradictions.filter(
        (c) => c.rules.join() === 'specials.minimumToOpen,target.score',
      );
      expect(named.length).toBe(endless ? 1 : 0);
    },
  );

  it('says what holds every side at 0 and how much a hand can write', () => {
    const rules = minimum(1000, false)(base('kozyol', { players: 2 }));
    expect(endlessProblem(rules)).toBe(
      'Nothing under 1000 is written while a side is on 0, and one hand can write at most 231: no side ever scores, so the match could never end.',
    );
  });
});
