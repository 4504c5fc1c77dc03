// The rule-set switches of the section "The shape of the board" (agreements/fields.ts has the table).
import { BOARD_SHAPES } from '@boneyard/engine/vocabulary';
import type { Field } from './field.ts';
import { off } from './field.ts';

export const BOARD_FIELDS: readonly Field[] = [
  {
    path: 'board',
    group: 'board',
    kind: 'choice',
    options: BOARD_SHAPES,
    label: { en: 'Board', ru: 'Поле' },
    help: {
      en: 'Where the chain may grow: one line, a spinner, the cross, the house or trains.',
      ru: 'Куда растёт цепь: линия, спиннер, крест, дом или поезда.',
    },
  },
  {
    path: 'crossAfter',
    group: 'board',
    kind: 'number',
    min: 1,
    max: 6,
    unset: 'absent',
    unsetLabel: off,
    label: { en: 'Tiles before the cross opens', ru: 'Костей до открытия креста' },
    help: {
      en: 'Cross only: tiles each side of the spinner before up and down open.',
      ru: 'Только крест: сколько костей по бокам от спиннера до открытия верха и низа.',
    },
  },
  {
    path: 'agreements.doublesAcross',
    group: 'board',
    kind: 'bool',
    unset: 'absent',
    absentMeans: true,
    label: { en: 'Doubles lie across', ru: 'Дубли поперёк' },
    help: {
      en: 'Off: a double is laid in line like any tile and never opens arms.',
      ru: 'Выключено: дубль кладётся вдоль, как любая кость, и не открывает веток.',
    },
  },
  {
    path: 'agreements.doubleClosesArm',
    group: 'board',
    kind: 'bool',
    unset: 'absent',
    label: { en: 'A double may close an arm', ru: 'Дубль закрывает ветку' },
    help: {
      en: 'Osyol: a double nobody holds a tile to cover shuts its arm for good.',
      ru: 'Осёл: дубль, который никому нечем покрыть, навсегда закрывает ветку.',
    },
  },
];
