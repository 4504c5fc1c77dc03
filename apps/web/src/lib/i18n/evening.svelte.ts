// The evening's words (issue 48) in the language chosen now (re-rendered when it changes).
import { i18n } from './i18n.svelte.ts';
import { eveningText, type EveningKey } from './evening.ts';

export function te(key: EveningKey, params: Record<string, string | number> = {}): string {
  return eveningText(i18n.lang, key, params);
}
