// Rule sets in links: every preset and an edited set survive the trip, and a link that was
// tampered with or holds a contradictory set is refused with the engine schema's words.
import { PRESET_IDS, presetRules, type Rules } from '@boneyard/engine';
import { describe, expect, test } from 'vitest';
import { decodeLink, decodeRules, encodeRules, linkFor } from '../src/lib/agreements/link.ts';

function preset(id: (typeof PRESET_IDS)[number]): Rules {
  const r = presetRules(id);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

describe('rule-set links', () => {
  test('every preset round-trips exactly, in URL-safe characters', () => {
    for (const id of PRESET_IDS) {
      const encoded = encodeRules(preset(id));
      expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeRules(encoded)).toEqual({ ok: true, value: { rules: preset(id) } });
    }
  });

  test('an edited set with agreements round-trips, and the link names the parameter', () => {
    const base = preset('kozyol-table');
    const edited: Rules = {
      ...base,
      agreements: {
        ...base.agreements,
        roundTo: 10,
        ceremonies: { general: true, winnerToZero: true },
      },
    };
    const url = new URL(linkFor('http://x.test', '/agreements', edited));
    expect(url.pathname).toBe('/agreements');
    // Written as the compact `set` parameter since issue 47 (agreements-share.test.ts).
    expect(decodeLink(url.searchParams)).toEqual({ ok: true, value: { rules: edited } });
  });

  test('garbage, broken JSON and a contradictory set are refused', () => {
    expect(decodeRules('!!!').ok).toBe(false);
    expect(decodeRules(encodeRules(preset('draw')).slice(0, 20)).ok).toBe(false);
    const bad = { ...preset('kozyol-table'), agreements: { blockedRound: 'redeal' as const } };
    const decoded = decodeRules(encodeRules(bad));
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.message).toMatch(/blocked round can only be dealt again/);
    const unknownField = { ...preset('draw'), cheat: true } as unknown as Rules;
    expect(decodeRules(encodeRules(unknownField)).ok).toBe(false);
  });
});
