// What an online table offers for the evening (issue 48): the rematch vote, the tally of the
// room's matches, their records. Local games have none of it.
import type { RematchInfo, TallyEntry } from '@boneyard/protocol';

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
}

/** Where a match's record is downloaded from. */
export function recordPath(code: string, match: number): string {
  return `/api/rooms/${encodeURIComponent(code)}/record?match=${match}`;
}
