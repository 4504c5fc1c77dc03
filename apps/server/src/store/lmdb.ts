// Embedded persistent GameStore on LMDB (lmdb-js): the default when no REDIS_URL is set, so a
// restarted server finds every room where it left it. One data directory per server process.
// Every change is ONE write transaction (check action id and version, write what changed of the
// room — its live part, and its rules, seats, revealed deals or finished hands only when they
// changed (room-parts.ts) — events, action, deadline, expiry and holder index), and commit()
// returns only once LMDB has flushed it to disk — so a move is stored durably before it is
// acknowledged. Expiry reads an index in expiry order (lmdb-expiry.ts), never every room.
import type { RoomState } from '@boneyard/table';
import { open, type Database, type RootDatabase } from 'lmdb';
import { mkdirSync } from 'node:fs';
import { liveJson, PART_FIELDS, withParts, WrittenParts, type PartField } from './room-parts.ts';
import {
  EVENT_LOG_LENGTH,
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
import { EXPIRY_BUDGET_MS, ExpiryKeys, KEY_END } from './lmdb-expiry.ts';
import { LmdbRecords } from './lmdb-records.ts';
import { LocalLeases } from './local-leases.ts';
import { LmdbSlots } from './lmdb-slots.ts';

interface RoomEntry {
  readonly version: number;
  /** The room's live part as JSON text (a whole RoomState when just created); the store never hands out an object a caller could mutate. */
  readonly json: string;
  readonly expiresAt: number;
  /** Mirrors this room's key in the deadline index, so a commit can move it. */
  readonly deadlineAt: number | null;
}

type Key = string | number | (string | number)[];

export class LmdbStore implements GameStore {
  readonly kind = 'lmdb';
  private readonly root: RootDatabase;
  private readonly rooms: Database<RoomEntry, string>;
  /** [code, version] → events JSON (the last EVENT_LOG_LENGTH changes). */
  private readonly log: Database<string, Key>;
  /** [code, part field] → that part of the room as JSON (room-parts.ts). */
  private readonly parts: Database<string, Key>;
  /** The parts as stored (one process per data directory: what it wrote or read is what is stored). */
  private readonly written = new WrittenParts();
  /** [code, action id] → the version that action produced. */
  private readonly actions: Database<number, Key>;
  /** [deadline ms, code] → null: rooms in deadline order. */
  private readonly deadlines: Database<null, Key>;
  /** [process id, code] → null: rooms where a process id is recorded in a seat. */
  private readonly held: Database<null, Key>;
  /** process id → epoch ms its liveness lease lapses. */
  private readonly processes: Database<number, string>;
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
    this.rooms = this.root.openDB('rooms', {});
    this.log = this.root.openDB('log', { encoding: 'string' });
    this.parts = this.root.openDB('parts', { encoding: 'string' });
    this.actions = this.root.openDB('actions', {});
    this.deadlines = this.root.openDB('deadlines', {});
    this.held = this.root.openDB('held', {});
    this.processes = this.root.openDB('processes', {});
    this.expiries = new ExpiryKeys(this.root);
    this.records = new LmdbRecords(this.root, this.expiries.records);
    this.expiries.indexOldData(this.rooms, this.records);
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

  private live(code: string, now = Date.now()): RoomEntry | null {
    const entry = this.rooms.get(code);
    return entry === undefined || entry.expiresAt <= now ? null : entry;
  }

  async create(room: RoomState, ttlMs: number): Promise<boolean> {
    this.ensureOpen();
    return this.root.transaction(() => {
      if (this.live(room.code) !== null) return false;
      this.removeRoom(room.code); // an expired one not swept yet
      const expiresAt = Date.now() + ttlMs;
      this.rooms.putSync(room.code, {
        version: 0,
        json: JSON.stringify(room),
        expiresAt,
        deadlineAt: null,
      });
      this.expiries.rooms.putSync([expiresAt, room.code], null);
      return true;
    });
  }

  async load(code: string): Promise<StoredRoom | null> {
    this.ensureOpen();
    const entry = this.live(code);
    if (entry === null) return null;
    const texts = Object.fromEntries(
      PART_FIELDS.map((field) => [field, this.parts.get([code, field])]),
    ) as Record<PartField, string | undefined>;
    const parts = Object.fromEntries(
      PART_FIELDS.map((field) => [
        field,
        texts[field] === undefined ? undefined : (JSON.parse(texts[field]) as unknown),
      ]),
    );
    const room = withParts(JSON.parse(entry.json) as RoomState, parts);
    this.written.read(code, room, {
      u: texts.u !== undefined,
      p: texts.p !== undefined,
      r: texts.r !== undefined,
      h: texts.h !== undefined,
    });
    return { room, version: entry.version };
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
    const code = input.code;
    const changed = this.written.changed(code, input.room);
    const outcome = await this.root.transaction((): CommitOutcome => {
      const entry = this.live(code);
      if (entry === null) return { kind: 'conflict' };
      if (input.actionId !== null) {
        const previous = this.actions.get([code, input.actionId]);
        if (previous !== undefined) return { kind: 'duplicate', result: { version: previous } };
      }
      if (entry.version !== input.expectVersion) return { kind: 'conflict' };
      const version = entry.version + 1;
      const deadlineAt = input.deadlineAt === null ? null : Math.round(input.deadlineAt);
      const expiresAt = Date.now() + input.ttlMs;
      this.rooms.putSync(code, { version, json: liveJson(input.room), expiresAt, deadlineAt });
      // Each write's own ttl (a lobby room's is shorter): the index follows it.
      this.expiries.rooms.removeSync([entry.expiresAt, code]);
      this.expiries.rooms.putSync([expiresAt, code], null);
      for (const field of PART_FIELDS)
        if (changed[field] !== '') this.parts.putSync([code, field], changed[field]);
      this.log.putSync([code, version], JSON.stringify(input.events));
      this.log.removeSync([code, version - EVENT_LOG_LENGTH]);
      if (input.actionId !== null) this.actions.putSync([code, input.actionId], version);
      if (entry.deadlineAt !== null) this.deadlines.removeSync([entry.deadlineAt, code]);
      if (deadlineAt !== null) this.deadlines.putSync([deadlineAt, code], null);
      for (const id of input.holders.added) this.held.putSync([id, code], null);
      for (const id of input.holders.removed) this.held.removeSync([id, code]);
      return { kind: 'ok', version };
    });
    if (outcome.kind !== 'ok') this.written.forget(code); // not written after all
    return outcome;
  }

  async actionResult(code: string, actionId: string): Promise<ActionResult | null> {
    this.ensureOpen();
    if (this.live(code) === null) return null;
    const version = this.actions.get([code, actionId]);
    return version === undefined ? null : { version };
  }

  async eventsSince(code: string, afterVersion: number): Promise<LoggedEvents[]> {
    this.ensureOpen();
    if (this.live(code) === null) return [];
    return [
      ...this.log.getRange({
        start: [code, afterVersion + 1],
        end: [code, Number.MAX_SAFE_INTEGER],
      }),
    ].map(({ key, value }) => ({
      version: (key as [string, number])[1],
      events: JSON.parse(value) as LoggedEvents['events'],
    }));
  }

  async dueRooms(now: number, limit: number): Promise<string[]> {
    await this.expire(Date.now(), EXPIRY_BATCH);
    this.ensureOpen(); // close() may have begun during the tick
    const due: string[] = [];
    for (const { key } of this.deadlines.getRange({ end: [now, KEY_END] })) {
      const code = (key as [number, string])[1];
      if (this.live(code) !== null) due.push(code);
      if (due.length >= limit) break;
    }
    return due;
  }

  async dropDeadline(code: string): Promise<void> {
    this.ensureOpen();
    await this.root.transaction(() => {
      const entry = this.rooms.get(code);
      if (entry?.deadlineAt == null) return;
      this.deadlines.removeSync([entry.deadlineAt, code]);
      this.rooms.putSync(code, { ...entry, deadlineAt: null });
    });
  }

  async lease(name: string, owner: string, ms: number): Promise<boolean> {
    return this.leases.take(name, owner, ms);
  }

  // Process ids and their leases are stored like in Redis: after a restart (or a crash) the old
  // process's id is still recorded in seats; once its lease lapses the deadline poller releases
  // those seats (room/presence.ts), so players who never come back get a stand-in bot.
  async keepAlive(id: string, ms: number, start: boolean): Promise<boolean> {
    this.ensureOpen();
    return this.root.transaction(() => {
      const until = this.processes.get(id);
      if (!start && (until === undefined || until <= Date.now())) return false;
      this.processes.putSync(id, Date.now() + ms);
      return true;
    });
  }

  async deadProcesses(): Promise<string[]> {
    this.ensureOpen();
    const now = Date.now();
    return [...this.processes.getRange({})]
      .filter(({ value }) => value <= now)
      .map(({ key }) => key);
  }

  async roomsHeldBy(id: string): Promise<string[]> {
    this.ensureOpen();
    return [...this.held.getKeys({ start: [id], end: [id, KEY_END] })].map(
      (key) => (key as [string, string])[1],
    );
  }

  async forgetRoomHeldBy(id: string, code: string): Promise<void> {
    this.ensureOpen();
    await this.held.remove([id, code]);
  }

  async forgetProcess(id: string): Promise<boolean> {
    this.ensureOpen();
    return this.root.transaction(() => {
      const { done } = this.held
        .getKeys({ start: [id], end: [id, KEY_END], limit: 1 })
        [Symbol.iterator]()
        .next();
      if (done !== true) return false;
      this.processes.removeSync(id);
      return true;
    });
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
        const entry = this.rooms.get(code);
        if (entry === undefined || entry.expiresAt > now) continue; // a stale entry: written again since
        this.removeRoom(code);
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

  /** Inside a transaction: the room and everything kept for it (not its records). */
  private removeRoom(code: string): void {
    const entry = this.rooms.get(code);
    if (entry === undefined) return;
    if (entry.deadlineAt !== null) this.deadlines.removeSync([entry.deadlineAt, code]);
    this.expiries.rooms.removeSync([entry.expiresAt, code]);
    this.rooms.removeSync(code);
    this.written.forget(code);
    // Parts, events, action ids and holders are written by commits only: a room never changed
    // since it was created has none to look for.
    if (entry.version === 0) return;
    for (const id of this.holdersOf(code, entry)) this.held.removeSync([id, code]);
    for (const field of PART_FIELDS) this.parts.removeSync([code, field]);
    for (const key of this.log.getKeys({ start: [code], end: [code, Number.MAX_SAFE_INTEGER] }))
      this.log.removeSync(key);
    for (const key of this.actions.getKeys({ start: [code], end: [code, KEY_END] }))
      this.actions.removeSync(key);
  }

  /** The process ids recorded in the room's seats. */
  private holdersOf(code: string, entry: RoomEntry): string[] {
    const text = this.parts.get([code, 'p']) ?? entry.json; // the seats, or a room stored whole
    // JSON of a seat held by someone always contains this (a name cannot: its quotes are escaped),
    // and parsing a whole room only to find none is most of a removal's time.
    if (!text.includes('"heldBy":["')) return [];
    const parsed = JSON.parse(text) as unknown;
    const seats = (
      Array.isArray(parsed) ? parsed : ((parsed as Partial<RoomState>).seats ?? [])
    ) as RoomState['seats'];
    return seats.flatMap((seat) => seat.heldBy ?? []);
  }

  /** How many entries each part holds (tests check that sweeping leaves nothing behind). */
  counts(): Record<string, number> {
    this.ensureOpen();
    const { rooms, parts: roomParts, log, actions, deadlines, held } = this;
    const parts = {
      rooms,
      parts: roomParts,
      log,
      actions,
      deadlines,
      held,
      records: this.records.db,
      roomExpiries: this.expiries.rooms,
      recordExpiries: this.expiries.records,
    };
    return Object.fromEntries(Object.entries(parts).map(([name, db]) => [name, db.getKeysCount()]));
  }

  async ping(): Promise<void> {
    this.ensureOpen();
    this.rooms.get('');
  }

  /** Refuses every later call at once, then closes once LMDB has finished the writes under way. */
  async close(): Promise<void> {
    this.closing ??= this.root.close();
    await this.closing;
  }
}
