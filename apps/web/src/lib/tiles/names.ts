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
