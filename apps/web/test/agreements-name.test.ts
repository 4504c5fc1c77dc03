// The game's name without the field table: a set identical to one of its preset's own is named
// at once, and every other set gets exactly the answer of the switch-by-switch comparison
// (compare.ts) — "custom" until that comparison, loaded on demand, has answered.
import { PRESET_IDS, PRESETS, presetRules, type PresetOptions, type Rules } from '@boneyard/engine';
import { describe, expect, test, vi } from 'vitest';
import { isPresetSet } from '../src/lib/agreements/compare.ts';
import { gameName, isPresetSetNow } from '../src/lib/agreements/name.svelte.ts';
import { canonicalJson, identicalSets } from '../src/lib/agreements/preset-sets.ts';
import type { MessageKey } from '../src/lib/i18n/en.ts';

const t = (key: MessageKey, params?: Record<string, string | number>) =>
  params ? `${key}(${JSON.stringify(params)})` : key;

/** Every preset set the home page can make: each player count, pairs, target and option. */
function presetSets(): Rules[] {
  const sets: Rules[] = [];
  for (const id of PRESET_IDS) {
    const info = PRESETS[id];
    for (const players of info.players)
      for (const pairs of [false, true])
        for (const target of info.targets)
          for (const extra of [
            {},
            { minimumToOpen: true },
            { baldFinish: true },
            { muggins: 'strict' as const, mugginsWindowMs: 5000 },
          ]) {
            const options: PresetOptions = { players, pairs, target, ...extra };
            const made = presetRules(id, options);
            if (made.ok) sets.push(made.value);
          }
  }
  return sets;
}

/** The same set with its keys written in reverse order, as another JSON writer might. */
function reordered(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, reordered(v)]),
  );
}

describe('naming a game', () => {
  test('every preset set is named as its preset at once, whatever its key order', () => {
    const sets = presetSets();
    expect(sets.length).toBeGreaterThan(100);
    for (const rules of sets) {
      expect(isPresetSet(rules), rules.preset).toBe(true);
      expect(isPresetSetNow(rules), rules.preset).toBe(true);
      expect(isPresetSetNow(reordered(rules) as Rules), rules.preset).toBe(true);
      expect(gameName(rules, t)).toBe(`preset.${rules.preset}`);
    }
  });

  test('a changed set is custom, agreeing with the switch-by-switch comparison', async () => {
    const base = presetSets().find((r) => r.preset === 'kozyol-table' && r.players === 3)!;
    const custom: Rules = { ...base, agreements: { ...base.agreements, roundTo: 10 } };
    expect(isPresetSet(custom)).toBe(false);
    expect(gameName(custom, t)).toBe('agreements.custom({"game":"preset.kozyol-table"})');
    // The comparison, once loaded, keeps it custom.
    await vi.waitFor(() => expect(isPresetSetNow(custom)).toBe(false));
  });

  test('a preset set with an optional agreement written out as its default becomes the preset once compared', async () => {
    const base = presetSets().find((r) => r.preset === 'block' && r.players === 2)!;
    // The last boneyard tile may be taken unless agreed otherwise: writing it out changes nothing.
    const spelledOut: Rules = {
      ...base,
      agreements: { ...base.agreements, lastTileDrawable: true },
    };
    expect(identicalSets(spelledOut, base)).toBe(false);
    expect(isPresetSet(spelledOut)).toBe(true);
    expect(isPresetSetNow(spelledOut)).toBe(false);
    await vi.waitFor(() => expect(isPresetSetNow(spelledOut)).toBe(true), { timeout: 30_000 });
    expect(gameName(spelledOut, t)).toBe('preset.block');
  });

  test('canonical JSON ignores key order only', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,1]},"b":1}',
    );
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
  });
});
