// The rule-set switches of the section "If you cannot go" (agreements/fields.ts has the table).
import { CANNOT_GO_RULES, DRAW_RULES } from '@boneyard/engine/vocabulary';
import type { Field } from './field.ts';
import { notAgreed } from './field.ts';

export const CANNOT_GO_FIELDS: readonly Field[] = [
  {
    path: 'drawing',
    group: 'cannotGo',
    kind: 'choice',
    options: DRAW_RULES,
    label: { en: 'Drawing', ru: 'Базар' },
    help: {
      en: 'Whether a player with no fitting tile draws from the boneyard or passes.',
      ru: 'Берёт ли игрок без подходящей кости из базара или пропускает ход.',
    },
  },
  {
    path: 'agreements.cannotGo',
    group: 'cannotGo',
    kind: 'choice',
    options: CANNOT_GO_RULES,
    unset: 'absent',
    unsetLabel: notAgreed,
    label: { en: 'If you cannot go', ru: 'Если нечем ходить' },
    help: {
      en: 'How much a stuck player draws.',
      ru: 'Сколько берёт игрок, которому нечем ходить.',
    },
  },
  {
    path: 'agreements.lastTileDrawable',
    group: 'cannotGo',
    kind: 'bool',
    unset: 'absent',
    absentMeans: true,
    label: { en: 'The last boneyard tile may be taken', ru: 'Последнюю кость базара можно взять' },
    help: {
      en: 'Off: the last tile stays in the boneyard.',
      ru: 'Выключено: последняя кость остаётся в базаре.',
    },
  },
  {
    path: 'agreements.buyWithMove',
    group: 'cannotGo',
    kind: 'bool',
    unset: 'absent',
    label: { en: 'Buy while holding a legal move', ru: 'Брать из базара, когда есть ход' },
    help: {
      en: 'Only when drawing is up to the player.',
      ru: 'Только если брать — на усмотрение игрока.',
    },
  },
];
