// The rule-set switches of the section "Ceremonies" (agreements/fields.ts has the table).
import type { Field } from './field.ts';

export const CEREMONIES_FIELDS: readonly Field[] = [
  {
    path: 'agreements.ceremonies.general',
    group: 'ceremonies',
    kind: 'bool',
    unset: 'absent',
    label: { en: 'General', ru: 'Генерал' },
    help: {
      en: 'Close on 6:6, or win having laid 0:0 and 6:6 yourself.',
      ru: 'Закончить на 6:6 или выиграть, выложив сам 0:0 и 6:6.',
    },
  },
  {
    path: 'agreements.ceremonies.admiral',
    group: 'ceremonies',
    kind: 'bool',
    unset: 'absent',
    label: { en: 'Admiral', ru: 'Адмирал' },
    help: {
      en: 'The match closes on 0:0 and 6:6 one after the other: the loser is the Admiral.',
      ru: 'Партия кончается на 0:0 и 6:6 подряд: проигравший — адмирал.',
    },
  },
  {
    path: 'agreements.ceremonies.snottyGoat',
    group: 'ceremonies',
    kind: 'bool',
    unset: 'absent',
    label: { en: 'Snotty goat', ru: 'Сопливый козёл' },
    help: {
      en: 'The match closes on the blank (0:0); an Admiral finish outranks it.',
      ru: 'Партия кончается на пусто-пусто (0:0); адмирал старше.',
    },
  },
  {
    path: 'agreements.ceremonies.winnerToZero',
    group: 'ceremonies',
    kind: 'bool',
    unset: 'absent',
    label: { en: 'The winner goes back to zero', ru: 'Победитель обнуляется' },
    help: {
      en: 'After a ceremony finish the winner’s score is wiped.',
      ru: 'После торжественного финиша счёт победителя стирается.',
    },
  },
];
