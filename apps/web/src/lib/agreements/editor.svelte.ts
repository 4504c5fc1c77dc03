// The agreements editor's state: the set being built, the preset set it started from, and what
// the engine says about it — recomputed on every change, so problems show as the switch moves.
import { presetRules, type PresetId, type Rules } from '@boneyard/engine';
import { i18n } from '../i18n/i18n.svelte.ts';
import { defaultsOf, differences } from './compare.ts';
import type { Field, FieldValue } from './fields.ts';
import { resetField, setField } from './rules-path.ts';
import { verdictOf } from './verdict.ts';

function presetSet(preset: PresetId, players?: number): Rules {
  const made = presetRules(preset, players === undefined ? {} : { players });
  if (made.ok) return made.value;
  const plain = presetRules(preset);
  if (!plain.ok) throw new Error(plain.message);
  return plain.value;
}

/**
 * What the editor opens on: the plain Draw game for two, the game most people know, so every
 * switch a person turns reads as a change to familiar rules. (It once opened on Kozel with a
 * boneyard, whose many agreements made a first look at the editor read like that variant's card.)
 */
export const EDITOR_START = { preset: 'draw', players: 2 } as const satisfies {
  preset: PresetId;
  players: number;
};

export class RuleEditor {
  base = $state<Rules>(presetSet(EDITOR_START.preset, EDITOR_START.players));
  rules = $state<Rules>(presetSet(EDITOR_START.preset, EDITOR_START.players));

  readonly verdict = $derived(verdictOf(this.rules, i18n.lang));
  readonly changed = $derived(differences(this.rules, this.base));

  /** Throws away the edits and starts again from a preset's own set. */
  startFrom(preset: PresetId, players?: number): void {
    this.base = presetSet(preset, players);
    this.rules = structuredClone($state.snapshot(this.base)) as Rules;
  }

  /** Opens a finished set (a link, a saved set): its base is the preset it came from. */
  load(rules: Rules): void {
    this.base = defaultsOf(rules);
    this.rules = rules;
  }

  set(field: Field, value: FieldValue | null): void {
    this.rules = setField($state.snapshot(this.rules) as Rules, field, value);
  }

  reset(field: Field): void {
    this.rules = resetField(
      $state.snapshot(this.rules) as Rules,
      $state.snapshot(this.base) as Rules,
      field,
    );
  }

  isChanged(field: Field): boolean {
    return this.changed.includes(field);
  }

  /** A plain copy to hand to the server, a link or storage. */
  snapshot(): Rules {
    return $state.snapshot(this.rules) as Rules;
  }
}
