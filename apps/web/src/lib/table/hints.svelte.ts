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
  /** The hand (or the match) is over and its result is on screen. */
  readonly handOver: boolean;
  /** No hand of "yours" is on screen: a spectator, or the hot-seat curtain covers it. */
  readonly handHidden: boolean;
}

export class FirstGameHints {
  private stored = $state<Stored>(load());
  /** The hint on screen, or null (see offer for how long one stays). */
  current = $state<HintId | null>(null);
  /** Whether it was this player's turn at the last offer: a new turn of theirs starts afresh. */
  private wasMyTurn = false;

  get off(): boolean {
    return this.stored.off;
  }

  /**
   * Shows the hint for this situation (unless dismissed); a new situation replaces it. A hint
   * goes when what it explains is over: "your turn" and "you drew" (which happens in the turn,
   * before the tile that fits is played) when the turn passes, the score sheet's when the next
   * hand starts. A knock passes the turn at once, so "you knocked" stays through the others'
   * turns, to be read, and goes when the player's next turn begins. Nothing shows while the hand is hidden (hot-seat curtain):
   * the hint would speak to whoever happens to look; it comes back when the hand is shown.
   */
  offer(situation: HintSituation): void {
    const turnBegins = situation.myTurn && !this.wasMyTurn;
    this.wasMyTurn = situation.myTurn && !situation.handHidden;
    if (situation.handHidden) {
      this.current = null;
      return;
    }
    const wanted = this.pick(situation);
    if (wanted) {
      if (wanted !== this.current) this.current = wanted;
    } else if (this.current && !this.stillHolds(this.current, situation, turnBegins)) {
      this.current = null;
    }
  }

  private stillHolds(id: HintId, s: HintSituation, turnBegins: boolean): boolean {
    if (id === 'score' || s.handOver) return id === 'score' && s.handOver;
    // knock: until the next turn; play: while it can; drew: while the turn lasts.
    return id === 'knock' ? !turnBegins : s.myTurn && (id === 'drew' || s.canPlay);
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
