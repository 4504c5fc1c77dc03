// The alerts' and offline notices' words in the language chosen now (re-rendered when it changes).
import { i18n } from './i18n.svelte.ts';
import { attentionText, type AttentionKey } from './attention.ts';

export function tw(key: AttentionKey, params: Record<string, string | number> = {}): string {
  return attentionText(i18n.lang, key, params);
}
