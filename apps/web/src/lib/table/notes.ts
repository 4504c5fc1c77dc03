// Score-sheet notes (eggs, rule of 13, 25/50/75) as message keys, and where each belongs: a note
// stands in the column of the side whose written points it explains. A lone 0-0 counted 25 is
// news only where those 25 were written — under the losers who held it, or, in a fish where one
// side writes every hand, under that side — never under winners who wrote nothing (issue 47).
import type { HandResult, ScoreNote } from '@boneyard/engine';
import type { MessageKey } from '../i18n/en.ts';

type Sides = readonly (readonly number[])[];

export function noteKey(note: ScoreNote): MessageKey {
  return `note.${note.kind}` as MessageKey;
}

/** Notes about a seat's count (its tiles counted other than by their pips). */
const COUNT_NOTES: readonly ScoreNote['kind'][] = ['lone-blank', 'lone-boar', 'blank-and-boar'];

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * The side that wrote every seat's count (a fish where the worst hand writes them all, as Kozel
 * does), or null. Eggs taken and points made during play are added on top, so they come off first.
 */
export function allHandsWriter(result: HandResult): number | null {
  if (result.kind !== 'fish') return null;
  const writers = result.points.flatMap((p, side) => (p > 0 ? [side] : []));
  if (writers.length !== 1) return null;
  const side = writers[0]!;
  const eggs = sum(
    result.notes
      .filter((n) => n.kind === 'eggs-taken' && n.side === side)
      .map((n) => n.points ?? 0),
  );
  const written = (result.points[side] ?? 0) - eggs - (result.playPoints?.[side] ?? 0);
  const counted = result.counts.filter((c) => c > 0).length;
  return counted > 1 && written === sum(result.counts) ? side : null;
}

/** The side whose column shows `note`, or null when it explains nothing written. */
export function noteSide(note: ScoreNote, result: HandResult, sides: Sides): number | null {
  if (note.side !== undefined) return note.side;
  if (note.seat === undefined) return 0; // about the hand as a whole: the first column
  const own = sides.findIndex((seats) => seats.includes(note.seat!));
  if (!COUNT_NOTES.includes(note.kind)) return own;
  const everyHand = allHandsWriter(result);
  if (everyHand !== null) return everyHand;
  return (result.points[own] ?? 0) > 0 ? own : null;
}

/** Notes that belong in a side's column (see noteSide). */
export function notesForSide(result: HandResult, side: number, sides: Sides): ScoreNote[] {
  return result.notes.filter((n) => noteSide(n, result, sides) === side);
}

/** Notes worth listing under a hand's result: those that explain something written. */
export function shownNotes(result: HandResult, sides: Sides): ScoreNote[] {
  return result.notes.filter((n) => noteSide(n, result, sides) !== null);
}
