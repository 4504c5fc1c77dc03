// Semyorka's sums said out loud (issue 47: "sum 7, draw two at 12 happen silently"): the engine's
// `semyorka` event becomes a line of the hand log in both languages, and the table's note
// (semyorka-note.ts) says why from the view, until the next tile is played. Real hands: the
// engine plays Semyorka deals, first legal action each turn, until both sums have happened.
import { apply, legalActions, viewFor, type GameEvent, type MatchState } from '@boneyard/engine';
import { describe, expect, test } from 'vitest';
import { logEntry, logFromMoves, type LogEntry } from '../src/lib/game/log.ts';
import { semyorkaEvents } from '../src/lib/game/semyorka-moves.ts';
import { withShownIds } from '../src/lib/online/resync-log.ts';
import { en, type MessageKey } from '../src/lib/i18n/en.ts';
import { format } from '../src/lib/i18n/format.ts';
import { ru } from '../src/lib/i18n/ru.ts';
import { logText } from '../src/lib/table/log-text.ts';
import { semyorkaNote } from '../src/lib/table/semyorka-note.ts';
import { dealtHand } from './support/dealt.ts';

const NAMES = ['Anna', 'Boris', 'Vera'];
const inEnglish = (key: MessageKey, params: Record<string, string | number> = {}) =>
  format(en[key], params);
const inRussian = (key: MessageKey, params: Record<string, string | number> = {}) =>
  format(ru[key], params);

interface Special {
  readonly event: Extract<GameEvent, { type: 'semyorka' }>;
  /** The state right after the step that made it. */
  readonly state: MatchState;
}

/** Every special of Semyorka hands dealt from seeds 1…, until both kinds have been seen. */
function specials(): Special[] {
  const found: Special[] = [];
  for (let seed = 1; seed < 120; seed++) {
    let state = dealtHand('semyorka', 3, seed, 'SEVEN');
    while (state.phase === 'playing' && state.hand) {
      const seat = state.hand.turn;
      const action = legalActions(state, seat)[0];
      if (!action) break;
      const step = apply(state, seat, action);
      if (!step.ok) throw new Error(step.message);
      state = step.value.state;
      for (const event of step.value.events)
        if (event.type === 'semyorka') found.push({ event, state });
    }
    if (
      found.some((s) => s.event.effect === 'again') &&
      found.some((s) => s.event.effect === 'draw-two' && s.event.count === 2)
    )
      return found;
  }
  return found;
}

describe('Semyorka’s sums', () => {
  const all = specials();
  const again = all.find((s) => s.event.effect === 'again');
  const drawTwo = all.find((s) => s.event.effect === 'draw-two' && s.event.count === 2);

  test('the engine says both: a 7 gives the player another turn, a 12 makes the next draw two', () => {
    expect(again?.event).toMatchObject({ sum: 7 });
    expect(again?.state.hand?.turn).toBe(again?.event.seat);
    expect(drawTwo?.event).toMatchObject({ sum: 12, count: 2 });
    expect(drawTwo?.event.next).toBe(((drawTwo?.event.seat ?? 0) + 1) % 3);
  });

  test('each is a line of the log, in English and Russian', () => {
    const a = logEntry(again!.event, null)!;
    const name = NAMES[again!.event.seat]!;
    expect(logText(inEnglish, a, NAMES, 'en')).toBe(`The ends add up to 7: ${name} goes again`);
    expect(logText(inRussian, a, NAMES, 'ru')).toBe(`На концах 7: ${name} снова ходит`);
    const d = logEntry(drawTwo!.event, null)!;
    const victim = NAMES[drawTwo!.event.next]!;
    expect(logText(inEnglish, d, NAMES, 'en')).toBe(
      `The ends add up to 12: ${victim} draws 2 tiles`,
    );
    expect(logText(inRussian, d, NAMES, 'ru')).toBe(
      `На концах 12: ${victim} берёт из базара 2 кости`,
    );
  });

  test('the table’s note says the same from the view, for every player and a spectator', () => {
    for (const viewer of [0, 1, 2, null]) {
      const a = viewFor(again!.state, viewer);
      expect(semyorkaNote(a.hand!, a.rules)).toEqual({
        effect: 'again',
        seat: again!.event.seat,
        sum: 7,
        count: 0,
      });
      const d = viewFor(drawTwo!.state, viewer);
      expect(semyorkaNote(d.hand!, d.rules)).toEqual({
        effect: 'draw-two',
        seat: drawTwo!.event.next,
        sum: 12,
        count: 2,
      });
    }
  });

  test('the note goes once the next tile is down, and never shows in a game without the sums', () => {
    let state = again!.state;
    const seat = state.hand!.turn;
    const play = legalActions(state, seat).find((a) => a.type === 'play');
    if (play) {
      const step = apply(state, seat, play);
      if (!step.ok) throw new Error(step.message);
      state = step.value.state;
      const view = viewFor(state, null);
      const note = view.hand ? semyorkaNote(view.hand, view.rules) : null;
      // Only a fresh sum (another 7 or 12) may put a note up again.
      if (note) expect(step.value.events.some((e) => e.type === 'semyorka')).toBe(true);
    }
    const draw = dealtHand('draw', 3, 5, 'PLAIN');
    const view = viewFor(draw, null);
    expect(semyorkaNote(view.hand!, view.rules)).toBeNull();
  });

  test('a log rebuilt from the moves (a reload, a reconnect) says every sum the live log said', () => {
    // Whole hands, first legal action each turn: the live log's sum lines, in order, equal the
    // ones logFromMoves finds by replaying the board, for every player and a spectator.
    const sumLines = (lines: readonly (LogEntry | null)[]) =>
      lines
        .filter((line): line is LogEntry => line !== null && line.key.startsWith('log.sum'))
        .map(({ key, seat, params }) => ({ key, seat, params }));
    let hands = 0;
    for (let seed = 1; seed < 40; seed++) {
      let state = dealtHand('semyorka', 3, seed, 'SEVEN');
      const live: (LogEntry | null)[] = [];
      while (state.phase === 'playing' && state.hand) {
        const seat = state.hand.turn;
        const step = apply(state, seat, legalActions(state, seat)[0]!);
        if (!step.ok) throw new Error(step.message);
        state = step.value.state;
        live.push(...step.value.events.map((event) => logEntry(event, null)));
        if (state.hand?.result !== null) break;
      }
      const said = sumLines(live);
      if (said.length === 0) continue;
      hands++;
      for (const viewer of [0, 1, 2, null]) {
        const view = viewFor(state, viewer);
        const sums = semyorkaEvents(view.hand!, view.rules);
        const rebuilt = logFromMoves(view.hand!, viewer, view.sides, 0, sums);
        expect(sumLines(rebuilt)).toEqual(said);
      }
    }
    expect(hands).toBeGreaterThan(5);
  });

  test('sums that arrive after the log was shown add their lines and keep the shown ids', () => {
    // The sums' module loads only at a Semyorka table, maybe after a snapshot's log is shown.
    const view = viewFor(drawTwo!.state, null);
    const shown = logFromMoves(view.hand!, null, view.sides, 0);
    const rebuilt = logFromMoves(
      view.hand!,
      null,
      view.sides,
      0,
      semyorkaEvents(view.hand!, view.rules),
    );
    const merged = withShownIds(shown, rebuilt);
    const isSum = (line: LogEntry) => line.key.startsWith('log.sum');
    expect(merged.filter((line) => !isSum(line)).map((line) => line.id)).toEqual(
      shown.map((line) => line.id),
    );
    expect(merged.filter(isSum).length).toBeGreaterThan(0);
    expect(
      merged.filter(isSum).every((line) => line.id > Math.max(...shown.map((l) => l.id))),
    ).toBe(true);
  });
});
