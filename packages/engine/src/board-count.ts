// How the fives games count an end tile, shared by the board shapes.
import { isDouble } from './tiles.ts';
import type { EndId, Placed } from './types.ts';

/**
 * What an end tile adds to the count: both halves of a double lying across, else the number
 * facing out (a double laid in line shows one half at the end, like any tile).
 */
export function endValue(placed: Placed, facing: 'left' | 'right', inLine = false): number {
  return isDouble(placed.tile) && !inLine ? placed.left * 2 : placed[facing];
}

/** Whether an arm was shut by a double nobody could cover. */
export function isClosed(board: { readonly closed?: readonly EndId[] }, end: EndId): boolean {
  return board.closed?.includes(end) ?? false;
}

/** The count of a board holding only its first tile: a double once (2 × face), else both halves. */
export function loneTileCount(placed: Placed): number {
  return isDouble(placed.tile) ? placed.left * 2 : placed.left + placed.right;
}
