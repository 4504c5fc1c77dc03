// What an online table offers for the evening (issue 48): the rematch vote, the tally of the
// room's matches, their records. Local games have none of it.
import type { Reaction, RematchInfo, TallyEntry } from '@boneyard/protocol';
import type { Talk } from './talk.svelte.ts';

export interface EveningSource {
  readonly code: string;
  /** The match shown (1-based). */
  readonly match: number;
  readonly me: number | null;
  readonly rematch: RematchInfo | null;
  readonly tally: readonly TallyEntry[];
  /** Propose or accept the rematch of the match shown. */
  vote(): void;
  /** Give up the seat (instead of a rematch). */
  leaveTable(): Promise<void>;
  /** Reactions and chat heard here, mutes and the hide setting. */
  readonly talk: Talk;
  /** The room has free-text chat (reactions are always on). */
  readonly chatOn: boolean;
  /** Each seat's name as the table shows it. */
  readonly names: readonly string[];
  /** Seats with a person in them (the ones that can be muted). */
  readonly people: readonly number[];
  react(reaction: Reaction): Promise<boolean>;
  /** A reaction's words in the language shown (the evening's catalogue loads with the room). */
  reactionWord(reaction: Reaction): string;
  /** Null when sent, else why not. */
  chat(text: string): Promise<string | null>;
}

/** Where a match's record is downloaded from. */
export function recordPath(code: string, match: number): string {
  return `/api/rooms/${encodeURIComponent(code)}/record?match=${match}`;
}

/** What the seat's bubble says now (a reaction in the language shown, or the line), unless hidden. */
export function talkBubble(
  evening: EveningSource,
  seat: number,
  react: (key: Reaction) => string,
): { serial: number; text: string } | undefined {
  const bubble = evening.talk.hidden ? undefined : evening.talk.bubbles[seat];
  if (!bubble) return undefined;
  return {
    serial: bubble.serial,
    text: bubble.reaction ? react(bubble.reaction) : (bubble.text ?? ''),
  };
}
