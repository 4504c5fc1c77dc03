// Short-lived bubbles on seats ("knock", "drew"). They clear themselves after a moment, by timer
// rather than by CSS animation, so they show the same with reduced motion.
import { nextSerial, type Bubble, type BubbleKind } from './log.ts';

const SHOW_MS = 2500;

export class Bubbles {
  current = $state.raw<Record<number, Bubble>>({});
  // Timers are bookkeeping, not state anything renders.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  private timers = new Map<number, ReturnType<typeof setTimeout>>();

  show(seat: number, kind: BubbleKind): void {
    const bubble = { kind, serial: nextSerial() };
    this.current = { ...this.current, [seat]: bubble };
    const old = this.timers.get(seat);
    if (old) clearTimeout(old);
    this.timers.set(
      seat,
      setTimeout(() => {
        if (this.current[seat]?.serial !== bubble.serial) return;
        const { [seat]: _gone, ...rest } = this.current;
        this.current = rest;
      }, SHOW_MS),
    );
  }

  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
