// Names for the scoring sides: "Us / Them" in pair games seen from a seat, names otherwise.
import type { MessageKey } from '../i18n/en.ts';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function sideLabel(
  t: Translate,
  sides: readonly (readonly number[])[],
  side: number,
  me: number | null,
  names: readonly string[],
): string {
  const seats = sides[side] ?? [];
  if (seats.length === 1) return names[seats[0] ?? 0] ?? '';
  if (me !== null) return seats.includes(me) ? t('side.us') : t('side.them');
  // A spectator has no "us": pairs are numbered (short enough for a seat badge and a score
  // column); who is in each pair is in `sideMembers`, shown beside it where there is room.
  return t('side.pairN', { number: side + 1 });
}

/** The seats of a pair by name ("Bot 2 + Bot 4"), or '' for a one-seat side. */
export function sideMembers(
  sides: readonly (readonly number[])[],
  side: number,
  names: readonly string[],
): string {
  const seats = sides[side] ?? [];
  return seats.length > 1 ? seats.map((s) => names[s] ?? '').join(' + ') : '';
}

export function sideOf(sides: readonly (readonly number[])[], seat: number): number {
  return sides.findIndex((side) => side.includes(seat));
}

/** Where each other seat sits around you (clockwise from you at the bottom). */
export const POSITIONS = ['bottom', 'left', 'top', 'right'] as const;
export type Position = (typeof POSITIONS)[number];

export function positionOf(seat: number, me: number, players: number): Position {
  const offset = (seat - me + players) % players;
  if (offset === 0) return 'bottom';
  if (players === 2) return 'top';
  if (players === 3) return offset === 1 ? 'left' : 'right';
  return POSITIONS[offset] ?? 'top';
}
