// The bots of a game on this device, asked off the main thread (bot-move.worker.ts): the driver
// asks for a due move, gets undefined while the worker thinks, and is stepped again once the
// answer is in. Plain state, not reactive: only the driver reads it.
import type { Action } from '@boneyard/engine';
import type { DueBotMove } from '@boneyard/table';
import type { BotAnswer, BotQuestion } from './bot-move.worker.ts';

/** Vite bundles the worker from this exact `new Worker(new URL(…))` form. */
function startBotWorker(): Worker {
  return new Worker(new URL('./bot-move.worker.ts', import.meta.url), { type: 'module' });
}

export class LocalBots {
  private worker: Worker | null = null;
  /** Answers by question key (the key names the room version, seed and level). */
  private decided = new Map<string, Action>();
  private asked = new Set<string>();

  /** `answered` runs when a decision comes in: the caller steps the driver again. */
  constructor(private readonly answered: () => void) {}

  /** A due bot move: decided already, or asked of the worker now (undefined until it answers). */
  answer = (due: DueBotMove): Action | undefined => {
    const known = this.decided.get(due.key);
    if (known !== undefined || this.asked.has(due.key)) return known;
    this.asked.add(due.key);
    const question: BotQuestion = { key: due.key, request: due.request };
    this.start().postMessage(question);
    return undefined;
  };

  /** Every change makes a new room version, so no earlier question is asked again. */
  forget(): void {
    this.decided.clear();
    this.asked.clear();
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
  }

  private start(): Worker {
    if (this.worker === null) {
      this.worker = startBotWorker();
      this.worker.onmessage = (event: MessageEvent<BotAnswer>) => {
        this.decided.set(event.data.key, event.data.action);
        this.answered();
      };
    }
    return this.worker;
  }
}
