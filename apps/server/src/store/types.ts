// The one narrow port between the game server and its storage. Three implementations: LMDB (an
// embedded, persistent store: the default for one process), Redis (several processes; every change
// is one Lua script) and in-memory (tests, or STORE=memory).
import type { RoomEvent, RoomState } from '@boneyard/table';

export interface StoredRoom {
  readonly room: RoomState;
  /** Bumped by exactly one per stored change. */
  readonly version: number;
}

/** What a successful action answered; a repeated action id gets this again. */
export interface ActionResult {
  readonly version: number;
}

export interface CommitInput {
  readonly code: string;
  /** The version the change was computed from; anything else is a conflict. */
  readonly expectVersion: number;
  readonly room: RoomState;
  readonly events: readonly RoomEvent[];
  /** Seat-scoped action id ("2:abc"): a second commit with it is answered as a duplicate. */
  readonly actionId: string | null;
  /** When the room next needs attention without anyone asking (null: never). */
  readonly deadlineAt: number | null;
  readonly ttlMs: number;
  /**
   * Process ids that this change adds to / removes from the room's seats (`heldBy`). Redis keeps,
   * in the same script, an index of rooms per process so that the rooms of a dead process can be
   * found (room/presence.ts).
   */
  readonly holders: { readonly added: readonly string[]; readonly removed: readonly string[] };
}

export type CommitOutcome =
  | { readonly kind: 'ok'; readonly version: number }
  | { readonly kind: 'conflict' }
  | { readonly kind: 'duplicate'; readonly result: ActionResult };

export interface LoggedEvents {
  readonly version: number;
  readonly events: readonly RoomEvent[];
}

export interface GameStore {
  readonly kind: 'memory' | 'lmdb' | 'redis';
  /** Stores a new room at version 0; false when the code is taken. */
  create(room: RoomState, ttlMs: number): Promise<boolean>;
  load(code: string): Promise<StoredRoom | null>;
  /** Atomically: check version and action id, write the room, append the events, bump the version. */
  commit(input: CommitInput): Promise<CommitOutcome>;
  actionResult(code: string, actionId: string): Promise<ActionResult | null>;
  /** The event log after `afterVersion` (the last 200 changes are kept). */
  eventsSince(code: string, afterVersion: number): Promise<LoggedEvents[]>;
  /** Rooms whose deadline is at or before `now`. */
  dueRooms(now: number, limit: number): Promise<string[]>;
  /** Forgets the deadline of a room that no longer exists. */
  dropDeadline(code: string): Promise<void>;
  /**
   * Removes at most `limit` rooms (and `limit` records) whose expiry is at or before `now`, with
   * everything kept for them. They are found through an index in expiry order, never by reading
   * every room, so one call's pause is bounded by `limit`. dueRooms runs it each poll.
   */
  expire(now: number, limit: number): Promise<Expired>;
  /** A short lease so only one process works on `name`; true when this owner got it. */
  lease(name: string, owner: string, ms: number): Promise<boolean>;
  /**
   * Process liveness. `start`: takes the lease of a new process id. Otherwise renews it and answers
   * false when it had already lapsed (other processes may have written the id off by then).
   */
  keepAlive(id: string, ms: number, start: boolean): Promise<boolean>;
  /** Process ids recorded in some room whose lease has lapsed. */
  deadProcesses(): Promise<string[]>;
  /** Rooms where a process id may be recorded (a superset: removal happens with the room's commit). */
  roomsHeldBy(id: string): Promise<string[]>;
  /** Drops one room from a dead process's index (the room is gone or no longer lists it). */
  forgetRoomHeldBy(id: string, code: string): Promise<void>;
  /** Unregisters a dead process once no room lists it any more; false while one still does. */
  forgetProcess(id: string): Promise<boolean>;
  /**
   * Counted places, each listed until its own time (room/caps.ts: all live rooms, the live rooms of
   * one address, the rooms of one address with bots playing). Atomically: forgets the members of
   * `set` whose time has passed, then lists `member` until `until` (epoch ms) when it is listed
   * already, `limit` is null, or the set holds fewer than `limit` members; true when it is listed now.
   */
  claimSlot(set: string, member: string, until: number, limit: number | null): Promise<boolean>;
  /** Unlists `member` from `set` (a claim not used after all, or a match with bots that ended). */
  releaseSlot(set: string, member: string): Promise<void>;
  putRecord(code: string, match: number, record: string, ttlMs: number): Promise<void>;
  /** The record of `match`, or of the room's latest match when null. */
  getRecord(code: string, match: number | null): Promise<string | null>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const EVENT_LOG_LENGTH = 200;

/** What one expire() call removed. */
export interface Expired {
  readonly rooms: number;
  readonly records: number;
}

/**
 * Rooms (and records) one expiry tick removes at most: a tick runs with each deadline poll
 * (DEADLINE_POLL_MS), and its pause grows with this, not with the rooms stored.
 */
export const EXPIRY_BATCH = 100;

/** Thrown by a store's calls made once its close() has begun. */
export class StoreClosedError extends Error {
  constructor(kind: string) {
    super(`the ${kind} store is closed (or closing): no more reads or writes`);
    this.name = 'StoreClosedError';
  }
}
