// Words only the lazily loaded parts of the table use (the points made during play, the train
// rows), in both languages: kept out of boards.ts, which every page loads (e2e first-load.test.ts
// holds a first table of a line game under its byte budget).
import { format, type Lang } from './format.ts';
import { i18n } from './i18n.svelte.ts';

const en = {
  // The latest score's label once a claim or a lapse settled it (latest-score.ts).
  'score.stolen': '{name} stole {points}',
  'score.lapsed': '{name}: {points} lost',
  // The train board's first row: the double every train grows from.
  'board.start': 'Opening tile',
} as const;

export type BoardExtraKey = keyof typeof en;

const ru: Record<BoardExtraKey, string> = {
  'score.stolen': '{name} перехватывает {points}',
  'score.lapsed': '{name}: {points} сгорели',
  'board.start': 'Начальная кость',
};

export function boardExtraText(
  lang: Lang,
  key: BoardExtraKey,
  params: Record<string, string | number> = {},
): string {
  return format((lang === 'ru' ? ru : en)[key], params);
}

/** In the language shown now. */
export function tx(key: BoardExtraKey, params: Record<string, string | number> = {}): string {
  return boardExtraText(i18n.lang, key, params);
}
