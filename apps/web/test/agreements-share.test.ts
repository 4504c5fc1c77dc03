// Issue 47, the agreements editor: a shared set's link was ~600 characters and lost the set's
// name; the "If that cannot decide" list was empty while no opening was agreed; a boneyard with
// drawing off was accepted without the "no effect" note.
import { PRESET_IDS, presetRules, type Rules } from '@boneyard/engine';
import { describe, expect, test } from 'vitest';
import { FIELDS, valueLabel } from '../src/lib/agreements/fields.ts';
import { decodeLink, decodeRules, encodeRules, linkFor } from '../src/lib/agreements/link.ts';
import { verdictOf, names } from '../src/lib/agreements/verdict.ts';
import { fieldValue } from '../src/lib/agreements/rules-path.ts';

function preset(id: (typeof PRESET_IDS)[number], players?: number): Rules {
  const r = presetRules(id, players ? { players } : {});
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

const ORIGIN = 'https://boneyard.example';

describe('a shared set’s link', () => {
  const base = preset('kozyol-table', 3);
  const edited: Rules = {
    ...base,
    tilesEach: 6,
    agreements: {
      ...base.agreements,
      roundTo: 10,
      cannotGo: 'draw-one-then-pass',
      ceremonies: { general: true, winnerToZero: true },
    },
  };

  test('is short: well under the old whole-set link', () => {
    const link = linkFor(ORIGIN, '/agreements', edited, 'Friday at Anna’s');
    const old = `${ORIGIN}/agreements?rules=${encodeRules(edited)}`;
    expect(old.length).toBeGreaterThan(500);
    expect(link.length).toBeLessThan(old.length / 2);
    expect(link.length).toBeLessThan(300);
  });

  test('brings back the same set and its name', () => {
    const url = new URL(linkFor(ORIGIN, '/agreements', edited, '  Friday at Anna’s '));
    expect(decodeLink(url.searchParams)).toEqual({
      ok: true,
      value: { rules: edited, name: 'Friday at Anna’s' },
    });
  });

  test('every preset at every table size round-trips, a nameless one without a name', () => {
    for (const id of PRESET_IDS)
      for (const players of [2, 3, 4]) {
        const r = presetRules(id, { players });
        if (!r.ok) continue;
        const url = new URL(linkFor(ORIGIN, '/agreements', r.value));
        expect(decodeLink(url.searchParams), `${id} ${players}`).toEqual({
          ok: true,
          value: { rules: r.value },
        });
      }
  });

  test('an agreement the preset has and the set dropped stays dropped', () => {
    const semyorka = preset('semyorka');
    const { semyorka: _dropped, ...rest } = semyorka.agreements ?? {};
    const without: Rules = { ...semyorka, agreements: rest };
    const url = new URL(linkFor(ORIGIN, '/agreements', without));
    const back = decodeLink(url.searchParams);
    expect(back).toEqual({ ok: true, value: { rules: without } });
  });

  test('old whole-set links still open; tampered and contradictory sets are refused', () => {
    const old = new URLSearchParams({ rules: encodeRules(edited) });
    expect(decodeLink(old)).toEqual({ ok: true, value: { rules: edited } });
    expect(decodeRules('!!!').ok).toBe(false);
    expect(decodeLink(new URLSearchParams({ set: '!!!' }))?.ok).toBe(false);
    const bad = { ...base, agreements: { blockedRound: 'redeal' as const } };
    const refused = decodeLink(
      new URL(linkFor(ORIGIN, '/a', { ...bad, boneyard: false })).searchParams,
    );
    expect(refused?.ok).toBe(false);
    const hostile = btoa(
      JSON.stringify({ p: 'draw', d: { __proto__: { polluted: 1 }, cheat: true } }),
    );
    expect(decodeLink(new URLSearchParams({ set: hostile.replace(/=+$/, '') }))?.ok).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(
      decodeLink(new URLSearchParams({ set: btoa('{"p":"chess"}').replace(/=+$/, '') }))?.ok,
    ).toBe(false);
    expect(decodeLink(new URLSearchParams())).toBeNull();
  });
});

describe('the editor’s switches', () => {
  test('"If that cannot decide" reads "not agreed" while no opening is agreed, never empty', () => {
    const field = FIELDS.find((f) => f.path === 'agreements.opening.fallback')!;
    const rules = preset('kozyol');
    expect(fieldValue(rules, field)).toBeNull();
    expect(valueLabel(field, null, 'en')).toBe('not agreed (the game’s own rule)');
    expect(valueLabel(field, null, 'ru')).toBe('не оговорено (правило игры)');
  });

  test('a boneyard with drawing off has no effect, said under the boneyard switch', () => {
    const rules: Rules = { ...preset('block'), boneyard: true };
    const verdict = verdictOf(rules, 'en');
    const boneyard = FIELDS.find((f) => f.path === 'boneyard')!;
    const inert = verdict.inert.filter((p) => names(p, boneyard));
    expect(inert.map((p) => p.message)).toEqual([
      'Nobody draws in this game, so the tiles left over stay out of play, boneyard or not.',
    ]);
    expect(
      verdictOf(rules, 'ru').inert.some((p) =>
        p.message.startsWith('В этой игре из базара не берут'),
      ),
    ).toBe(true);
    expect(verdict.usable).toBe(true);
    expect(verdictOf(preset('draw'), 'en').inert.filter((p) => names(p, boneyard))).toEqual([]);
  });
});
