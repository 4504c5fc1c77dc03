// What a screen reader hears at the table. Every new log line is announced exactly once, in
// order, in one polite region; "your turn" and the hand result go to one assertive region.
// Lines are appended (never replaced), so several events arriving in one update are all read,
// and old lines are never read again (the regions only announce additions). A line is said in
// the language shown when it arrives; when the language changes the regions are emptied (a
// removal is not read out), so they never hold lines in the old language beside new ones.
import type { SeatView } from '@boneyard/engine';
import type { LogEntry } from '../game/log.ts';

export interface Announcement {
  readonly id: number;
  readonly text: string;
}

/** Lines kept in each region: a whole round of moves and draws, trimmed so the DOM stays small. */
const KEPT = 60;

/** Log lines that the assertive region says instead (a result is announced whole). */
const ASSERTIVE_KEYS = new Set(['log.yourTurn']);
const RESULT_KEYS = new Set(['log.domino', 'log.fish']);

let serial = 0;

export class Announcements {
  polite = $state.raw<Announcement[]>([]);
  assertive = $state.raw<Announcement[]>([]);
  /** The newest log id already announced (or present when the table opened). */
  #seen: number;
  #resultFor: string | null = null;
  #lang: string | null = null;

  /**
   * `handJustStarted`: the table opens on a hand that has only just been dealt (a new match, the
   * lobby turning into the table). Its deal, lead and first "your turn" are in the log before
   * the regions exist, and were never heard (issue 47): they are announced like later lines.
   */
  constructor(initial: readonly LogEntry[], handJustStarted = false) {
    // Otherwise lines already on screen when the table opens (a reload mid-hand, a spectator
    // arriving) are not read out again: the player hears what happens from now on.
    this.#seen = handJustStarted ? 0 : initial.reduce((max, entry) => Math.max(max, entry.id), 0);
  }

  /**
   * Takes the log lines newer than the last call; `text` renders a line in `lang`, the language
   * shown now (a change of it empties the regions first).
   */
  take(log: readonly LogEntry[], text: (entry: LogEntry) => string, lang: string): void {
    if (this.#lang !== null && this.#lang !== lang) {
      this.polite = [];
      this.assertive = [];
    }
    this.#lang = lang;
    const fresh = log.filter((entry) => entry.id > this.#seen);
    if (fresh.length === 0) return;
    this.#seen = Math.max(...fresh.map((entry) => entry.id));
    const polite: Announcement[] = [];
    const assertive: Announcement[] = [];
    for (const entry of fresh) {
      if (RESULT_KEYS.has(entry.key)) continue; // the whole result is announced by `result`
      const line = { id: ++serial, text: text(entry) };
      (ASSERTIVE_KEYS.has(entry.key) ? assertive : polite).push(line);
    }
    if (polite.length) this.polite = [...this.polite, ...polite].slice(-KEPT);
    if (assertive.length) this.assertive = [...this.assertive, ...assertive].slice(-KEPT);
  }

  /** The hand result, said once per hand (`key` names the hand, e.g. "1/3"). */
  result(key: string, text: string): void {
    if (this.#resultFor === key) return;
    this.#resultFor = key;
    this.assertive = [...this.assertive, { id: ++serial, text }].slice(-KEPT);
  }
}

/**
 * Whether a table opening on `log` and `view` opens on a hand just dealt (a new match, the lobby
 * turning into the table), whose opening lines nobody has heard yet: the log starts at the deal
 * (or the misdeal before it) and no more than one round of plays and passes is down. Draws do
 * not count: a Draw game's first player may draw several tiles before the first round is over.
 */
export function opensOnFreshHand(log: readonly LogEntry[], view: SeatView | null): boolean {
  const first = log[0]?.key;
  if (first !== 'log.dealt' && first !== 'log.misdeal') return false;
  const turns = (view?.hand?.moves ?? []).filter((move) => !('draw' in move)).length;
  return turns <= (view?.rules.players ?? 0);
}
