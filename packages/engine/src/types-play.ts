// What a seat may do (actions), what a step reports (events) and why an action is refused (error
// codes, the engine's Result).
import type { Result as ResultOf } from '@boneyard/result';
import type { EndId, Tile } from './types-rules.ts';
import type { HandResult, MatchResult, MatchState } from './types-state.ts';

export type Action =
  | { readonly type: 'play'; readonly tile: Tile; readonly end?: EndId; readonly at?: number }
  | { readonly type: 'draw' }
  | { readonly type: 'pass' }
  /** Two doubles in a turn: decline the second double. */
  | { readonly type: 'skip' }
  /** Strict muggins: claim the pending score (own side's, or stolen); `at` is the server's clock. */
  | { readonly type: 'claim'; readonly at?: number };

export type GameEvent =
  | {
      readonly type: 'misdeal';
      readonly number: number;
      readonly attempt: number;
      readonly seat: number;
    }
  | {
      readonly type: 'dealt';
      readonly number: number;
      readonly attempt: number;
      readonly leader: number;
    }
  | {
      readonly type: 'played';
      readonly seat: number;
      readonly tile: Tile;
      readonly end: EndId | null;
      readonly auto: boolean;
    }
  | {
      readonly type: 'drew';
      readonly seat: number;
      readonly tile: Tile | null;
      readonly left: number;
    }
  | { readonly type: 'passed'; readonly seat: number }
  /** Two doubles in a turn: `seat` may lay a second double (`offered`) or declined it. */
  | { readonly type: 'second-double'; readonly seat: number; readonly offered: boolean }
  | { readonly type: 'turn'; readonly seat: number }
  /**
   * Semyorka: after `seat`'s play the open ends add up to `sum`, so `seat` goes again ('again') or
   * `next` draws `count` tiles (as many as the boneyard gives, up to two: 'draw-two'). Public.
   */
  | {
      readonly type: 'semyorka';
      readonly seat: number;
      readonly sum: number;
      readonly effect: 'again' | 'draw-two';
      readonly next: number;
      readonly count: number;
    }
  /** A play made `points`; `pending` in strict muggins until claimed by `deadline`. */
  | {
      readonly type: 'scored';
      readonly seat: number;
      readonly side: number;
      readonly points: number;
      readonly pending: boolean;
      readonly deadline: number | null;
    }
  | {
      readonly type: 'claimed';
      readonly seat: number;
      readonly side: number;
      readonly points: number;
      readonly stolen: boolean;
    }
  | { readonly type: 'lapsed'; readonly seat: number; readonly points: number }
  | {
      readonly type: 'hand-over';
      readonly result: HandResult;
      readonly hands: readonly (readonly Tile[])[];
    }
  | { readonly type: 'match-over'; readonly result: MatchResult };

export const ERROR_CODES = [
  'bad-phase', // the action does not belong to this phase of the match
  'not-your-turn',
  'tile-not-in-hand',
  'tile-does-not-fit',
  'end-required', // the tile fits both ends: say which
  'bad-end',
  'must-play-tile', // the compulsory lead or the tile just drawn must be played
  'must-play', // you hold a playable tile, so you may not draw or pass
  'boneyard-empty',
  'no-boneyard',
  'bad-deck', // the deck given to deal is not a permutation of the 28 tiles
  'bad-seat',
  'bad-rules', // a rule set or preset option that cannot be played
  'time-required', // strict muggins: plays and claims must carry the server's time `at`
  'nothing-to-claim', // no score is waiting to be claimed
  'window-closed', // the claim comes after the window closed
  'not-yours-to-claim', // the score is another side's and stealing is off
  'window-open', // expireClaim before the deadline
  'nothing-to-skip', // skip outside a second-double offer
  'second-double-only', // two doubles in a turn: after the first double only a second double (or skip)
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** `{ ok: true, value }` or `{ ok: false, error: ErrorCode, message }` (@boneyard/result, types only). */
export type Result<T> = ResultOf<T, ErrorCode>;

export interface Step {
  readonly state: MatchState;
  readonly events: readonly GameEvent[];
}
