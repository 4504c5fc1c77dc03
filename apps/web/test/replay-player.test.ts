// The replay page's logic without a browser: where a replay stands and how it steps (player),
// and what My matches keeps of a finished record (entryOf; a live match is never kept).
import { readFileSync } from 'node:fs';
import { replayRecord } from '@boneyard/protocol/replay';
import { describe, expect, test } from 'vitest';
import { entryOf } from '../src/lib/replay/my-matches.ts';
import { ReplayPlayer } from '../src/lib/replay/player.svelte.ts';

const record = JSON.parse(
  readFileSync(
    new URL('../../cli/test/fixtures/kozel-before-boards.json', import.meta.url),
    'utf8',
  ),
);

function ready() {
  const replay = replayRecord(record);
  if (!replay.ok) throw new Error(replay.error);
  return replay;
}

describe('ReplayPlayer', () => {
  test('forward walks every step of every hand, then stops at the end; back walks home', () => {
    const replay = ready();
    const player = new ReplayPlayer(replay);
    const steps = replay.hands.reduce((n, hand) => n + hand.frames.length, 0);
    let moved = 1;
    while (player.forward()) moved++;
    expect(moved).toBe(steps);
    expect(player.atEnd).toBe(true);
    expect(player.currentFrame.moves).toBe(replay.record.hands.at(-1)!.moves.length);
    for (let i = 1; i < steps; i++) player.back();
    expect([player.hand, player.frame]).toEqual([0, 0]);
  });

  test('goToMove lands on the step at which that move was chosen', () => {
    const replay = ready();
    const player = new ReplayPlayer(replay);
    const hand = replay.hands[0]!;
    const target = hand.frames[3]!.moves;
    player.goToMove(hand.record.number, target);
    expect(player.currentFrame.moves).toBeGreaterThanOrEqual(target);
    expect(hand.frames[player.frame - 1]!.moves).toBeLessThan(target);
  });
});

describe('My matches entries', () => {
  test('a finished record becomes one entry, keyed by room and first commitment', () => {
    const entry = entryOf(record, true, 1000, 2);
    expect(entry).toMatchObject({
      savedAt: 1000,
      online: true,
      match: 2,
      preset: record.preset,
      players: record.seats.map((s: { name: string }) => s.name),
    });
    expect(entry!.id).toBe(`${record.room}:${record.hands[0].deal.commitment}`);
  });

  test('a match still going on (result null) or no record at all is not kept', () => {
    expect(entryOf({ ...record, result: null }, false, 1)).toBeNull();
    expect(entryOf(null, false, 1)).toBeNull();
    expect(entryOf({ hands: [] }, false, 1)).toBeNull();
  });
});
