// The latest score made during play, as the "+15" label by the points shows it. In strict Muggins
// the score is the scorer's only once claimed: a steal gives it to the stealer ("Bot 3 stole 15"),
// a lapse to nobody ("15 lapsed"), and while the window is open it is still waiting.
import type { SeatView } from '@boneyard/engine';

type Move = NonNullable<SeatView['hand']>['moves'][number];

export interface LatestScore {
  /** The seat the label names: the scorer, or the stealer after a steal. */
  readonly seat: number;
  readonly points: number;
  readonly how: 'scored' | 'stolen' | 'lapsed';
  /** The move that settled it (a new one re-animates the label). */
  readonly index: number;
}

export function latestScore(
  moves: readonly Move[],
  sides: readonly (readonly number[])[],
): LatestScore | null {
  const sideOf = (seat: number) => sides.findIndex((s) => s.includes(seat));
  for (let i = moves.length - 1; i >= 0; i--) {
    const move = moves[i];
    if (!move || !('play' in move) || (move.scored ?? 0) <= 0) continue;
    const points = move.scored ?? 0;
    // What settled this score: the first claim or lapse after it (draws may come between).
    const settled = moves.slice(i + 1).findIndex((m) => 'claim' in m || 'lapsed' in m);
    const settle = settled < 0 ? undefined : moves[i + 1 + settled];
    if (settle && 'lapsed' in settle)
      return { seat: move.seat, points, how: 'lapsed', index: i + 1 + settled };
    if (settle && 'claim' in settle && sideOf(settle.seat) !== sideOf(move.seat))
      return { seat: settle.seat, points, how: 'stolen', index: i + 1 + settled };
    return { seat: move.seat, points, how: 'scored', index: i };
  }
  return null;
}
