// Match state: the match, the hand in progress, finished hands and their results — plain readonly
// JSON (it lives in Redis and travels to browsers).
import type { Board } from './types-board.ts';
import type { CeremonyKind, EndId, Rules, Tile } from './types-rules.ts';

export const PHASES = ['dealing', 'playing', 'hand-over', 'match-over'] as const;
export type Phase = (typeof PHASES)[number];

export type Move =
  | {
      readonly seat: number;
      readonly play: Tile;
      readonly end?: EndId;
      /** Points this play made (scoring games; absent when it made none). */
      readonly scored?: number;
      /** Server time of the play (strict muggins: it opens the claim window). */
      readonly at?: number;
    }
  | { readonly seat: number; readonly draw: Tile }
  | { readonly seat: number; readonly pass: true }
  /** Two doubles in a turn: `seat` declined to lay a second double. */
  | { readonly seat: number; readonly skip: true }
  /** `seat` claimed `claim` points (its own side's, or stolen) at server time `at`. */
  | { readonly seat: number; readonly claim: number; readonly at: number }
  /** The score `seat` made lapsed unclaimed at `at` (window over, or the next tile was played). */
  | { readonly seat: number; readonly lapsed: number; readonly at: number };

export const END_KINDS = ['domino', 'fish'] as const;
export type EndKind = (typeof END_KINDS)[number];

export interface HandResult {
  readonly kind: EndKind;
  /** The seat that went out (domino), else null. */
  readonly by: number | null;
  /** The winning side, or null when nobody won (tied fish). */
  readonly winner: number | null;
  /** Raw pips left per seat. */
  readonly pips: readonly number[];
  /** Counts per seat after the 25/50/75 specials. */
  readonly counts: readonly number[];
  /** Points written per side this hand, after every special rule. */
  readonly points: readonly number[];
  /** Totals per side after this hand. */
  readonly totals: readonly number[];
  /** Why the written points are what they are, for the score sheet. */
  readonly notes: readonly ScoreNote[];
  /** Eggs carried into the next hand (0 when none). */
  readonly eggsCarried: number;
  /** Scoring games: points per side made during play this hand (included in `points`). */
  readonly playPoints?: readonly number[];
}

export const SCORE_NOTE_KINDS = [
  'eggs-laid', // tied fish: `points` carried to the next loser
  'eggs-taken', // this side took `points` of carried eggs
  'under-minimum', // side on 0 wrote nothing: `points` below the minimum were dropped
  'lone-blank', // seat's lone 0-0 counted 25
  'lone-boar', // seat's lone 6-6 counted 50
  'blank-and-boar', // seat's 0-0 + 6-6 counted 75
  'bald-finish', // went out on 0-0: match over
  'redealt', // a blocked hand thrown away (blocked round redeals): nothing written
  'rounded', // the hand's points were rounded to the agreed 5 or 10
  'move-cap', // the hand reached its cap on moves (caps.ts) and ended as a blocked round
] as const;
export type ScoreNoteKind = (typeof SCORE_NOTE_KINDS)[number];
export interface ScoreNote {
  readonly kind: ScoreNoteKind;
  readonly side?: number;
  readonly seat?: number;
  readonly points?: number;
}

export interface HandState {
  /** 1-based hand number in the match. */
  readonly number: number;
  /** Redeal attempt that was played, from 0. */
  readonly attempt: number;
  readonly dealt: readonly (readonly Tile[])[];
  readonly hands: readonly (readonly Tile[])[];
  /** Drawn from the front. Empty when the rules have no boneyard. */
  readonly boneyard: readonly Tile[];
  readonly outOfPlay: readonly Tile[];
  readonly board: Board;
  readonly leader: number;
  readonly turn: number;
  /** A tile the seat to move must play: the compulsory lead, or a fitting tile just drawn. */
  readonly mustPlay: Tile | null;
  readonly passesInRow: number;
  readonly moves: readonly Move[];
  readonly result: HandResult | null;
  /** The day of the week the server dealt on (0 Sunday … 6 Saturday), given where the opening uses it. */
  readonly weekday?: number;
  /** Scoring games: points per side awarded during play so far. */
  readonly playPoints?: readonly number[];
  /** Strict muggins: a score waiting to be claimed. */
  readonly pending?: PendingScore | null;
  /** Two doubles in a turn: the seat to move just laid a double and may lay a second one or skip. */
  readonly secondDouble?: boolean;
  /** The hand is over but waits for `pending` to be claimed or to lapse. */
  readonly finishing?: {
    readonly kind: EndKind;
    readonly by: number | null;
    readonly lastTile: Tile | null;
    readonly capped?: boolean;
  } | null;
}

export interface PendingScore {
  /** The seat whose play made the score. */
  readonly seat: number;
  readonly side: number;
  readonly points: number;
  /** Server time after which it can no longer be claimed. */
  readonly deadline: number;
}

/** A finished hand as it was dealt and played (the deal seeds live outside the engine). */
export interface PlayedHand {
  readonly number: number;
  readonly attempt: number;
  readonly dealt: readonly (readonly Tile[])[];
  /** The boneyard as dealt (front first); empty when undealt tiles are out of play. */
  readonly boneyard: readonly Tile[];
  readonly moves: readonly Move[];
  readonly result: HandResult;
  /** The day of the week given at deal time (weekday opening), so a replay deals the same lead. */
  readonly weekday?: number;
}

export interface MatchResult {
  /** Winning sides (several when free-for-all ends with a shared lowest score). */
  readonly winners: readonly number[];
  /** Sides that lost by reaching a losing target: the goats. */
  readonly losers: readonly number[];
  /** The winners ended on 0 (kozel/kozyol). */
  readonly whitewash: boolean;
  /** 'hand-cap': the match reached its cap on hands (caps.ts) and the side ahead won. */
  readonly reason: 'target' | 'bald-finish' | 'hand-cap';
  /** Kozyol's ceremonies the closing hand earned: the title and the sides (or seat) it goes to. */
  readonly ceremonies?: readonly Ceremony[];
}

export interface Ceremony {
  readonly kind: CeremonyKind;
  readonly sides: readonly number[];
  /** The General: the seat that closed the match. */
  readonly seat?: number;
}

export interface MatchState {
  readonly rules: Rules;
  /** Seat lists per side, e.g. [[0,2],[1,3]] or [[0],[1],[2]]. */
  readonly sides: readonly (readonly number[])[];
  readonly phase: Phase;
  /** Totals per side. */
  readonly scores: readonly number[];
  /** Eggs waiting for the next hand's loser. */
  readonly eggs: number;
  /** The hand in progress or just finished; null before the first deal. */
  readonly hand: HandState | null;
  /** Finished hands, in order: everything about them is public once they end. */
  readonly history: readonly PlayedHand[];
  /** Hand number to deal next and its attempt (kozel redeals bump the attempt). */
  readonly next: { readonly number: number; readonly attempt: number };
  readonly result: MatchResult | null;
}
