// Board shapes. This is the one place that knows how a board grows: the rest of the engine asks
// for open ends and placements through `boardOps(shape)`. Cross, house and trains add a case here.
import { halves } from './tiles.ts';
import type { Board, BoardShape, EndId, LineBoard, Tile } from './types.ts';

export interface OpenEnd {
  readonly end: EndId;
  readonly value: number;
}

export interface BoardOps {
  empty(): Board;
  isEmpty(board: Board): boolean;
  /** The ends a tile may be matched against, with the number each shows. */
  openEnds(board: Board): readonly OpenEnd[];
  /** The board after laying `tile` on `end` (null: the opening tile), or null if it does not fit. */
  place(board: Board, tile: Tile, end: EndId | null, seat: number): Board | null;
}

const line: BoardOps = {
  empty: (): LineBoard => ({ shape: 'line', tiles: [] }),
  isEmpty: (board) => board.tiles.length === 0,
  openEnds(board) {
    const first = board.tiles[0];
    const last = board.tiles[board.tiles.length - 1];
    if (!first || !last) return [];
    return [
      { end: 'left', value: first.left },
      { end: 'right', value: last.right },
    ];
  },
  place(board, tile, end, seat) {
    const [a, b] = halves(tile);
    if (board.tiles.length === 0) return { shape: 'line', tiles: [{ tile, left: a, right: b, seat }] };
    if (end === null) return null;
    const open = line.openEnds(board).find((o) => o.end === end);
    if (!open || (a !== open.value && b !== open.value)) return null;
    const other = a === open.value ? b : a;
    if (end === 'left') return { shape: 'line', tiles: [{ tile, left: other, right: open.value, seat }, ...board.tiles] };
    return { shape: 'line', tiles: [...board.tiles, { tile, left: open.value, right: other, seat }] };
  },
};

const BOARDS: Readonly<Record<BoardShape, BoardOps>> = { line };

export function boardOps(shape: BoardShape): BoardOps {
  return BOARDS[shape];
}

/** Ends of `board` that `tile` fits; null when the board is empty (any tile opens). */
export function fittingEnds(board: Board, tile: Tile): EndId[] | null {
  const ops = boardOps(board.shape);
  if (ops.isEmpty(board)) return null;
  const [a, b] = halves(tile);
  return ops.openEnds(board).filter((o) => o.value === a || o.value === b).map((o) => o.end);
}

export function fits(board: Board, tile: Tile): boolean {
  const ends = fittingEnds(board, tile);
  return ends === null || ends.length > 0;
}
