// The start of a hand for a screen reader (issue 47): the deal, the lead and the first "your
// turn" were in the log before the table's live regions existed and were never announced.
// A table opening on a hand just dealt announces them; one opening mid-hand does not repeat.
import { apply, legalActions, redactEvent, viewFor, type GameEvent } from '@boneyard/engine';
import { describe, expect, test } from 'vitest';
import { logEntry, type LogEntry } from '../src/lib/game/log.ts';
import { en, type MessageKey } from '../src/lib/i18n/en.ts';
import { format } from '../src/lib/i18n/format.ts';
import { Announcements, opensOnFreshHand } from '../src/lib/table/announcements.svelte.ts';
import { logText } from '../src/lib/table/log-text.ts';
import { dealtHand } from './support/dealt.ts';

const t = (key: MessageKey, params: Record<string, string | number> = {}) =>
  format(en[key], params);
const NAMES = ['Anna', 'Boris'];
const text = (entry: LogEntry) => logText(t, entry, NAMES, 'en');
const lines = (events: readonly GameEvent[], me: number) =>
  events.flatMap((e) => logEntry(redactEvent(e, me), me) ?? []);

/** A Block hand for two as the local table logs it for `me`: the deal, the lead, whose turn. */
function opening(me: number) {
  const state = dealtHand('block', 2, 9, 'START');
  const hand = state.hand!;
  const dealt: GameEvent[] = [
    { type: 'dealt', number: 1, attempt: 0, leader: hand.turn },
    { type: 'turn', seat: hand.turn },
  ];
  return { state, log: lines(dealt, me), turn: hand.turn };
}

describe('a table that opens on a hand just dealt', () => {
  test('announces the deal and whose turn it is, "your turn" assertively', () => {
    const { log, turn } = opening(0);
    const announcer = new Announcements(log, true);
    announcer.take(log, text, 'en');
    expect(announcer.polite.map((l) => l.text)).toContain(`Hand 1 dealt; ${NAMES[turn]} leads`);
    if (turn === 0) expect(announcer.assertive.map((l) => l.text)).toEqual(['Your turn']);
    else expect(announcer.polite.map((l) => l.text)).toContain(`${NAMES[turn]} to play`);
  });

  test('and then the moves as they come, each once', () => {
    const { state, log } = opening(1);
    const announcer = new Announcements(log, true);
    announcer.take(log, text, 'en');
    const seat = state.hand!.turn;
    const step = apply(state, seat, legalActions(state, seat)[0]!);
    if (!step.ok) throw new Error(step.message);
    const more = [...log, ...lines(step.value.events, 1)];
    announcer.take(more, text, 'en');
    const all = [...announcer.polite, ...announcer.assertive].map((l) => l.text);
    expect(all.sort()).toEqual(more.map(text).sort());
  });

  test('a table opened mid-hand (a reload) still starts from now', () => {
    const { log } = opening(0);
    const announcer = new Announcements(log, false);
    announcer.take(log, text, 'en');
    expect(announcer.polite).toEqual([]);
    expect(announcer.assertive).toEqual([]);
  });
});

describe('which table opens on a hand just dealt', () => {
  test('a Draw hand whose first player drew before playing is still fresh', () => {
    // Seeds until the player after the compulsory lead has to draw: the moves then outnumber the
    // seats before the first round is over (the e2e check failed on such deals now and then).
    for (let seed = 1; seed < 200; seed++) {
      let state = dealtHand('draw', 2, seed, 'FRESH');
      const log: LogEntry[] = [];
      const hand = state.hand!;
      log.push(...lines([{ type: 'dealt', number: 1, attempt: 0, leader: hand.turn }], 0));
      while (state.hand && legalActions(state, state.hand.turn).every((a) => a.type === 'draw')) {
        const step = apply(state, state.hand.turn, { type: 'draw' });
        if (!step.ok) throw new Error(step.message);
        state = step.value.state;
        log.push(...lines(step.value.events, 0));
      }
      const view = viewFor(state, 0);
      if (!view.hand || view.hand.moves.length <= 2) continue;
      expect(opensOnFreshHand(log, view)).toBe(true);
      return;
    }
    throw new Error('no deal made the first player draw');
  });

  test('a hand a round further on, or a log that starts mid-hand, is not', () => {
    let state = dealtHand('block', 2, 9, 'START');
    const log = lines([{ type: 'dealt', number: 1, attempt: 0, leader: state.hand!.turn }], 0);
    for (let k = 0; k < 3 && state.hand; k++) {
      const step = apply(state, state.hand.turn, legalActions(state, state.hand.turn)[0]!);
      if (!step.ok) throw new Error(step.message);
      state = step.value.state;
    }
    expect(opensOnFreshHand(log, viewFor(state, 0))).toBe(false);
    expect(opensOnFreshHand(log.slice(1), viewFor(dealtHand('block', 2, 9, 'START'), 0))).toBe(
      false,
    );
  });
});
