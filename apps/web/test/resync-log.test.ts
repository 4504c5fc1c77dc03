// Issue 47 item 3: after a network drop the board came back right but the moves made meanwhile
// never reached the log (a snapshot carries no events). The log now takes them from the
// snapshot's hand: the missed moves' lines in order, the lines already shown untouched (same
// ids, so a screen reader hears only the new ones), and the end of a hand that ended offline.
import { apply, legalActions, viewFor, type GameEvent, type MatchState } from '@boneyard/engine';
import { expect, test } from 'vitest';
import { logEntry, type LogEntry } from '../src/lib/game/log.ts';
import { logAfterSnapshot, loggedHand } from '../src/lib/online/resync-log.ts';
import { dealtHand } from './support/dealt.ts';

const ME = 0;

/** Plays the first legal action `count` times, keeping the events as a live log would. */
function play(state: MatchState, count: number, live: LogEntry[]): MatchState {
  for (let i = 0; i < count && state.phase === 'playing' && state.hand; i++) {
    const seat = state.hand.turn;
    const action = legalActions(state, seat).find((a) => a.type !== 'claim');
    if (!action) break;
    const next = apply(state, seat, action);
    if (!next.ok) throw new Error(next.message);
    for (const event of next.value.events as GameEvent[]) {
      const line = logEntry(event, ME);
      if (line) live.push(line);
    }
    state = next.value.state;
  }
  return state;
}

const moveKeys = (log: readonly LogEntry[]) =>
  log
    .filter((l) => !['log.turn', 'log.yourTurn'].includes(l.key))
    .map((l) => `${l.key}:${l.seat}:${l.params.tile ?? ''}`);

test('moves made while offline are added after the lines shown, which keep their ids', () => {
  const live: LogEntry[] = [];
  const start = dealtHand('draw', 3, 7, 'RESYNC');
  const online = play(start, 4, live);
  const shown = live.slice(); // what the log held when the network dropped
  const logged = loggedHand(viewFor(online, ME).hand);
  // Offline: six more moves happen; the frames carrying them never arrive.
  const everything = live.slice();
  const later = play(online, 6, everything);
  const after = logAfterSnapshot(shown, logged, viewFor(later, ME), ME);
  // The lines shown are kept as they were (ids included), then the missed moves follow.
  expect(after.slice(0, shown.length)).toEqual(shown);
  expect(moveKeys(after)).toEqual(moveKeys(everything));
  // Whose turn it is now closes the log.
  expect(['log.turn', 'log.yourTurn']).toContain(after[after.length - 1]?.key);
  // Before the fix the log stayed as it was: the missed moves are really there now.
  expect(moveKeys(after).length).toBeGreaterThan(moveKeys(shown).length);
});

test('a hand that ended while offline gets its end line; a snapshot with nothing new changes nothing', () => {
  const live: LogEntry[] = [];
  const online = play(dealtHand('block', 2, 7, 'ENDS'), 2, live);
  const logged = loggedHand(viewFor(online, ME).hand);
  const same = logAfterSnapshot(live, logged, viewFor(online, ME), ME);
  expect(same).toEqual(live);
  const over = play(online, 200, live.slice());
  expect(over.phase).not.toBe('playing');
  const after = logAfterSnapshot(live, logged, viewFor(over, ME), ME);
  expect(['log.domino', 'log.fish']).toContain(after[after.length - 1]?.key);
});

test('a snapshot of another hand rebuilds the log from that hand', () => {
  const live: LogEntry[] = [];
  const first = play(dealtHand('block', 2, 7, 'FIRST'), 3, live);
  const other = play(dealtHand('block', 2, 7, 'OTHER'), 1, []);
  const stale = { ...loggedHand(viewFor(first, ME).hand)!, key: 'another' };
  const after = logAfterSnapshot(live, stale, viewFor(other, ME), ME);
  expect(after[0]?.key).toBe('log.dealt');
  expect(after.some((l) => live.includes(l))).toBe(false);
});
