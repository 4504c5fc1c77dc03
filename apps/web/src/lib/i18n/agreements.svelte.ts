// The agreements editor's words in the language chosen now (re-rendered when it changes).
import { agreementsText, type AgreementsKey } from './agreements.ts';
import { i18n } from './i18n.svelte.ts';

export function ta(key: AgreementsKey, params: Record<string, string | number> = {}): string {
  return agreementsText(i18n.lang, key, params);
}
