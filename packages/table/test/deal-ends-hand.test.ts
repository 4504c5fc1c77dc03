// A deal that ends its hand at once: in two-player Block the opener's tile is placed for them and
// about one deal in 130 leaves neither hand a tile that fits it. The driver must then do what it
// does after any move that ends a hand — reveal the seed, commit to the next hand and wait for
// "Next hand" — or the table waits for nobody (a hot-seat e2e once hung there).
import { presetRules, type Rules } from '@boneyard/engine';
import { verifyRecord } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import {
  decideBotMove,
  LocalHost,
  nextHandInfo,
  type LocalSeat,
  type TableSettings,
} from '../src/index.ts';

const START = Date.UTC(2026, 0, 5, 12);
const PEOPLE: LocalSeat[] = [
  { name: 'Ann', bot: null, tokenHash: 'ann' },
  { name: 'Bob', bot: null, tokenHash: 'bob' },
];
const clientSeed = (seat: number, hand: number) =>
  Uint8Array.from({ length: 32 }, (_, i) => (i * 13 + seat * 17 + hand * 29) % 256);

function settings(match: number): TableSettings {
  return {
    botDelayMs: 600,
    graceMs: 60_000,
    seedTimeoutMs: 10_000,
    handPauseMs: 365 * 86_400_000,
    seeds: {
      serverSeed: (_room, hand) =>
        Uint8Array.from({ length: 32 }, (_, i) => (i * 7 + hand * 31 + match * 101) % 256),
    },
  };
}

function block(): Rules {
  const rules = presetRules('block', { players: 2 });
  if (!rules.ok) throw new Error(rules.message);
  return rules.value;
}

/** The first fixed server seed whose first deal ends the hand before anyone moves. */
function handOverAtTheDeal(): { host: LocalHost; timing: TableSettings } {
  for (let match = 0; match < 2_000; match++) {
    const timing = settings(match);
    const { host } = LocalHost.start(
      'DEALEND',
      block(),
      PEOPLE,
      START,
      timing,
      decideBotMove,
      clientSeed,
    );
    const hand = host.room.game?.hand;
    if (host.room.game?.phase === 'hand-over' && hand?.number === 1) return { host, timing };
  }
  throw new Error('no deal in 2,000 ended its hand at once');
}

describe('a deal that ends its hand at once', () => {
  it('reveals the seed, commits to the next hand and waits for "Next hand"', () => {
    const { host } = handOverAtTheDeal();
    const room = host.room;
    expect(room.revealed.map((deal) => deal.hand)).toEqual([1]);
    expect(room.deal).toMatchObject({ hand: 2, stage: 'collecting' });
    expect(nextHandInfo(room)).toMatchObject({ hand: 1, waiting: [0, 1] });
    // The record so far holds hand 1 and verifies.
    expect(host.record()?.hands.map((hand) => hand.number)).toEqual([1]);
    expect(verifyRecord(host.record())).toMatchObject({ ok: true });
    // Both people press "Next hand": their seeds go in and hand 2 is dealt.
    expect(host.ready(START).ok).toBe(true);
    expect(host.room.game?.hand?.number).toBe(2);
    expect(host.room.revealed.map((deal) => deal.hand)).toEqual([1]);
  });
});
