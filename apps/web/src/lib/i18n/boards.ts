// Words for the boards with more than two ends, scoring during play and Muggins, in both
// languages. Kept beside the main catalogue (same `{name}` placeholders); plain data, so plain
// modules (the log) can use it too — components use boards.svelte.ts, which follows the
// language choice.
import { format, type Lang } from './format.ts';

const en = {
  'arm.left': 'left',
  'arm.right': 'right',
  'arm.up': 'up',
  'arm.down': 'down',
  'arm.table': 'table train',
  'arm.train': "{name}'s train",
  'arm.yourTrain': 'your train',
  // Where a tile went, for the hand log: "Anna played 6-6 on the up arm".
  'onto.up': 'on the up arm',
  'onto.down': 'on the down arm',
  'onto.table': 'on the table train',
  'onto.train': "on {name}'s train",
  'onto.yourTrain': 'on your train',
  'board.label': 'Board',
  'board.empty': 'The board is empty.',
  'board.playOn': 'Play on {arm}, shows {pips}',
  'board.open': 'open to everybody',
  'board.ends': 'Open ends: {list}. They count {count}.',
  'board.endsOnly': 'Open ends: {list}.',
  'board.count': 'Ends count {count}',
  'board.chooseArm': 'This tile fits several arms — tap one (or arrow keys, Enter); Esc cancels.',
  'board.spinner': 'spinner',
  'board.closed': '{arm}: closed',
  'board.closedList': 'Closed: {list}.',
  'board.openList': 'Open ends: {list}.',
  'score.inPlay': 'Points this hand',
  'score.scored': '{name} +{points}',
  'claim.claim': 'Claim {points}',
  'claim.steal': 'Steal {points}',
  'claim.left': '{seconds} s',
  'claim.waits': '{name} may claim {points}',
  'home.muggins': 'Muggins',
  'home.window': 'Claim window',
  'muggins.lenient': 'lenient: scores count at once',
  'muggins.strict': 'strict: claim your score in time',
  'muggins.stealing': 'stealing: opponents may take it',
} as const;

export type BoardKey = keyof typeof en;

const ru: Record<BoardKey, string> = {
  'arm.left': 'слева',
  'arm.right': 'справа',
  'arm.up': 'сверху',
  'arm.down': 'снизу',
  'arm.table': 'общий поезд',
  'arm.train': 'поезд: {name}',
  'arm.yourTrain': 'ваш поезд',
  // «Маша: 6-6 вверх» (не «на сверху конец»).
  'onto.up': 'вверх',
  'onto.down': 'вниз',
  'onto.table': 'в общий поезд',
  'onto.train': 'в поезд: {name}',
  'onto.yourTrain': 'в ваш поезд',
  'board.label': 'Стол',
  'board.empty': 'На столе пусто.',
  'board.playOn': 'Положить: {arm}, там {pips}',
  'board.open': 'открыт для всех',
  'board.ends': 'Открытые концы: {list}. Сумма {count}.',
  'board.endsOnly': 'Открытые концы: {list}.',
  'board.count': 'Сумма концов {count}',
  'board.chooseArm':
    'Кость подходит к нескольким концам — нажмите конец (или стрелки, Enter); Esc — отмена.',
  'board.spinner': 'крестовина',
  'board.closed': '{arm} — закрыто',
  'board.closedList': 'Закрыто: {list}.',
  'board.openList': 'Открытые концы: {list}.',
  'score.inPlay': 'Очки за кон',
  'score.scored': '{name} +{points}',
  'claim.claim': 'Записать {points}',
  'claim.steal': 'Перехватить {points}',
  'claim.left': '{seconds} с',
  'claim.waits': '{name} может записать {points}',
  'home.muggins': 'Маггинс',
  'home.window': 'Время на запись',
  'muggins.lenient': 'мягко: очки пишутся сами',
  'muggins.strict': 'строго: успей записать свои очки',
  'muggins.stealing': 'с перехватом: соперник может забрать',
};

export function boardText(
  lang: Lang,
  key: BoardKey,
  params: Record<string, string | number> = {},
): string {
  return format((lang === 'ru' ? ru : en)[key], params);
}

/** Where a tile went on an arm other than left and right, as the hand log says it ("on the up arm"). */
export function ontoArmIn(
  lang: Lang,
  arm: string,
  names: readonly string[],
  me: number | null = null,
): string {
  if (arm.startsWith('train-')) {
    const owner = Number(arm.slice(6));
    if (owner === me) return boardText(lang, 'onto.yourTrain');
    return boardText(lang, 'onto.train', { name: names[owner] ?? arm });
  }
  return boardText(lang, `onto.${arm}` as BoardKey);
}

/**
 * An arm's name as the log and records use it ("up", "Anna's train", "table train"); the train
 * of `me`, the player at the bottom of the screen, is "your train" (not "Me's train").
 */
export function armNameIn(
  lang: Lang,
  arm: string,
  names: readonly string[],
  me: number | null = null,
): string {
  if (arm.startsWith('train-')) {
    const owner = Number(arm.slice(6));
    if (owner === me) return boardText(lang, 'arm.yourTrain');
    return boardText(lang, 'arm.train', { name: names[owner] ?? arm });
  }
  return boardText(lang, `arm.${arm}` as BoardKey);
}
