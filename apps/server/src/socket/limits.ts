// Rate limits: token buckets per socket (every message) and per IP (room creation, joins). They live
// in each process's memory: they guard the process, not the game, so nothing is lost on restart.
import { limitKeyOf } from '../net/limit-key.ts';

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

/** Keys remembered before quiet ones are swept, and how often a sweep may run at most. */
const SWEEP_ABOVE = 10_000;
const SWEEP_EVERY_MS = 10_000;
const QUIET_MS = 120_000;

/**
 * One bucket per client address (an IPv4 address or an IPv6 /64: net/limit-key.ts), forgotten after
 * a quiet spell so the map stays small. The sweep runs at most every SWEEP_EVERY_MS: a flood of
 * fresh addresses must not make every message walk the whole map.
 */
export class KeyedLimiter {
  private readonly buckets = new Map<string, { bucket: TokenBucket; seen: number }>();
  private nextSweep = 0;

  constructor(
    private readonly perMinute: number,
    private readonly burst = perMinute,
  ) {}

  take(ip: string): boolean {
    const now = Date.now();
    if (this.buckets.size > SWEEP_ABOVE && now >= this.nextSweep) {
      this.nextSweep = now + SWEEP_EVERY_MS;
      for (const [k, v] of this.buckets) if (now - v.seen > QUIET_MS) this.buckets.delete(k);
    }
    const key = limitKeyOf(ip);
    let entry = this.buckets.get(key);
    if (entry === undefined) {
      entry = { bucket: new TokenBucket(this.burst, this.perMinute / 60_000), seen: now };
      this.buckets.set(key, entry);
    }
    entry.seen = now;
    return entry.bucket.take();
  }
}
