// Which seats play together: small, so that code which only plays a game — the web table,
// match.ts, muggins.ts — loads it without the validator.
import type { Rules } from './types.ts';

/** Seat lists per side: partners 0+2 and 1+3 in pairs, else one side per seat. */
export function sidesOf(rules: Rules): number[][] {
  if (rules.teams === 'pairs')
    return [
      [0, 2],
      [1, 3],
    ];
  return Array.from({ length: rules.players }, (_, s) => [s]);
}

export function sideOfSeat(rules: Rules, seat: number): number {
  return rules.teams === 'pairs' ? seat % 2 : seat;
}
