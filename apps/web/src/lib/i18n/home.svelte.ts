// The home page's own words in the language chosen now (re-rendered when it changes).
import { homeText, type HomeKey } from './home.ts';
import { i18n } from './i18n.svelte.ts';

export function th(key: HomeKey, params: Record<string, string | number> = {}): string {
  return homeText(i18n.lang, key, params);
}
