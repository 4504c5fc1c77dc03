// The words of "your turn" alerts (sound, vibration, notification), in both languages. Kept out
// of the main catalogue, which every page loads (the first visit's bytes, e2e
// first-load.test.ts): they load with the alerts panel, or with the alerts once one is on. The
// bar button's own name stays in the catalogue; the offline notices' words are in offline.ts
// (the table never loads those).
import { format, type Lang } from './format.ts';

const en = {
  'alerts.title': 'Sound and alerts',
  'alerts.sound': 'Sounds: a click for each tile, a chime on your turn',
  'alerts.vibrate': 'Vibrate on your turn',
  'alerts.notify': 'Notify me on my turn when this tab is hidden',
  'alerts.blocked': 'This browser blocks notifications from this site: allow them in its settings.',
  'alerts.titleHint': 'The tab’s title always says when it is your turn.',
  'alerts.close': 'Close',
  'alerts.noteTitle': 'Your turn',
  'alerts.noteBody': 'The Boneyard table is waiting for your move.',
};

export type AttentionKey = keyof typeof en;

const ru: Record<AttentionKey, string> = {
  'alerts.title': 'Звук и оповещения',
  'alerts.sound': 'Звуки: стук каждой костяшки, сигнал в ваш ход',
  'alerts.vibrate': 'Вибрация в ваш ход',
  'alerts.notify': 'Уведомлять о моём ходе, когда вкладка скрыта',
  'alerts.blocked':
    'Браузер запрещает уведомления этого сайта: разрешите их в настройках браузера.',
  'alerts.titleHint': 'Заголовок вкладки всегда показывает, что ваш ход.',
  'alerts.close': 'Закрыть',
  'alerts.noteTitle': 'Ваш ход',
  'alerts.noteBody': 'Стол Boneyard ждёт вашего хода.',
};

export const ATTENTION_TEXT: Record<Lang, Record<AttentionKey, string>> = { en, ru };

export function attentionText(
  lang: Lang,
  key: AttentionKey,
  params: Record<string, string | number> = {},
): string {
  return format(ATTENTION_TEXT[lang][key], params);
}
