// Every switch of a rule set as one row: where it lives in `Rules`, what kind of control it is,
// its choices, and its words in English and Russian. The editor, the rule card and the rules page
// are all drawn from this table, so a new engine switch is one more row here.
// The engine's small vocabulary module, not its index: this table is on pages' first load (the
// rule card) and must not bring the schema and validator (zod) with it.
import {
  ALL_TILES,
  BLOCKED_ROUND_RULES,
  BLOCKED_SCORINGS,
  BOARD_SHAPES,
  CANNOT_GO_RULES,
  DEFAULT_MUGGINS_WINDOW_MS,
  DRAW_RULES,
  FIRST_LEAD_RULES,
  HAND_SCORINGS,
  isDouble,
  LATER_LEAD_RULES,
  MUGGINS_MODES,
  OPENING_FALLBACKS,
  OPENING_RULES,
  PLAY_SCORINGS,
  PLAYER_COUNTS,
  RECORDING_RULES,
  ROUND_TO_STEPS,
  TARGET_MEANINGS,
  TEAM_MODES,
} from '@boneyard/engine/vocabulary';
import { OPTION_LABELS } from './option-labels.ts';
import type { Text } from './text.ts';

export type { Text } from './text.ts';

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
const DOUBLES = ALL_TILES.filter(isDouble);
const notAgreed: Text = {
  en: 'not agreed (the game’s own rule)',
  ru: 'не оговорено (правило игры)',
};
const off: Text = { en: 'off', ru: 'нет' };

export const FIELDS: readonly Field[] = [
  // The set and the deal
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
  // Who opens
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
  // If you cannot go
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
  // How a round ends
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
  // Scoring
  {
    path: 'handScoring',
    group: 'scoring',
    kind: 'choice',
    options: HAND_SCORINGS,
    label: { en: 'Round scoring (game rule)', ru: 'Счёт кона (правило игры)' },
    help: {
      en: 'The game’s own way of writing a finished round, used when who records what is not agreed.',
      ru: 'Собственный способ игры записывать кон, если «кто что записывает» не оговорено.',
    },
  },
  {
    path: 'agreements.recording',
    group: 'scoring',
    kind: 'choice',
    options: RECORDING_RULES,
    unset: 'absent',
    unsetLabel: notAgreed,
    label: { en: 'Who records what', ru: 'Кто что записывает' },
    help: {
      en: 'Losers take their own pips, only the worst hand, the winner collects, free ends in fives, or the pips of each tile played.',
      ru: 'Проигравшие пишут свои очки, только худшая рука, победитель забирает, концы кратно пяти или очки каждой выложенной кости.',
    },
  },
  {
    path: 'playScoring',
    group: 'scoring',
    kind: 'choice',
    options: PLAY_SCORINGS,
    label: { en: 'Points during play', ru: 'Очки по ходу игры' },
    help: {
      en: 'Open ends adding up to a multiple of five score as you play.',
      ru: 'Сумма концов, кратная пяти, приносит очки по ходу.',
    },
  },
  {
    path: 'muggins.mode',
    group: 'scoring',
    kind: 'choice',
    options: MUGGINS_MODES,
    unset: 'absent',
    unsetLabel: { en: 'no claiming', ru: 'без заявок' },
    owner: {
      path: 'muggins',
      companions: { 'muggins.windowMs': DEFAULT_MUGGINS_WINDOW_MS },
      unsetRemoves: true,
    },
    label: { en: 'Muggins', ru: 'Маггинс' },
    help: {
      en: 'Whether points scored during play must be claimed in time.',
      ru: 'Нужно ли вовремя заявлять очки, набранные по ходу.',
    },
  },
  {
    path: 'muggins.windowMs',
    group: 'scoring',
    kind: 'number',
    min: 500,
    max: 60000,
    owner: { path: 'muggins', companions: { 'muggins.mode': 'lenient' } },
    label: { en: 'Claim window (ms)', ru: 'Время на заявку (мс)' },
    help: {
      en: 'How long a score may be claimed after the play. 10 000 (10 s) by default: time for a newcomer to add up the ends and press Claim; the next tile closes it sooner anyway.',
      ru: 'Сколько времени после хода можно заявить очки. По умолчанию 10 000 (10 с): новичку хватает времени сложить концы и нажать «Записать»; следующая кость всё равно закрывает окно раньше.',
    },
  },
  {
    path: 'agreements.roundTo',
    group: 'scoring',
    kind: 'choice',
    options: ROUND_TO_STEPS,
    unset: 'absent',
    unsetLabel: { en: 'no rounding', ru: 'не округлять' },
    label: { en: 'Round scores to', ru: 'Округлять очки до' },
    help: {
      en: 'Each round’s written score rounded to the nearest 5 or 10.',
      ru: 'Записанные за кон очки округляются до 5 или 10.',
    },
  },
  {
    path: 'specials.minimumToOpen',
    group: 'scoring',
    kind: 'number',
    min: 0,
    max: 1000,
    unset: 'null',
    unsetLabel: off,
    label: { en: 'Minimum to start recording', ru: 'Минимум для первой записи' },
    help: {
      en: 'Kozel’s 13: while a side is on 0, less than this is not written.',
      ru: 'Козёл, 13 очков: пока у стороны 0, меньшее не записывается.',
    },
  },
  {
    path: 'specials.loneBlank',
    group: 'scoring',
    kind: 'number',
    min: 0,
    max: 1000,
    unset: 'null',
    unsetLabel: off,
    label: { en: 'A hand of only 0:0 counts', ru: 'Один 0:0 на руках стоит' },
    help: { en: 'Kozel: 25 instead of nothing.', ru: 'Козёл: 25 вместо нуля.' },
  },
  {
    path: 'specials.loneBoar',
    group: 'scoring',
    kind: 'number',
    min: 0,
    max: 1000,
    unset: 'null',
    unsetLabel: off,
    label: { en: 'A hand of only 6:6 counts', ru: 'Один 6:6 на руках стоит' },
    help: { en: 'Kozel: 50.', ru: 'Козёл: 50.' },
  },
  {
    path: 'specials.blankAndBoar',
    group: 'scoring',
    kind: 'number',
    min: 0,
    max: 1000,
    unset: 'null',
    unsetLabel: off,
    label: { en: 'A hand of just 0:0 and 6:6 counts', ru: '0:0 и 6:6 на руках стоят' },
    help: { en: 'Kozel: 75.', ru: 'Козёл: 75.' },
  },
  {
    path: 'target.score',
    group: 'scoring',
    kind: 'number',
    min: 1,
    max: 10000,
    label: { en: 'Target score', ru: 'Счёт партии' },
    help: {
      en: 'The score that ends the match (Kozel: 101).',
      ru: 'Счёт, на котором кончается партия (Козёл: 101).',
    },
  },
  {
    path: 'target.reaching',
    group: 'scoring',
    kind: 'choice',
    options: TARGET_MEANINGS,
    label: { en: 'Reaching the target', ru: 'Кто набрал счёт' },
    help: { en: 'Wins, or loses (the goat).', ru: 'Выигрывает или проигрывает (козёл).' },
  },
  {
    path: 'agreements.deals',
    group: 'scoring',
    kind: 'number',
    min: 1,
    max: 1000,
    unset: 'absent',
    unsetLabel: off,
    label: { en: 'A fixed number of deals', ru: 'Фиксированное число сдач' },
    help: {
      en: 'Play this many deals instead of racing to the target.',
      ru: 'Сыграть столько сдач вместо игры до счёта.',
    },
  },
  // The shape of the board
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
  // Ceremonies
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
  // Other agreements
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
