// What the seat to move may play, worked out from its own view (the same answer the engine
// gives; the engine or server still judges every move).
import type { EndId, SeatView, Tile } from '@boneyard/engine';
import { halves } from '../tiles/pips.ts';

export interface PlayOption {
  readonly tile: Tile;
  /** Ends this tile fits; empty when it opens an empty line (no end to choose). */
  readonly ends: readonly EndId[];
}

type HandView = NonNullable<SeatView['hand']>;

export function openEnds(board: HandView['board']): { left: number; right: number } | null {
  const first = board.tiles[0];
  const last = board.tiles[board.tiles.length - 1];
  if (!first || !last) return null;
  return { left: first.left, right: last.right };
}

export function playOptions(view: SeatView): PlayOption[] {
  const hand = view.hand;
  if (!hand || view.phase !== 'playing' || view.seat === null || hand.turn !== view.seat) return [];
  const ends = openEnds(hand.board);
  const candidates = hand.mustPlay ? [hand.mustPlay] : hand.myTiles;
  const options: PlayOption[] = [];
  for (const tile of candidates) {
    if (!ends) {
      options.push({ tile, ends: [] });
      continue;
    }
    const [a, b] = halves(tile);
    const fits: EndId[] = [];
    if (a === ends.left || b === ends.left) fits.push('left');
    if (a === ends.right || b === ends.right) fits.push('right');
    // Both ends showing the same number: either end gives the same line, so do not ask.
    if (fits.length === 2 && ends.left === ends.right) fits.pop();
    if (fits.length > 0) options.push({ tile, ends: fits });
  }
  return options;
}

/** How many tiles of the line were played on the left of the lead: the lead's index. */
export function leadIndex(moves: HandView['moves']): number {
  let left = 0;
  for (const m of moves) if ('play' in m && m.end === 'left') left++;
  return left;
}
