// Rule sets saved on this device under a name, in localStorage. Each is re-parsed with the
// engine's schema when read, so a set saved by an older version that no longer holds is dropped.
import type { Rules } from '@boneyard/engine';
import { parseRules } from '@boneyard/protocol/rules';

const KEY = 'boneyard:rule-sets';

export interface SavedSet {
  readonly name: string;
  readonly rules: Rules;
}

function storage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

export function savedSets(): SavedSet[] {
  const text = storage()?.getItem(KEY);
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { name, rules } = entry as { name?: unknown; rules?: unknown };
    const parsed = parseRules(rules);
    return typeof name === 'string' && parsed.ok ? [{ name, rules: parsed.value }] : [];
  });
}

/** Saves (or replaces the set of the same name). */
export function saveSet(name: string, rules: Rules): SavedSet[] {
  const clean = name.trim();
  const sets = [...savedSets().filter((s) => s.name !== clean), { name: clean, rules }];
  storage()?.setItem(KEY, JSON.stringify(sets));
  return sets;
}

export function deleteSet(name: string): SavedSet[] {
  const sets = savedSets().filter((s) => s.name !== name);
  storage()?.setItem(KEY, JSON.stringify(sets));
  return sets;
}
