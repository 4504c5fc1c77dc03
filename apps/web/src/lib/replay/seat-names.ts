// A record's seats as /replay and My matches name them, in the reader's language: records name a
// bot "Bot (normal)" whatever the language, so bots are "Bot 3 · hard" / «Бот 3 · сильный», as
// /verify names them (fair/seat-label.ts); people keep their names.
import { recordSeatLabel, type RecordSeat } from '../fair/seat-label.ts';
import { t } from '../i18n/i18n.svelte.ts';

export function recordNames(seats: readonly RecordSeat[]): string[] {
  return seats.map((seat, index) => recordSeatLabel(seat, index, t));
}

/** The seats of a saved record (My matches), or null when it has none to read. */
export function savedNames(record: unknown): string[] | null {
  const seats = (record as { seats?: unknown } | null)?.seats;
  return Array.isArray(seats) ? recordNames(seats as RecordSeat[]) : null;
}
