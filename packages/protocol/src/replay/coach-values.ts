// Where the coach's "points given up" come from (docs/replay.md): the values the Expert's deciding
// search gave the move it chose and the move played, their difference with its standard error
// (paired over the search's common deals where it has them); where that search never valued the
// move played (a tree child never tried, or tried once: no uncertainty), the fallback estimate of
// both moves with the Expert's building blocks (@boneyard/bots/move-values), marked as such.
import { mirrorPlays } from '@boneyard/bots';
import type { MatchState } from '@boneyard/engine';
import type { MoveRecord } from '../record/schema.ts';
import { choiceOf, recordedAs, toAction } from '../record/verify-bots.ts';
import {
  expertValues,
  valueGap,
  type Action,
  type BotAlgorithm,
  type SearchKind,
  type SearchValues,
} from './expert.ts';

/** The objective's points for winning the hand in the fallback estimate (objective.ts's HAND_WIN_POINTS). */
const ESTIMATE_HAND_WIN = 12;

/** The deciding search's own values, or 'estimate': the fallback (the search never valued the move played). */
export type LossSource = SearchKind | 'estimate';

export interface CoachLoss {
  /** Value of the Expert's move − value of the move played, in the objective's points. */
  readonly points: number;
  /** Its standard error. */
  readonly error: number;
  readonly from: LossSource;
  /** The objective's points for winning the hand in these values (12; the tree against thinkers: 30). */
  readonly handWin: number;
}

/** What the deciding search made of each move it valued (the objective's points, to the seat's side). */
export interface CoachValues {
  readonly search: SearchKind;
  readonly handWin: number;
  readonly moves: readonly {
    readonly move: MoveRecord;
    readonly points: number;
    readonly error: number;
    /** Deals it was valued on (effective number where deals are weighted), or the tree's visits. */
    readonly samples: number;
  }[];
}

/** The search's values of the moves it valued, written as the record writes moves. */
export function coachValues(
  state: MatchState,
  seat: number,
  values: SearchValues | null,
): CoachValues | null {
  if (values === null) return null;
  const moves = [];
  for (const [i, estimate] of values.values.entries()) {
    const move = estimate === null ? null : recordedAs(state, seat, values.moves[i]!);
    if (move === null || estimate === null) continue;
    moves.push({ move, points: estimate.mean, error: estimate.error, samples: estimate.samples });
  }
  return { search: values.search, handWin: values.handWin, moves };
}

function sameTile(a: Action, b: Action): boolean {
  return (
    a.type === 'play' && b.type === 'play' && JSON.stringify(a.tile) === JSON.stringify(b.tile)
  );
}

/** The search's gap between the Expert's move and the move played, if it valued both with an uncertainty. */
function searchedGap(
  state: MatchState,
  seat: number,
  chosen: Action,
  played: MoveRecord,
  values: SearchValues,
): CoachLoss | null {
  const expert = values.moves.indexOf(chosen);
  const playedAs = choiceOf(played);
  const playedAction = toAction(played);
  // A release that searches each mirror play once valued the move played as its mirror.
  const index = values.moves.findIndex(
    (move) =>
      choiceOf(recordedAs(state, seat, move)) === playedAs ||
      mirrorPlays(state.hand?.board, move, playedAction),
  );
  if (expert < 0 || index < 0) return null;
  const gap = valueGap(values, expert, index);
  if (gap === null || !Number.isFinite(gap.error)) return null;
  return { points: gap.mean, error: gap.error, from: values.search, handWin: values.handWin };
}

/**
 * The points the move played gave up against the Expert's `chosen` (from `seat`'s view, the bot
 * seed `seed`), or 'same' where the two cannot be told apart on any deal (the same tile at two
 * ends showing one number), or null where nothing values them.
 */
export function lossOf(
  state: MatchState,
  seat: number,
  seed: Uint8Array,
  algorithm: BotAlgorithm,
  chosen: Action,
  played: MoveRecord,
  values: SearchValues | null,
): CoachLoss | 'same' | null {
  const playedAction = toAction(played);
  if (mirrorPlays(state.hand?.board, chosen, playedAction)) return 'same';
  const both = [chosen, playedAction];
  // The same tile at another end: equal on every deal of the common-random estimate is the same move.
  const estimate = sameTile(chosen, playedAction)
    ? expertValues(state, seat, both, seed, algorithm)
    : null;
  const mirror = estimate?.gaps[1];
  if (mirror !== undefined && mirror.mean === 0 && mirror.error === 0) return 'same';
  const searched = values === null ? null : searchedGap(state, seat, chosen, played, values);
  if (searched !== null) return searched;
  const gap = (estimate ?? expertValues(state, seat, both, seed, algorithm))?.gaps[1];
  if (gap === undefined) return null;
  return { points: gap.mean, error: gap.error, from: 'estimate', handWin: ESTIMATE_HAND_WIN };
}
