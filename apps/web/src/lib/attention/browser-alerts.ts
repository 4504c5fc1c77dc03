// The alerts wired to this browser: WebAudio sounds, navigator.vibrate, the Notification API (or,
// where a page may not construct one, as on Android, the service worker's showNotification).
// Loaded on demand (watch.svelte.ts), with the alerts' words.
import { tw } from '../i18n/attention.svelte.ts';
import { Alerts, type ShownNote } from './alerts.ts';
import { readAlertPrefs } from './prefs.ts';
import { chime, click } from './sounds.ts';

function notify(title: string, body: string): ShownNote | null {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return null;
  const options: NotificationOptions = { body, tag: 'boneyard-turn', icon: '/icon-192.png' };
  try {
    const note = new Notification(title, options);
    note.onclick = () => {
      window.focus();
      note.close();
    };
    return note;
  } catch {
    // "Illegal constructor" on Android: only a service worker may show one there.
    const shown = navigator.serviceWorker?.ready.then((sw) =>
      sw.showNotification(title, options).then(() => sw),
    );
    return {
      close: () =>
        void shown
          ?.then((sw) => sw.getNotifications({ tag: 'boneyard-turn' }))
          .then((notes) => notes.forEach((n) => n.close()))
          .catch(() => undefined),
    };
  }
}

export function browserAlerts(): Alerts & { dispose(): void } {
  const alerts = new Alerts({
    prefs: () => readAlertPrefs(),
    click,
    chime,
    vibrate:
      typeof navigator !== 'undefined' && 'vibrate' in navigator
        ? (pattern) => void navigator.vibrate(pattern)
        : undefined,
    notify,
    text: () => ({ title: tw('alerts.noteTitle'), body: tw('alerts.noteBody') }),
  });
  const onVisibility = () => {
    if (!document.hidden) alerts.seen();
  };
  document.addEventListener('visibilitychange', onVisibility);
  return Object.assign(alerts, {
    dispose: () => document.removeEventListener('visibilitychange', onVisibility),
  });
}
