// Embedded persistent GameStore on LMDB (lmdb-js): the default when no REDIS_URL is set, so a
// restarted server finds every room where it left it. One data directory per server process.
// Every change is ONE write transaction (check action id and version, write what changed of the
// room — its live part, and its rules, seats, revealed deals or finished hands only when they
// changed (room-parts.ts) — events, action, deadline and holder index), and commit() returns only
// once LMDB has flushed it to disk — so a move is stored durably before it is acknowledged.
import { open, type Database, type RootDatabase } from 'lmdb';
import { mkdirSync } from 'node:fs';
import type { RoomState } from '../room/state.ts';
import { liveJson, PART_FIELDS, withParts, WrittenParts, type PartField } from './room-parts.ts';
import { EVENT_LOG_LENGTH, type ActionResult, type CommitInput, type CommitOutcome, type GameStore, type LoggedEvents, type StoredRoom } from './types.ts';
import { LocalLeases } from './local-leases.ts';
import { LmdbSlots } from './lmdb-slots.ts';

/** How often expired rooms and records are removed (besides at start-up). */
const SWEEP_MS = 60_000;
/** Sorts after every action id, process id and number in the second place of a key. */
const KEY_END = '\uffff';
/** Match numbers start at 1: place 0 of a room's records holds their metadata. */
const META = 0;

interface RoomEntry {
  readonly version: number;
  /** The room's live part as JSON text (a whole RoomState when just created); the store never hands out an object a caller could mutate. */
  readonly json: string;
  readonly expiresAt: number;
  /** Mirrors this room's key in the deadline index, so a commit can move it. */
  readonly deadlineAt: number | null;
}

interface RecordMeta {
  readonly latest: number;
  readonly expiresAt: number;
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
  /** [code, match ≥ 1] → record JSON; [code, 0] → RecordMeta. */
  private readonly records: Database<string | RecordMeta, Key>;
  /** Counted places (claimSlot, lmdb-slots.ts). */
  private readonly slots: LmdbSlots;
  /** Short leases only coordinate timers of this one process: memory is enough. */
  private readonly leases = new LocalLeases();
  private lastSweep = 0;

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    this.root = open({ path: dir, maxDbs: 12 });
    this.rooms = this.root.openDB('rooms', {});
    this.log = this.root.openDB('log', { encoding: 'string' });
    this.parts = this.root.openDB('parts', { encoding: 'string' });
    this.actions = this.root.openDB('actions', {});
    this.deadlines = this.root.openDB('deadlines', {});
    this.held = this.root.openDB('held', {});
    this.processes = this.root.openDB('processes', {});
    this.records = this.root.openDB('records', {});
    this.slots = new LmdbSlots(this.root, this.root.openDB('slots', {}));
  }

  private live(code: string, now = Date.now()): RoomEntry | null {
    const entry = this.rooms.get(code);
    return entry === undefined || entry.expiresAt <= now ? null : entry;
  }

  async create(room: RoomState, ttlMs: number): Promise<boolean> {
    return this.root.transaction(() => {
      if (this.live(room.code) !== null) return false;
      this.removeRoom(room.code); // an expired one not swept yet
      this.rooms.putSync(room.code, { version: 0, json: JSON.stringify(room), expiresAt: Date.now() + ttlMs, deadlineAt: null });
      return true;
    });
  }

  async load(code: string): Promise<StoredRoom | null> {
    const entry = this.live(code);
    if (entry === null) return null;
    const texts = Object.fromEntries(PART_FIELDS.map((field) => [field, this.parts.get([code, field])])) as Record<PartField, string | undefined>;
    const parts = Object.fromEntries(PART_FIELDS.map((field) => [field, texts[field] === undefined ? undefined : (JSON.parse(texts[field]) as unknown)]));
    const room = withParts(JSON.parse(entry.json) as RoomState, parts);
    this.written.read(code, room, { u: texts.u !== undefined, p: texts.p !== undefined, r: texts.r !== undefined, h: texts.h !== undefined });
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
      this.rooms.putSync(code, { version, json: liveJson(input.room), expiresAt: Date.now() + input.ttlMs, deadlineAt });
      for (const field of PART_FIELDS) if (changed[field] !== '') this.parts.putSync([code, field], changed[field]);
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
    if (this.live(code) === null) return null;
    const version = this.actions.get([code, actionId]);
    return version === undefined ? null : { version };
  }

  async eventsSince(code: string, afterVersion: number): Promise<LoggedEvents[]> {
    if (this.live(code) === null) return [];
    return [...this.log.getRange({ start: [code, afterVersion + 1], end: [code, Number.MAX_SAFE_INTEGER] })].map(({ key, value }) => ({
      version: (key as [string, number])[1],
      events: JSON.parse(value) as LoggedEvents['events'],
    }));
  }

  async dueRooms(now: number, limit: number): Promise<string[]> {
    await this.sweepIfDue(Date.now());
    const due: string[] = [];
    for (const { key } of this.deadlines.getRange({ end: [now, KEY_END] })) {
      const code = (key as [number, string])[1];
      if (this.live(code) !== null) due.push(code);
      if (due.length >= limit) break;
    }
    return due;
  }

  async dropDeadline(code: string): Promise<void> {
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
    return this.root.transaction(() => {
      const until = this.processes.get(id);
      if (!start && (until === undefined || until <= Date.now())) return false;
      this.processes.putSync(id, Date.now() + ms);
      return true;
    });
  }

  async deadProcesses(): Promise<string[]> {
    const now = Date.now();
    return [...this.processes.getRange({})].filter(({ value }) => value <= now).map(({ key }) => key);
  }

  async roomsHeldBy(id: string): Promise<string[]> {
    return [...this.held.getKeys({ start: [id], end: [id, KEY_END] })].map((key) => (key as [string, string])[1]);
  }

  async forgetRoomHeldBy(id: string, code: string): Promise<void> {
    await this.held.remove([id, code]);
  }

  async forgetProcess(id: string): Promise<boolean> {
    return this.root.transaction(() => {
      const { done } = this.held.getKeys({ start: [id], end: [id, KEY_END], limit: 1 })[Symbol.iterator]().next();
      if (done !== true) return false;
      this.processes.removeSync(id);
      return true;
    });
  }

  async claimSlot(set: string, member: string, until: number, limit: number | null): Promise<boolean> {
    return this.slots.claim(set, member, until, limit);
  }

  async releaseSlot(set: string, member: string): Promise<void> {
    await this.slots.release(set, member);
  }

  async putRecord(code: string, match: number, record: string, ttlMs: number): Promise<void> {
    await this.root.transaction(() => {
      const meta = this.records.get([code, META]) as RecordMeta | undefined;
      this.records.putSync([code, match], record);
      this.records.putSync([code, META], { latest: Math.max(meta?.latest ?? 0, match), expiresAt: Date.now() + ttlMs });
    });
  }

  async getRecord(code: string, match: number | null): Promise<string | null> {
    const meta = this.records.get([code, META]) as RecordMeta | undefined;
    if (meta === undefined || meta.expiresAt <= Date.now()) return null;
    const record = this.records.get([code, match ?? meta.latest]);
    return typeof record === 'string' ? record : null;
  }

  private async sweepIfDue(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_MS) return;
    await this.sweep(now);
  }

  /**
   * Removes rooms nobody changed for their TTL (with their events, action ids, deadline and holder
   * index entries) and records past their retention. Runs at start-up and then every minute.
   */
  async sweep(now = Date.now()): Promise<{ rooms: number; records: number }> {
    this.lastSweep = now;
    const rooms = [...this.rooms.getRange({})].filter(({ value }) => value.expiresAt <= now).map(({ key }) => key);
    const records = [...this.records.getRange({})]
      .filter(({ key, value }) => (key as [string, number])[1] === META && (value as RecordMeta).expiresAt <= now)
      .map(({ key }) => (key as [string, number])[0]);
    if (rooms.length + records.length === 0) return { rooms: 0, records: 0 };
    await this.root.transaction(() => {
      for (const code of rooms) if ((this.rooms.get(code)?.expiresAt ?? 0) <= now) this.removeRoom(code);
      for (const code of records) {
        for (const key of this.records.getKeys({ start: [code], end: [code, Number.MAX_SAFE_INTEGER] })) this.records.removeSync(key);
      }
    });
    return { rooms: rooms.length, records: records.length };
  }

  /** Inside a transaction: the room and everything kept for it (not its records). */
  private removeRoom(code: string): void {
    const entry = this.rooms.get(code);
    if (entry === undefined) return;
    if (entry.deadlineAt !== null) this.deadlines.removeSync([entry.deadlineAt, code]);
    const seatsPart = this.parts.get([code, 'p']);
    const seats = seatsPart === undefined ? (JSON.parse(entry.json) as Partial<RoomState>).seats : (JSON.parse(seatsPart) as RoomState['seats']);
    for (const seat of seats ?? []) for (const id of seat.heldBy ?? []) this.held.removeSync([id, code]);
    for (const field of PART_FIELDS) this.parts.removeSync([code, field]);
    this.written.forget(code);
    for (const key of this.log.getKeys({ start: [code], end: [code, Number.MAX_SAFE_INTEGER] })) this.log.removeSync(key);
    for (const key of this.actions.getKeys({ start: [code], end: [code, KEY_END] })) this.actions.removeSync(key);
    this.rooms.removeSync(code);
  }

  /** How many entries each part holds (tests check that sweeping leaves nothing behind). */
  counts(): Record<string, number> {
    const parts = { rooms: this.rooms, parts: this.parts, log: this.log, actions: this.actions, deadlines: this.deadlines, held: this.held, records: this.records };
    return Object.fromEntries(Object.entries(parts).map(([name, db]) => [name, db.getKeysCount()]));
  }

  async ping(): Promise<void> {
    this.rooms.get('');
  }

  async close(): Promise<void> {
    await this.root.close();
  }
}
