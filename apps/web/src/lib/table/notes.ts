// Score-sheet notes (eggs, rule of 13, 25/50/75) as message keys.
import type { ScoreNote } from '@boneyard/engine';
import type { MessageKey } from '../i18n/en.ts';

export function noteKey(note: ScoreNote): MessageKey {
  return `note.${note.kind}` as MessageKey;
}

/** Notes that belong in a side's column: side notes for that side, seat notes for its seats. */
export function notesForSide(
  notes: readonly ScoreNote[],
  side: number,
  seats: readonly number[],
): ScoreNote[] {
  return notes.filter(
    (n) =>
      n.side === side ||
      (n.seat !== undefined && seats.includes(n.seat)) ||
      (n.side === undefined && n.seat === undefined && side === 0),
  );
}
