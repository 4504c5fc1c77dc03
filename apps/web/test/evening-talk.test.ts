// Reactions and chat as a browser keeps them (issue 48): a bubble by the seat for a moment, a
// list of recent lines, mutes by name that hide what the person said (bubbles too) and stay for
// the room on this device, and one setting that hides everything.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Talk } from '../src/lib/evening/talk.svelte.ts';

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  });
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reactions and chat in the browser', () => {
  test('shows a bubble for a moment and keeps the line', () => {
    const talk = new Talk('ROOM1');
    talk.hear({ seat: 1, reaction: 'gg' }, 'Boris');
    expect(talk.bubbles[1]).toMatchObject({ reaction: 'gg', name: 'Boris' });
    expect(talk.lines).toMatchObject([{ seat: 1, name: 'Boris', reaction: 'gg' }]);
    vi.advanceTimersByTime(3000);
    expect(talk.bubbles[1]).toBeUndefined();
    expect(talk.lines).toHaveLength(1);
  });

  test('a mute hides what the person said and what they say next, and is remembered per room', () => {
    const talk = new Talk('ROOM1');
    talk.hear({ seat: 1, text: 'hello' }, 'Boris');
    talk.hear({ seat: 2, text: 'hi' }, 'Vera');
    talk.toggleMute('Boris');
    expect(talk.lines.map((line) => line.name)).toEqual(['Vera']);
    expect(talk.bubbles[1]).toBeUndefined();
    talk.hear({ seat: 1, reaction: 'hurry' }, 'Boris');
    expect(talk.lines).toHaveLength(1);
    expect(new Talk('ROOM1').muted).toEqual(['Boris']);
    expect(new Talk('ROOM2').muted).toEqual([]);
    talk.toggleMute('Boris');
    talk.hear({ seat: 1, reaction: 'thanks' }, 'Boris');
    expect(talk.lines).toHaveLength(2);
  });

  test('the hide setting is remembered; an unknown reaction is dropped', () => {
    const talk = new Talk('ROOM1');
    talk.setHidden(true);
    expect(new Talk('ROOM9').hidden).toBe(true);
    talk.hear({ seat: 0, reaction: 'evil' as 'gg' }, 'Anna');
    expect(talk.lines).toEqual([]);
  });
});
