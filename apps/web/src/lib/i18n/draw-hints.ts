// The first-game hints after a draw or a knock, in the words of the table's drawing rule, in
// both languages. "You keep drawing until one fits" is only true where that is the rule: with
// "draw one, then pass" or drawing left to the player (seed 003's agreements) the hint said what
// does not happen (issue 47), and a knock with a boneyard is not "this game has no boneyard".
// Loaded by Hints.svelte only at a table that draws (a first table of Kozel never fetches it).
import type { SeatView } from '@boneyard/engine';
import { format, type Lang } from './format.ts';

const en = {
  drewOne:
    'nothing in your hand fitted either end, so you took a tile from the boneyard. Here you draw just one: play it if it fits, otherwise your turn passes.',
  drewChoice:
    'you took a tile from the boneyard. In this game drawing is up to you: draw again, play a tile that fits, or pass when you choose.',
  knockEmpty:
    'nothing in your hand fitted either end and there is nothing left to draw from the boneyard, so you knocked: the turn passes.',
  knockDrawn: 'the tile you drew did not fit either, so you knocked: the turn passes.',
  knockChoice:
    'you passed: in this game drawing is up to you, so you may pass instead of drawing. The turn goes on.',
} as const;

export type DrawHintKey = keyof typeof en;

const ru: Record<DrawHintKey, string> = {
  drewOne:
    'ни одна ваша кость не подошла, поэтому вы взяли кость из базара. Здесь берут только одну: подойдёт — кладите, нет — ход переходит дальше.',
  drewChoice:
    'вы взяли кость из базара. В этой игре брать или нет — решаете вы: возьмите ещё, положите подходящую кость или пропустите ход.',
  knockEmpty:
    'ни одна ваша кость не подошла, а брать из базара больше нечего, поэтому вы стукнули: ход переходит дальше.',
  knockDrawn: 'взятая кость тоже не подошла, поэтому вы стукнули: ход переходит дальше.',
  knockChoice:
    'вы пропустили ход: в этой игре брать из базара не обязательно, можно и пропустить. Ход переходит дальше.',
};

/**
 * The words for the `drew` or `knock` hint at this table, or null where the main catalogue's
 * own (drawing until a tile fits; a game with no boneyard) are true.
 */
export function drawHintKey(
  hint: 'drew' | 'knock',
  rules: SeatView['rules'],
  boneyardLeft: number | null,
): DrawHintKey | null {
  if (rules.drawing === 'none') return null;
  const cannotGo = rules.agreements?.cannotGo ?? 'draw-until-playable';
  if (hint === 'drew') {
    if (cannotGo === 'draw-one-then-pass') return 'drewOne';
    return cannotGo === 'draw-voluntary' ? 'drewChoice' : null;
  }
  if (cannotGo === 'draw-voluntary') return 'knockChoice';
  // Draw one, then pass: the drawn tile did not fit. Otherwise nothing was left to draw (an empty
  // boneyard, or only the last tile, where it may not be taken).
  if (cannotGo === 'draw-one-then-pass' && boneyardLeft !== 0) return 'knockDrawn';
  return 'knockEmpty';
}

export function drawHintText(
  lang: Lang,
  key: DrawHintKey,
  params: Record<string, string | number> = {},
): string {
  return format((lang === 'ru' ? ru : en)[key], params);
}
