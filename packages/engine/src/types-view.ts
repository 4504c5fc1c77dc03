// What one seat (or a spectator) may see of a match, and the bot levels.
import type { Board } from './types-board.ts';
import type { Action } from './types-play.ts';
import type { EndId, Rules, Tile } from './types-rules.ts';
import type { HandResult, MatchResult, PendingScore, Phase, PlayedHand } from './types-state.ts';

/** What one seat (or a spectator, seat null) may see. */
export interface SeatView {
  readonly rules: Rules;
  readonly sides: readonly (readonly number[])[];
  readonly seat: number | null;
  readonly phase: Phase;
  readonly scores: readonly number[];
  readonly eggs: number;
  readonly history: readonly PlayedHand[];
  readonly result: MatchResult | null;
  readonly hand: {
    readonly number: number;
    readonly attempt: number;
    readonly board: Board;
    readonly leader: number;
    readonly turn: number;
    /** This seat's own tiles (empty for spectators). */
    readonly myTiles: readonly Tile[];
    /** Tile counts per seat. */
    readonly counts: readonly number[];
    readonly boneyardCount: number;
    /** Set for the seat to move only. */
    readonly mustPlay: Tile | null;
    /** What this seat may do now: plays on its turn, and `claim` while a score it may claim waits. */
    readonly legal: readonly Action[];
    /** Scoring games: points per side made during play this hand so far. */
    readonly playPoints: readonly number[] | null;
    /** Strict muggins: the score waiting to be claimed, with its deadline. */
    readonly pending: PendingScore | null;
    /** The last tile is down (or nobody can go) and the hand ends once `pending` is claimed or lapses. */
    readonly finishing: boolean;
    /** Two doubles in a turn: the seat to move may lay a second double or skip. */
    readonly secondDouble?: boolean;
    /** Public moves; other seats' draws show `draw: null`. */
    readonly moves: readonly PublicMove[];
    /** After the hand: every seat's tiles left; null while it is being played. */
    readonly revealed: readonly (readonly Tile[])[] | null;
    readonly result: HandResult | null;
  } | null;
}

export type PublicMove =
  | {
      readonly seat: number;
      readonly play: Tile;
      readonly end?: EndId;
      readonly scored?: number;
      readonly at?: number;
    }
  | { readonly seat: number; readonly draw: Tile | null }
  | { readonly seat: number; readonly pass: true }
  | { readonly seat: number; readonly skip: true }
  | { readonly seat: number; readonly claim: number; readonly at: number }
  | { readonly seat: number; readonly lapsed: number; readonly at: number };

export const BOT_LEVELS = ['easy', 'normal', 'hard', 'expert'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];
