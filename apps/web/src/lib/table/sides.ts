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
  return t('side.pair', { label: seats.map((s) => names[s] ?? '').join(' + ') });
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
