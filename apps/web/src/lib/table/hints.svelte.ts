// First-game hints: a few short explanations shown the first time each situation comes up (what
// fits where, why you drew or knocked, what the score sheet says). "Got it" retires one hint,
// "No more hints" retires them all; both are remembered in localStorage, so a dismissed hint
// never comes back on this device.
export const HINT_IDS = ['play', 'drew', 'knock', 'score'] as const;
export type HintId = (typeof HINT_IDS)[number];

const STORAGE_KEY = 'boneyard:hints';

interface Stored {
  off: boolean;
  seen: HintId[];
}

function load(): Stored {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<Stored>) : {};
    return {
      off: parsed.off === true,
      seen: Array.isArray(parsed.seen)
        ? parsed.seen.filter((id): id is HintId => HINT_IDS.includes(id))
        : [],
    };
  } catch {
    return { off: false, seen: [] };
  }
}

/** What the table is showing the player now, as far as hints care. */
export interface HintSituation {
  readonly myTurn: boolean;
  readonly canPlay: boolean;
  readonly myBubble: 'knock' | 'drew' | null;
  readonly handOver: boolean;
}

export class FirstGameHints {
  private stored = $state<Stored>(load());
  /** The hint on screen: it stays until answered, so a short-lived situation can be read. */
  current = $state<HintId | null>(null);

  get off(): boolean {
    return this.stored.off;
  }

  /**
   * Shows the hint for this situation (unless dismissed). A hint stays while nothing new wants
   * one, so a short-lived moment ("you drew") can still be read; a new situation replaces it.
   */
  offer(situation: HintSituation): void {
    const wanted = this.pick(situation);
    if (wanted && wanted !== this.current) this.current = wanted;
  }

  /** The hint for this situation, unless it (or every hint) was dismissed. */
  pick(situation: HintSituation): HintId | null {
    if (this.stored.off) return null;
    const wanted: HintId | null = situation.handOver
      ? 'score'
      : situation.myBubble === 'drew'
        ? 'drew'
        : situation.myBubble === 'knock'
          ? 'knock'
          : situation.myTurn && situation.canPlay
            ? 'play'
            : null;
    return wanted && !this.stored.seen.includes(wanted) ? wanted : null;
  }

  gotIt(id: HintId): void {
    this.current = null;
    this.save({ ...this.stored, seen: [...this.stored.seen, id] });
  }

  dismissAll(): void {
    this.current = null;
    this.save({ ...this.stored, off: true });
  }

  private save(next: Stored): void {
    this.stored = next;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Without storage the choice holds for this page only.
    }
  }
}
