// The table's announcer (lib/table/announcements.svelte.ts) fed what a real match produces: the
// engine's events turned into log lines as the local game does, several moves arriving in one
// update. Every new line must be announced exactly once, in order; "Your turn" and the hand
// result go to the assertive region, everything else to the polite one.
import {
  apply,
  createMatch,
  deal,
  legalActions,
  presetRules,
  redactEvent,
  type GameEvent,
  type MatchState,
} from '@boneyard/engine';
import { dealHands } from '@boneyard/fair';
import { describe, expect, test } from 'vitest';
import { en, type MessageKey } from '../src/lib/i18n/en.ts';
import { format } from '../src/lib/i18n/format.ts';
import { LOG_LIMIT, logEntry, type LogEntry } from '../src/lib/game/log.ts';
import { Announcements } from '../src/lib/table/announcements.svelte.ts';
import { logText } from '../src/lib/table/log-text.ts';
import { resultSpeech } from '../src/lib/table/speech.ts';

const t = (key: MessageKey, params: Record<string, string | number> = {}) =>
  format(en[key], params);
const names = ['Anna', 'Boris', 'Vera'];
const ME = 0;
const text = (entry: LogEntry) => logText(t, entry, names, 'en');

/** A 3-player Draw hand (draws, knocks and turns), every seat playing its first legal action. */
function playedHand(): { steps: GameEvent[][]; state: MatchState } {
  const rules = presetRules('draw', { players: 3 });
  if (!rules.ok) throw new Error(rules.message);
  const dealt = dealHands({
    serverSeed: new Uint8Array(32).fill(3),
    room: 'ANNOUNCE',
    hand: 1,
    attempt: 0,
    seats: 3,
    tilesEach: rules.value.tilesEach,
    clientSeeds: [new Uint8Array(), new Uint8Array(), new Uint8Array()],
  });
  if (!dealt.ok) throw new Error(dealt.message);
  const first = deal(createMatch(rules.value), dealt.value.deck);
  if (!first.ok) throw new Error(first.message);
  const steps: GameEvent[][] = [[...first.value.events]];
  let state = first.value.state;
  while (state.phase === 'playing' && state.hand) {
    const seat = state.hand.turn;
    // The last legal action: drawing when a draw is allowed, so the hand has runs of draws.
    const actions = legalActions(state, seat);
    const step = apply(state, seat, actions[actions.length - 1]!);
    if (!step.ok) throw new Error(step.message);
    steps.push([...step.value.events]);
    state = step.value.state;
  }
  return { steps, state };
}

/** The log lines one step adds, as the local game makes them for seat 0. */
function linesOf(events: readonly GameEvent[]): LogEntry[] {
  return events.flatMap((event) => logEntry(redactEvent(event, ME), ME) ?? []);
}

describe('the announcer', () => {
  const { steps, state } = playedHand();

  test('the hand has what the test needs: a long hand, draws, several of your turns', () => {
    const all = steps.flatMap(linesOf);
    expect(all.length).toBeGreaterThan(15);
    expect(all.filter((l) => l.key === 'log.drewHidden').length).toBeGreaterThan(1);
    expect(all.filter((l) => l.key === 'log.yourTurn').length).toBeGreaterThan(1);
  });

  test('every new line once, in order, across updates that bring several events at once', () => {
    const announcer = new Announcements([]);
    let log: LogEntry[] = [];
    const expectedPolite: string[] = [];
    const expectedAssertive: string[] = [];
    // Updates of 1, 2, 3, 4, 1, 2… steps: a move and three draws arrive together, as online.
    let at = 0;
    for (let size = 1; at < steps.length; size = (size % 4) + 1) {
      const lines = steps.slice(at, at + size).flatMap(linesOf);
      at += size;
      log = [...log, ...lines].slice(-LOG_LIMIT);
      announcer.take(log, text, 'en');
      announcer.take(log, text, 'en'); // a re-render with the same log adds nothing
      for (const line of lines) {
        if (line.key === 'log.domino' || line.key === 'log.fish') continue; // said whole, below
        (line.key === 'log.yourTurn' ? expectedAssertive : expectedPolite).push(text(line));
      }
    }
    expect(announcer.polite.map((a) => a.text)).toEqual(expectedPolite.slice(-60));
    expect(announcer.assertive.map((a) => a.text)).toEqual(expectedAssertive);
    expect(expectedAssertive.every((line) => line === 'Your turn')).toBe(true);
    expect(announcer.polite.some((a) => a.text === 'Your turn')).toBe(false);
    // Each announcement is its own line with its own id (the live region's keyed #each).
    const ids = [...announcer.polite, ...announcer.assertive].map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('the hand result: once, whole, in the assertive region', () => {
    const announcer = new Announcements([]);
    const lines = steps.flatMap(linesOf);
    announcer.take(lines, text, 'en');
    const result = state.history.at(-1)?.result ?? state.hand?.result;
    if (!result) throw new Error('the hand has no result');
    const speech = resultSpeech(t, { sides: [[0], [1], [2]], seat: ME }, 1, result, names);
    announcer.result('1:1', speech);
    announcer.result('1:1', speech); // the same hand again (a re-render): not repeated
    const said = announcer.assertive.map((a) => a.text);
    expect(said.filter((line) => line === speech)).toHaveLength(1);
    expect(said.at(-1)).toBe(speech);
    expect(speech).toMatch(/^Hand 1 over\. .*Anna: \d+ pips, Boris: \d+ pips, Vera: \d+ pips\. /);
    expect(speech).toMatch(/total \d+\.$/);
    // The log's own "is out — domino!" / "fish" line is not read as well.
    expect(announcer.polite.map((a) => a.text).join(' ')).not.toMatch(/domino!|fish!/);
  });

  test('lines already on the table when it opens are not read out again', () => {
    const lines = steps.flatMap(linesOf);
    const before = lines.slice(0, 8);
    const announcer = new Announcements(before);
    announcer.take(before, text, 'en');
    expect(announcer.polite).toEqual([]);
    announcer.take(lines.slice(0, 11), text, 'en');
    const expected = lines
      .slice(8, 11)
      .filter((l) => l.key !== 'log.yourTurn')
      .map(text);
    expect(announcer.polite.map((a) => a.text)).toEqual(expected);
  });
});

test('a language switch empties the regions: no line in the old language stays beside new ones', () => {
  const { steps } = playedHand();
  const lines = steps.flatMap(linesOf);
  const announcer = new Announcements([]);
  announcer.take(lines.slice(0, 6), text, 'en');
  expect(announcer.polite.length).toBeGreaterThan(0);
  const inRussian = (entry: LogEntry) => `ru:${entry.id}`;
  announcer.take(lines.slice(0, 6), inRussian, 'ru');
  expect([...announcer.polite, ...announcer.assertive]).toEqual([]);
  announcer.take(lines.slice(0, 9), inRussian, 'ru');
  const said = [...announcer.polite, ...announcer.assertive].map((a) => a.text);
  expect(said.length).toBeGreaterThan(0);
  expect(said.every((line) => line.startsWith('ru:'))).toBe(true);
});
