// Pip centres for one square half of a tile drawn upright in a 50×50 box: the classic 3×3
// patterns. Six runs as two columns of three along the tile's long side.
const L = 13;
const M = 25;
const R = 37;

export const PIP_LAYOUT: readonly (readonly [number, number][])[] = [
  [],
  [[M, M]],
  [
    [L, L],
    [R, R],
  ],
  [
    [L, L],
    [M, M],
    [R, R],
  ],
  [
    [L, L],
    [R, L],
    [L, R],
    [R, R],
  ],
  [
    [L, L],
    [R, L],
    [M, M],
    [L, R],
    [R, R],
  ],
  [
    [L, L],
    [R, L],
    [L, M],
    [R, M],
    [L, R],
    [R, R],
  ],
];

/** "3-5" → [3, 5]. */
export function halves(tile: string): [number, number] {
  const [a, b] = tile.split('-').map(Number);
  return [a ?? 0, b ?? 0];
}

export function isDouble(tile: string): boolean {
  const [a, b] = halves(tile);
  return a === b;
}
