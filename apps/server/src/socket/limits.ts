// Rate limits: token buckets per socket (every message) and per IP (room creation, joins). They live
// in each process's memory: they guard the process, not the game, so nothing is lost on restart.

export class TokenBucket {
  private tokens: number;
  private last = Date.now();

  constructor(
    private readonly capacity: number,
    private readonly perMs: number,
  ) {
    this.tokens = capacity;
  }

  take(): boolean {
    const now = Date.now();
    this.tokens = Math.min(this.capacity, this.tokens + (now - this.last) * this.perMs);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** One bucket per key (an IP), forgotten after a quiet spell so the map stays small. */
export class KeyedLimiter {
  private readonly buckets = new Map<string, { bucket: TokenBucket; seen: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly burst = perMinute,
  ) {}

  take(key: string): boolean {
    const now = Date.now();
    if (this.buckets.size > 10_000) {
      for (const [k, v] of this.buckets) if (now - v.seen > 120_000) this.buckets.delete(k);
    }
    let entry = this.buckets.get(key);
    if (entry === undefined) {
      entry = { bucket: new TokenBucket(this.burst, this.perMinute / 60_000), seen: now };
      this.buckets.set(key, entry);
    }
    entry.seen = now;
    return entry.bucket.take();
  }
}
