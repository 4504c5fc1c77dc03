// How the fives games count an end tile, shared by the board shapes.
import { isDouble } from './tiles.ts';
import type { Placed } from './types.ts';

/** What an end tile adds to the count: both halves of a double, else the number facing out. */
export function endValue(placed: Placed, facing: 'left' | 'right'): number {
  return isDouble(placed.tile) ? placed.left * 2 : placed[facing];
}

/** The count of a board holding only its first tile: a double once (2 × face), else both halves. */
export function loneTileCount(placed: Placed): number {
  return isDouble(placed.tile) ? placed.left * 2 : placed.left + placed.right;
}

