// The boards' words in the language chosen now (re-rendered when it changes).
import { armNameIn, boardText, type BoardKey } from './boards.ts';
import { i18n } from './i18n.svelte.ts';

export function tb(key: BoardKey, params: Record<string, string | number> = {}): string {
  return boardText(i18n.lang, key, params);
}

export function armName(arm: string, names: readonly string[], me: number | null = null): string {
  return armNameIn(i18n.lang, arm, names, me);
}
