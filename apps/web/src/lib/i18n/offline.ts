// The offline notices' words (online/OfflineNote.svelte, loaded only when the browser is offline),
// in both languages: apart from the alerts' (attention.ts), which the table loads.
import { format, type Lang } from './format.ts';

const en = {
  'offline.home':
    'You are offline. Online rooms need the network; games against bots and hot-seat work without it.',
  'offline.room':
    'You are offline: room {code} needs the network. The page tries again when the network is back.',
};

export type OfflineKey = keyof typeof en;

const ru: Record<OfflineKey, string> = {
  'offline.home':
    'Нет сети. Для игры по сети она нужна; с ботами и за одним устройством можно играть и без неё.',
  'offline.room':
    'Нет сети: комнате {code} нужна сеть. Страница попробует снова, когда сеть вернётся.',
};

export const OFFLINE_TEXT: Record<Lang, Record<OfflineKey, string>> = { en, ru };

export function offlineText(
  lang: Lang,
  key: OfflineKey,
  params: Record<string, string | number> = {},
): string {
  return format(OFFLINE_TEXT[lang][key], params);
}
