// When a room's next deadline comes, this process runs it: a timer per room this process changed
// last (re-armed by every commit), and a poll of the stored deadlines for the rooms nobody's timer
// covers — their process died, or restarted — plus the clean-up of dead processes' seats.
import { nextDeadline } from '@boneyard/table';
import type { FastifyBaseLogger } from 'fastify';
import type { BotPool } from '../bots-pool/pool.ts';
import type { Config } from '../config.ts';
import type { GameStore } from '../store/types.ts';
import { runDueWithBots } from './run-due.ts';
import type { RoomMutator } from './mutation.ts';
import type { Presence } from './presence.ts';

/** A room overdue by less than this is left to the live process whose timer runs it sooner. */
const OVERDUE_MS = 250;
/** How many overdue rooms one poll takes on. */
const POLL_BATCH = 50;

/** What the clock needs of RoomService. */
export interface ClockedRooms extends RoomMutator {
  readonly store: GameStore;
  readonly bots: BotPool;
  readonly presence: Presence;
  /** Drops the process's cached copy of the room (another process may have changed it). */
  forget(code: string): void;
}

export class DeadlineClock {
  private readonly timers = new Map<string, { at: number; timer: NodeJS.Timeout }>();
  private poller: NodeJS.Timeout | null = null;
  /**
   * Rooms with a tick of this process in progress (most often waiting for a bot decision). The
   * overdue poll leaves them alone: their `tick:` lease lapses while a decision waits its turn at a
   * busy pool, and polling them again would only reload the room and wait for the same decision.
   */
  private readonly ticking = new Map<string, number>();
  private closed = false;
  /** Polls and ticks under way: stop() waits for them, so none reads the store as it closes. */
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly rooms: ClockedRooms,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.poller = setInterval(() => this.track(this.pollDue()), this.config.deadlinePollMs);
    this.poller.unref();
  }

  /** No new work from now on; resolves once the work under way has ended. */
  async stop(): Promise<void> {
    this.closed = true;
    if (this.poller !== null) clearInterval(this.poller);
    for (const { timer } of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  /**
   * Resolves once no tick or poll of this process is under way. Tests on fake timers wait for it
   * before moving the clock again: a tick awaits the store and real async work (hashing), so a
   * fixed number of event-loop turns was not enough on a busy machine.
   */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private track(work: Promise<void>): void {
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
  }

  /** Re-arms this process's timer for the room's next deadline (null: nothing due). */
  arm(code: string, at: number | null): void {
    const existing = this.timers.get(code);
    if (existing !== undefined) {
      if (at !== null && existing.at === at) return;
      clearTimeout(existing.timer);
      this.timers.delete(code);
    }
    if (at === null || this.closed) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(code);
        this.track(this.tick(code));
      },
      Math.max(0, at - Date.now()),
    );
    this.timers.set(code, { at, timer });
  }

  /** Does whatever is due in the room now (one step; the commit re-arms the next). */
  private async tick(code: string): Promise<void> {
    if (this.closed) return;
    this.ticking.set(code, (this.ticking.get(code) ?? 0) + 1);
    try {
      await this.runTick(code);
    } finally {
      const left = this.ticking.get(code)! - 1;
      if (left > 0) this.ticking.set(code, left);
      else this.ticking.delete(code);
    }
  }

  private async runTick(code: string): Promise<void> {
    const { store, bots, owner } = this.rooms;
    try {
      const result = await runDueWithBots(this.rooms, code, this.config, (due) => {
        // Other processes' overdue polls skip the room while this one's bot thinks (the same lease
        // they take), so a slow decision is not made twice; if this process dies, the lease lapses.
        void store.lease(`tick:${code}`, owner, this.tickLeaseMs).catch(() => false);
        return bots.decide(due.request, `${code}:${due.key}`, code);
      });
      if (result.ok && result.value.change === null) {
        this.arm(code, nextDeadline(result.value.stored.room, this.config));
      }
      if (!result.ok && result.error.code === 'not-found') await store.dropDeadline(code);
    } catch (error) {
      if (this.closed) return; // e.g. a bot decision refused because the pool closed with the service
      this.log.error({ err: error, room: code }, 'room tick failed');
    }
  }

  /** How long a process may work on an overdue room before another one may try. */
  private get tickLeaseMs(): number {
    return Math.max(1000, this.config.deadlinePollMs * 2);
  }

  private async pollDue(): Promise<void> {
    const { store, owner, presence } = this.rooms;
    try {
      const due = await store.dueRooms(Date.now() - OVERDUE_MS, POLL_BATCH);
      for (const code of due) {
        if (this.ticking.has(code)) continue;
        if (await store.lease(`tick:${code}`, owner, this.tickLeaseMs)) {
          this.rooms.forget(code);
          await this.tick(code);
        }
      }
    } catch (error) {
      if (!this.closed) this.log.warn({ err: error }, 'deadline poll failed');
    }
    if (this.closed) return;
    try {
      await presence.reap();
    } catch (error) {
      this.log.warn({ err: error }, 'releasing the seats of dead processes failed');
    }
  }
}
