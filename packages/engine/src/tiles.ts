// Tiles of the double-six set. Index order (0 = 0-0, 1 = 0-1, …, 27 = 6-6) is the order the
// fair deal algorithm shuffles, so it is fixed here once.
import type { Tile } from './types.ts';

export const MAX_PIP = 6;

export const ALL_TILES: readonly Tile[] = (() => {
  const tiles: Tile[] = [];
  for (let a = 0; a <= MAX_PIP; a++) for (let b = a; b <= MAX_PIP; b++) tiles.push(`${a}-${b}`);
  return tiles;
})();

const INDEX = new Map<string, number>(ALL_TILES.map((t, i) => [t, i]));

/** The tile with these two halves, written low-high. */
export function makeTile(a: number, b: number): Tile {
  return a <= b ? `${a}-${b}` : `${b}-${a}`;
}

/** `a-b` with 0 ≤ a ≤ b ≤ 6, or null for anything else. */
export function parseTile(text: string): Tile | null {
  return INDEX.has(text) ? (text as Tile) : null;
}

export function isTile(text: unknown): text is Tile {
  return typeof text === 'string' && INDEX.has(text);
}

export function tileIndex(tile: Tile): number {
  const i = INDEX.get(tile);
  if (i === undefined) throw new RangeError(`not a tile: ${tile}`);
  return i;
}

export function halves(tile: Tile): readonly [number, number] {
  return [tile.charCodeAt(0) - 48, tile.charCodeAt(2) - 48];
}

export function pipsOf(tile: Tile): number {
  const [a, b] = halves(tile);
  return a + b;
}

export function isDouble(tile: Tile): boolean {
  return tile[0] === tile[2];
}

export function shows(tile: Tile, pip: number): boolean {
  const [a, b] = halves(tile);
  return a === pip || b === pip;
}

export function handPips(tiles: readonly Tile[]): number {
  let sum = 0;
  for (const t of tiles) sum += pipsOf(t);
  return sum;
}

/** Heavier first; equal weight → the one whose lower half is higher first (4-5 before 3-6). */
export function compareHeaviest(x: Tile, y: Tile): number {
  return pipsOf(y) - pipsOf(x) || halves(y)[0] - halves(x)[0];
}

/** Lighter first; equal weight → the lower half first (0-3 before 1-2). */
export function compareLightest(x: Tile, y: Tile): number {
  return pipsOf(x) - pipsOf(y) || halves(x)[0] - halves(y)[0];
}
