// The rule-set switches of the section "Who opens" (agreements/fields.ts has the table).
import {
  FIRST_LEAD_RULES,
  LATER_LEAD_RULES,
  OPENING_FALLBACKS,
  OPENING_RULES,
} from '@boneyard/engine/vocabulary';
import type { Field } from './field.ts';
import { DOUBLES, notAgreed } from './field.ts';

export const OPENING_FIELDS: readonly Field[] = [
  {
    path: 'agreements.opening.rule',
    group: 'opening',
    kind: 'choice',
    options: OPENING_RULES,
    unset: 'absent',
    unsetLabel: notAgreed,
    owner: {
      path: 'agreements.opening',
      companions: { 'agreements.opening.fallback': 'heaviest-tile' },
      unsetRemoves: true,
    },
    label: { en: 'Who opens', ru: 'Кто заходит' },
    help: {
      en: 'The tile or player that opens every round.',
      ru: 'Какая кость или кто начинает каждый кон.',
    },
  },
  {
    path: 'agreements.opening.double',
    group: 'opening',
    kind: 'tile',
    options: DOUBLES,
    unset: 'absent',
    owner: {
      path: 'agreements.opening',
      companions: {
        'agreements.opening.rule': 'named-double',
        'agreements.opening.fallback': 'heaviest-tile',
      },
    },
    unsetLabel: { en: 'none', ru: 'нет' },
    label: { en: 'The named double', ru: 'Названный дубль' },
    help: {
      en: 'Only for “a named double”: which double opens (Kozel uses 1:1).',
      ru: 'Только для «названного дубля»: какой дубль заходит (в Козле — 1:1).',
    },
  },
  {
    path: 'agreements.opening.fallback',
    group: 'opening',
    kind: 'choice',
    options: OPENING_FALLBACKS,
    unsetLabel: notAgreed,
    owner: {
      path: 'agreements.opening',
      companions: { 'agreements.opening.rule': 'lowest-double' },
    },
    label: { en: 'If that cannot decide', ru: 'Если так не решить' },
    help: {
      en: 'Who opens a deal the rule above cannot decide (e.g. nobody holds a double).',
      ru: 'Кто заходит, если правило выше не решает (например, ни у кого нет дубля).',
    },
  },
  {
    path: 'firstLead',
    group: 'opening',
    kind: 'choice',
    options: FIRST_LEAD_RULES,
    label: { en: 'First round opens with (game rule)', ru: 'Первый кон начинает (правило игры)' },
    help: {
      en: 'The game’s own rule for the first round, used when no opening is agreed.',
      ru: 'Собственное правило игры для первого кона, если заход не оговорён.',
    },
  },
  {
    path: 'laterLead',
    group: 'opening',
    kind: 'choice',
    options: LATER_LEAD_RULES,
    label: {
      en: 'Later rounds open with (game rule)',
      ru: 'Следующие коны начинает (правило игры)',
    },
    help: {
      en: 'The game’s own rule for later rounds, used when no opening is agreed.',
      ru: 'Собственное правило игры для следующих конов, если заход не оговорён.',
    },
  },
];
