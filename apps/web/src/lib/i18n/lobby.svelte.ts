// The lobby's words in the language chosen now (re-rendered when it changes).
import { i18n } from './i18n.svelte.ts';
import { lobbyText, type LobbyKey } from './lobby.ts';

export function tl(key: LobbyKey, params: Record<string, string | number> = {}): string {
  return lobbyText(i18n.lang, key, params);
}
