import { describe, expect, it } from 'vitest';
import { dealProblem } from './dealable.ts';
import { PRESETS, presetRules } from './presets.ts';
import { optionChoices } from './testing.ts';
import type { PresetId } from './types.ts';
import { validateRules } from './validate.ts';

describe('presetRules', () => {
  it.each([
    // preset, players, tiles each, boneyard, drawing, teams, target score, reaching
    ['draw', 2, 7, true, 'until-playable', 'none', 100, 'wins'],
    ['draw', 3, 5, true, 'until-playable', 'none', 100, 'wins'],
    ['draw', 4, 5, true, 'until-playable', 'none', 100, 'wins'],
    ['block', 2, 7, false, 'none', 'none', 100, 'wins'],
    ['block', 3, 6, false, 'none', 'none', 100, 'wins'],
    ['block', 4, 7, false, 'none', 'none', 100, 'wins'],
    ['kozel', 4, 7, false, 'none', 'pairs', 101, 'loses'],
    ['kozyol', 2, 7, true, 'until-playable', 'none', 101, 'loses'],
    ['kozyol', 3, 7, true, 'until-playable', 'none', 101, 'loses'],
    ['kozyol', 4, 7, false, 'none', 'pairs', 101, 'loses'],
  ] as const)(
    '%s with %i players',
    (id, players, tilesEach, boneyard, drawing, teams, score, reaching) => {
      const rules = presetRules(id, { players });
      expect(rules.ok).toBe(true);
      if (!rules.ok) return;
      expect(rules.value).toMatchObject({
        preset: id,
        players,
        tilesEach,
        boneyard,
        drawing,
        teams,
        target: { score, reaching },
      });
    },
  );

  it.each([
    ['kozel', 50, 51],
    ['kozel', 150, 151],
    ['draw', 50, 50],
    ['block', 150, 150],
    ['kozyol', 100, 101],
  ] as const)('%s to %i ends at %i', (id, target, score) => {
    const rules = presetRules(id, { target });
    expect(rules.ok && rules.value.target.score).toBe(score);
  });

  it('offers kozyol free-for-all at four and its two house options', () => {
    const rules = presetRules('kozyol', {
      players: 4,
      pairs: false,
      minimumToOpen: true,
      baldFinish: true,
    });
    expect(rules.ok && rules.value.teams).toBe('none');
    expect(rules.ok && rules.value.specials.minimumToOpen).toBe(13);
    expect(rules.ok && rules.value.specials.baldFinish).toBe(true);
    const plain = presetRules('kozyol', { players: 4 });
    expect(plain.ok && plain.value.specials).toMatchObject({
      minimumToOpen: null,
      baldFinish: false,
      blankAndBoar: 75,
    });
  });

  it.each([
    ['kozel', { players: 3 }],
    ['kozel', { pairs: false }],
    ['draw', { players: 5 }],
    ['draw', { pairs: true }],
    ['kozyol', { players: 3, pairs: true }],
    ['block', { target: 77 }],
    ['draw', { minimumToOpen: true }],
    ['nope' as PresetId, {}],
  ] as const)('refuses %s %j', (id, options) => {
    const rules = presetRules(id, options);
    expect(rules.ok).toBe(false);
    if (!rules.ok) expect(rules.error).toBe('bad-rules');
  });

  // Every rule set a preset can build: each player count, pairs or not, each target, each house
  // option and Muggins mode. (That RulesSchema accepts each of them is protocol's rules.test.ts.)
  it('every preset with every allowed option produces rules without a contradiction', () => {
    let checked = 0;
    for (const info of Object.values(PRESETS))
      for (const players of info.players)
        for (const pairs of [false, true])
          for (const target of info.targets)
            for (const options of optionChoices(info.options)) {
              const rules = presetRules(info.id, { players, pairs, target, ...options });
              const allowed = pairs
                ? info.pairs !== 'never' && players === 4
                : info.pairs !== 'always';
              expect(
                rules.ok,
                `${info.id} ${players} pairs=${pairs} ${JSON.stringify(options)}`,
              ).toBe(allowed);
              if (!rules.ok) continue;
              const named = `${info.id} ${players} pairs=${pairs} ${target} ${JSON.stringify(options)}`;
              expect(validateRules(rules.value).contradictions, named).toEqual([]);
              expect(dealProblem(rules.value), named).toBeNull();
              checked++;
            }
    expect(checked).toBeGreaterThan(200);
  });

  it('refuses a Muggins window outside the schema bounds', () => {
    for (const mugginsWindowMs of [499, 60_001, 1500.5])
      expect(presetRules('all-fives', { muggins: 'strict', mugginsWindowMs }).ok).toBe(false);
  });
});
