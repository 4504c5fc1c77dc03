// Reactions and chat as this browser shows them (issue 48): the recent lines, a bubble by the
// speaker's seat for a moment, the people this player muted (by name, on this device, per room)
// and one setting that hides all of it. Nothing here is ever sent back or stored by the server.
import type { Reaction, Said } from '@boneyard/protocol';

/** The protocol's REACTIONS, listed here so the table page does not load the schemas with them. */
export const REACTION_KEYS = [
  'nice',
  'hurry',
  'oops',
  'gg',
  'thanks',
  'wow',
] as const satisfies readonly Reaction[];

const SHOW_MS = 3000;
const KEPT_LINES = 50;
const HIDDEN_KEY = 'boneyard:talk-hidden';
const mutedKey = (code: string) => `boneyard:muted:${code}`;

export interface TalkLine {
  readonly id: number;
  readonly seat: number;
  readonly name: string;
  readonly reaction?: Reaction;
  readonly text?: string;
}

export interface TalkBubble {
  readonly serial: number;
  readonly name: string;
  readonly reaction?: Reaction;
  readonly text?: string;
}

function stored(key: string): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
}

let serial = 0;

export class Talk {
  lines = $state.raw<TalkLine[]>([]);
  bubbles = $state.raw<Record<number, TalkBubble>>({});
  muted = $state.raw<string[]>([]);
  hidden = $state(stored(HIDDEN_KEY) === '1');
  // Timers are bookkeeping, not state anything renders.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  private timers = new Map<number, ReturnType<typeof setTimeout>>();

  constructor(private readonly code: string) {
    try {
      const saved: unknown = JSON.parse(stored(mutedKey(code)) ?? '[]');
      if (Array.isArray(saved)) this.muted = saved.filter((name) => typeof name === 'string');
    } catch {
      this.muted = [];
    }
  }

  /** A line from the server; `name` is the speaker's seat name now. Muted people are not shown. */
  hear(said: Said, name: string): void {
    if (this.muted.includes(name)) return;
    if ('reaction' in said && !(REACTION_KEYS as readonly string[]).includes(said.reaction)) return;
    const line: TalkLine = { id: ++serial, name, ...said };
    this.lines = [...this.lines, line].slice(-KEPT_LINES);
    const bubble = {
      serial: line.id,
      name,
      ...('reaction' in said ? { reaction: said.reaction } : { text: said.text }),
    };
    this.bubbles = { ...this.bubbles, [said.seat]: bubble };
    const old = this.timers.get(said.seat);
    if (old) clearTimeout(old);
    this.timers.set(
      said.seat,
      setTimeout(() => {
        if (this.bubbles[said.seat]?.serial !== bubble.serial) return;
        const { [said.seat]: _gone, ...rest } = this.bubbles;
        this.bubbles = rest;
      }, SHOW_MS),
    );
  }

  toggleMute(name: string): void {
    this.muted = this.muted.includes(name)
      ? this.muted.filter((n) => n !== name)
      : [...this.muted, name];
    localStorage.setItem(mutedKey(this.code), JSON.stringify(this.muted));
    // What they said stops showing at once, bubbles included.
    this.lines = this.lines.filter((line) => !this.muted.includes(line.name));
    this.bubbles = Object.fromEntries(
      Object.entries(this.bubbles).filter(([, bubble]) => !this.muted.includes(bubble.name)),
    );
  }

  setHidden(hidden: boolean): void {
    this.hidden = hidden;
    localStorage.setItem(HIDDEN_KEY, hidden ? '1' : '0');
  }

  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
  }
}
