// What the table does on its own as the game moves on, beside what it shows (Table.svelte):
// keeping a finished match in My matches, and the screen-reader announcements. Each is called
// once while the table component starts, so its effects live and end with the table.
import { i18n, t } from '../i18n/i18n.svelte.ts';
import type { TableSource } from '../game/source.ts';
import { Announcements, opensOnFreshHand } from './announcements.svelte.ts';
import { logText } from './log-text.ts';
import { resultSpeech } from './speech.ts';

/** A finished match this device played goes to My matches (IndexedDB code loads only then). */
export function keepFinishedMatch(game: () => TableSource, spectator: () => boolean): void {
  let kept = false;
  $effect(() => {
    const source = game();
    if (source.view?.phase !== 'match-over' || spectator()) return void (kept = false);
    if (kept) return;
    kept = true;
    const online = source.connection !== 'local';
    const room = (source as { room?: unknown }).room;
    void source
      .record()
      .then(
        (r) => r && import('../replay/my-matches.ts').then((m) => m.keepFinished(r, online, room)),
      );
  });
}

/**
 * Screen-reader announcements: each new log line once; "your turn" and the result assertive.
 * A hand no further than its first round when the table opens (a new match) is announced from
 * its deal on; a hand well under way (a reload, a spectator) from now on.
 */
export function tableAnnouncements(
  game: () => TableSource,
  names: () => readonly string[],
  me: () => number | null,
): Announcements {
  const opening = game();
  const announcements = new Announcements(opening.log, opensOnFreshHand(opening.log, opening.view));
  $effect(() => {
    const lang = i18n.lang;
    announcements.take(game().log, (entry) => logText(t, entry, names(), lang, me()), lang);
  });
  $effect(() => {
    const view = game().view;
    const hand = view?.hand;
    const result = hand?.result;
    if (!view || !hand || !result || view.phase === 'playing') return;
    const key = `${view.history.length}:${hand.number}:${result.totals.join(',')}`;
    announcements.result(key, resultSpeech(t, view, hand.number, result, names()));
  });
  return announcements;
}
