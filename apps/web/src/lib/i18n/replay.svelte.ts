// The words of /replay, the coach and My matches in the language chosen now (re-rendered when it changes).
import { i18n } from './i18n.svelte.ts';
import { replayText, type ReplayKey } from './replay.ts';

export function tr(key: ReplayKey, params: Record<string, string | number> = {}): string {
  return replayText(i18n.lang, key, params);
}
