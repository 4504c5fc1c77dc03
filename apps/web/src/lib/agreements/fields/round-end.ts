// The rule-set switches of the section "How a round ends" (agreements/fields.ts has the table).
import { BLOCKED_ROUND_RULES, BLOCKED_SCORINGS } from '@boneyard/engine/vocabulary';
import type { Field } from './field.ts';
import { notAgreed } from './field.ts';

export const ROUND_END_FIELDS: readonly Field[] = [
  {
    path: 'agreements.blockedRound',
    group: 'roundEnd',
    kind: 'choice',
    options: BLOCKED_ROUND_RULES,
    unset: 'absent',
    unsetLabel: notAgreed,
    label: { en: 'A blocked round (the fish)', ru: 'Рыба' },
    help: {
      en: 'Counts, or is thrown away and dealt again (needs a boneyard).',
      ru: 'Считается или пересдаётся (нужен базар).',
    },
  },
  {
    path: 'agreements.blockedScoring',
    group: 'roundEnd',
    kind: 'choice',
    options: BLOCKED_SCORINGS,
    unset: 'absent',
    unsetLabel: notAgreed,
    label: { en: 'A blocked round is written', ru: 'Как пишется рыба' },
    help: {
      en: 'Fewest pips collects, the difference, or the whole total to the loser.',
      ru: 'У кого меньше, тот забирает; разница; или всё проигравшему.',
    },
  },
  {
    path: 'specials.eggs',
    group: 'roundEnd',
    kind: 'bool',
    label: { en: 'Eggs on a tied fish', ru: 'Яйца при равной рыбе' },
    help: {
      en: 'A tied fish writes nothing; its total goes to the next round’s loser.',
      ru: 'При равной рыбе ничего не пишут; очки переходят к проигравшему следующего кона.',
    },
  },
  {
    path: 'specials.baldFinish',
    group: 'roundEnd',
    kind: 'bool',
    label: { en: 'Bald finish', ru: 'Лысый выход' },
    help: {
      en: 'Kozel: going out on 0:0 ends the match at once; the finisher’s side wins.',
      ru: 'Козёл: выход на 0:0 сразу заканчивает партию, сторона вышедшего выигрывает.',
    },
  },
];
