// The server's own view of a move's ack: its `boneyard_ack_seconds` histogram (plugins/metrics.ts,
// from the handler receiving `game:action` to its ack being written), read from GET /metrics before
// and after the measured window. Beside the swarm's ack (emit to ack callback, in the clients),
// it splits a slow ack into the server's handling of the move and the time the message waited for
// a core (in the kernel, in a busy event loop before the handler ran, in a busy client). The
// event loop's delay over the window, from the same scrape, says whether the server itself stalled.

/** Cumulative counts by upper bound in seconds (Prometheus `le`, +Infinity last). */
export type AckBuckets = ReadonlyMap<number, number>;

const BUCKET_LINE = /^boneyard_ack_seconds_bucket\{([^}]*)\}\s+(\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** The `event` label's cumulative buckets from a Prometheus text exposition (empty if none yet). */
export function ackBucketsOf(text: string, event = 'game:action'): AckBuckets {
  const buckets = new Map<number, number>();
  for (const line of text.split('\n')) {
    const match = BUCKET_LINE.exec(line.trim());
    if (match === null) continue;
    const labels = new Map(
      [...match[1]!.matchAll(LABEL)].map(([, name, value]) => [name!, value!]),
    );
    if (labels.get('event') !== event) continue;
    const le = labels.get('le');
    if (le === undefined) continue;
    buckets.set(le === '+Inf' ? Infinity : Number(le), Number(match[2]));
  }
  return new Map([...buckets].sort(([a], [b]) => a - b));
}

/** Counts observed between two readings of several servers: after − before, summed bucket by bucket. */
export function ackBucketsBetween(
  pairs: readonly (readonly [before: AckBuckets, after: AckBuckets])[],
): AckBuckets {
  const sum = new Map<number, number>();
  for (const [before, after] of pairs) {
    for (const [le, count] of after)
      sum.set(le, (sum.get(le) ?? 0) + count - (before.get(le) ?? 0));
  }
  return new Map([...sum].sort(([a], [b]) => a - b));
}

/**
 * The q-quantile (0–1) in milliseconds, as Prometheus's histogram_quantile estimates it: linear
 * within the bucket it falls in; in the +Inf bucket, the largest finite bound. NaN with no counts.
 */
export function ackQuantileMs(buckets: AckBuckets, q: number): number {
  const entries = [...buckets];
  const total = entries.at(-1)?.[1] ?? 0;
  if (total <= 0) return NaN;
  const rank = q * total;
  let lowerBound = 0;
  let lowerCount = 0;
  for (const [le, count] of entries) {
    if (count >= rank) {
      if (le === Infinity) return lowerBound * 1000;
      const share = count === lowerCount ? 0 : (rank - lowerCount) / (count - lowerCount);
      return (lowerBound + (le - lowerBound) * share) * 1000;
    }
    lowerBound = le;
    lowerCount = count;
  }
  return lowerBound * 1000;
}

/** One value of a Prometheus text exposition by its full series name (NaN if absent). */
export function seriesValueOf(text: string, series: string): number {
  for (const line of text.split('\n')) {
    if (line.startsWith(`${series} `)) return Number(line.slice(series.length + 1));
  }
  return NaN;
}

export interface ServerSide {
  readonly acks: AckBuckets;
  /**
   * The event loop's timer since the previous scrape (prom-client resets it on each): p99 and max, ms.
   * It samples every 10 ms (metrics.ts's precision) and reports the interval, so 10 means on time.
   */
  readonly loopDelayMs: readonly [p99: number, max: number];
}

/** Reads one server's /metrics over HTTP (METRICS is on by default; its own port: ServerProcess.metricsUrl). */
export async function readServerSide(metricsUrl: string): Promise<ServerSide> {
  const response = await fetch(metricsUrl);
  if (!response.ok) throw new Error(`GET ${metricsUrl}: ${response.status}`);
  const text = await response.text();
  const ms = (series: string) => seriesValueOf(text, series) * 1000;
  return {
    acks: ackBucketsOf(text),
    loopDelayMs: [ms('nodejs_eventloop_lag_p99_seconds'), ms('nodejs_eventloop_lag_max_seconds')],
  };
}
