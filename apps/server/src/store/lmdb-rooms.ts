// The LMDB store's rooms: one entry per room (its version, live part, expiry and deadline), its
// other parts apart (room-parts.ts), its last events, the versions its action ids produced and the
// deadline index. Writes happen inside the store's transactions (lmdb.ts); this keeps every
// sub-database of a room, and their indexes, in step.
import type { RoomState } from '@boneyard/table';
import type { Database, RootDatabase } from 'lmdb';
import type { ExpiryKeys } from './lmdb-expiry.ts';
import { KEY_END } from './lmdb-expiry.ts';
import type { LmdbProcesses } from './lmdb-processes.ts';
import { liveJson, PART_FIELDS, WrittenParts, type PartField } from './room-parts.ts';
import {
  EVENT_LOG_LENGTH,
  type CommitInput,
  type CommitOutcome,
  type LoggedEvents,
} from './types.ts';

export interface RoomEntry {
  readonly version: number;
  /** The room's live part as JSON text (a whole RoomState when just created); the store never hands out an object a caller could mutate. */
  readonly json: string;
  readonly expiresAt: number;
  /** Mirrors this room's key in the deadline index, so a commit can move it. */
  readonly deadlineAt: number | null;
}

type Key = string | number | (string | number)[];

export class LmdbRooms {
  readonly entries: Database<RoomEntry, string>;
  /** [code, version] → events JSON (the last EVENT_LOG_LENGTH changes). */
  readonly log: Database<string, Key>;
  /** [code, part field] → that part of the room as JSON (room-parts.ts). */
  readonly parts: Database<string, Key>;
  /** [code, action id] → the version that action produced. */
  readonly actions: Database<number, Key>;
  /** [deadline ms, code] → null: rooms in deadline order. */
  readonly deadlines: Database<null, Key>;
  /** The parts as stored (one process per data directory: what it wrote or read is what is stored). */
  readonly written = new WrittenParts();

  constructor(
    root: RootDatabase,
    private readonly expiries: ExpiryKeys,
    private readonly processes: LmdbProcesses,
  ) {
    this.entries = root.openDB('rooms', {});
    this.log = root.openDB('log', { encoding: 'string' });
    this.parts = root.openDB('parts', { encoding: 'string' });
    this.actions = root.openDB('actions', {});
    this.deadlines = root.openDB('deadlines', {});
  }

  live(code: string, now = Date.now()): RoomEntry | null {
    const entry = this.entries.get(code);
    return entry === undefined || entry.expiresAt <= now ? null : entry;
  }

  /** Inside a transaction: a new room at version 0 (false if a live one has its code). */
  insert(room: RoomState, ttlMs: number): boolean {
    if (this.live(room.code) !== null) return false;
    this.remove(room.code); // an expired one not swept yet
    const expiresAt = Date.now() + ttlMs;
    this.entries.putSync(room.code, {
      version: 0,
      json: JSON.stringify(room),
      expiresAt,
      deadlineAt: null,
    });
    this.expiries.rooms.putSync([expiresAt, room.code], null);
    return true;
  }

  /** The room stored under `entry`, with its parts. */
  read(code: string, entry: RoomEntry): RoomState {
    const texts = Object.fromEntries(
      PART_FIELDS.map((field) => [field, this.parts.get([code, field])]),
    ) as Record<PartField, string | undefined>;
    return this.written.parse(code, entry.json, texts);
  }

  /** Inside a transaction: the commit, if its action id is new and its version expected. */
  write(input: CommitInput, changed: Record<PartField, string>): CommitOutcome {
    const code = input.code;
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
    this.entries.putSync(code, { version, json: liveJson(input.room), expiresAt, deadlineAt });
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
    this.processes.moveHolders(code, input.holders);
    return { kind: 'ok', version };
  }

  eventsSince(code: string, afterVersion: number): LoggedEvents[] {
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

  /** Up to `limit` live rooms whose deadline is at or before `now`, soonest first. */
  due(now: number, limit: number): string[] {
    const due: string[] = [];
    for (const { key } of this.deadlines.getRange({ end: [now, KEY_END] })) {
      const code = (key as [number, string])[1];
      if (this.live(code) !== null) due.push(code);
      if (due.length >= limit) break;
    }
    return due;
  }

  /** Inside a transaction: the room leaves the deadline index. */
  dropDeadline(code: string): void {
    const entry = this.entries.get(code);
    if (entry?.deadlineAt == null) return;
    this.deadlines.removeSync([entry.deadlineAt, code]);
    this.entries.putSync(code, { ...entry, deadlineAt: null });
  }

  /** Inside a transaction: the room and everything kept for it (not its records). */
  remove(code: string): void {
    const entry = this.entries.get(code);
    if (entry === undefined) return;
    if (entry.deadlineAt !== null) this.deadlines.removeSync([entry.deadlineAt, code]);
    this.expiries.rooms.removeSync([entry.expiresAt, code]);
    this.entries.removeSync(code);
    this.written.forget(code);
    // Parts, events, action ids and holders are written by commits only: a room never changed
    // since it was created has none to look for.
    if (entry.version === 0) return;
    // The seats, or a room stored whole.
    this.processes.releaseRoom(code, this.parts.get([code, 'p']) ?? entry.json);
    for (const field of PART_FIELDS) this.parts.removeSync([code, field]);
    for (const key of this.log.getKeys({ start: [code], end: [code, Number.MAX_SAFE_INTEGER] }))
      this.log.removeSync(key);
    for (const key of this.actions.getKeys({ start: [code], end: [code, KEY_END] }))
      this.actions.removeSync(key);
  }
}
