// The replay's coach panel state: starts the worker for a record and a seat, keeps its progress
// and the decisions so far as reactive state; cancel (or a new run) terminates the worker.
import { summarize, type CoachDecision, type CoachHand } from '@boneyard/protocol/replay';
import type { CoachMessage } from './coach-message.ts';

/** Vite bundles the worker from this exact `new Worker(new URL(…))` form. */
function startCoachWorker(): Worker {
  return new Worker(new URL('./coach.worker.ts', import.meta.url), { type: 'module' });
}

export type CoachStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'error';

export class CoachRun {
  status = $state<CoachStatus>('idle');
  total = $state(0);
  seat = $state(0);
  decisions = $state.raw<CoachDecision[]>([]);
  problem = $state('');
  hands = $derived<CoachHand[]>(summarize(this.decisions));
  private worker: Worker | null = null;

  start(record: unknown, seat: number): void {
    this.stop();
    this.seat = seat;
    this.status = 'running';
    this.total = 0;
    this.decisions = [];
    this.problem = '';
    const worker = startCoachWorker();
    this.worker = worker;
    worker.onmessage = (event: MessageEvent<CoachMessage>) => {
      const message = event.data;
      if (message.type === 'start') this.total = message.total;
      else if (message.type === 'decision') this.decisions = [...this.decisions, message.decision];
      else if (message.type === 'done') this.finish('done');
      else this.fail(message.error);
    };
    worker.onerror = (event) => this.fail(event.message);
    worker.postMessage({ record, seat });
  }

  cancel(): void {
    if (this.status !== 'running') return;
    this.finish('cancelled');
  }

  /** The decision the Expert played otherwise at (hand, move), if the coach has reached it. */
  differing(hand: number, move: number): CoachDecision | undefined {
    return this.decisions.find((d) => d.hand === hand && d.move === move && !d.same);
  }

  stop(): void {
    this.worker?.terminate();
    this.worker = null;
  }

  private finish(status: CoachStatus): void {
    this.status = status;
    this.stop();
  }

  private fail(problem: string): void {
    this.problem = problem;
    this.finish('error');
  }
}
