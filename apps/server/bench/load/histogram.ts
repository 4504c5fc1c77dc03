// A log-linear latency histogram (the HDR idea in a few lines): values in microseconds fall into 64
// linear sub-buckets per power of two, so every percentile is within 1/64 (1.6 %) of the true
// value whatever the range, memory stays small, and workers' histograms merge by adding counts.
const SUB_BUCKETS = 64;
const SUB_BITS = 6;

function bucketOf(micros: number): number {
  const value = Math.max(1, Math.round(micros));
  if (value < SUB_BUCKETS) return value;
  const exponent = Math.floor(Math.log2(value)) - SUB_BITS;
  return (exponent + 1) * SUB_BUCKETS + (Math.floor(value / 2 ** exponent) - SUB_BUCKETS);
}

/** The middle of a bucket, in microseconds. */
function valueOf(bucket: number): number {
  if (bucket < SUB_BUCKETS) return bucket;
  const exponent = Math.floor(bucket / SUB_BUCKETS) - 1;
  const low = (SUB_BUCKETS + (bucket % SUB_BUCKETS)) * 2 ** exponent;
  return low + (2 ** exponent - 1) / 2;
}

export class Histogram {
  readonly counts = new Map<number, number>();
  total = 0;

  recordMs(ms: number): void {
    const bucket = bucketOf(ms * 1000);
    this.counts.set(bucket, (this.counts.get(bucket) ?? 0) + 1);
    this.total += 1;
  }

  /** Plain data for IPC. */
  toJSON(): [number, number][] {
    return [...this.counts];
  }

  merge(entries: readonly [number, number][]): void {
    for (const [bucket, count] of entries) {
      this.counts.set(bucket, (this.counts.get(bucket) ?? 0) + count);
      this.total += count;
    }
  }

  /** The p-th percentile (0–100) in milliseconds; NaN when empty. */
  percentileMs(p: number): number {
    if (this.total === 0) return NaN;
    const rank = Math.max(1, Math.ceil((p / 100) * this.total));
    let seen = 0;
    for (const bucket of [...this.counts.keys()].sort((a, b) => a - b)) {
      seen += this.counts.get(bucket)!;
      if (seen >= rank) return valueOf(bucket) / 1000;
    }
    return NaN;
  }
}
