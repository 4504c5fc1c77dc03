// Short leases (`tick:CODE`, taken for every bot decision and every overdue room) in an embedded
// store: one process owns the data, so memory is enough. Lapsed leases are swept now and then, or
// a long-running server would keep one entry for every room that ever had a bot.
const SWEEP_MS = 60_000;

export class LocalLeases {
  private readonly held = new Map<string, { readonly owner: string; readonly until: number }>();
  private nextSweep = 0;

  /** True when `owner` holds `name` for the next `ms` (it was free, lapsed, or already its own). */
  take(name: string, owner: string, ms: number, now = Date.now()): boolean {
    this.sweep(now);
    const held = this.held.get(name);
    if (held !== undefined && held.until > now && held.owner !== owner) return false;
    this.held.set(name, { owner, until: now + ms });
    return true;
  }

  /** Leases remembered (lapsed ones until the next sweep). */
  get size(): number {
    return this.held.size;
  }

  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + SWEEP_MS;
    for (const [name, lease] of this.held) if (lease.until <= now) this.held.delete(name);
  }
}
