// Every switch of a rule set as one row: where it lives in `Rules`, what kind of control it is,
// its choices, and its words in English and Russian. The editor, the rule card and the rules page
// are all drawn from this table, so a new engine switch is one more row in its section's file
// (fields/, one file per section of the editor, in its order). Those files import the engine's
// small vocabulary module, not its index: this table is on pages' first load (the rule card) and
// must not bring the schema and validator (zod) with it.
import { OPTION_LABELS } from './option-labels.ts';
import type { Text } from './text.ts';
import { off, type Field, type GroupId } from './fields/field.ts';
import { BOARD_FIELDS } from './fields/board.ts';
import { CANNOT_GO_FIELDS } from './fields/cannot-go.ts';
import { CEREMONIES_FIELDS } from './fields/ceremonies.ts';
import { DEAL_FIELDS } from './fields/deal.ts';
import { OPENING_FIELDS } from './fields/opening.ts';
import { OTHER_FIELDS } from './fields/other.ts';
import { ROUND_END_FIELDS } from './fields/round-end.ts';
import { SCORING_FIELDS } from './fields/scoring.ts';

export type { Text } from './text.ts';
export {
  GROUPS,
  type Field,
  type FieldKind,
  type FieldValue,
  type GroupId,
} from './fields/field.ts';

export const FIELDS: readonly Field[] = [
  ...DEAL_FIELDS,
  ...OPENING_FIELDS,
  ...CANNOT_GO_FIELDS,
  ...ROUND_END_FIELDS,
  ...SCORING_FIELDS,
  ...BOARD_FIELDS,
  ...CEREMONIES_FIELDS,
  ...OTHER_FIELDS,
];

export const GROUP_LABELS: Readonly<Record<GroupId, Text>> = {
  deal: { en: 'The set and the deal', ru: 'Набор и сдача' },
  opening: { en: 'Who opens', ru: 'Кто заходит' },
  cannotGo: { en: 'If you cannot go', ru: 'Если нечем ходить' },
  roundEnd: { en: 'How a round ends', ru: 'Как кончается кон' },
  scoring: { en: 'Scoring', ru: 'Счёт' },
  board: { en: 'The shape of the board', ru: 'Форма поля' },
  ceremonies: { en: 'Ceremonies', ru: 'Церемонии' },
  other: { en: 'Other agreements', ru: 'Прочие договорённости' },
};

export function fieldsOf(group: GroupId): readonly Field[] {
  return FIELDS.filter((f) => f.group === group);
}

export function fieldAt(path: string): Field | undefined {
  return FIELDS.find((f) => f.path === path);
}

/** The words for one value of a field: its option label, a number, on/off, or the unset label. */
export function valueLabel(field: Field, value: unknown, lang: 'en' | 'ru'): string {
  if (value === undefined || value === null) return (field.unsetLabel ?? off)[lang];
  if (typeof value === 'boolean')
    return value ? (lang === 'ru' ? 'да' : 'yes') : lang === 'ru' ? 'нет' : 'no';
  const label =
    OPTION_LABELS[`${field.path}:${String(value)}`] ?? OPTION_LABELS[`*:${String(value)}`];
  return label ? label[lang] : String(value);
}
