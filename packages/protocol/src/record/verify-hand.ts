// Re-checking one hand of a record against nothing but its seeds and the rules: the commitment,
// the deal (and every misdeal before it), every move replayed through the engine, every score.
import {
  apply,
  expireClaim,
  type Action,
  type ErrorCode,
  type MatchState,
  type Result,
  type Step,
  type Tile,
} from '@boneyard/engine';
import { movesCapped, recordMoves } from './build.ts';
import { checkDeal } from './verify-deal.ts';
import {
  describeMove,
  failure,
  listText,
  sameMove,
  sameNumbers,
  type RecordCheck,
  type VerifyFailure,
} from './checks.ts';
import type { HandRecord, MoveRecord } from './schema.ts';
import { timeFailure, timeOf } from './times.ts';

export type HandCheck =
  { readonly ok: true; readonly state: MatchState; readonly misdeals: number } | VerifyFailure;

function toAction(move: MoveRecord): Action {
  if ('play' in move)
    return {
      type: 'play',
      tile: move.play,
      ...(move.end === undefined ? {} : { end: move.end }),
      ...(move.at === undefined ? {} : { at: move.at }),
    };
  if ('draw' in move) return { type: 'draw' };
  if ('claim' in move) return { type: 'claim', at: move.at };
  if ('skip' in move) return { type: 'skip' };
  return { type: 'pass' };
}

/** Which named check an engine refusal belongs to. */
function checkOf(error: ErrorCode): RecordCheck {
  if (error === 'bad-end' || error === 'tile-does-not-fit' || error === 'end-required')
    return 'arm';
  if (
    error === 'nothing-to-claim' ||
    error === 'window-closed' ||
    error === 'not-yours-to-claim' ||
    error === 'window-open'
  )
    return 'claim';
  return 'move';
}

type Replayed = { ok: true; state: MatchState } | VerifyFailure;

/**
 * The engine step that recorded move k asks for. A lapse is the engine's own move: after its
 * window's deadline it is the server closing the window (expireClaim); before it, the next tile
 * being played closed it, so the next recorded move is applied.
 */
function stepFor(state: MatchState, moves: readonly MoveRecord[], k: number): Result<Step> {
  const recorded = moves[k]!;
  if (!('lapsed' in recorded)) return apply(state, recorded.seat, toAction(recorded));
  const pending = state.hand?.pending;
  if (pending && recorded.at > pending.deadline) return expireClaim(state, recorded.at);
  const next = moves[k + 1];
  if (next === undefined || !('play' in next))
    return {
      ok: false,
      error: 'window-open',
      message: `the window was open until ${pending?.deadline ?? '—'} and no tile closed it`,
    };
  return apply(state, next.seat, toAction(next));
}

/** The points a play made, as its record writes them (absent: 0). */
function scoredOf(move: MoveRecord): number {
  return 'play' in move ? (move.scored ?? 0) : 0;
}

/** Where a replay is: the next recorded move to compare, and the last move that carried a time. */
interface Progress {
  k: number;
  lastTimed: number | null;
}

/** A recorded move the engine made otherwise: a wrong score only, or another move. */
function mismatch(recorded: MoveRecord, engineMove: MoveRecord, n: number, k: number) {
  const scoredOnly =
    'play' in recorded &&
    'play' in engineMove &&
    sameMove({ ...recorded, scored: engineMove.scored }, engineMove);
  return failure(
    scoredOnly ? 'scored' : 'move',
    scoredOnly
      ? `${describeMove(recorded)}: wrong score, expected ${scoredOf(engineMove)}, recorded ${scoredOf(recorded)}`
      : `the record says ${describeMove(recorded)}, but the rules make ${describeMove(engineMove)}`,
    n,
    k,
  );
}

/**
 * The moves the engine has made from `at.k` on against the recorded ones: each must be the
 * recorded move, every draw the boneyard's `front` (taken off it), every time in order.
 */
function checkMade(
  made: readonly MoveRecord[],
  moves: readonly MoveRecord[],
  front: Tile[],
  at: Progress,
  n: number,
): VerifyFailure | null {
  for (; at.k < made.length; at.k++) {
    const k = at.k;
    const engineMove = made[k]!;
    const recorded = moves[k];
    if (recorded === undefined) {
      return failure(
        'unfinished',
        `the record stops here, but the rules make ${describeMove(engineMove)}`,
        n,
        k,
      );
    }
    if ('draw' in recorded && recorded.draw !== front[0]) {
      const top =
        front[0] === undefined ? 'the boneyard is empty' : `the boneyard's front is ${front[0]}`;
      return failure('draw', `${describeMove(recorded)}, but ${top}`, n, k);
    }
    if ('draw' in recorded) front.shift();
    if (!sameMove(recorded, engineMove)) return mismatch(recorded, engineMove, n, k);
    const early = timeFailure(moves, k, at.lastTimed, n);
    if (early !== null) return early;
    if (timeOf(recorded) !== undefined) at.lastTimed = k;
  }
  return null;
}

/**
 * Replays the recorded moves through the engine. Plays are applied; draws and passes the engine
 * makes by itself must be exactly the recorded ones; every draw must take the boneyard's front.
 */
function replayMoves(
  dealt: MatchState,
  hand: HandRecord,
  boneyard: readonly Tile[],
  observe?: StateObserver,
): Replayed {
  const n = hand.number;
  const moves = hand.moves;
  const front = [...boneyard];
  let state = dealt;
  const at: Progress = { k: 0, lastTimed: null };
  for (;;) {
    const wrong = checkMade(recordMoves(state.hand?.moves ?? []), moves, front, at, n);
    if (wrong !== null) return wrong;
    const k = at.k;
    if (state.phase !== 'playing') break;
    const recorded = moves[k];
    if (recorded === undefined) {
      return failure(
        'unfinished',
        `the moves stop after ${k} moves, before the hand is over (seat ${state.hand?.turn} to play)`,
        n,
        k,
      );
    }
    const step = stepFor(state, moves, k);
    if (!step.ok)
      return failure(
        checkOf(step.error),
        `${describeMove(recorded)} is illegal: ${step.error}: ${step.message}`,
        n,
        k,
      );
    state = step.value.state;
    observe?.(state);
    if ((state.hand?.moves.length ?? 0) <= k) {
      return failure(
        'move',
        `the engine accepted ${describeMove(recorded)} but recorded no move`,
        n,
        k,
      );
    }
  }
  if (at.k < moves.length) {
    return failure('move', `${describeMove(moves[at.k]!)} comes after the hand was over`, n, at.k);
  }
  return { ok: true, state };
}

/** The recorded end, pips, points, totals (and eggs) against the engine's result. */
function checkScores(state: MatchState, hand: HandRecord): VerifyFailure | null {
  const n = hand.number;
  const result = state.hand?.result;
  if (result === null || result === undefined)
    return failure('unfinished', 'the engine has no result for this hand', n);
  // A hand ended by the engine's cap on moves says so, and only such a hand (issue 44).
  const capped = movesCapped(result);
  if (
    hand.end.kind !== result.kind ||
    hand.end.by !== result.by ||
    (hand.end.capped === true) !== capped
  ) {
    const ended = { kind: result.kind, by: result.by, ...(capped ? { capped } : {}) };
    return failure(
      'end',
      `the record says ${JSON.stringify(hand.end)}, the hand ended ${JSON.stringify(ended)}`,
      n,
    );
  }
  const figures = [
    ['pips', hand.pips, result.pips],
    ['points', hand.points, result.points],
    ['totals', hand.totals, result.totals],
  ] as const;
  for (const [check, recorded, actual] of figures) {
    if (!sameNumbers(recorded, actual)) {
      return failure(
        check,
        `the record says ${listText(recorded)}, the rules give ${listText(actual)}`,
        n,
      );
    }
  }
  if (hand.playPoints !== undefined && !sameNumbers(hand.playPoints, result.playPoints ?? [])) {
    return failure(
      'play-points',
      `the record says ${listText(hand.playPoints)} made during play, the rules give ${listText(result.playPoints ?? [])}`,
      n,
    );
  }
  if (hand.eggs !== undefined && hand.eggs !== result.eggsCarried) {
    return failure(
      'eggs',
      `the record carries ${hand.eggs} eggs, the rules carry ${result.eggsCarried}`,
      n,
    );
  }
  return null;
}

/** Sees every engine state a replay passes through: the dealt hand, then the state after each step (the replay viewer's frames). */
export type StateObserver = (state: MatchState) => void;

/** Checks one hand, starting from the engine state in which it is to be dealt. */
export function verifyHand(
  start: MatchState,
  room: string,
  hand: HandRecord,
  observe?: StateObserver,
): HandCheck {
  const dealt = checkDeal(start, room, hand);
  if (!dealt.ok) return dealt;
  observe?.(dealt.state);
  const boneyard = dealt.state.rules.boneyard ? dealt.outcome.boneyard : [];
  const replayed = replayMoves(dealt.state, hand, boneyard, observe);
  if (!replayed.ok) return replayed;
  const wrongScore = checkScores(replayed.state, hand);
  if (wrongScore !== null) return wrongScore;
  return { ok: true, state: replayed.state, misdeals: dealt.misdeals };
}
