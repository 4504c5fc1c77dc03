// Constant lookup tables for the fast path. Tiles are indices 0..27 in the deal order
// (0 = 0-0, 1 = 0-1, …, 6 = 0-6, 7 = 1-1, …, 27 = 6-6) and sets of tiles are 28-bit masks,
// so "which of my tiles fit this end" is one AND with a suit mask.
import type { Sfc32, Tile } from '@boneyard/engine';

export const TILE_COUNT = 28;

/** Low half of each tile. */
export const TILE_LOW = new Uint8Array(TILE_COUNT);
/** High half of each tile. */
export const TILE_HIGH = new Uint8Array(TILE_COUNT);
/** Pips of each tile. */
export const TILE_PIPS = new Uint8Array(TILE_COUNT);
/** Names `a-b` in index order. */
export const TILE_NAMES: readonly Tile[] = [];
/** SUIT_MASK[v]: the mask of the 7 tiles showing number v. */
export const SUIT_MASK = new Int32Array(7);
/** DOUBLE_OF[v]: index of the double v-v. */
export const DOUBLE_OF = new Uint8Array(7);
/** Mask of the 7 doubles. */
export let DOUBLES_MASK = 0;
export const FULL_MASK = (1 << TILE_COUNT) - 1;

const tileIndexByName = new Map<string, number>();
{
  let index = 0;
  const names: Tile[] = [];
  for (let a = 0; a <= 6; a++) {
    for (let b = a; b <= 6; b++) {
      TILE_LOW[index] = a;
      TILE_HIGH[index] = b;
      TILE_PIPS[index] = a + b;
      names.push(`${a}-${b}`);
      tileIndexByName.set(`${a}-${b}`, index);
      SUIT_MASK[a]! |= 1 << index;
      SUIT_MASK[b]! |= 1 << index;
      if (a === b) {
        DOUBLE_OF[a] = index;
        DOUBLES_MASK |= 1 << index;
      }
      index++;
    }
  }
  (TILE_NAMES as Tile[]).push(...names);
}

/** Index of a tile name, or -1 when it is not a tile `a-b` with a ≤ b. */
export function tileIndexOf(tile: string): number {
  return tileIndexByName.get(tile) ?? -1;
}

/** Index of a tile name that is known to be valid (tiles coming out of engine state). */
export function indexOfTile(tile: Tile): number {
  const index = tileIndexByName.get(tile);
  if (index === undefined) throw new RangeError(`not a tile: ${tile}`);
  return index;
}

export function maskOf(tiles: readonly Tile[]): number {
  let mask = 0;
  for (const tile of tiles) mask |= 1 << indexOfTile(tile);
  return mask;
}

/** The tiles of a mask, in index order. */
export function tilesOf(mask: number): Tile[] {
  const tiles: Tile[] = [];
  for (let m = mask; m !== 0; m &= m - 1) tiles.push(TILE_NAMES[lowestIndex(m)]!);
  return tiles;
}

export function popcount(mask: number): number {
  let v = mask - ((mask >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Index of the lowest set bit (mask ≠ 0). */
export function lowestIndex(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

/** Index of the k-th set bit from the bottom (0-based, k < popcount(mask)). */
export function nthIndex(mask: number, k: number): number {
  let m = mask;
  for (let i = 0; i < k; i++) m &= m - 1;
  return 31 - Math.clz32(m & -m);
}

/** Total pips of a mask of tiles. */
export function pipsOfMask(mask: number): number {
  let pips = 0;
  for (let m = mask; m !== 0; m &= m - 1) pips += TILE_PIPS[31 - Math.clz32(m & -m)]!;
  return pips;
}

/**
 * A uniform choice among the (tile, end) pairs of `choices` that fit, left-end moves first as in
 * legalMoves (one `rng.below`): tile << 1, plus 1 at the right end.
 */
export function randomPair(choices: number, left: number, right: number, rng: Sfc32): number {
  const fitsLeft = choices & SUIT_MASK[left]!;
  const fitsRight = choices & SUIT_MASK[right]!;
  const leftCount = popcount(fitsLeft);
  let k = rng.below(leftCount + popcount(fitsRight));
  let pick = fitsLeft;
  const onLeft = k < leftCount;
  if (!onLeft) {
    pick = fitsRight;
    k -= leftCount;
  }
  for (; k > 0; k--) pick &= pick - 1;
  return ((31 - Math.clz32(pick & -pick)) << 1) | (onLeft ? 0 : 1);
}
