// The timers of a match played in this browser (local-table.svelte.ts): the driver's settings
// here, and setTimeout standing in for the server's deadline clock.
import type { Committed, LocalHost, TableSettings } from '@boneyard/table';
import { botDelay } from './local-saved.ts';

/**
 * The pause after a hand: the next one is dealt when "Next hand" is pressed here (a person reads
 * the result as long as they like), so the driver's own deadline is a year away.
 */
const LOCAL_HAND_PAUSE_MS = 365 * 86_400_000;
/** setTimeout's longest wait; a deadline further off is the pause above (nothing to schedule). */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function localSettings(): TableSettings {
  return {
    botDelayMs: botDelay(),
    graceMs: 60_000,
    seedTimeoutMs: 10_000,
    handPauseMs: LOCAL_HAND_PAUSE_MS,
  };
}

/** One timer for the driver's next piece of work; what a step stored goes to `onStep`. */
export class LocalClock {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly host: () => LocalHost,
    private readonly onStep: (done: readonly Committed[]) => void,
  ) {}

  /** The next piece of work the driver has due (a bot's move or claim, a lapse, a deal), by timer. */
  schedule(): void {
    this.stop();
    const now = Date.now();
    const work = this.host().nextWork(now);
    if (work === null || work.at - now > MAX_TIMER_MS) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        const done = this.host().step(Date.now());
        if (done.length > 0) this.onStep(done);
        else if (!this.host().nextWork(Date.now())?.due) this.schedule();
      },
      Math.max(0, work.at - now),
    );
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
