// The game's name as a table says it: the preset's name, or "custom: based on <preset>".
// A set that is exactly one of its preset's own (every game started from the home page) is named
// at once from the preset catalogue. Any other set is compared switch by switch (compare.ts, with
// the whole field table) — loaded only then, so a preset game's first load never carries it.
import type { Rules } from '@boneyard/engine';
import type { MessageKey } from '../i18n/en.ts';
import { baseOf, canonicalJson, identicalSets } from './preset-sets.ts';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * Sets already compared switch by switch (canonical JSON → one of the preset's own?). Rune state,
 * so a name shown before the answer updates; a plain proxied object costs nothing more to load.
 */
const compared = $state<Record<string, boolean>>({});
// Not reactive on purpose: it is written while a name renders, which rune state must not be.
// eslint-disable-next-line svelte/prefer-svelte-reactivity
const comparing = new Set<string>();

/** Loads the switch-by-switch comparison for a set and records its answer (reactively). */
function compareLater(key: string): void {
  if (comparing.has(key)) return;
  comparing.add(key);
  void import('./compare.ts').then(({ isPresetSet }) => {
    compared[key] = isPresetSet(JSON.parse(key) as Rules);
  });
}

/**
 * Whether `rules` is one of its preset's own sets. A set not identical to one is custom until the
 * comparison says otherwise: it nearly always is (an optional agreement written out as its own
 * default is the exception), so its name does not change in front of the player.
 */
export function isPresetSetNow(rules: Rules): boolean {
  if (identicalSets(rules, baseOf(rules))) return true;
  const key = canonicalJson(rules);
  const known = compared[key];
  if (known === undefined) compareLater(key);
  return known ?? false;
}

export function gameName(rules: Rules, t: Translate): string {
  const preset = t(`preset.${rules.preset}`);
  return isPresetSetNow(rules) ? preset : t('agreements.custom', { game: preset });
}
