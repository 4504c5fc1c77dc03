// The rule-set switches of the section "Other agreements" (agreements/fields.ts has the table).
import type { Field } from './field.ts';
import { off } from './field.ts';

export const OTHER_FIELDS: readonly Field[] = [
  {
    path: 'agreements.semyorka.extraTurnAt',
    group: 'other',
    kind: 'number',
    min: 0,
    max: 48,
    unset: 'absent',
    unsetLabel: off,
    label: { en: 'Extra turn when the ends add up to', ru: 'Ещё ход, когда сумма концов' },
    help: {
      en: 'Semyorka: that sum after your play gives you another turn.',
      ru: 'Семёрка: такая сумма после хода даёт ещё один ход.',
    },
  },
  {
    path: 'agreements.semyorka.drawTwoAt',
    group: 'other',
    kind: 'number',
    min: 0,
    max: 48,
    unset: 'absent',
    unsetLabel: off,
    label: { en: 'Draw two when the ends add up to', ru: 'Взять две, когда сумма концов' },
    help: {
      en: 'Semyorka: that sum makes the next player draw two.',
      ru: 'Семёрка: такая сумма заставляет следующего взять две кости.',
    },
  },
  {
    path: 'agreements.twoDoubles',
    group: 'other',
    kind: 'bool',
    unset: 'absent',
    label: { en: 'Two doubles in a turn', ru: 'Два дубля за ход' },
    help: {
      en: 'After a double you may lay a second double at once, or Skip.',
      ru: 'После дубля можно сразу положить второй дубль или пропустить.',
    },
  },
];
