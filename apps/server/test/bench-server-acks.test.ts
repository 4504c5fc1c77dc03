// bench:load's server-side ack column: the servers' /metrics histograms read, differenced over the
// measured window, summed over processes and turned into quantiles as Prometheus would (what a
// real server exposes is read in metrics.test.ts).
import { describe, expect, it } from 'vitest';
import {
  ackBucketsBetween,
  ackBucketsOf,
  ackQuantileMs,
  seriesValueOf,
} from '../bench/load/server-acks.ts';

const EXPOSITION = `# HELP boneyard_ack_seconds Socket message to its acknowledgement
# TYPE boneyard_ack_seconds histogram
boneyard_ack_seconds_bucket{le="0.0005",event="room:join"} 7
boneyard_ack_seconds_bucket{le="0.0005",event="game:action"} 10
boneyard_ack_seconds_bucket{le="0.001",event="game:action"} 30
boneyard_ack_seconds_bucket{le="0.0025",event="game:action"} 90
boneyard_ack_seconds_bucket{le="+Inf",event="game:action"} 100
boneyard_ack_seconds_sum{event="game:action"} 0.2
boneyard_ack_seconds_count{event="game:action"} 100
boneyard_store_seconds_bucket{le="0.001",op="commit"} 55
nodejs_eventloop_lag_p99_seconds_x 9
nodejs_eventloop_lag_p99_seconds 0.0125
`;

const buckets = (entries: [number, number][]) => new Map(entries);

describe('bench:load server-side acks', () => {
  it('reads only game:action buckets, ordered by bound', () => {
    expect([...ackBucketsOf(EXPOSITION)]).toEqual([
      [0.0005, 10],
      [0.001, 30],
      [0.0025, 90],
      [Infinity, 100],
    ]);
    expect([...ackBucketsOf(EXPOSITION, 'room:join')]).toEqual([[0.0005, 7]]);
    expect(ackBucketsOf('').size).toBe(0);
  });

  it.each([
    // [quantile, ms]: linear inside the bucket the rank falls in; +Inf gives the last finite bound.
    [0.05, 0.25],
    [0.1, 0.5],
    [0.2, 0.75],
    [0.5, 1 + 1.5 * (20 / 60)],
    [0.9, 2.5],
    [0.99, 2.5],
  ])('quantile %f of the exposition is %f ms', (q, ms) => {
    expect(ackQuantileMs(ackBucketsOf(EXPOSITION), q)).toBeCloseTo(ms, 9);
  });

  it('is NaN with nothing observed', () => {
    expect(ackQuantileMs(new Map(), 0.5)).toBeNaN();
    expect(
      ackQuantileMs(
        buckets([
          [0.001, 0],
          [Infinity, 0],
        ]),
        0.5,
      ),
    ).toBeNaN();
  });

  it('counts only what happened in the window, summed over processes', () => {
    const one = [
      buckets([
        [0.001, 5],
        [Infinity, 6],
      ]),
      buckets([
        [0.001, 15],
        [Infinity, 20],
      ]),
    ] as const;
    const two = [
      new Map<number, number>(),
      buckets([
        [0.001, 10],
        [Infinity, 10],
      ]),
    ] as const;
    expect([...ackBucketsBetween([one, two])]).toEqual([
      [0.001, 20],
      [Infinity, 24],
    ]);
  });

  it('reads one series by its whole name', () => {
    expect(seriesValueOf(EXPOSITION, 'nodejs_eventloop_lag_p99_seconds')).toBe(0.0125);
    expect(seriesValueOf(EXPOSITION, 'boneyard_ack_seconds_count{event="game:action"}')).toBe(100);
    expect(seriesValueOf(EXPOSITION, 'nodejs_eventloop_lag_max_seconds')).toBeNaN();
  });
});
