// RulesSchema and parseRules: the field types and ranges, and the engine's own checks
// (validateRules' contradictions, dealProblem) as `bad-rules` texts on the wire.
import {
  BLOCKED_ROUND_RULES,
  BLOCKED_SCORINGS,
  CANNOT_GO_RULES,
  OPENING_RULES,
  PRESETS,
  RECORDING_RULES,
  dealProblem,
  presetRules,
  validateRules,
  type Agreements,
  type PresetId,
  type PresetOptions,
  type Rules,
} from '@boneyard/engine';
import { optionChoices } from '@boneyard/engine/testing';
import { describe, expect, it } from 'vitest';
import { parseRules } from '../src/rules.ts';

function preset(id: PresetId, options: PresetOptions = {}): Rules {
  const made = presetRules(id, options);
  if (!made.ok) throw new Error(made.message);
  return made.value;
}

describe('RulesSchema and the presets', () => {
  // presetRules does not parse its output (the engine has no zod), so this is where every rule
  // set a preset can build meets the schema, the Muggins window's bounds included.
  it('accepts every preset with every allowed option, unchanged', () => {
    let checked = 0;
    for (const info of Object.values(PRESETS))
      for (const players of info.players)
        for (const pairs of [false, true])
          for (const target of info.targets)
            for (const options of optionChoices(info.options)) {
              const rules = presetRules(info.id, { players, pairs, target, ...options });
              if (!rules.ok) continue;
              expect(
                parseRules(rules.value),
                `${info.id} ${players} pairs=${pairs} ${target} ${JSON.stringify(options)}`,
              ).toEqual({ ok: true, value: rules.value });
              checked++;
            }
    expect(checked).toBeGreaterThan(200);
  });
});

describe('parseRules refuses', () => {
  const draw4 = preset('draw', { players: 4 });
  const block2 = preset('block', { players: 2 });
  const kozel = preset('kozel');
  it.each([
    [
      'pairs with three players',
      { ...draw4, players: 3, teams: 'pairs' },
      'teams + players: Playing in pairs needs exactly four players',
    ],
    ['more tiles than the set', { ...draw4, tilesEach: 8 }, 'more than the 28 tiles of the set'],
    [
      'drawing without a boneyard',
      { ...draw4, boneyard: false },
      'drawing + boneyard: Drawing needs a boneyard',
    ],
    ['an unknown board', { ...draw4, board: 'spiral' }, 'board'],
    ['an unknown field', { ...draw4, extra: 1 }, 'extra'],
    [
      'a tile that is not one',
      {
        ...draw4,
        agreements: { opening: { rule: 'named-double', double: '7-7', fallback: 'heaviest-tile' } },
      },
      'agreements.opening.double: expected a tile written a-b with 0 ≤ a ≤ b ≤ 6',
    ],
    [
      'a redeal on a blocked round without a boneyard',
      { ...block2, agreements: { blockedRound: 'redeal' } },
      'agreements.blockedRound + boneyard: A blocked round can only be dealt again when there is a boneyard',
    ],
    [
      'a match that could never end',
      {
        ...preset('kozyol', { players: 2 }),
        specials: {
          ...preset('kozyol', { players: 2 }).specials,
          minimumToOpen: 1000,
          eggs: false,
        },
      },
      'so the match could never end',
    ],
  ])('%s', (_name, input, message) => {
    const parsed = parseRules(input);
    expect(parsed).toMatchObject({ ok: false, error: 'bad-rules' });
    if (!parsed.ok) expect(parsed.message).toContain(message);
  });

  it('every contradiction at once, one text each, in the validator’s order', () => {
    const bad: Rules = {
      ...block2,
      players: 3,
      teams: 'pairs',
      tilesEach: 10,
      agreements: {
        blockedRound: 'redeal',
        cannotGo: 'draw-one-then-pass',
        buyWithMove: true,
        opening: { rule: 'named-double', double: '2-3', fallback: 'heaviest-tile' },
      },
    };
    const parsed = parseRules(bad);
    const texts = validateRules(bad).contradictions.map(
      (c) => `${c.rules[0]} + ${c.rules[1]}: ${c.message}`,
    );
    expect(texts).toHaveLength(6);
    expect(parsed).toEqual({ ok: false, error: 'bad-rules', message: texts.join('; ') });
  });

  it('Kozel whose every deal is a misdeal, under specials', () => {
    const parsed = parseRules({
      ...kozel,
      specials: { ...kozel.specials, redealDoubles: 5, redealSuit: 2 },
    });
    expect(parsed).toEqual({
      ok: false,
      error: 'bad-rules',
      message:
        'specials: every deal is a misdeal: 4 hands of 7 tiles hold at least 7 of the 7 tiles showing any one number, ' +
        'and 4 hands with fewer than 2 each hold at most 4',
    });
  });
});

describe('parseRules agrees with the engine’s checks', () => {
  // One agreement at a time, every value, on each preset table: refused exactly when the engine
  // names a contradiction (or cannot deal), accepted unchanged otherwise.
  const single: Agreements[] = [
    ...OPENING_RULES.map((rule) => ({
      opening: { rule, fallback: 'heaviest-tile' as const, double: '1-1' as const },
    })),
    ...OPENING_RULES.map((rule) => ({ opening: { rule, fallback: 'heaviest-tile' as const } })),
    ...CANNOT_GO_RULES.map((cannotGo) => ({ cannotGo })),
    ...CANNOT_GO_RULES.map((cannotGo) => ({ cannotGo, buyWithMove: true })),
    ...BLOCKED_ROUND_RULES.map((blockedRound) => ({ blockedRound })),
    ...RECORDING_RULES.map((recording) => ({ recording })),
    ...BLOCKED_SCORINGS.map((blockedScoring) => ({ blockedScoring })),
    { semyorka: { extraTurnAt: 7, drawTwoAt: 7 } },
    { semyorka: { extraTurnAt: 7, drawTwoAt: 5 } },
    { twoDoubles: true, doublesAcross: true, doubleClosesArm: true },
    { lastTileDrawable: false, roundTo: 10, deals: 3 },
  ];
  const tables = Object.values(PRESETS).map((info) =>
    preset(info.id, { players: info.players[0]! }),
  );
  it('on every preset table', () => {
    let refused = 0;
    let accepted = 0;
    for (const table of tables)
      for (const agreements of single) {
        const rules: Rules = { ...table, agreements };
        const contradictions = validateRules(rules).contradictions;
        const playable = contradictions.length === 0 && dealProblem(rules) === null;
        const parsed = parseRules(rules);
        expect(parsed, `${table.preset} ${JSON.stringify(agreements)}`).toEqual(
          playable
            ? { ok: true, value: rules }
            : { ok: false, error: 'bad-rules', message: expect.any(String) },
        );
        if (playable) accepted++;
        else refused++;
      }
    expect(refused).toBeGreaterThan(10);
    expect(accepted).toBeGreaterThan(10);
  });
});
