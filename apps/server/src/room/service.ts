// RoomService: the only place that changes rooms. Each change runs the pure command on the latest
// room, stores it with one atomic commit (version-checked), then publishes per-recipient frames and
// re-arms the room's deadline. Changes to one room are serialised within a process; across
// processes the version check decides, and the loser recomputes on the fresh room.
import type { Action } from '@boneyard/engine';
import type { CreateRoomRequest, UpdateFrame } from '@boneyard/protocol';
import {
  commands,
  fail,
  matchRecordOf,
  nextDeadline,
  ok,
  placementsBetween,
  seatOfToken,
  stampChange,
  type Outcome,
  type RoomChange,
  type RoomState,
} from '@boneyard/table';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { hashToken, newRoomCode, newSeatToken } from '../codes.ts';
import { faultStep } from '../faults.ts';
import type { Config } from '../config.ts';
import type { ActionResult, GameStore, StoredRoom } from '../store/types.ts';
import { addressHash, RoomCaps, roomTtl } from './caps.ts';
import { sharedBotPool, type BotPool } from '../bots-pool/pool.ts';
import { DeadlineClock, type ClockedRooms } from './deadline-clock.ts';
import { holderChanges, Presence } from './presence.ts';
import type { Mutated, Mutation } from './mutation.ts';
import { RoomCache, SerialQueues } from './room-cache.ts';

/**
 * The socket that asked for a change and is waiting for its acknowledgement: its frame of the
 * change goes in that acknowledgement (`answer`, called while the frames are sent, so nothing
 * sent after it can overtake it) instead of a separate `update`.
 */
export interface Mover {
  readonly socketId: string;
  answer(frame: UpdateFrame): void;
}

/** Delivers a stored change to everyone in the room (set by the socket plugin). */
export type Publisher = (change: RoomChange, version: number, mover: Mover | null) => void;

export type { Mutated } from './mutation.ts';

const MAX_RETRIES = 8;
const MAX_CACHED_ACTIONS = 5000;

export class RoomService implements ClockedRooms {
  /** Identifies this process for leases. */
  readonly owner = randomUUID();
  private readonly cache = new RoomCache();
  /** Changes to one room in this process run one after another. */
  private readonly queues = new SerialQueues();
  private readonly recentActions = new Map<string, ActionResult>();
  private publisher: Publisher = () => {};
  /** Which seats this process's sockets hold, and the clean-up after dead processes. */
  readonly presence: Presence;
  /** Where bot moves are decided (off the event loop): the process's shared pool unless given one. */
  readonly bots: BotPool;
  /** Runs each room's deadlines when they come. */
  private readonly clock: DeadlineClock;
  /** The bounds on live rooms and on bot rooms per address (room/caps.ts). */
  readonly caps: RoomCaps;

  constructor(
    readonly store: GameStore,
    readonly config: Config,
    private readonly log: FastifyBaseLogger,
    bots?: BotPool,
  ) {
    this.presence = new Presence(this, store, config.processLeaseMs, log);
    this.bots = bots ?? sharedBotPool(config.botWorkers, log);
    this.clock = new DeadlineClock(this, config, log);
    this.caps = new RoomCaps(store, config);
  }

  /** Resolves once this process's deadline work under way has ended (DeadlineClock.settled). */
  settled(): Promise<void> {
    return this.clock.settled();
  }

  setPublisher(publisher: Publisher): void {
    this.publisher = publisher;
  }

  /** Takes this process's lease, then polls the stored deadlines and dead processes' seats, so
   * rooms whose process died still move on. */
  async start(): Promise<void> {
    await this.presence.start();
    this.clock.start();
  }

  /** Stops the timers and waits for the work they started, so none reads the store after. */
  async close(): Promise<void> {
    await Promise.all([this.presence.stop(), this.clock.stop()]);
  }

  /** A new room created from address `ip` (counted against it: room/caps.ts). */
  async create(
    request: CreateRoomRequest,
    ip: string,
  ): Promise<Outcome<{ code: string; token: string; seat: number | null }>> {
    const token = newSeatToken();
    for (let tries = 0; tries < 10; tries++) {
      const code = newRoomCode();
      const now = Date.now();
      const room = commands.createRoom(code, request, hashToken(token), now);
      if (!room.ok) return room;
      const admitted = await this.caps.admit(
        { ...room.value, graceMs: this.config.graceMs },
        addressHash(ip),
        now,
      );
      if (!admitted.ok) return admitted;
      if (await this.store.create(admitted.value, roomTtl(admitted.value, this.config))) {
        this.log.info({ room: code, preset: room.value.rules.preset }, 'room created');
        return ok({ code, token, seat: request.hostSeat === undefined ? 0 : request.hostSeat });
      }
      await this.caps.withdraw(admitted.value);
    }
    return fail('internal', 'could not find a free room code');
  }

  /** The room as stored now (reads through to the store, refreshing the cache). */
  async load(code: string): Promise<StoredRoom | null> {
    const stored = await this.store.load(code);
    if (stored === null) this.cache.delete(code);
    else this.cache.remember(code, stored);
    return stored;
  }

  /** A stored version of the room learnt from another process (its change message): cached if newer. */
  adopt(stored: StoredRoom): void {
    this.cache.remember(stored.room.code, stored);
  }

  /** Applies a change with optimistic concurrency; see the file comment. */
  mutate(
    code: string,
    fn: Mutation,
    actionId: string | null = null,
    mover: Mover | null = null,
  ): Promise<Outcome<Mutated>> {
    return this.queues.run(code, async () => {
      for (let attempt = 0; attempt < MAX_RETRIES; attempt++) {
        const cached = this.cache.get(code);
        const current = cached ?? (await this.load(code));
        if (current === null) return fail('not-found', 'no such room (it may have expired)');
        const now = Date.now();
        const result = fn(current.room, now, current.version);
        if (!result.ok || result.value === null) {
          // Refusals and no-ops computed on a cached room are only final once the room is known
          // to be current: another process may have changed it.
          if (cached !== undefined && (await this.isOutdated(code, cached))) continue;
          if (!result.ok) return result;
          return ok({ stored: current, change: null, duplicate: null });
        }
        const change = await this.finish(result.value, current, now);
        const deadlineAt = nextDeadline(change.room, this.config);
        faultStep('before-write', change.events);
        const outcome = await this.store.commit({
          code,
          expectVersion: current.version,
          room: change.room,
          events: change.events,
          actionId,
          deadlineAt,
          ttlMs: roomTtl(change.room, this.config),
          holders: holderChanges(current.room, change.room),
        });
        if (outcome.kind === 'duplicate')
          return ok({ stored: current, change: null, duplicate: outcome.result });
        if (outcome.kind === 'conflict') {
          this.cache.delete(code);
          continue;
        }
        const stored = { room: change.room, version: outcome.version };
        this.cache.set(code, stored);
        faultStep('after-write', change.events);
        this.publisher(change, outcome.version, mover);
        this.clock.arm(code, deadlineAt);
        if (change.historyChanged) await this.saveRecord(change.room);
        return ok({ stored, change, duplicate: null });
      }
      return fail('busy', 'the room is changing too fast; try again');
    });
  }

  private async isOutdated(code: string, cached: StoredRoom): Promise<boolean> {
    const stored = await this.load(code);
    return stored === null || stored.version !== cached.version;
  }

  /**
   * Stamps the version bookkeeping every stored room carries, renews the room's place in the
   * counts of rooms (room/caps.ts), and lists the tokens whose seat the change moves (the
   * publisher moves every socket of each before it sends the change's frames).
   */
  private async finish(change: RoomChange, current: StoredRoom, now: number): Promise<RoomChange> {
    const placements = placementsBetween(current.room, change.room);
    const placed = placements.length === 0 ? change : { ...change, placements };
    const stamped = stampChange(placed, current.version, now);
    const counted = await this.caps.renew(stamped.room, now, roomTtl(stamped.room, this.config));
    return counted === stamped.room ? stamped : { ...stamped, room: counted };
  }

  /** The change is already stored: a failed record write is logged, not reported to the player
   * (the record is rebuilt from the room on the next hand end or request). */
  private async saveRecord(room: RoomState): Promise<void> {
    try {
      const record = matchRecordOf(room);
      if (record === null || record.hands.length === 0) return;
      await this.store.putRecord(
        room.code,
        room.match,
        JSON.stringify(record),
        this.config.recordTtlMs,
      );
    } catch (error) {
      this.log.error({ err: error, room: room.code }, 'saving the match record failed');
    }
  }

  /**
   * A move by whoever holds `tokenHash` (the socket's identity; the seat is looked up in the room,
   * never taken from the payload). Duplicate ids answer the first result.
   */
  async action(
    code: string,
    tokenHash: string,
    id: string,
    version: number,
    action: Action,
    mover: Mover | null = null,
  ): Promise<Outcome<ActionResult>> {
    const actionId = `${tokenHash.slice(0, 16)}:${id}`;
    const recentKey = `${code}:${actionId}`;
    const recent = this.recentActions.get(recentKey);
    if (recent !== undefined) return ok(recent);
    const cached = this.cache.get(code);
    if (cached !== undefined && cached.version < version) this.cache.delete(code);
    const move = personMove(tokenHash, version, action, this.config);
    const result = await this.mutate(code, move, actionId, mover);
    if (!result.ok) {
      if (result.error.code === 'not-found') return result;
      const first = await this.store.actionResult(code, actionId);
      return first === null ? result : ok(this.rememberAction(recentKey, first));
    }
    const answer = result.value.duplicate ?? { version: result.value.stored.version };
    return ok(this.rememberAction(recentKey, answer));
  }

  private rememberAction(key: string, result: ActionResult): ActionResult {
    if (this.recentActions.size >= MAX_CACHED_ACTIONS) this.recentActions.clear();
    this.recentActions.set(key, result);
    return result;
  }

  /** Drops the cached copy of a room (the clock's poll: another process may have changed it). */
  forget(code: string): void {
    this.cache.delete(code);
  }

  static tokenHash(token: string): string {
    return hashToken(token);
  }
}

/** The move of whoever holds `tokenHash`, decided on the room at `version`. */
function personMove(tokenHash: string, version: number, action: Action, config: Config): Mutation {
  return (room, now, current) => {
    const seat = seatOfToken(room, tokenHash);
    if (seat === null) return fail('not-seated', 'take a seat first');
    if (version > current)
      return fail('stale', `version ${version} is ahead of the room (${current})`);
    if (version < room.gameVersion) {
      return fail(
        'stale',
        `the game changed at version ${room.gameVersion}; you decided on ${version}`,
      );
    }
    return commands.personAct(room, seat, action, now, config);
  };
}
