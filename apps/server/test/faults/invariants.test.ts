// The checkers themselves: each one reports a forged violation (and passes its honest twin), so a
// clean fault scenario means the invariant held, not that the checker looked away.
import type { MatchRecord } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import {
  ackedExactlyOnce,
  converged,
  oneChangePerVersion,
  tilesAccountedFor,
} from './invariants.ts';
import type { AckedMove, FaultPlayer } from './player.ts';

const record = {
  room: 'ABCD23',
  hands: [
    {
      number: 1,
      moves: [
        { seat: 1, play: '1-2' },
        { seat: 2, draw: '0-0' },
      ],
    },
  ],
} as unknown as MatchRecord;
const move = (id: string, version: number, tile: `${number}-${number}` = '1-2'): AckedMove => ({
  id,
  seat: 1,
  match: 1,
  hand: 1,
  action: { type: 'play', tile },
  version,
});
const player = (fields: Partial<FaultPlayer>): FaultPlayer =>
  ({
    name: 'p',
    seat: 1,
    frames: [],
    acked: [],
    errors: [],
    version: 5,
    ...fields,
  }) as unknown as FaultPlayer;
const liveFrame = (
  counts: number[],
  boneyardCount: number,
  version = 3,
  events: { type: string }[] = [],
) => ({
  kind: 'update' as const,
  payload: {
    version,
    events,
    view: {
      hand: { number: 1, result: null, counts, boneyardCount, moves: [{ seat: 1, play: '1-2' }] },
    },
  },
});

describe('fault-suite checkers', () => {
  it('an acknowledged move: once is fine; twice, missing, or two moves on one version are reported', () => {
    expect(ackedExactlyOnce(record, [player({ acked: [move('a', 4), move('a', 4)] })])).toEqual([]);
    expect(ackedExactlyOnce(record, [player({ acked: [move('a', 4), move('b', 5)] })])).not.toEqual(
      [],
    );
    expect(ackedExactlyOnce(record, [player({ acked: [move('a', 4, '3-4')] })])).not.toEqual([]);
    expect(
      ackedExactlyOnce(record, [
        player({ acked: [move('a', 4)] }),
        player({ acked: [{ ...move('c', 4), action: { type: 'draw' }, seat: 2 }] }),
      ]),
    ).not.toEqual([]);
    expect(ackedExactlyOnce(record, [player({ acked: [move('a', 4), move('a', 6)] })])).not.toEqual(
      [],
    );
  });

  it('a live hand must show 28 tiles', () => {
    expect(tilesAccountedFor(player({ frames: [liveFrame([7, 6, 7, 7], 0)] }))).toEqual([]);
    expect(tilesAccountedFor(player({ frames: [liveFrame([7, 6, 7, 6], 0)] }))).not.toEqual([]);
  });

  it('clients on different versions, or one version with two different changes, are reported', () => {
    const same = {
      status: 'ended',
      snapshot: { room: { match: 1 } },
      last: { view: { scores: [1, 2] } },
    } as unknown as Partial<FaultPlayer>;
    expect(converged([player({ ...same }), player({ ...same })])).toEqual([]);
    expect(converged([player({ ...same }), player({ ...same, version: 6 })])).not.toEqual([]);
    const a = player({ frames: [liveFrame([7, 6, 7, 7], 0, 3, [{ type: 'played' }])] });
    expect(
      oneChangePerVersion([
        a,
        player({ frames: [liveFrame([7, 6, 7, 7], 0, 3, [{ type: 'played' }])] }),
      ]),
    ).toEqual([]);
    expect(
      oneChangePerVersion([
        a,
        player({ frames: [liveFrame([7, 6, 7, 7], 0, 3, [{ type: 'drew' }])] }),
      ]),
    ).not.toEqual([]);
  });
});
