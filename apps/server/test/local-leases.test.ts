// The embedded stores' short leases: one owner at a time, and lapsed leases do not pile up (one
// is taken for every bot decision, so a long-running server would otherwise keep one per room).
import { describe, expect, it } from 'vitest';
import { LocalLeases } from '../src/store/local-leases.ts';

describe('LocalLeases', () => {
  it.each([
    { name: 'free', steps: [['a', 0, true]] },
    {
      name: 'held by another',
      steps: [
        ['a', 0, true],
        ['b', 999, false],
      ],
    },
    {
      name: 'renewed by its owner',
      steps: [
        ['a', 0, true],
        ['a', 500, true],
        ['b', 1400, false],
      ],
    },
    {
      name: 'lapsed',
      steps: [
        ['a', 0, true],
        ['b', 1000, true],
        ['a', 1500, false],
      ],
    },
  ] as const)('$name', ({ steps }) => {
    const leases = new LocalLeases();
    for (const [owner, at, expected] of steps)
      expect(leases.take('tick:ROOM', owner, 1000, at)).toBe(expected);
  });

  it('forgets lapsed leases once a minute', () => {
    const leases = new LocalLeases();
    for (let room = 0; room < 1000; room++) leases.take(`tick:R${room}`, 'a', 1000, room);
    expect(leases.size).toBe(1000);
    // Still within the minute after the first sweep: nothing is swept yet.
    leases.take('tick:LATE', 'a', 1000, 59_999);
    expect(leases.size).toBe(1001);
    // The next sweep keeps only the lease still held.
    leases.take('tick:NEW', 'a', 1000, 60_000);
    expect(leases.size).toBe(2);
  });
});
