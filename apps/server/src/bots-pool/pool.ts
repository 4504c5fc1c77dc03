// Bot decisions off the event loop. An Expert decision can take tens of milliseconds of CPU; made
// on the event loop it would hold up every other room of the process for that long (acks, frames,
// timers). The pool hands each decision (one seat's view, level and seed — never a match state)
// to a worker thread and answers with the move; the room is changed only afterwards, on the event
// loop, by room/deadlines.ts (which checks the room has not moved on meanwhile).
// Size 0 decides inline (the old behaviour, kept for comparison in `pnpm bench:server`). Workers
// start on the first bot move; until one has loaded (a second or more when it runs from TypeScript
// through tsx), decisions are made inline, so a process's first bot moves never wait for it. A worker
// that dies mid-decision costs nothing but time: its decision is made again inline and a new worker
// replaces it; workers that die before ever answering (a broken install) make the pool fall back to
// deciding inline, logged once, rather than losing bot turns. Waiting decisions queue per room and
// rooms are served in turn (room-queues.ts), so one room's bots cannot delay another room's.
import type { Action } from '@boneyard/engine';
import { botDecisionObservers, botQueueObservers, botWaitObservers } from '../observe.ts';
import { decide, type BotRequest } from './decide.ts';
import { BotAnswerSchema, WorkerReadySchema, type BotTask } from './messages.ts';
import { RoomQueues, type Queued } from './room-queues.ts';
import {
  startWorker,
  WORKER_ENTRY,
  type BotPoolLog,
  type BotPoolOptions,
  type Job,
  type Slot,
} from './slots.ts';

/** Workers that die before their first answer, one after another, before the pool gives up on threads. */
const MAX_FAILED_STARTS = 3;

export type { BotPoolLog, BotPoolOptions } from './slots.ts';

export class BotPool {
  private readonly slots: Slot[] = [];
  private readonly queue = new RoomQueues<Job>();
  /** Decisions in progress by key: a second request for the same decision (the room's own timer
   * and the overdue poll at once) shares the first one's answer instead of computing it twice. */
  private readonly inFlight = new Map<string, Promise<Action>>();
  private nextId = 1;
  private closed = false;
  private failedStarts = 0;
  private inline: boolean;
  private readonly whenReady: (() => void)[] = [];
  /** Counts for tests and logs. */
  readonly stats = { spawned: 0, crashed: 0, retriedInline: 0 };

  constructor(private readonly options: BotPoolOptions) {
    this.inline = options.size <= 0;
  }

  /** Worker threads running now (they start on the first decision). */
  get workers(): number {
    return this.slots.length;
  }

  /** Whether decisions currently run on the event loop (size 0, or workers could not start). */
  get decidesInline(): boolean {
    return this.inline;
  }

  /** Decisions waiting for a worker, all rooms together. */
  get waiting(): number {
    return this.queue.size;
  }

  /** Rooms with a decision in a worker now. */
  get roomsDeciding(): string[] {
    return this.queue.roomsDeciding;
  }

  /**
   * The bot's move for `request`; `key` names the decision (same key, same answer); `room` is the
   * queue it waits in (rooms are served in turn; without one, the decision is a room of its own).
   */
  decide(request: BotRequest, key?: string, room?: string): Promise<Action> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
    if (key !== undefined) {
      const running = this.inFlight.get(key);
      if (running !== undefined) return running;
    }
    const asked = performance.now();
    const answer = (
      this.inline ? this.decideInline(request) : this.enqueue(request, room ?? `#${this.nextId}`)
    ).then((action) => {
      const waited = (performance.now() - asked) / 1000;
      for (const observe of botWaitObservers) observe(waited);
      return action;
    });
    if (key === undefined) return answer;
    this.inFlight.set(key, answer);
    const forget = () => void this.inFlight.delete(key);
    answer.then(forget, forget);
    return answer;
  }

  /** Starts the workers now and resolves once one takes questions (at once when inline). Tests use
   * it so that a decision surely goes to a worker; the server just lets the first bot move start them. */
  warm(): Promise<void> {
    if (this.inline || this.slots.some((slot) => slot.ready)) return Promise.resolve();
    while (this.slots.length < this.options.size) this.spawn();
    return new Promise((resolve) => this.whenReady.push(resolve));
  }

  /** Stops every worker; decisions not answered yet are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const { item } of this.queue.drain()) item.reject(new Error('the bot pool is closed'));
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private decideInline(request: BotRequest): Promise<Action> {
    return decideInline(request);
  }

  private enqueue(request: BotRequest, room: string): Promise<Action> {
    return new Promise<Action>((resolve, reject) => {
      const { view, level, seed } = request;
      const task: BotTask = {
        id: this.nextId++,
        view,
        level,
        seed,
        ...(this.options.hold ? { hold: this.options.hold } : {}),
      };
      this.queue.push(room, { task, room, resolve, reject });
      this.pump();
    });
  }

  /** A job leaves the queue: how long it waited there is measured. */
  private dequeued({ item, since }: Queued<Job>): Job {
    const waited = (performance.now() - since) / 1000;
    for (const observe of botQueueObservers) observe(waited);
    return item;
  }

  /** Decides a job on the event loop, then lets its room's next decision go. */
  private runInline(job: Job): void {
    const finish = () => {
      this.queue.done(job.room);
      this.pump();
    };
    this.decideInline(job.task).then(
      (action) => {
        job.resolve(action);
        finish();
      },
      (error: Error) => {
        job.reject(error);
        finish();
      },
    );
  }

  /** Hands queued jobs to idle workers, rooms in turn, starting workers up to the pool's size. */
  private pump(): void {
    while (this.queue.size > 0 && !this.closed) {
      while (this.slots.length < this.options.size && !this.inline) this.spawn();
      if (this.inline || !this.slots.some((candidate) => candidate.ready)) {
        // No worker takes questions yet (still loading): answer on the event loop meanwhile.
        for (let next = this.queue.next(); next !== null; next = this.queue.next())
          this.runInline(this.dequeued(next));
        return;
      }
      const slot = this.slots.find((candidate) => candidate.ready && candidate.job === null);
      if (slot === undefined) return;
      const next = this.queue.next();
      if (next === null) return; // every room waiting has a decision in a worker already
      const job = this.dequeued(next);
      slot.job = job;
      slot.worker.ref(); // a decision in progress keeps the process alive; an idle pool does not
      slot.worker.postMessage(job.task);
    }
  }

  private spawn(): Slot {
    const worker = startWorker();
    const slot: Slot = { worker, ready: false, job: null, answered: false };
    this.slots.push(slot);
    this.stats.spawned += 1;
    worker.on('message', (message: unknown) => this.answer(slot, message));
    worker.on('error', (error) => this.options.log?.warn({ err: error }, 'a bot worker failed'));
    worker.on('exit', (code) => this.exited(slot, code));
    return slot;
  }

  private answer(slot: Slot, message: unknown): void {
    if (!slot.ready && WorkerReadySchema.safeParse(message).success) {
      slot.ready = true;
      for (const resolve of this.whenReady.splice(0)) resolve();
      this.pump();
      return;
    }
    const job = slot.job;
    const parsed = BotAnswerSchema.safeParse(message);
    if (job === null || !parsed.success || parsed.data.id !== job.task.id) {
      this.options.log?.error(
        { answer: parsed.success ? parsed.data.id : 'malformed' },
        'a bot worker answered a question nobody asked',
      );
      void slot.worker.terminate(); // the exit handler decides its job (if any) again inline
      return;
    }
    slot.job = null;
    slot.answered = true;
    this.failedStarts = 0;
    slot.worker.unref();
    this.queue.done(job.room);
    const answer = parsed.data;
    if (answer.ok) {
      for (const observe of botDecisionObservers) observe(answer.seconds);
      job.resolve(answer.action);
    } else {
      job.reject(new Error(`bot decision failed: ${answer.message}`));
    }
    this.pump();
  }

  private exited(slot: Slot, code: number): void {
    this.slots.splice(this.slots.indexOf(slot), 1);
    const job = slot.job;
    slot.job = null;
    if (this.closed) {
      job?.reject(new Error('the bot pool is closed'));
      return;
    }
    if (job !== null) this.queue.done(job.room);
    if (!slot.ready || (!slot.answered && job !== null)) this.failedStarts += 1;
    if (job !== null) {
      this.stats.crashed += 1;
      this.stats.retriedInline += 1;
      this.options.log?.warn({ code }, 'a bot worker died mid-decision; deciding that move inline');
      this.decideInline(job.task).then(job.resolve, job.reject);
    }
    if (this.failedStarts >= MAX_FAILED_STARTS && !this.inline) {
      this.inline = true;
      for (const resolve of this.whenReady.splice(0)) resolve();
      this.options.log?.error(
        { entry: WORKER_ENTRY.href },
        'bot workers keep dying before their first answer; deciding bot moves inline',
      );
    }
    this.pump();
  }
}

const shared = new Map<number, BotPool>();

/**
 * The process's pool of `size` workers, made on first use and never closed: its workers start
 * lazily and do not keep the process alive while idle. Every app of a process (tests and the e2e
 * suite build many) shares it, so each process pays a worker's start-up once, not once per app.
 */
export function sharedBotPool(size: number, log?: BotPoolLog): BotPool {
  let pool = shared.get(size);
  if (pool === undefined) {
    pool = new BotPool({ size, ...(log ? { log } : {}) });
    shared.set(size, pool);
  }
  return pool;
}

/** A decision on the event loop. */
function decideInline(request: BotRequest): Promise<Action> {
  try {
    const decision = decide(request);
    for (const observe of botDecisionObservers) observe(decision.seconds);
    return Promise.resolve(decision.action);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
