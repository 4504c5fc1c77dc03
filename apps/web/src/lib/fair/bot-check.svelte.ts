// The /verify page's bot check: starts the worker for a record and keeps its progress and
// outcome as reactive state. A new record stops the previous check.
import type { BotVerifyOutcome } from '@boneyard/protocol';
import type { BotCheckMessage } from './verify.ts';

/** Vite bundles the worker from this exact `new Worker(new URL(…))` form (a plain module, not reactive state). */
function startBotWorker(): Worker {
  return new Worker(new URL('./bots.worker.ts', import.meta.url), { type: 'module' });
}

export type BotCheckStatus = 'idle' | 'running' | 'done' | 'no-bots' | 'error';

export class BotCheck {
  status = $state<BotCheckStatus>('idle');
  done = $state(0);
  total = $state(0);
  outcome = $state.raw<BotVerifyOutcome | null>(null);
  /** Why the worker itself failed (not the record). */
  problem = $state('');
  private worker: Worker | null = null;

  start(record: unknown): void {
    this.stop();
    this.status = 'running';
    this.done = 0;
    this.total = 0;
    this.outcome = null;
    const worker = startBotWorker();
    this.worker = worker;
    worker.onmessage = (event: MessageEvent<BotCheckMessage>) => {
      const message = event.data;
      if (message.type === 'progress') {
        this.done = message.done;
        this.total = message.total;
        return;
      }
      this.outcome = message.outcome;
      this.status = message.botSeats === 0 && message.outcome.ok ? 'no-bots' : 'done';
      this.stop();
    };
    worker.onerror = (event) => {
      this.problem = event.message;
      this.status = 'error';
      this.stop();
    };
    worker.postMessage({ record });
  }

  stop(): void {
    this.worker?.terminate();
    this.worker = null;
  }
}
