// What the line board shows about itself: the numbers at its two ends and where the lead sits.
// Drawing only; which tile may go where is the engine's answer (game/play-options.ts).
import type { SeatView } from '@boneyard/engine';

type HandView = NonNullable<SeatView['hand']>;

export function openEnds(board: HandView['board']): { left: number; right: number } | null {
  const first = board.tiles[0];
  const last = board.tiles[board.tiles.length - 1];
  if (!first || !last) return null;
  return { left: first.left, right: last.right };
}

/** How many tiles of the line were played on the left of the lead: the lead's index. */
export function leadIndex(moves: HandView['moves']): number {
  let left = 0;
  for (const m of moves) if ('play' in m && m.end === 'left') left++;
  return left;
}
