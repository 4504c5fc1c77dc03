// What one row of the rule-set table is (agreements/fields.ts), and the words its sections share.
import { ALL_TILES, isDouble } from '@boneyard/engine/vocabulary';
import type { Text } from '../text.ts';

/** The editor's sections, in the order of seed 003's rules page. */
export const GROUPS = [
  'deal',
  'opening',
  'cannotGo',
  'roundEnd',
  'scoring',
  'board',
  'ceremonies',
  'other',
] as const;
export type GroupId = (typeof GROUPS)[number];

export type FieldKind = 'choice' | 'number' | 'bool' | 'tile';
export type FieldValue = string | number | boolean;

export interface Field {
  /** Dotted path in `Rules`, the same names the engine's validator uses. */
  readonly path: string;
  readonly group: GroupId;
  readonly kind: FieldKind;
  /** Choices of a `choice` or `tile` field: the engine's own tuples, never restated here. */
  readonly options?: readonly FieldValue[];
  readonly min?: number;
  readonly max?: number;
  /**
   * The switch may be left unset: 'null' writes null (specials), 'absent' removes the key
   * (seed 003's agreements, whose absence is the preset's own behaviour).
   */
  readonly unset?: 'null' | 'absent';
  /** What an unset switch means, shown as its "off" choice. */
  readonly unsetLabel?: Text;
  /** An unset on/off agreement behaves as this (the last boneyard tile may be taken: true). */
  readonly absentMeans?: boolean;
  /**
   * Setting this switch on a rule set that has no object around it creates the object with these
   * companions (e.g. an opening rule needs a fallback); unsetting it removes that object.
   */
  readonly owner?: {
    readonly path: string;
    readonly companions: Readonly<Record<string, FieldValue>>;
    /** Unsetting this switch removes the whole object (it is the object's reason to exist). */
    readonly unsetRemoves?: boolean;
  };
  readonly label: Text;
  readonly help: Text;
}

/** The doubles of the set, the choices of a named double. */
export const DOUBLES = ALL_TILES.filter(isDouble);
export const notAgreed: Text = {
  en: 'not agreed (the game’s own rule)',
  ru: 'не оговорено (правило игры)',
};
export const off: Text = { en: 'off', ru: 'нет' };
