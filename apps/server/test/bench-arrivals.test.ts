// The load benchmark's move schedule (bench/load/arrivals.ts): rooms start at random points of their
// interval, then keep their own rate; a late move is sent at once.
import { describe, expect, it } from 'vitest';
import { Arrivals } from '../bench/load/arrivals.ts';

describe('bench arrivals', () => {
  it('starts each room somewhere in its first interval, not all on one beat', () => {
    const firstWaits = Array.from({ length: 200 }, () => new Arrivals(100).waitMs(0));
    for (const wait of firstWaits) {
      expect(wait).toBeGreaterThanOrEqual(0);
      expect(wait).toBeLessThan(100);
    }
    expect(new Set(firstWaits.map((wait) => Math.floor(wait / 10))).size).toBeGreaterThanOrEqual(8);
  });

  it('spaces a room’s moves by its interval from its first slot', () => {
    const arrivals = new Arrivals(50);
    const first = arrivals.waitMs(0);
    expect(arrivals.waitMs(first)).toBeCloseTo(50, 9); // asked at the first slot: the next is one interval on
    expect(arrivals.waitMs(first + 60)).toBeCloseTo(40, 9);
  });

  it('sends a late move at once and keeps the rate from then on', () => {
    const arrivals = new Arrivals(50);
    const first = arrivals.waitMs(0);
    expect(arrivals.waitMs(first + 500)).toBe(0);
    expect(arrivals.waitMs(first + 500)).toBeCloseTo(50, 9);
  });
});
