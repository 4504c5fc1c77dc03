// The turn clock's "away" (issue 48): a person connected but out of time twice in a row shows as
// away, in the language shown, until they act (the server then clears `away`).
import type { RoomInfo } from '@boneyard/protocol';
import { describe, expect, test } from 'vitest';
import { switchingLanguages } from './support/languages.ts';
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

switchingLanguages();

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
