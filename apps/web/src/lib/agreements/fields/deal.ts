// The rule-set switches of the section "The set and the deal" (agreements/fields.ts has the table).
import { PLAYER_COUNTS, TEAM_MODES } from '@boneyard/engine/vocabulary';
import type { Field } from './field.ts';
import { off } from './field.ts';

export const DEAL_FIELDS: readonly Field[] = [
  {
    path: 'players',
    group: 'deal',
    kind: 'choice',
    options: PLAYER_COUNTS,
    label: { en: 'Number of players', ru: 'Число игроков' },
    help: { en: 'Two, three or four at the table.', ru: 'Двое, трое или четверо за столом.' },
  },
  {
    path: 'teams',
    group: 'deal',
    kind: 'choice',
    options: TEAM_MODES,
    label: { en: 'Sides', ru: 'Стороны' },
    help: {
      en: 'Four players may play as two pairs, partners opposite.',
      ru: 'Вчетвером можно играть парами, партнёры напротив.',
    },
  },
  {
    path: 'tilesEach',
    group: 'deal',
    kind: 'number',
    min: 1,
    max: 14,
    label: { en: 'Tiles dealt', ru: 'Костей на руки' },
    help: { en: 'How many tiles each player takes.', ru: 'Сколько костей берёт каждый игрок.' },
  },
  {
    path: 'boneyard',
    group: 'deal',
    kind: 'bool',
    label: { en: 'Boneyard', ru: 'Базар' },
    help: {
      en: 'Tiles left over are a pile to draw from; off: they stay out of play.',
      ru: 'Оставшиеся кости — базар, из него берут; выключено: они не участвуют.',
    },
  },
  {
    path: 'specials.redealDoubles',
    group: 'deal',
    kind: 'number',
    min: 2,
    max: 7,
    unset: 'null',
    unsetLabel: off,
    label: {
      en: 'Redeal when a hand holds this many doubles',
      ru: 'Пересдача, если у игрока столько дублей',
    },
    help: {
      en: 'Kozel: five doubles in one hand and the deal is thrown in.',
      ru: 'Козёл: пять дублей на руках — пересдача.',
    },
  },
  {
    path: 'specials.redealSuit',
    group: 'deal',
    kind: 'number',
    min: 2,
    max: 7,
    unset: 'null',
    unsetLabel: off,
    label: {
      en: 'Redeal when a hand holds this many of one number',
      ru: 'Пересдача, если у игрока столько костей одной масти',
    },
    help: {
      en: 'Kozel: six tiles showing one number and the deal is thrown in.',
      ru: 'Козёл: шесть костей одной масти — пересдача.',
    },
  },
];
