// The turn clock's "away" (issue 48): a person connected but out of time twice in a row shows as
// away, in the language shown, until they act (the server then clears `away`).
import type { RoomInfo } from '@boneyard/protocol';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { i18n } from '../src/lib/i18n/i18n.svelte.ts';
import { seatLabels } from '../src/lib/online/seat-labels.ts';

const person = (away?: boolean): RoomInfo['seats'][number] => ({
  seat: 0,
  kind: 'human',
  name: 'Vera',
  botLevel: null,
  online: true,
  standIn: false,
  host: false,
  ...(away === undefined ? {} : { away }),
});

beforeAll(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  });
});
afterAll(async () => {
  await i18n.set('en');
  vi.unstubAllGlobals();
});

describe('away after two time-outs', () => {
  test('a connected person marked away shows so, in both languages; back, nothing shows', async () => {
    await i18n.set('en');
    expect(seatLabels([person(true)], () => 0)[0]).toMatchObject({
      away: true,
      awayText: 'away (ran out of time)',
    });
    expect(seatLabels([person()], () => 0)[0]).toMatchObject({ away: false });
    expect(seatLabels([person()], () => 0)[0]!.awayText).toBeUndefined();
    await i18n.set('ru');
    expect(seatLabels([person(true)], () => 0)[0]!.awayText).toBe('отошёл (время вышло)');
  });
});
