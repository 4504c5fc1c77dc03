// The LMDB store's expiry index: sub-databases keyed [expiresAt, code] (lmdb's ordered keys sort a
// number big-endian first, then the code), so the rooms and records due are the front of a range
// read — a tick reads only what it removes. The store moves a room's entry in the same write
// transaction as every create and commit, and a record's with every putRecord.
import type { Database, RootDatabase } from 'lmdb';
import type { LmdbRecords } from './lmdb-records.ts';

/**
 * An expiry tick stops removing once it has run this long (it always removes one entry): with
 * EXPIRY_BATCH its pause stays short however large the rooms are or however busy the machine is.
 */
export const EXPIRY_BUDGET_MS = 2;

/** Sorts after every action id, process id and number in the second place of a key. */
export const KEY_END = '\uffff';

export type ExpiryKey = [expiresAt: number, code: string];

/** Marks a data directory whose rooms and records are all in the index (written before it: none). */
const BUILT = 'expiry-index';

export class ExpiryKeys {
  readonly rooms: Database<null, ExpiryKey>;
  readonly records: Database<null, ExpiryKey>;
  /** Flags of the data directory's format. */
  private readonly meta: Database<number, string>;

  constructor(private readonly root: RootDatabase) {
    this.rooms = root.openDB('room-expiries', {});
    this.records = root.openDB('record-expiries', {});
    this.meta = root.openDB('meta', {});
  }

  /**
   * A data directory written before the index existed: its rooms and records are indexed once
   * (one read of everything, at open), so they expire like the others.
   */
  indexOldData(
    rooms: Database<{ readonly expiresAt: number }, string>,
    records: LmdbRecords,
  ): void {
    if (this.meta.get(BUILT) === 1) return;
    this.root.transactionSync(() => {
      for (const { key, value } of rooms.getRange({}))
        this.rooms.putSync([value.expiresAt, key], null);
      records.indexAll();
      this.meta.putSync(BUILT, 1);
    });
  }

  /** Up to `limit` index entries of `kind` whose time is at or before `now`, soonest first. */
  due(kind: 'rooms' | 'records', now: number, limit: number): ExpiryKey[] {
    return [...this[kind].getKeys({ end: [now, KEY_END], limit })];
  }
}
