// Board shapes. This is the one place that knows how a board grows: the rest of the engine asks
// for open ends, placements and the fives count through `boardOps(shape)`, one case per shape.
import { hubOps } from './board-hub.ts';
import { trainsOps } from './board-trains.ts';
import { endValue, isClosed, loneTileCount } from './board-count.ts';
import { halves } from './tiles.ts';
import type {
  Board,
  BoardOps,
  BoardShape,
  EndId,
  LineBoard,
  OpenEnd,
  Placed,
  Tile,
} from './types.ts';

export type { BoardOps, OpenEnd } from './types.ts';

const line: BoardOps<LineBoard> = {
  empty: (rules) => ({
    shape: 'line',
    tiles: [],
    ...(rules.agreements?.doublesAcross === false ? { doublesInLine: true as const } : {}),
  }),
  isEmpty: (board) => board.tiles.length === 0,
  openEnds(board) {
    const first = board.tiles[0];
    const last = board.tiles[board.tiles.length - 1];
    if (!first || !last) return [];
    const ends: OpenEnd[] = [
      { end: 'left', value: first.left },
      { end: 'right', value: last.right },
    ];
    return ends.filter((o) => !isClosed(board, o.end));
  },
  place(board, tile, end, seat) {
    const [a, b] = halves(tile);
    if (board.tiles.length === 0) return { ...board, tiles: [{ tile, left: a, right: b, seat }] };
    if (end === null) return null;
    const open = line.openEnds(board, seat).find((o) => o.end === end);
    if (!open || (a !== open.value && b !== open.value)) return null;
    const other = a === open.value ? b : a;
    if (end === 'left')
      return { ...board, tiles: [{ tile, left: other, right: open.value, seat }, ...board.tiles] };
    return { ...board, tiles: [...board.tiles, { tile, left: open.value, right: other, seat }] };
  },
  stuck: (board) => board,
  count(board) {
    const first = board.tiles[0];
    const last = board.tiles[board.tiles.length - 1];
    if (!first || !last) return 0;
    if (first === last) return loneTileCount(first);
    const inLine = board.doublesInLine === true;
    // A shut arm is no longer an open end: it counts nothing.
    return (
      (isClosed(board, 'left') ? 0 : endValue(first, 'left', inLine)) +
      (isClosed(board, 'right') ? 0 : endValue(last, 'right', inLine))
    );
  },
};

// Each shape's ops only ever see boards of that shape (dispatched on board.shape).
const BOARDS = {
  line,
  spinner: hubOps,
  cross: hubOps,
  house: hubOps,
  trains: trainsOps,
} as const satisfies Record<BoardShape, unknown>;

export function boardOps(shape: BoardShape): BoardOps {
  return BOARDS[shape] as unknown as BoardOps;
}

/** Arms of `board` that `seat` may lay `tile` on; null when the board is empty (any tile opens). */
export function fittingEnds(board: Board, tile: Tile, seat: number | null = null): EndId[] | null {
  const ops = boardOps(board.shape);
  if (ops.isEmpty(board)) return null;
  const [a, b] = halves(tile);
  return ops
    .openEnds(board, seat)
    .filter((o) => o.value === a || o.value === b)
    .map((o) => o.end);
}

/**
 * Why `tile` cannot go on `end`, for an error a player (or a record's reader) understands: an up
 * or down arm that does not exist yet is not a tile that "does not fit".
 */
export function notOnEnd(board: Board, tile: Tile, end: EndId, seat: number | null = null): string {
  const ends = boardOps(board.shape).openEnds(board, seat);
  const shown = ends.find((o) => o.end === end);
  if (shown) return `${tile} does not fit the ${end} arm, which shows ${shown.value}`;
  const open = ends.map((o) => o.end);
  if (board.shape === 'spinner' || board.shape === 'cross' || board.shape === 'house') {
    if ((end === 'up' || end === 'down') && !board.armsOpen) {
      const why = board.doublesInLine
        ? 'doubles lie in line, so there is no spinner'
        : board.spinner === null
          ? 'there is no spinner yet'
          : `the spinner ${board.spinner} is not built on both sides yet`;
      return `the ${end} arm does not exist yet: ${why} (open arms: ${open.join(', ')})`;
    }
  }
  return `there is no open ${end} arm to play ${tile} on (open arms: ${open.join(', ') || 'none'})`;
}

/** Whether `seat` may lay `tile` (seat null: on any arm at all, as the fish test asks). */
export function fits(board: Board, tile: Tile, seat: number | null = null): boolean {
  const ends = fittingEnds(board, tile, seat);
  return ends === null || ends.length > 0;
}

/** Every tile on the board, whatever its shape (the line first, then the other arms). */
export function boardTiles(board: Board): Tile[] {
  const placed: (readonly Placed[])[] = [board.tiles];
  if (board.shape === 'spinner' || board.shape === 'cross' || board.shape === 'house')
    placed.push(board.up, board.down);
  if (board.shape === 'trains') placed.push(...board.trains, board.table);
  return placed.flatMap((arm) => arm.map((p) => p.tile));
}
