// Short-lived bubbles on seats ("knock", "drew"). They clear themselves after a moment, by timer
// rather than by CSS animation, so they show the same with reduced motion.
import type { GameEvent } from '@boneyard/engine';
import { bubbleFor, nextSerial, type Bubble, type BubbleKind } from './log.ts';

const SHOW_MS = 2500;

export class Bubbles {
  current = $state.raw<Record<number, Bubble>>({});
  // Timers are bookkeeping, not state anything renders.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  private timers = new Map<number, ReturnType<typeof setTimeout>>();

  /**
   * What an event does to the bubbles: a knock or a draw puts one up; a tile played takes down
   * the seat's knock, which belonged to an earlier turn (a draw stays: it was this turn's).
   */
  take(event: GameEvent): void {
    const bubble = bubbleFor(event);
    if (bubble) this.show(bubble.seat, bubble.kind);
    else if (event.type === 'played' && this.current[event.seat]?.kind === 'knock') {
      this.remove(event.seat);
    }
  }

  show(seat: number, kind: BubbleKind): void {
    const bubble = { kind, serial: nextSerial() };
    this.current = { ...this.current, [seat]: bubble };
    const old = this.timers.get(seat);
    if (old) clearTimeout(old);
    this.timers.set(
      seat,
      setTimeout(() => {
        if (this.current[seat]?.serial === bubble.serial) this.remove(seat);
      }, SHOW_MS),
    );
  }

  private remove(seat: number): void {
    const { [seat]: _gone, ...rest } = this.current;
    this.current = rest;
    clearTimeout(this.timers.get(seat));
    this.timers.delete(seat);
  }

  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
