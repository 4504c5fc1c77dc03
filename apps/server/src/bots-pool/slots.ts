// The bot pool's pieces outside its scheduling (pool.ts): its options, the worker threads it
// starts and what it keeps per worker and per waiting decision.
import type { Action } from '@boneyard/engine';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BotTask } from './messages.ts';

export interface BotPoolLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface BotPoolOptions {
  /** Worker threads (BOT_WORKERS); 0 decides inline, on the event loop. */
  readonly size: number;
  readonly log?: BotPoolLog;
  /** Tests only (bots-pool/hold.ts): every decision in a worker waits on this hold first. */
  readonly hold?: SharedArrayBuffer;
}

/** BOT_WORKERS when unset: leave one core to the event loop, at most two workers, at least one. */
export function defaultBotWorkers(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}

// Running from TypeScript sources (tsx, vitest) this module is a .ts file and the worker needs tsx
// registered in its own thread; in the bundle (dist/main.js) the worker is dist/bot-worker.js.
const FROM_SOURCES = import.meta.url.endsWith('.ts');
export const WORKER_ENTRY = new URL(
  FROM_SOURCES ? './worker-tsx.mjs' : './bot-worker.js',
  import.meta.url,
);

export interface Job {
  readonly task: BotTask;
  readonly room: string;
  readonly resolve: (action: Action) => void;
  readonly reject: (error: Error) => void;
}

export interface Slot {
  readonly worker: Worker;
  /** Its modules are loaded (its first message came). */
  ready: boolean;
  job: Job | null;
  answered: boolean;
}

/** A new worker thread; it does not keep the process alive while idle. */
export function startWorker(): Worker {
  const worker = new Worker(WORKER_ENTRY, FROM_SOURCES ? { execArgv: [] } : {});
  worker.unref();
  return worker;
}
