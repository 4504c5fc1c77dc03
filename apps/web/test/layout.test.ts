import { describe, expect, test } from 'vitest';
import { layoutAt, layoutLine, type LineTile, type PlacedItem } from '../src/lib/table/layout.ts';

/** A legal-looking line: each tile's left matches the previous tile's right. */
function line(length: number, doubleEvery = 4): LineTile[] {
  const tiles: LineTile[] = [];
  let end = 3;
  for (let i = 0; i < length; i++) {
    const next = i % doubleEvery === 0 ? end : (end + i) % 7;
    tiles.push({ tile: `${Math.min(end, next)}-${Math.max(end, next)}`, left: end, right: next });
    end = next;
  }
  return tiles;
}

function rect(item: PlacedItem, u: number) {
  return { x: item.x, y: item.y, w: item.vertical ? u : 2 * u, h: item.vertical ? 2 * u : u };
}

function overlaps(a: ReturnType<typeof rect>, b: ReturnType<typeof rect>): boolean {
  const eps = 1e-6;
  return (
    a.x + a.w > b.x + eps && b.x + b.w > a.x + eps && a.y + a.h > b.y + eps && b.y + b.h > a.y + eps
  );
}

describe('layoutLine', () => {
  test.each([
    [1, 0],
    [5, 2],
    [20, 7],
    [27, 13],
  ])(
    'a line of %i tiles (lead at %i) fits the width, with no two tiles overlapping',
    (length, lead) => {
      for (const width of [320, 700, 1200]) {
        const layout = layoutLine(line(length), lead, width, 400);
        const rects = layout.items.map((item) => rect(item, layout.u));
        for (const r of rects) {
          expect(r.x).toBeGreaterThanOrEqual(-1e-6);
          expect(r.x + r.w).toBeLessThanOrEqual(width + 1e-6);
        }
        for (let i = 0; i < rects.length; i++)
          for (let j = i + 1; j < rects.length; j++)
            expect(overlaps(rects[i]!, rects[j]!), `${i} × ${j} at width ${width}`).toBe(false);
      }
    },
  );

  test('every tile and both open-end slots are placed exactly once', () => {
    const layout = layoutLine(line(15), 6, 500, 400);
    const slots = layout.items.map((i) => i.slot);
    expect(new Set(slots).size).toBe(slots.length);
    expect(slots).toContain('left');
    expect(slots).toContain('right');
    for (let i = 0; i < 15; i++) expect(slots).toContain(i);
  });

  test('doubles lie crosswise on a straight run; other tiles lengthwise', () => {
    const tiles: LineTile[] = [
      { tile: '2-5', left: 2, right: 5 },
      { tile: '5-5', left: 5, right: 5 },
      { tile: '1-5', left: 5, right: 1 },
    ];
    const layout = layoutAt(tiles, 0, 1000, 20);
    const byslot = new Map(layout.items.map((i) => [i.slot, i]));
    expect(byslot.get(1)?.vertical).toBe(true);
    expect(byslot.get(0)?.vertical).toBe(false);
    expect(byslot.get(2)?.vertical).toBe(false);
    // Touching halves show the same number: 2-5 shows 5 on its right, 5-1 shows 5 on its left.
    expect(byslot.get(0)?.first).toBe(2);
    expect(byslot.get(2)?.first).toBe(5);
  });

  test('doubles laid in line (the agreement) lie lengthwise like any tile, the lead too', () => {
    const tiles: LineTile[] = [
      { tile: '5-5', left: 5, right: 5 },
      { tile: '1-5', left: 5, right: 1 },
      { tile: '1-1', left: 1, right: 1 },
    ];
    const layout = layoutAt(tiles, 0, 1000, 20, true);
    for (const slot of [0, 1, 2])
      expect(layout.items.find((i) => i.slot === slot)?.vertical).toBe(false);
    // Each tile takes its full length along the row: the row is 3 × 2u long, nothing crosswise.
    const xs = layout.items
      .filter((i) => typeof i.slot === 'number')
      .map((i) => i.x)
      .sort((a, b) => a - b);
    expect(xs[2]! - xs[0]!).toBe(4 * 20);
  });

  test('a long line snakes into more rows and shrinks its tiles to fit the height', () => {
    const short = layoutLine(line(4), 0, 360, 300);
    const long = layoutLine(line(27), 10, 360, 300);
    expect(long.u).toBeLessThan(short.u);
    expect(long.box.height).toBeLessThanOrEqual(300);
    const rows = new Set(long.items.filter((i) => !i.vertical).map((i) => Math.round(i.y)));
    expect(rows.size).toBeGreaterThan(2);
  });
});

test('random lines at random sizes never overlap or leave the width', () => {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let round = 0; round < 300; round++) {
    const length = 1 + Math.floor(random() * 27);
    const tiles: LineTile[] = [];
    let end = Math.floor(random() * 7);
    for (let i = 0; i < length; i++) {
      const next = random() < 0.3 ? end : Math.floor(random() * 7);
      tiles.push({ tile: `${Math.min(end, next)}-${Math.max(end, next)}`, left: end, right: next });
      end = next;
    }
    const width = 240 + Math.floor(random() * 1000);
    // Half the lines as the doubles-in-line agreement lays them.
    const layout = layoutLine(
      tiles,
      Math.floor(random() * length),
      width,
      150 + random() * 500,
      round % 2 === 1,
    );
    const rects = layout.items.map((item) => rect(item, layout.u));
    for (const r of rects) expect(r.x + r.w).toBeLessThanOrEqual(width + 1e-6);
    for (let i = 0; i < rects.length; i++)
      for (let j = i + 1; j < rects.length; j++) expect(overlaps(rects[i]!, rects[j]!)).toBe(false);
  }
});

test('the snake keeps clear of every edge: the last tile\u2019s outline is never cut off', () => {
  // The outline is drawn 3 px outside its tile with a 3 px stroke: 4.5 px in all.
  const outline = 4.5;
  for (const width of [300, 358, 390, 700]) {
    for (const length of [6, 12, 20, 27]) {
      const layout = layoutLine(line(length), Math.floor(length / 2), width, 330);
      const { box } = layout;
      for (const item of layout.items) {
        const r = rect(item, layout.u);
        const at = `${length} tiles, width ${width}, slot ${item.slot}`;
        expect(r.x - outline, at).toBeGreaterThanOrEqual(box.x);
        expect(r.x + r.w + outline, at).toBeLessThanOrEqual(box.x + box.width);
        expect(r.y - outline, at).toBeGreaterThanOrEqual(box.y);
        expect(r.y + r.h + outline, at).toBeLessThanOrEqual(box.y + box.height);
      }
    }
  }
});
