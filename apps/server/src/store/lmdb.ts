// Embedded persistent GameStore on LMDB (lmdb-js): the default when no REDIS_URL is set, so a
// restarted server finds every room where it left it. One data directory per server process.
// Every change is ONE write transaction (check action id and version, write what changed of the
// room — its live part, and its rules, seats, revealed deals or finished hands only when they
// changed (room-parts.ts) — events, action, deadline, expiry and holder index: lmdb-rooms.ts), and
// commit() returns only once LMDB has flushed it to disk — so a move is stored durably before it is
// acknowledged. Expiry reads an index in expiry order (lmdb-expiry.ts), never every room.
import type { RoomState } from '@boneyard/table';
import { open, type RootDatabase } from 'lmdb';
import { mkdirSync } from 'node:fs';
import {
  EXPIRY_BATCH,
  type ActionResult,
  type CommitInput,
  type CommitOutcome,
  StoreClosedError,
  type Expired,
  type GameStore,
  type LoggedEvents,
  type StoredRoom,
} from './types.ts';
import { EXPIRY_BUDGET_MS, ExpiryKeys } from './lmdb-expiry.ts';
import { LmdbProcesses } from './lmdb-processes.ts';
import { LmdbRecords } from './lmdb-records.ts';
import { LmdbRooms } from './lmdb-rooms.ts';
import { LmdbSlots } from './lmdb-slots.ts';
import { LocalLeases } from './local-leases.ts';

export class LmdbStore implements GameStore {
  readonly kind = 'lmdb';
  private readonly root: RootDatabase;
  /** Rooms, their parts, events, action ids and deadlines (lmdb-rooms.ts). */
  private readonly rooms: LmdbRooms;
  /** Process ids: their leases and the rooms whose seats record them (lmdb-processes.ts). */
  private readonly processes: LmdbProcesses;
  private readonly records: LmdbRecords;
  /** [expiresAt, code] → null, one entry per room and per code with records: what expires next. */
  private readonly expiries: ExpiryKeys;
  /** Counted places (claimSlot, lmdb-slots.ts). */
  private readonly slots: LmdbSlots;
  /** Short leases only coordinate timers of this one process: memory is enough. */
  private readonly leases = new LocalLeases();
  /** Set when close() begins. */
  private closing: Promise<void> | null = null;

  constructor(
    readonly dir: string,
    private readonly expiryBudgetMs = EXPIRY_BUDGET_MS,
  ) {
    mkdirSync(dir, { recursive: true });
    this.root = open({ path: dir, maxDbs: 14 });
    this.processes = new LmdbProcesses(this.root);
    this.expiries = new ExpiryKeys(this.root);
    this.rooms = new LmdbRooms(this.root, this.expiries, this.processes);
    this.records = new LmdbRecords(this.root, this.expiries.records);
    this.expiries.indexOldData(this.rooms.entries, this.records);
    this.slots = new LmdbSlots(this.root, this.root.openDB('slots', {}));
  }

  /**
   * Refuses any call once close() has begun. lmdb-js resets the read transaction it shares between
   * reads on a setTimeout(0); a read made while the environment closes (its writes still flushing)
   * re-arms that timer on the aborted transaction, and the timer throws "Attempt to reset an invalid
   * read txn" where nothing can catch it — the process crashes. Reads are synchronous, so checking
   * before each run of them (and again after every await) is enough.
   */
  private ensureOpen(): void {
    if (this.closing !== null) throw new StoreClosedError(this.kind);
  }

  async create(room: RoomState, ttlMs: number): Promise<boolean> {
    this.ensureOpen();
    return this.root.transaction(() => this.rooms.insert(room, ttlMs));
  }

  async load(code: string): Promise<StoredRoom | null> {
    this.ensureOpen();
    const entry = this.rooms.live(code);
    return entry === null ? null : { room: this.rooms.read(code, entry), version: entry.version };
  }

  async commit(input: CommitInput): Promise<CommitOutcome> {
    const outcome = await this.write(input);
    // The transaction resolves once committed; with LMDB's overlapping sync (the default on Linux)
    // the flush to disk trails it, so wait for that too: a change is durable before anyone is told.
    if (outcome.kind === 'ok') await this.root.flushed;
    return outcome;
  }

  private async write(input: CommitInput): Promise<CommitOutcome> {
    this.ensureOpen();
    const changed = this.rooms.written.changed(input.code, input.room);
    const outcome = await this.root.transaction(() => this.rooms.write(input, changed));
    if (outcome.kind !== 'ok') this.rooms.written.forget(input.code); // not written after all
    return outcome;
  }

  async actionResult(code: string, actionId: string): Promise<ActionResult | null> {
    this.ensureOpen();
    if (this.rooms.live(code) === null) return null;
    const version = this.rooms.actions.get([code, actionId]);
    return version === undefined ? null : { version };
  }

  async eventsSince(code: string, afterVersion: number): Promise<LoggedEvents[]> {
    this.ensureOpen();
    if (this.rooms.live(code) === null) return [];
    return this.rooms.eventsSince(code, afterVersion);
  }

  async dueRooms(now: number, limit: number): Promise<string[]> {
    await this.expire(Date.now(), EXPIRY_BATCH);
    this.ensureOpen(); // close() may have begun during the tick
    return this.rooms.due(now, limit);
  }

  async dropDeadline(code: string): Promise<void> {
    this.ensureOpen();
    await this.root.transaction(() => this.rooms.dropDeadline(code));
  }

  async lease(name: string, owner: string, ms: number): Promise<boolean> {
    return this.leases.take(name, owner, ms);
  }

  async keepAlive(id: string, ms: number, start: boolean): Promise<boolean> {
    this.ensureOpen();
    return this.processes.keepAlive(id, ms, start);
  }

  async deadProcesses(): Promise<string[]> {
    this.ensureOpen();
    return this.processes.dead();
  }

  async roomsHeldBy(id: string): Promise<string[]> {
    this.ensureOpen();
    return this.processes.roomsHeldBy(id);
  }

  async forgetRoomHeldBy(id: string, code: string): Promise<void> {
    this.ensureOpen();
    await this.processes.forgetRoomHeldBy(id, code);
  }

  async forgetProcess(id: string): Promise<boolean> {
    this.ensureOpen();
    return this.processes.forget(id);
  }

  async claimSlot(
    set: string,
    member: string,
    until: number,
    limit: number | null,
  ): Promise<boolean> {
    this.ensureOpen();
    return this.slots.claim(set, member, until, limit);
  }

  async releaseSlot(set: string, member: string): Promise<void> {
    this.ensureOpen();
    await this.slots.release(set, member);
  }

  async putRecord(code: string, match: number, record: string, ttlMs: number): Promise<void> {
    this.ensureOpen();
    await this.records.put(code, match, record, ttlMs);
  }

  async getRecord(code: string, match: number | null): Promise<string | null> {
    this.ensureOpen();
    return this.records.get(code, match);
  }

  /**
   * One tick: the rooms and records whose expiry passed, at most `limit` of each and for at most
   * the time budget, read from the front of the expiry index and removed in one transaction — the
   * pause grows with neither the rooms stored nor the rooms due. An index entry that no longer
   * matches (the room was written again since) goes.
   */
  async expire(now: number, limit: number): Promise<Expired> {
    this.ensureOpen();
    const rooms = this.expiries.due('rooms', now, limit);
    const records = this.expiries.due('records', now, limit);
    if (rooms.length + records.length === 0) return { rooms: 0, records: 0 };
    return this.root.transaction(() => {
      const stopAt = performance.now() + this.expiryBudgetMs;
      let removedRooms = 0;
      for (const [index, [at, code]] of rooms.entries()) {
        if (index > 0 && performance.now() >= stopAt) break; // the rest stays due for the next tick
        this.expiries.rooms.removeSync([at, code]);
        const entry = this.rooms.entries.get(code);
        if (entry === undefined || entry.expiresAt > now) continue; // a stale entry: written again since
        this.rooms.remove(code);
        removedRooms++;
      }
      return { rooms: removedRooms, records: this.records.removeDue(records, now, stopAt) };
    });
  }

  /** Everything expired by `now`, tick after tick (at start-up: what expired while the server was down). */
  async sweep(now = Date.now()): Promise<Expired> {
    const total = { rooms: 0, records: 0 };
    // Every tick takes what it read off the index, so this ends.
    for (;;) {
      this.ensureOpen();
      if (
        this.expiries.due('rooms', now, 1).length + this.expiries.due('records', now, 1).length ===
        0
      )
        break;
      const removed = await this.expire(now, EXPIRY_BATCH);
      total.rooms += removed.rooms;
      total.records += removed.records;
    }
    return total;
  }

  /** How many entries each part holds (tests check that sweeping leaves nothing behind). */
  counts(): Record<string, number> {
    this.ensureOpen();
    const { entries: rooms, parts: roomParts, log, actions, deadlines } = this.rooms;
    const parts = {
      rooms,
      parts: roomParts,
      log,
      actions,
      deadlines,
      held: this.processes.held,
      records: this.records.db,
      roomExpiries: this.expiries.rooms,
      recordExpiries: this.expiries.records,
    };
    return Object.fromEntries(Object.entries(parts).map(([name, db]) => [name, db.getKeysCount()]));
  }

  async ping(): Promise<void> {
    this.ensureOpen();
    this.rooms.entries.get('');
  }

  /** Refuses every later call at once, then closes once LMDB has finished the writes under way. */
  async close(): Promise<void> {
    this.closing ??= this.root.close();
    await this.closing;
  }
}
