// The named checks verifyRecord runs, in the order it runs them, and the shape of its answer.
import type { Failure, Ok } from '@boneyard/result';
import type { MoveRecord } from './schema.ts';

export const RECORD_CHECKS = [
  'format', // not a boneyard-match-v1 record at all
  'schema', // a field is missing or malformed
  'rules', // the rule set fails RulesSchema
  'preset', // `preset` differs from rules.preset
  'target', // `target` differs from rules.target.score
  'seats', // seat count differs from rules.players
  'sides', // sides differ from the ones the rules make
  'hand-number', // hands are not numbered 1, 2, 3, …
  'extra-hand', // a hand was recorded after the match was over
  'commitment', // commitment ≠ SHA-256 over room, hand and the revealed server seed
  'client-seeds', // not exactly one client seed per seat
  'misdeal', // an earlier attempt was not a misdeal, or the played attempt is one
  'deal', // the tiles dealt differ from boneyard/deal/v1 for the recorded seeds and attempt
  'draw', // a drawn tile is not the one at the front of the boneyard
  'arm', // a play names an arm the board does not have open for that tile
  'claim', // a claim comes after its window or before its play, is not the claimer's to make, or has nothing to claim
  'time', // a timed move (play, claim, lapse) is timed before the one ahead of it: the times go backwards
  'move', // a move is illegal, or differs from the draw/pass the rules forced
  'unfinished', // the moves stop before the hand is over
  'end', // how the hand ended (domino/fish, by whom) is wrong
  'pips', // raw pips left per seat are wrong
  'scored', // the points a play made (its `scored`) are wrong
  'play-points', // points made during play per side are wrong
  'points', // points written this hand are wrong
  'totals', // totals after the hand are wrong
  'eggs', // eggs carried after the hand are wrong
  'result', // the match result is wrong (or missing, or present for an unfinished match)
] as const;
export type RecordCheck = (typeof RECORD_CHECKS)[number];

export interface VerifySummary {
  readonly format: string;
  readonly preset: string;
  readonly players: number;
  readonly room: string;
  readonly hands: number;
  readonly moves: number;
  /** Deals thrown away under the redeal rule and checked to be real misdeals. */
  readonly misdeals: number;
  /** Totals per side after the last hand. */
  readonly totals: readonly number[];
  readonly finished: boolean;
  readonly winners: readonly number[];
  readonly losers: readonly number[];
}

export type VerifyFailure = Failure<{
  /** Names the first wrong thing, with hand and move where it is in one. */
  error: string;
  check: RecordCheck;
  /** 1-based hand number, when the wrong thing is inside a hand. */
  hand?: number;
  /** 0-based index into that hand's moves, when it is a move. */
  move?: number;
}>;

/** The one Result shape (@boneyard/result): the summary as the value, or the first wrong thing. */
export type VerifyOutcome = Ok<VerifySummary> | VerifyFailure;

export function failure(
  check: RecordCheck,
  error: string,
  hand?: number,
  move?: number,
): VerifyFailure {
  const where =
    hand === undefined
      ? ''
      : move === undefined
        ? `hand ${hand}: `
        : `hand ${hand}, move ${move}: `;
  return {
    ok: false,
    check,
    error: `${check}: ${where}${error}`,
    ...(hand === undefined ? {} : { hand }),
    ...(move === undefined ? {} : { move }),
  };
}

export function describeMove(move: MoveRecord): string {
  if ('play' in move) {
    return `seat ${move.seat} plays ${move.play}${move.end === undefined ? '' : ` at the ${move.end} end`}`;
  }
  if ('draw' in move) return `seat ${move.seat} draws ${move.draw}`;
  if ('claim' in move) return `seat ${move.seat} claims ${move.claim} at ${move.at}`;
  if ('lapsed' in move) return `seat ${move.seat}'s ${move.lapsed} lapse at ${move.at}`;
  if ('skip' in move) return `seat ${move.seat} skips the second double`;
  return `seat ${move.seat} passes`;
}

export function sameMove(a: MoveRecord, b: MoveRecord): boolean {
  if (a.seat !== b.seat) return false;
  if ('play' in a)
    return (
      'play' in b && a.play === b.play && a.end === b.end && a.scored === b.scored && a.at === b.at
    );
  if ('draw' in a) return 'draw' in b && a.draw === b.draw;
  if ('claim' in a) return 'claim' in b && a.claim === b.claim && a.at === b.at;
  if ('lapsed' in a) return 'lapsed' in b && a.lapsed === b.lapsed && a.at === b.at;
  if ('skip' in a) return 'skip' in b;
  return 'pass' in b;
}

export function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

export function listText(values: readonly unknown[]): string {
  return `[${values.map((value) => JSON.stringify(value)).join(',')}]`;
}
