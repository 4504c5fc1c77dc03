// Which seats are online, when several processes share Redis and any of them may die without a
// word (SIGKILL, a crashed machine). A process that dies never sees its sockets close, so it cannot
// mark their seats offline; presence therefore must not depend on the holder cleaning up after
// itself:
// - every process has an id and a liveness lease in the store (renewed by a timer, expiring by
//   itself a short while after the process stops);
// - a seat records the ids of the processes holding one of its connections (`heldBy`); the room's
//   commit also updates, atomically, an index of rooms per process id;
// - the deadline poller of every process looks for ids whose lease lapsed, removes them from the
//   rooms in their index (a seat left with no holder goes offline and its grace period starts, so a
//   bot stands in) and, once no room lists them, writes them off.
// A process whose own lease lapsed while it was alive (a long pause, Redis unreachable) may have
// been written off: it takes a new id and records its connections again, and every later presence
// change it makes removes its old ids, so nothing stays pinned to an id nobody renews.
// With the in-memory store there is one process: its lease never lapses and there is nothing to reap.
import {
  commands,
  holdersOf,
  ok,
  seatOfToken,
  type Outcome,
  type RoomChange,
  type RoomState,
} from '@boneyard/table';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { GameStore } from '../store/types.ts';
import type { Mutated, RoomMutator } from './mutation.ts';

export class Presence {
  /** The id this process records in seats now. */
  id = randomUUID();
  /** Every id this process has used (a new one after a lapsed lease); presence changes drop them all. */
  private readonly ids: string[] = [this.id];
  /** code → seat token hash → this process's sockets joined with it. */
  private readonly local = new Map<string, Map<string, number>>();
  private heartbeat: NodeJS.Timeout | null = null;
  /** The renewal under way, if any (stop() waits for it). */
  private renewing: Promise<void> | null = null;

  constructor(
    private readonly service: RoomMutator,
    private readonly store: GameStore,
    private readonly leaseMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Takes the lease before any seat can record the id (so a dead id is always found). */
  async start(): Promise<void> {
    // If the store does not answer yet, the first renewal finds no lease and takes a new id.
    await this.store.keepAlive(this.id, this.leaseMs, true).catch((error: unknown) => {
      this.log.warn({ err: error }, 'taking the process lease failed; retrying');
    });
    // Three renewals per lease: one slow or failed round trip does not lose it.
    this.heartbeat = setInterval(
      () => {
        this.renewing ??= this.renew().finally(() => (this.renewing = null));
      },
      Math.max(1, Math.floor(this.leaseMs / 3)),
    );
    this.heartbeat.unref();
  }

  /** Stops renewing (once the renewal under way ended); the lease lapses and other processes
   * clean up whatever is still recorded. */
  async stop(): Promise<void> {
    if (this.heartbeat !== null) clearInterval(this.heartbeat);
    this.heartbeat = null;
    await this.renewing;
  }

  /** A socket of this process joined `code` with this token (call before recording presence). */
  hold(code: string, tokenHash: string): void {
    const room = this.local.get(code) ?? new Map<string, number>();
    room.set(tokenHash, (room.get(tokenHash) ?? 0) + 1);
    this.local.set(code, room);
  }

  /** That socket left (call before recording presence). */
  release(code: string, tokenHash: string): void {
    const room = this.local.get(code);
    const count = room?.get(tokenHash) ?? 0;
    if (room === undefined || count === 0) return;
    if (count > 1) room.set(tokenHash, count - 1);
    else room.delete(tokenHash);
    if (room.size === 0) this.local.delete(code);
  }

  private holds(code: string, tokenHash: string): boolean {
    return (this.local.get(code)?.get(tokenHash) ?? 0) > 0;
  }

  /**
   * The seat of `tokenHash` as this process's connections say now. Computed inside the room's
   * serialised change, so a join and a leave on this process can never be recorded out of order.
   */
  update(room: RoomState, tokenHash: string, now: number): RoomChange | null {
    const seat = seatOfToken(room, tokenHash);
    const holds = this.holds(room.code, tokenHash);
    if (seat === null)
      return tokenHash === room.hostTokenHash
        ? commands.watchPresence(room, this.id, this.ids, holds)
        : null;
    return commands.seatPresence(room, seat, this.id, this.ids, holds, now);
  }

  /** Records the presence of one token's seat (after a socket left, or after taking a new id). */
  sync(code: string, tokenHash: string): Promise<Outcome<Mutated>> {
    return this.service.mutate(code, (room, now) => ok(this.update(room, tokenHash, now)));
  }

  private async renew(): Promise<void> {
    try {
      if (await this.store.keepAlive(this.id, this.leaseMs, false)) return;
      const id = randomUUID();
      await this.store.keepAlive(id, this.leaseMs, true);
      this.log.warn(
        { old: this.id, id },
        'process lease had lapsed: recording presence under a new id',
      );
      this.id = id;
      this.ids.push(id);
      for (const [code, tokens] of [...this.local]) {
        for (const tokenHash of [...tokens.keys()]) await this.sync(code, tokenHash);
      }
    } catch (error) {
      if (this.heartbeat !== null)
        this.log.warn({ err: error }, 'renewing the process lease failed');
    }
  }

  /** From the deadline poller: seats whose only holders died go offline (and their grace starts). */
  async reap(): Promise<void> {
    for (const id of await this.store.deadProcesses()) {
      if (!(await this.store.lease(`reap:${id}`, this.service.owner, Math.max(1000, this.leaseMs))))
        continue;
      const dead = new Set([id]);
      for (const code of await this.store.roomsHeldBy(id)) {
        const result = await this.service.mutate(code, (room, now) =>
          ok(commands.dropHolders(room, dead, now)),
        );
        // A change removes the id from the index in its own commit; otherwise the room is gone
        // or no longer lists the id, and only the index entry is left to drop.
        const stale = result.ok ? result.value.change === null : result.error.code === 'not-found';
        if (stale) await this.store.forgetRoomHeldBy(id, code);
        if (result.ok && result.value.change !== null)
          this.log.info({ room: code, process: id }, 'seats of a dead process released');
      }
      await this.store.forgetProcess(id);
    }
  }
}

/** The process ids a change adds to or removes from the room's seats (for the store's index). */
export function holderChanges(
  before: RoomState,
  after: RoomState,
): { added: string[]; removed: string[] } {
  const old = holdersOf(before);
  const now = holdersOf(after);
  return {
    added: [...now].filter((id) => !old.has(id)),
    removed: [...old].filter((id) => !now.has(id)),
  };
}
