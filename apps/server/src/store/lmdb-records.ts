// The LMDB store's match records: [code, match ≥ 1] → record JSON, [code, 0] → the code's latest
// match and when its records expire. Each code's expiry is also a key of the records' expiry
// index (lmdb-expiry.ts), moved with every putRecord, so a tick finds the due codes at its front.
import type { Database, RootDatabase } from 'lmdb';
import type { ExpiryKey } from './lmdb-expiry.ts';

/** Match numbers start at 1: place 0 of a room's records holds their metadata. */
const META = 0;

interface RecordMeta {
  readonly latest: number;
  readonly expiresAt: number;
}

type RecordKey = [code: string, match: number];

export class LmdbRecords {
  /** [code, match ≥ 1] → record JSON; [code, 0] → RecordMeta. */
  readonly db: Database<string | RecordMeta, RecordKey>;

  constructor(
    private readonly root: RootDatabase,
    private readonly index: Database<null, ExpiryKey>,
  ) {
    this.db = root.openDB('records', {});
  }

  async put(code: string, match: number, record: string, ttlMs: number): Promise<void> {
    await this.root.transaction(() => {
      const meta = this.meta(code);
      const expiresAt = Date.now() + ttlMs;
      this.db.putSync([code, match], record);
      this.db.putSync([code, META], { latest: Math.max(meta?.latest ?? 0, match), expiresAt });
      if (meta !== undefined) this.index.removeSync([meta.expiresAt, code]);
      this.index.putSync([expiresAt, code], null);
    });
  }

  get(code: string, match: number | null): string | null {
    const meta = this.meta(code);
    if (meta === undefined || meta.expiresAt <= Date.now()) return null;
    const record = this.db.get([code, match ?? meta.latest]);
    return typeof record === 'string' ? record : null;
  }

  /**
   * Inside a write transaction: removes the codes of these index entries whose records expired by
   * `now` (at least one entry, then until `stopAt`, performance.now() time); how many.
   */
  removeDue(due: readonly ExpiryKey[], now: number, stopAt: number): number {
    let removed = 0;
    for (const [index, [at, code]] of due.entries()) {
      if (index > 0 && performance.now() >= stopAt) break;
      this.index.removeSync([at, code]);
      const meta = this.meta(code);
      if (meta === undefined || meta.expiresAt > now) continue; // a stale entry: the records were kept longer
      for (const key of this.db.getKeys({
        start: [code, META],
        end: [code, Number.MAX_SAFE_INTEGER],
      }))
        this.db.removeSync(key);
      removed++;
    }
    return removed;
  }

  /** Inside a write transaction: indexes records written before the index existed. */
  indexAll(): void {
    for (const { key, value } of this.db.getRange({})) {
      if (key[1] === META) this.index.putSync([(value as RecordMeta).expiresAt, key[0]], null);
    }
  }

  private meta(code: string): RecordMeta | undefined {
    return this.db.get([code, META]) as RecordMeta | undefined;
  }
}
