// Spinner, cross and house boards: a line through the first tile, and up/down arms off one
// double, the spinner. The three differ only in which double becomes the spinner and when its
// arms open:
//   spinner (All Fives, Telephone): the first double to be covered (a tile on both of its long
//     sides) — so a double at the end of an arm is still a plain end, and a leading double needs
//     both sides built; its arms open at once.
//   cross (Osyol): the first double laid; its arms open once each side holds `crossAfter` tiles.
//   house (Telefon): the first double laid; all four arms open at once.
import { endValue, isClosed, loneTileCount } from './board-count.ts';
import { halves, isDouble } from './tiles.ts';
import type { BoardOps, EndId, HubBoard, Placed, Tile } from './types.ts';

function face(tile: Tile): number {
  return halves(tile)[0];
}

function armEnd(board: HubBoard, arm: readonly Placed[]): number {
  const last = arm[arm.length - 1];
  return last ? last.right : face(board.spinner as Tile);
}

/** Picks the spinner and opens its arms after a tile went onto the line. */
function settle(board: HubBoard, laid: Placed, covered: Placed | null): HubBoard {
  let spinner = board.spinner;
  // Doubles laid in line never open arms: the board stays a line.
  if (spinner === null && !board.doublesInLine) {
    if (board.shape === 'spinner') {
      const at = covered ? board.tiles.indexOf(covered) : -1;
      if (covered && isDouble(covered.tile) && at > 0 && at < board.tiles.length - 1)
        spinner = covered.tile;
    } else if (isDouble(laid.tile)) spinner = laid.tile;
  }
  if (spinner === null || board.armsOpen) return { ...board, spinner };
  const at = board.tiles.findIndex((p) => p.tile === spinner);
  const built = Math.min(at, board.tiles.length - 1 - at);
  return { ...board, spinner, armsOpen: built >= board.opensAfter };
}

export const hubOps: BoardOps<HubBoard> = {
  empty: (rules) => ({
    shape: rules.board as HubBoard['shape'],
    tiles: [],
    spinner: null,
    armsOpen: false,
    opensAfter: rules.board === 'house' ? 0 : rules.board === 'cross' ? (rules.crossAfter ?? 1) : 1,
    up: [],
    down: [],
    ...(rules.agreements?.doublesAcross === false ? { doublesInLine: true as const } : {}),
  }),
  isEmpty: (board) => board.tiles.length === 0,
  openEnds(board) {
    const first = board.tiles[0];
    const last = board.tiles[board.tiles.length - 1];
    if (!first || !last) return [];
    const ends: { end: EndId; value: number }[] = [
      { end: 'left', value: first.left },
      { end: 'right', value: last.right },
    ];
    if (board.armsOpen)
      ends.push(
        { end: 'up', value: armEnd(board, board.up) },
        { end: 'down', value: armEnd(board, board.down) },
      );
    return ends.filter((o) => !isClosed(board, o.end));
  },
  place(board, tile, end, seat) {
    const [a, b] = halves(tile);
    if (board.tiles.length === 0) {
      const first = { tile, left: a, right: b, seat };
      return settle({ ...board, tiles: [first] }, first, null);
    }
    if (end === null) return null;
    const open = hubOps.openEnds(board, seat).find((o) => o.end === end);
    if (!open || (a !== open.value && b !== open.value)) return null;
    const other = a === open.value ? b : a;
    if (end === 'up' || end === 'down') {
      const placed = { tile, left: open.value, right: other, seat };
      return { ...board, [end]: [...board[end], placed] };
    }
    if (end === 'left') {
      const placed = { tile, left: other, right: open.value, seat };
      return settle({ ...board, tiles: [placed, ...board.tiles] }, placed, board.tiles[0] ?? null);
    }
    const placed = { tile, left: open.value, right: other, seat };
    return settle(
      { ...board, tiles: [...board.tiles, placed] },
      placed,
      board.tiles[board.tiles.length - 1] ?? null,
    );
  },
  stuck: (board) => board,
  // Line ends count as on a line; the spinner counts 2 × face while neither of its up/down arms
  // holds a tile (unless it is itself a line end, counted there); then each covered arm's end counts.
  count(board) {
    const first = board.tiles[0];
    const last = board.tiles[board.tiles.length - 1];
    if (!first || !last) return 0;
    if (first === last && board.up.length === 0 && board.down.length === 0)
      return loneTileCount(first);
    // A shut arm is no longer an open end: it counts nothing.
    const inLine = board.doublesInLine === true;
    let sum =
      (isClosed(board, 'left') ? 0 : endValue(first, 'left', inLine)) +
      (isClosed(board, 'right') ? 0 : endValue(last, 'right', inLine));
    const spinner = board.spinner;
    if (spinner === null || !board.armsOpen) return sum;
    const spinnerIsEnd = first.tile === spinner || last.tile === spinner;
    if (board.up.length === 0 && board.down.length === 0)
      return spinnerIsEnd ? sum : sum + face(spinner) * 2;
    for (const [end, arm] of [
      ['up', board.up],
      ['down', board.down],
    ] as const) {
      const tip = arm[arm.length - 1];
      if (tip && !isClosed(board, end)) sum += endValue(tip, 'right');
    }
    return sum;
  },
};
