// The pure part of ArmsBoard.svelte: the tile size that fits a board into its box, how each
// placed tile is drawn along its arm, and which arm target an arrow key moves to.
import { isDouble, type EndId, type Placed } from '@boneyard/engine';

export type Outward = 'left' | 'right' | 'up' | 'down';

/** What decides the tile size: the box, and the board's rows and arms (inner → outer). */
export interface BoardBox {
  readonly width: number;
  readonly height: number;
  /** Train boards: each train's length and the table train's; null for a hub board. */
  readonly trains: {
    readonly trains: readonly (readonly Placed[])[];
    readonly table: readonly Placed[];
  } | null;
  /** A phone-narrow train board puts each row's owner above its cars. */
  readonly stackedTrains: boolean;
  readonly up: number;
  readonly down: number;
  /** No spinner yet: the whole line is the middle row. */
  readonly spinnerAt: number;
  readonly middle: readonly Placed[];
  readonly leftArm: readonly Placed[];
  readonly rightArm: readonly Placed[];
  /** Doubles laid in line (an agreement): they lie lengthwise. */
  readonly inLine: boolean;
}

export function clamp(value: number, low: number, high: number): number {
  return Math.max(low, Math.min(high, value));
}

/** An arm's length in px at tile size `size`: its tiles, the gaps, room for its target. */
export function armLength(tiles: readonly Placed[], size: number, inLine: boolean): number {
  const laid = tiles.reduce(
    (sum, p) => sum + (isDouble(p.tile) && !inLine ? size : 2 * size) + 1,
    0,
  );
  return laid + Math.max(44, 2 * size) + 1;
}

/** The tile unit (px) of a board in its box. */
export function boardUnit(box: BoardBox): number {
  const { width, height, trains } = box;
  if (width === 0) return 20;
  if (trains) {
    const longest = Math.max(1, ...trains.trains.map((a) => a.length), trains.table.length);
    const labels = box.stackedTrains ? 16 : Math.min(240, width * 0.4);
    return clamp(Math.floor((width - labels) / (longest * 2 + 3)), 14, 28);
  }
  const column = (box.up + box.down) * 2 + 6;
  const byHeight = Math.floor(Math.max(height, 200) / column);
  if (box.spinnerAt < 0) {
    const row = box.middle.length * 2 + 6;
    return clamp(Math.min(Math.floor(width / row), byHeight), 16, 30);
  }
  // The spinner stays in the middle and each side arm on its one row (a cross that wraps loses
  // its shape): the longer side arm decides, tiles shrink to 10 px before the board scrolls.
  for (let size = Math.min(30, byHeight); size > 10; size--) {
    const longer = Math.max(
      armLength(box.leftArm, size, box.inLine),
      armLength(box.rightArm, size, box.inLine),
    );
    if (2 * longer + size + 12 <= width) return size;
  }
  return 10;
}

/** Numbers on a tile as drawn: `first` is the top (vertical) or left (horizontal) half. */
export function along(
  p: Placed,
  outward: Outward,
  inLine: boolean,
): { vertical: boolean; first: number } {
  const double = isDouble(p.tile) && !inLine;
  // Doubles lie across their arm (unless laid in line: then like any tile). Line tiles (left/right) carry their left-facing number in
  // `left`; up/down tiles carry the inner number in `left` and the outward one in `right`.
  if (outward === 'left' || outward === 'right') return { vertical: double, first: p.left };
  if (outward === 'up') return { vertical: !double, first: p.right };
  return { vertical: !double, first: p.left };
}

const ARROWS: Record<string, EndId> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * The arm target an arrow key moves to: on a hub board the arm in that direction; on trains (or
 * for an arrow with no arm) the previous or next target, round the ends. Undefined: not an arrow.
 */
export function arrowTarget<B extends { dataset: DOMStringMap }>(
  buttons: readonly B[],
  key: string,
  trains: boolean,
  active: B | null,
): B | undefined {
  const direct = trains ? undefined : ARROWS[key];
  if (direct !== undefined) return buttons.find((b) => b.dataset.end === direct);
  if (!key.startsWith('Arrow')) return undefined;
  const at = active === null ? -1 : buttons.indexOf(active);
  const step = key === 'ArrowUp' || key === 'ArrowLeft' ? -1 : 1;
  return buttons[(at + step + buttons.length) % buttons.length];
}
