// When a hand's moves happened. Every timed move — a play in strict or stealing Muggins, a claim, a
// lapse — carries the server's clock, so within a hand the times never go backwards, and a claim
// comes after the play that scored what it claims. The engine judges each move against its
// window only; these are the checks across moves (a claim stamped before its play, or a claim
// "in time" whose time is earlier than the tile that actually came before it).
import { describeMove, failure, type VerifyFailure } from './checks.ts';
import type { MoveRecord } from './schema.ts';

/** The move's server time, when it has one. */
export function timeOf(move: MoveRecord): number | undefined {
  return 'at' in move ? move.at : undefined;
}

/**
 * Move k of hand `hand` against the last timed move before it (index `last`, null if none): a
 * `claim` failure for a claim timed before the play it claims, a `time` failure for any other
 * move timed before an earlier one; null when in order.
 */
export function timeFailure(
  moves: readonly MoveRecord[],
  k: number,
  last: number | null,
  hand: number,
): VerifyFailure | null {
  const move = moves[k]!;
  const at = timeOf(move);
  const before = last === null ? undefined : moves[last];
  const then = before === undefined ? undefined : timeOf(before);
  if (at === undefined || before === undefined || then === undefined || at >= then) return null;
  if ('claim' in move && 'play' in before) {
    return failure(
      'claim',
      `${describeMove(move)} is timed before the play it claims (move ${last}: ${describeMove(before)})`,
      hand,
      k,
    );
  }
  return failure(
    'time',
    `${describeMove(move)} is timed before move ${last} (${describeMove(before)}): the times go backwards`,
    hand,
    k,
  );
}
