// In-memory GameStore for tests and STORE=memory (a restart forgets everything; the default is the
// persistent LMDB store). Rooms are kept as JSON text so that no caller can mutate stored state by accident.
import type { RoomState } from '@boneyard/table';
import {
  EVENT_LOG_LENGTH,
  EXPIRY_BATCH,
  type ActionResult,
  type CommitInput,
  type CommitOutcome,
  type Expired,
  type GameStore,
  type LoggedEvents,
  type StoredRoom,
} from './types.ts';
import { ExpiryIndex } from './expiry-index.ts';
import { LocalLeases } from './local-leases.ts';

interface Entry {
  version: number;
  json: string;
  expiresAt: number;
  log: LoggedEvents[];
  actions: Map<string, ActionResult>;
}

export class MemoryStore implements GameStore {
  readonly kind = 'memory';
  private readonly rooms = new Map<string, Entry>();
  private readonly deadlines = new Map<string, number>();
  private readonly leases = new LocalLeases();
  private readonly records = new Map<
    string,
    { byMatch: Map<number, string>; latest: number; expiresAt: number }
  >();
  /** Rooms and records in expiry order: a tick removes the due ones without looking at the rest. */
  private readonly roomExpiries = new ExpiryIndex();
  private readonly recordExpiries = new ExpiryIndex();

  private live(code: string): Entry | null {
    const entry = this.rooms.get(code);
    if (entry === undefined) return null;
    if (entry.expiresAt <= Date.now()) {
      this.removeRoom(code);
      return null;
    }
    return entry;
  }

  private removeRoom(code: string): void {
    this.rooms.delete(code);
    this.deadlines.delete(code);
    this.roomExpiries.delete(code);
  }

  async create(room: RoomState, ttlMs: number): Promise<boolean> {
    if (this.live(room.code) !== null) return false;
    const expiresAt = Date.now() + ttlMs;
    this.rooms.set(room.code, {
      version: 0,
      json: JSON.stringify(room),
      expiresAt,
      log: [],
      actions: new Map(),
    });
    this.roomExpiries.set(room.code, expiresAt);
    return true;
  }

  async load(code: string): Promise<StoredRoom | null> {
    const entry = this.live(code);
    return entry === null
      ? null
      : { room: JSON.parse(entry.json) as RoomState, version: entry.version };
  }

  async commit(input: CommitInput): Promise<CommitOutcome> {
    const entry = this.live(input.code);
    if (entry === null) return { kind: 'conflict' };
    if (input.actionId !== null) {
      const previous = entry.actions.get(input.actionId);
      if (previous !== undefined) return { kind: 'duplicate', result: previous };
    }
    if (entry.version !== input.expectVersion) return { kind: 'conflict' };
    entry.version += 1;
    entry.json = JSON.stringify(input.room);
    entry.expiresAt = Date.now() + input.ttlMs;
    this.roomExpiries.set(input.code, entry.expiresAt);
    entry.log.push({ version: entry.version, events: JSON.parse(JSON.stringify(input.events)) });
    if (entry.log.length > EVENT_LOG_LENGTH)
      entry.log.splice(0, entry.log.length - EVENT_LOG_LENGTH);
    if (input.actionId !== null) entry.actions.set(input.actionId, { version: entry.version });
    if (input.deadlineAt === null) this.deadlines.delete(input.code);
    else this.deadlines.set(input.code, input.deadlineAt);
    return { kind: 'ok', version: entry.version };
  }

  async actionResult(code: string, actionId: string): Promise<ActionResult | null> {
    return this.live(code)?.actions.get(actionId) ?? null;
  }

  async eventsSince(code: string, afterVersion: number): Promise<LoggedEvents[]> {
    return (this.live(code)?.log ?? []).filter((entry) => entry.version > afterVersion);
  }

  async dueRooms(now: number, limit: number): Promise<string[]> {
    await this.expire(Date.now(), EXPIRY_BATCH);
    const due: string[] = [];
    for (const [code, at] of this.deadlines) {
      if (this.live(code) === null) continue;
      if (at <= now) due.push(code);
      if (due.length >= limit) break;
    }
    return due;
  }

  async dropDeadline(code: string): Promise<void> {
    this.deadlines.delete(code);
  }

  /** Abandoned rooms and old records leave memory even if nobody asks for them again. */
  async expire(now: number, limit: number): Promise<Expired> {
    const rooms = this.roomExpiries.due(now, limit);
    for (const code of rooms) this.removeRoom(code);
    const records = this.recordExpiries.due(now, limit);
    for (const code of records) {
      this.records.delete(code);
      this.recordExpiries.delete(code);
    }
    this.forgetLapsedSlots(now);
    return { rooms: rooms.length, records: records.length };
  }

  /** Entries in the expiry indexes (tests check that expired rooms leave none behind). */
  indexSizes(): { rooms: number; records: number } {
    return { rooms: this.roomExpiries.size, records: this.recordExpiries.size };
  }

  private lastSlotSweep = 0;

  /** Lapsed counted places leave memory once a minute even if their set is never claimed again. */
  private forgetLapsedSlots(now: number): void {
    if (now - this.lastSlotSweep < 60_000) return;
    this.lastSlotSweep = now;
    for (const [set, members] of this.slots) {
      this.forgetLapsed(members, now);
      if (members.size === 0) this.slots.delete(set);
    }
  }

  async lease(name: string, owner: string, ms: number): Promise<boolean> {
    return this.leases.take(name, owner, ms);
  }

  // One process: nobody else can die holding a seat, so there is nothing to expire or index.
  async keepAlive(): Promise<boolean> {
    return true;
  }

  async deadProcesses(): Promise<string[]> {
    return [];
  }

  async roomsHeldBy(): Promise<string[]> {
    return [];
  }

  async forgetRoomHeldBy(): Promise<void> {}

  async forgetProcess(): Promise<boolean> {
    return true;
  }

  private readonly slots = new Map<string, Map<string, number>>();

  async claimSlot(
    set: string,
    member: string,
    until: number,
    limit: number | null,
  ): Promise<boolean> {
    const members = this.slots.get(set) ?? new Map<string, number>();
    this.slots.set(set, members);
    // Lapsed members only matter when they would fill the set: forgotten then (and by the sweep).
    if (!members.has(member) && limit !== null && members.size >= limit) {
      this.forgetLapsed(members, Date.now());
      if (members.size >= limit) return false;
    }
    members.set(member, until);
    return true;
  }

  async releaseSlot(set: string, member: string): Promise<void> {
    this.slots.get(set)?.delete(member);
  }

  private forgetLapsed(members: Map<string, number>, now: number): void {
    for (const [listed, at] of members) if (at <= now) members.delete(listed);
  }

  async putRecord(code: string, match: number, record: string, ttlMs: number): Promise<void> {
    const entry = this.records.get(code) ?? { byMatch: new Map(), latest: 0, expiresAt: 0 };
    entry.byMatch.set(match, record);
    entry.latest = Math.max(entry.latest, match);
    entry.expiresAt = Date.now() + ttlMs;
    this.records.set(code, entry);
    this.recordExpiries.set(code, entry.expiresAt);
  }

  async getRecord(code: string, match: number | null): Promise<string | null> {
    const entry = this.records.get(code);
    if (entry === undefined || entry.expiresAt <= Date.now()) return null;
    return entry.byMatch.get(match ?? entry.latest) ?? null;
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {}
}
