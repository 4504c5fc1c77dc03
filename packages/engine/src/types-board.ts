// The board as plain JSON, one shape per board of types-rules.ts (board.ts, board-hub.ts and
// board-trains.ts make and read them). Re-exported by types.ts.
import type { EndId, Rules, Tile } from './types-rules.ts';

/**
 * A tile on the board, oriented: `left`/`right` are the numbers facing each way along the line.
 * On the other arms (up, down, trains) `left` is the number touching the arm's inner tile and
 * `right` the number facing outwards.
 */
export interface Placed {
  readonly tile: Tile;
  readonly left: number;
  readonly right: number;
  readonly seat: number;
}

export interface LineBoard {
  readonly shape: 'line';
  /** Tiles in order from the left end to the right end. */
  readonly tiles: readonly Placed[];
  /** Doubles lie across switched off: doubles are laid (and counted) in line. */
  readonly doublesInLine?: true;
  /** Arms shut for good by a double nobody could cover (a double may close an arm). */
  readonly closed?: readonly EndId[];
}
/** Spinner, cross and house: a line through the first tile plus up/down arms off the spinner. */
export interface HubBoard {
  readonly shape: 'spinner' | 'cross' | 'house';
  /** The line from the left end to the right end (the first tile and the left/right arms). */
  readonly tiles: readonly Placed[];
  /** The double the up/down arms grow from, once there is one. */
  readonly spinner: Tile | null;
  /** Whether up/down accept tiles yet. */
  readonly armsOpen: boolean;
  /** Tiles each side of the spinner needed before up/down open (cross; 1 for spinner, 0 for house). */
  readonly opensAfter: number;
  /** Up and down, each from the spinner outwards. */
  readonly up: readonly Placed[];
  readonly down: readonly Placed[];
  /** Doubles lie across switched off: no spinner, doubles are laid (and counted) in line. */
  readonly doublesInLine?: true;
  /** Arms shut for good by a double nobody could cover (a double may close an arm). */
  readonly closed?: readonly EndId[];
}

/** Trains: a hub tile, a train per seat and one for the table, each from the hub outwards. */
export interface TrainsBoard {
  readonly shape: 'trains';
  /** The opening tile alone (empty before it is laid). */
  readonly tiles: readonly Placed[];
  readonly trains: readonly (readonly Placed[])[];
  readonly table: readonly Placed[];
  /** Per seat: its train is open to everybody (it could not go and has not played on it since). */
  readonly open: readonly boolean[];
  /** Arms shut for good by a double nobody could cover (a double may close an arm). */
  readonly closed?: readonly EndId[];
}

export type Board = LineBoard | HubBoard | TrainsBoard;

/** An arm a seat may extend, with the number it shows. */
export interface OpenEnd {
  readonly end: EndId;
  readonly value: number;
}

/** One board shape's operations: board.ts dispatches on the shape (`boardOps`). */
export interface BoardOps<B extends Board = Board> {
  empty(rules: Rules): B;
  isEmpty(board: B): boolean;
  /** The arms `seat` may extend, with the number each shows; seat null: every arm, whoever owns it. */
  openEnds(board: B, seat: number | null): readonly OpenEnd[];
  /** The board after `seat` lays `tile` on `end` (null: the opening tile), or null if it does not fit. */
  place(board: B, tile: Tile, end: EndId | null, seat: number): B | null;
  /** The board after `seat` could not go (trains: its train opens to everybody). */
  stuck(board: B, seat: number): B;
  /** The open ends summed as the fives games count them (a double at an end counts both halves). */
  count(board: B): number;
}
