// The switch table behind the agreements editor: it covers every field the engine's schema has
// (so a new engine switch without a row fails here), every row writes a value of the right type,
// and every row is worded in both languages.
import { ALL_TILES, isDouble, presetRules, validateRules, type Rules } from '@boneyard/engine';
import { RulesSchema } from '@boneyard/protocol/rules';
import { describe, expect, test } from 'vitest';
import { baseOf, differences, isPresetSet } from '../src/lib/agreements/compare.ts';
import {
  FIELDS,
  GROUP_LABELS,
  GROUPS,
  valueLabel,
  type FieldValue,
} from '../src/lib/agreements/fields.ts';
import {
  effective,
  fieldValue,
  getPath,
  resetField,
  setField,
} from '../src/lib/agreements/rules-path.ts';
import { names, verdictOf } from '../src/lib/agreements/verdict.ts';

interface Introspect {
  def: {
    type: string;
    innerType?: Introspect;
    entries?: Record<string, string>;
    values?: unknown[];
    options?: Introspect[];
  };
  shape?: Record<string, Introspect>;
}

/** The bound of a number schema's check `kind` (zod's `greater_than` or `less_than`). */
function bound(s: Introspect, kind: string): number | undefined {
  const checks = (s.def as { checks?: { _zod: { def: { check: string; value?: number } } }[] })
    .checks;
  return checks?.find((c) => c._zod.def.check === kind)?._zod.def.value;
}

/** The schema of one dotted path (optional and nullable unwrapped). */
function schemaAt(schema: Introspect, path: string): Introspect {
  let s = schema;
  for (const key of ['', ...path.split('.')]) {
    while (
      (s.def.type === 'optional' || s.def.type === 'nullable' || s.def.type === 'pipe') &&
      s.def.innerType
    )
      s = s.def.innerType;
    if (key) s = s.shape![key]!;
  }
  while ((s.def.type === 'optional' || s.def.type === 'nullable') && s.def.innerType)
    s = s.def.innerType;
  return s;
}

/** Every value a choice schema accepts: an enum's, a union of literals', an int range's. */
function accepted(s: Introspect): unknown[] {
  if (s.def.type === 'enum') return Object.values(s.def.entries ?? {});
  if (s.def.type === 'literal') return s.def.values ?? [];
  if (s.def.type === 'union') return (s.def.options ?? []).flatMap(accepted);
  const [minimum, maximum] = [bound(s, 'greater_than'), bound(s, 'less_than')];
  if (s.def.type === 'number' && minimum !== undefined && maximum !== undefined)
    return Array.from({ length: maximum - minimum + 1 }, (_, i) => minimum + i);
  throw new Error(`not a choice schema: ${s.def.type}`);
}

/** Leaf paths of a zod object schema (optional and nullable unwrapped). */
function leaves(schema: Introspect, prefix = ''): string[] {
  let s = schema;
  while ((s.def.type === 'optional' || s.def.type === 'nullable') && s.def.innerType)
    s = s.def.innerType;
  if (s.def.type !== 'object' || !s.shape) return [prefix];
  return Object.entries(s.shape).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

function kozyolTable(players = 3): Rules {
  const r = presetRules('kozyol-table', { players });
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

function sampleValues(field: (typeof FIELDS)[number]): FieldValue[] {
  if (field.kind === 'bool') return [true, false];
  if (field.kind === 'number') return [field.min ?? 0, field.max ?? 1];
  return [...(field.options ?? [])];
}

describe('the field table', () => {
  test('has a row for every field of the rule set (but the preset it starts from)', () => {
    const paths = leaves(RulesSchema as unknown as Introspect).filter((p) => p !== 'preset');
    const rows = FIELDS.map((f) => f.path);
    expect(paths.filter((p) => !rows.includes(p))).toEqual([]);
    expect(rows.filter((p) => !paths.includes(p))).toEqual([]);
    expect(new Set(rows).size).toBe(rows.length);
  });

  test('every choice row offers exactly what the engine accepts there (its own tuples)', () => {
    for (const f of FIELDS.filter((x) => x.kind === 'choice')) {
      expect([...(f.options ?? [])].sort(), f.path).toEqual(
        accepted(schemaAt(RulesSchema as unknown as Introspect, f.path)).sort(),
      );
    }
    const named = FIELDS.find((f) => f.path === 'agreements.opening.double')!;
    expect(named.options).toEqual(ALL_TILES.filter(isDouble));
  });

  test('every row is worded in English and Russian, in a known group', () => {
    for (const f of FIELDS) {
      expect(GROUPS).toContain(f.group);
      for (const text of [f.label, f.help]) {
        expect(text.en.length, f.path).toBeGreaterThan(2);
        expect(text.ru.length, f.path).toBeGreaterThan(2);
        expect(text.ru, f.path).not.toBe(text.en.length > 4 ? text.en : '');
      }
    }
    for (const g of GROUPS) expect(GROUP_LABELS[g].ru).toMatch(/[а-я]/i);
  });

  test('every value of every row writes a rule set of the right types', () => {
    for (const f of FIELDS) {
      for (const value of sampleValues(f)) {
        const next = setField(kozyolTable(), f, value);
        expect(effective(f, fieldValue(next, f)), f.path).toEqual(value);
        const typeIssues = (RulesSchema.safeParse(next).error?.issues ?? []).filter(
          (i) => i.code !== 'custom',
        );
        expect(typeIssues, `${f.path}=${String(value)}`).toEqual([]);
        expect(valueLabel(f, value, 'ru').length).toBeGreaterThan(0);
      }
    }
  });

  test('unsetting removes an agreement (and its object), a special becomes null', () => {
    const rules = kozyolTable();
    const opening = FIELDS.find((f) => f.path === 'agreements.opening.rule')!;
    expect(getPath(setField(rules, opening, null), 'agreements.opening')).toBeUndefined();
    const minimum = FIELDS.find((f) => f.path === 'specials.minimumToOpen')!;
    expect(setField(setField(rules, minimum, 13), minimum, null).specials.minimumToOpen).toBeNull();
    const extra = FIELDS.find((f) => f.path === 'agreements.semyorka.extraTurnAt')!;
    const withSeven = setField(rules, extra, 7);
    expect(withSeven.agreements?.semyorka).toEqual({ extraTurnAt: 7 });
    expect(setField(withSeven, extra, null).agreements).not.toHaveProperty('semyorka');
  });

  test('an opening rule set on a game without one brings its fallback; reset restores the preset', () => {
    const r = presetRules('kozel');
    if (!r.ok) throw new Error();
    const opening = FIELDS.find((f) => f.path === 'agreements.opening.rule')!;
    const next = setField(r.value, opening, 'highest-double');
    expect(next.agreements?.opening).toEqual({ rule: 'highest-double', fallback: 'heaviest-tile' });
    expect(RulesSchema.safeParse(next).success).toBe(true);
    expect(resetField(next, r.value, opening)).toEqual(r.value);
  });
});

describe('the verdict and the game name', () => {
  test('a redealt fish without a boneyard is named under both switches and the set is unusable', () => {
    const blocked = FIELDS.find((f) => f.path === 'agreements.blockedRound')!;
    const boneyard = FIELDS.find((f) => f.path === 'boneyard')!;
    const rules = setField(kozyolTable(4), blocked, 'redeal');
    const v = verdictOf(rules, 'ru');
    expect(v.usable).toBe(false);
    expect(v.contradictions).toHaveLength(validateRules(rules).contradictions.length);
    const c = v.contradictions[0]!;
    expect(names(c, blocked) && names(c, boneyard)).toBe(true);
    expect(c.message).toMatch(/базар/);
    expect(verdictOf(setField(rules, blocked, 'counts'), 'en').usable).toBe(true);
  });

  test('a match that can never end is named under both switches in both languages (issue 44)', () => {
    const minimum = FIELDS.find((f) => f.path === 'specials.minimumToOpen')!;
    const target = FIELDS.find((f) => f.path === 'target.score')!;
    const eggs = FIELDS.find((f) => f.path === 'specials.eggs')!;
    const r = presetRules('kozyol', { players: 2 });
    if (!r.ok) throw new Error(r.message);
    const endless = setField(setField(r.value, minimum, 1000), eggs, false);
    for (const lang of ['en', 'ru'] as const) {
      const v = verdictOf(endless, lang);
      expect(v.usable).toBe(false);
      const c = v.contradictions.find((x) => names(x, minimum))!;
      expect(names(c, minimum) && names(c, target)).toBe(true);
      expect(c.message).toMatch(lang === 'en' ? /1000.*231.*never end/ : /1000.*231.*не кончится/);
    }
    // Eggs pile up past any minimum: the same set with eggs on can end.
    expect(verdictOf(setField(endless, eggs, true), 'en').usable).toBe(true);
  });

  test('a preset with its own options is that preset; one changed switch is custom', () => {
    const r = presetRules('kozyol', { players: 3, target: 50, minimumToOpen: true });
    if (!r.ok) throw new Error();
    expect(isPresetSet(r.value)).toBe(true);
    const roundTo = FIELDS.find((f) => f.path === 'agreements.roundTo')!;
    const custom = setField(r.value, roundTo, 10);
    expect(isPresetSet(custom)).toBe(false);
    expect(differences(custom, baseOf(custom)).map((f) => f.path)).toEqual(['agreements.roundTo']);
  });
});

describe('score-sheet notes the agreements cause', () => {
  test('every note kind of the engine has words in both languages', async () => {
    const { SCORE_NOTE_KINDS } = await import('@boneyard/engine');
    const { en } = await import('../src/lib/i18n/en.ts');
    const { ru } = await import('../src/lib/i18n/ru.ts');
    for (const kind of SCORE_NOTE_KINDS) {
      expect(en, kind).toHaveProperty([`note.${kind}`]);
      expect(ru, kind).toHaveProperty([`note.${kind}`]);
    }
  });
});

describe('the validator in Russian', () => {
  test('every sentence the validator says for one or two switched rows has a Russian version', async () => {
    const { inRussian } = await import('../src/lib/agreements/verdict-ru.ts');
    const { PRESET_IDS } = await import('@boneyard/engine');
    const said = new Set<string>();
    for (const id of PRESET_IDS) {
      const made = presetRules(id);
      if (!made.ok) continue;
      for (const f of FIELDS)
        for (const value of sampleValues(f)) {
          const once = setField(made.value, f, value);
          for (const g of FIELDS.filter((x) => x.group === f.group))
            for (const second of sampleValues(g)) {
              const verdict = validateRules(setField(once, g, second));
              for (const c of verdict.contradictions) said.add(c.message);
              for (const i of verdict.inert) said.add(i.reason);
            }
        }
    }
    expect(said.size).toBeGreaterThan(15);
    expect([...said].filter((english) => inRussian(english) === english)).toEqual([]);
  });
});
