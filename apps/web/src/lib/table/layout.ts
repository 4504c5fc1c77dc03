// Where each tile of the line of play goes. The lead sits in the middle of the centre row; the
// right arm grows east and, at the edge, turns down a row and comes back west (and so on); the
// left arm mirrors it upwards. So both open ends always stay on screen, and the tile size `u`
// (short side) shrinks until the whole snake fits the height we have. Doubles lie crosswise,
// unless the table agreed otherwise (doubles in line: the engine's board says `doublesInLine`),
// when they lie lengthwise like any tile. The snake keeps EDGE px clear of every side, so the
// outline of the last tile played (drawn just outside its tile) is never cut off at the edge.

export interface LineTile {
  readonly tile: string;
  /** The number facing the line's left end. */
  readonly left: number;
  readonly right: number;
}

export type Slot = number | 'left' | 'right';

export interface PlacedItem {
  /** Index into the line, or the empty slot past an open end. */
  readonly slot: Slot;
  readonly x: number;
  readonly y: number;
  readonly vertical: boolean;
  /** The number drawn on the top (vertical) or left (horizontal) half. */
  readonly first: number;
}

export interface LineLayout {
  readonly u: number;
  readonly items: readonly PlacedItem[];
  readonly box: {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
  };
}

/** Room kept clear around the snake: the last tile's outline (3 px out, 3 px stroke) and more. */
export const EDGE = 6;

interface Entry {
  readonly slot: Slot;
  readonly double: boolean;
  readonly left: number;
  readonly right: number;
}

function entry(tiles: readonly LineTile[], slot: Slot, doublesInLine: boolean): Entry {
  if (typeof slot === 'number') {
    const t = tiles[slot]!;
    // `double` here means "lies crosswise": a double laid in line is drawn as any other tile.
    return { slot, double: !doublesInLine && t.left === t.right, left: t.left, right: t.right };
  }
  return { slot, double: false, left: 0, right: 0 };
}

/** Lays one arm out from the lead's edge. `side` 1 = right arm (east, rows down), -1 = left. */
function layArm(
  entries: readonly Entry[],
  side: 1 | -1,
  start: number,
  width: number,
  u: number,
): PlacedItem[] {
  const out: PlacedItem[] = [];
  let dir: 1 | -1 = side;
  let cursor = start;
  let rowY = 0;
  let afterTurn = false;
  for (const e of entries) {
    // A double right under a turning tile would stand into it: it lies lengthwise there instead.
    const crosswise = e.double && !afterTurn;
    afterTurn = false;
    const len = crosswise ? u : 2 * u;
    // Leave room for a turning tile (u wide) after this one, so a turn never overlaps.
    const fits = dir > 0 ? cursor + len + u <= width : cursor - len - u >= 0;
    if (fits) {
      const x = dir > 0 ? cursor : cursor - len;
      // The line runs west→east where the arm grows the same way as the line (right arm, east).
      const lineEast = dir === side;
      out.push({
        slot: e.slot,
        x,
        y: crosswise ? rowY - u : rowY - u / 2,
        vertical: crosswise,
        first: lineEast ? e.left : e.right,
      });
      cursor += dir * len;
      continue;
    }
    // Turn: the tile stands upright at the edge, spanning down (right arm) or up (left arm).
    const x = dir > 0 ? cursor : cursor - u;
    const y = side > 0 ? rowY - u / 2 : rowY + u / 2 - 2 * u;
    out.push({ slot: e.slot, x, y, vertical: true, first: e.left });
    rowY += side * 2 * u;
    cursor = dir > 0 ? x + u : x;
    dir = dir > 0 ? -1 : 1;
    afterTurn = true;
  }
  return out;
}

export function layoutAt(
  tiles: readonly LineTile[],
  lead: number,
  width: number,
  u: number,
  doublesInLine = false,
): LineLayout {
  if (tiles.length === 0) return { u, items: [], box: { x: 0, y: -u, width, height: 2 * u } };
  const at = (slot: Slot) => entry(tiles, slot, doublesInLine);
  const leadEntry = at(lead);
  const leadLen = leadEntry.double ? u : 2 * u;
  const leadX = width / 2 - leadLen / 2;
  // The arms run between EDGE and width - EDGE.
  const inner = width - 2 * EDGE;
  const items: PlacedItem[] = [
    {
      slot: lead,
      x: leadX,
      y: leadEntry.double ? -u : -u / 2,
      vertical: leadEntry.double,
      first: leadEntry.left,
    },
  ];
  const rightArm: Entry[] = [];
  for (let i = lead + 1; i < tiles.length; i++) rightArm.push(at(i));
  rightArm.push(at('right'));
  const leftArm: Entry[] = [];
  for (let i = lead - 1; i >= 0; i--) leftArm.push(at(i));
  leftArm.push(at('left'));
  const shift = (item: PlacedItem): PlacedItem => ({ ...item, x: item.x + EDGE });
  items.push(...layArm(rightArm, 1, leadX + leadLen - EDGE, inner, u).map(shift));
  items.push(...layArm(leftArm, -1, leadX - EDGE, inner, u).map(shift));

  let minY = Infinity;
  let maxY = -Infinity;
  for (const it of items) {
    minY = Math.min(minY, it.y);
    maxY = Math.max(maxY, it.y + (it.vertical ? 2 * u : u));
  }
  const pad = Math.max(u / 4, EDGE);
  return { u, items, box: { x: 0, y: minY - pad, width, height: maxY - minY + 2 * pad } };
}

/** The largest tile size in [minU, maxU] whose snake fits width × height (else the smallest). */
export function layoutLine(
  tiles: readonly LineTile[],
  lead: number,
  width: number,
  height: number,
  doublesInLine = false,
  minU = 12,
  maxU = 42,
): LineLayout {
  for (let u = maxU; u > minU; u -= 1) {
    const layout = layoutAt(tiles, lead, width, u, doublesInLine);
    if (layout.box.height <= height && width - 2 * EDGE >= 6 * u) return layout;
  }
  return layoutAt(tiles, lead, width, minU, doublesInLine);
}
