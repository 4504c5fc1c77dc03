// Tile order of boneyard/deal/v1: index 0..27 over (a, b), 0 ≤ a ≤ b ≤ 6, lexicographic.
import { fail, ok, type FairResult } from './result.ts';

/** A tile written `a-b` with a ≤ b (the same shape as the engine's Tile). */
export type Tile = `${number}-${number}`;

function buildTiles(): readonly Tile[] {
  const tiles: Tile[] = [];
  for (let a = 0; a <= 6; a++) for (let b = a; b <= 6; b++) tiles.push(`${a}-${b}`);
  return Object.freeze(tiles);
}

/** The 28 tiles in index order: 0 = 0-0, 1 = 0-1, …, 6 = 0-6, 7 = 1-1, …, 27 = 6-6. */
export const TILES: readonly Tile[] = buildTiles();

export const TILE_COUNT = 28;

const INDEX_OF = new Map<string, number>(TILES.map((tile, index) => [tile, index]));

/** The tile at an index 0..27 (programming error otherwise, so it throws). */
export function tileAt(index: number): Tile {
  const tile = TILES[index];
  if (tile === undefined) throw new RangeError(`tileAt: ${index} is not in 0..27`);
  return tile;
}

/** The index 0..27 of a tile written `a-b` with a ≤ b. */
export function tileIndex(tile: string): FairResult<number> {
  const index = INDEX_OF.get(tile);
  return index === undefined
    ? fail('bad-tile', `not a tile a-b with 0 ≤ a ≤ b ≤ 6: ${JSON.stringify(tile)}`)
    : ok(index);
}
