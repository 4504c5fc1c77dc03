// Seat bubbles ("knock", "drew") fed the engine's events as a table receives them. A knock is a
// whole turn, so the seat's next tile takes it down at once; a draw belongs to the turn whose
// tile follows it, so it stays up beside that tile until its time runs out.
import type { GameEvent } from '@boneyard/engine';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Bubbles } from '../src/lib/game/bubbles.svelte.ts';

const passed = (seat: number): GameEvent => ({ type: 'passed', seat });
const drew = (seat: number): GameEvent => ({ type: 'drew', seat, tile: null, left: 5 });
const played = (seat: number): GameEvent => ({
  type: 'played',
  seat,
  tile: '0-1',
  end: null,
  auto: false,
});

function kinds(bubbles: Bubbles): Record<number, string> {
  return Object.fromEntries(Object.entries(bubbles.current).map(([s, b]) => [s, b.kind]));
}

describe('bubbles follow the events', () => {
  afterEach(() => vi.useRealTimers());

  const cases: { name: string; events: GameEvent[]; shown: Record<number, string> }[] = [
    { name: 'a knock shows', events: [passed(1)], shown: { 1: 'knock' } },
    { name: 'a draw shows', events: [drew(2)], shown: { 2: 'drew' } },
    {
      name: 'the knocker plays next turn: gone',
      events: [passed(1), played(2), played(1)],
      shown: {},
    },
    {
      name: 'another seat plays: the knock stays',
      events: [passed(1), played(2)],
      shown: { 1: 'knock' },
    },
    {
      name: 'drew then played: the draw stays',
      events: [drew(0), drew(0), played(0)],
      shown: { 0: 'drew' },
    },
    {
      name: 'knock, later drew and played',
      events: [passed(3), drew(3), played(3)],
      shown: { 3: 'drew' },
    },
    { name: 'drew to the end, then knocked', events: [drew(1), passed(1)], shown: { 1: 'knock' } },
  ];
  test.each(cases)('$name', ({ events, shown }) => {
    vi.useFakeTimers();
    const bubbles = new Bubbles();
    for (const event of events) bubbles.take(event);
    expect(kinds(bubbles)).toEqual(shown);
    bubbles.dispose();
  });

  test('each bubble goes by itself after its time; a knock taken down early leaves no timer', () => {
    vi.useFakeTimers();
    const bubbles = new Bubbles();
    bubbles.take(passed(1));
    bubbles.take(drew(2));
    bubbles.take(played(1));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(2600);
    expect(kinds(bubbles)).toEqual({});
    expect(vi.getTimerCount()).toBe(0);
  });
});
