// The score sheet's intermediate shapes, shared by scoring.ts (the hand rules) and recording.ts
// (what the agreements write down): kept here so neither has to import the other for a type.
import type { EndKind, HandResult, MatchResult, Tile } from './types.ts';

export interface HandEnd {
  readonly kind: EndKind;
  /** The seat that went out (domino). */
  readonly by: number | null;
  /** The last tile played, for the bald finish. */
  readonly lastTile: Tile | null;
  /** The hand reached its cap on moves (caps.ts): a blocked round by the usual rule, noted so. */
  readonly capped?: boolean;
}

export interface Scored {
  readonly result: HandResult;
  readonly eggs: number;
  readonly match: MatchResult | null;
}

/** What one hand rule decides before the shared specials are applied. */
export interface Ruling {
  readonly points: number[];
  readonly winner: number | null;
  /** The side that takes eggs carried in from earlier hands. */
  readonly eggTaker: number | null;
  /** Eggs laid by this hand (tied fish). */
  readonly laid: number;
}

export interface Tally {
  readonly sideOf: (seat: number) => number;
  readonly pips: readonly number[]; // per side, raw
  readonly counts: readonly number[]; // per side, after 25/50/75
}
