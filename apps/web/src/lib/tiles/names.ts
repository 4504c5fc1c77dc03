import type { MessageKey } from '../i18n/en.ts';
import { halves } from './pips.ts';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

function numberWord(t: Translate, n: number): string {
  return t(`num.${n}` as MessageKey);
}

/** Accessible name of a tile: "three–five", "double four". */
export function tileName(t: Translate, tile: string): string {
  const [a, b] = halves(tile);
  if (a === b) return t('tile.double', { a: numberWord(t, a) });
  return t('tile.pair', { a: numberWord(t, a), b: numberWord(t, b) });
}

/** A tile as it lies on the line, read left to right: "two–four", "double four". */
export function placedName(t: Translate, placed: { left: number; right: number }): string {
  if (placed.left === placed.right) return t('tile.double', { a: numberWord(t, placed.left) });
  return t('tile.pair', { a: numberWord(t, placed.left), b: numberWord(t, placed.right) });
}

/** The whole line as a person would read it: from the left end to the right end. */
export function lineReading(
  t: Translate,
  tiles: readonly { left: number; right: number }[],
): string {
  return t('table.lineFromLeft', { tiles: tiles.map((p) => placedName(t, p)).join(', ') });
}
