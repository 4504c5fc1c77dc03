// Trains (seed 003): the opening tile is the hub; every seat has a train and the table has one,
// all growing from the hub's number (a double's face; for a non-double opening — only when no
// double was dealt — its higher half). A seat may extend its own train, the table's, and any
// train thrown open because its owner could not go; playing on your own train closes it again.
import { halves } from './tiles.ts';
import type { BoardOps, EndId, OpenEnd, Placed, TrainsBoard } from './types.ts';

function hubValue(board: TrainsBoard): number {
  const hub = board.tiles[0] as Placed;
  return Math.max(hub.left, hub.right);
}

function tipOf(board: TrainsBoard, arm: readonly Placed[]): number {
  const last = arm[arm.length - 1];
  return last ? last.right : hubValue(board);
}

function armOf(board: TrainsBoard, end: EndId): readonly Placed[] | null {
  if (end === 'table') return board.table;
  const owner = trainOwner(end);
  return owner === null ? null : (board.trains[owner] ?? null);
}

function trainOwner(end: EndId): number | null {
  return end.startsWith('train-') ? Number(end.slice(6)) : null;
}

export const trainsOps: BoardOps<TrainsBoard> = {
  empty: (rules) => ({
    shape: 'trains',
    tiles: [],
    trains: Array.from({ length: rules.players }, () => []),
    table: [],
    open: Array.from({ length: rules.players }, () => false),
  }),
  isEmpty: (board) => board.tiles.length === 0,
  openEnds(board, seat) {
    if (board.tiles.length === 0) return [];
    const ends: OpenEnd[] = [];
    board.trains.forEach((train, owner) => {
      if (seat === null || owner === seat || board.open[owner])
        ends.push({ end: `train-${owner}` as EndId, value: tipOf(board, train) });
    });
    ends.push({ end: 'table', value: tipOf(board, board.table) });
    return ends.filter((o) => !board.closed?.includes(o.end));
  },
  place(board, tile, end, seat) {
    const [a, b] = halves(tile);
    if (board.tiles.length === 0) return { ...board, tiles: [{ tile, left: a, right: b, seat }] };
    if (end === null) return null;
    const open = trainsOps.openEnds(board, seat).find((o) => o.end === end);
    const arm = armOf(board, end);
    if (!open || !arm || (a !== open.value && b !== open.value)) return null;
    const placed = { tile, left: open.value, right: a === open.value ? b : a, seat };
    if (end === 'table') return { ...board, table: [...arm, placed] };
    const owner = trainOwner(end) as number;
    return {
      ...board,
      trains: board.trains.map((t, s) => (s === owner ? [...arm, placed] : t)),
      open: owner === seat ? board.open.map((o, s) => (s === seat ? false : o)) : board.open,
    };
  },
  stuck: (board, seat) =>
    board.open[seat]
      ? board
      : { ...board, open: board.open.map((o, s) => (s === seat ? true : o)) },
  count(board) {
    if (board.tiles.length === 0) return 0;
    // A shut arm is no longer an open end: it counts nothing.
    const arms = [
      ...board.trains.map((arm, owner) => [`train-${owner}`, arm] as const),
      ['table', board.table] as const,
    ];
    return arms.reduce(
      (sum, [end, arm]) => (board.closed?.includes(end as EndId) ? sum : sum + tipOf(board, arm)),
      0,
    );
  },
};
