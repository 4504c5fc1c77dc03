// The evening's tally as the table shows it (issue 48): wins per side and per player, goats.
import type { TallyEntry } from '@boneyard/protocol';
import { describe, expect, test } from 'vitest';
import { summarize } from '../src/lib/evening/tally.ts';

const bot = (seat: number) => `Bot ${seat + 1}`;
const pairs = [
  [0, 2],
  [1, 3],
];
const kozel = (
  match: number,
  winner: number,
  names = ['Anna', 'Boris', 'Vera', ''],
): TallyEntry => ({
  match,
  sides: pairs,
  winners: [winner],
  losers: [1 - winner],
  names,
});

describe('the evening tally', () => {
  test('counts matches per side and per player, and the goats', () => {
    const summary = summarize([kozel(1, 0), kozel(2, 1), kozel(3, 0)], bot);
    expect(summary.matches).toBe(3);
    expect(summary.sides).toEqual([
      { seats: [0, 2], names: ['Anna', 'Vera'], wins: 2 },
      { seats: [1, 3], names: ['Boris', 'Bot 4'], wins: 1 },
    ]);
    expect(summary.players).toEqual([
      { name: 'Anna', wins: 2, goats: 1 },
      { name: 'Boris', wins: 1, goats: 2 },
      { name: 'Vera', wins: 2, goats: 1 },
      { name: 'Bot 4', wins: 1, goats: 2 },
    ]);
    expect(summary.goats).toBe(true);
    expect(summary.records).toEqual([1, 2, 3]);
  });

  test('follows a person who changed seats by name; no side counts when the sides changed', () => {
    const swapped = kozel(2, 0, ['Boris', 'Anna', 'Vera', '']);
    const summary = summarize([kozel(1, 0), swapped], bot);
    expect(summary.players.find((p) => p.name === 'Anna')).toEqual({
      name: 'Anna',
      wins: 1,
      goats: 1,
    });
    expect(summary.players.find((p) => p.name === 'Boris')).toEqual({
      name: 'Boris',
      wins: 1,
      goats: 1,
    });
    // Same seat lists, so the sides still count (seats 0+2 won twice).
    expect(summary.sides[0]!.wins).toBe(2);
    const free: TallyEntry = {
      match: 1,
      sides: [[0], [1]],
      winners: [1],
      losers: [],
      names: ['Anna', ''],
    };
    const alone = summarize([free], bot);
    expect(alone.sides).toEqual([]);
    expect(alone.goats).toBe(false);
    expect(alone.players).toEqual([
      { name: 'Anna', wins: 0, goats: 0 },
      { name: 'Bot 2', wins: 1, goats: 0 },
    ]);
  });
});
