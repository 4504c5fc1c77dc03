// Tiles that move (issue 48 item 7): where a played tile starts its slide, and which plays slide.
import { expect, test } from 'vitest';
import { NewPlays, SLIDE_MS, slideOffset } from '../src/lib/table/slide.ts';

test('a tile starts at its seat’s centre, in the board’s own units', () => {
  const seat = { left: 500, top: 20, width: 160, height: 80 }; // centre (580, 60)
  const tile = { left: 600, top: 300, width: 40, height: 20 }; // centre (620, 310)
  expect(slideOffset(seat, tile)).toEqual({ x: -40, y: -250 });
  // The same on a board drawn at half size: twice the units.
  expect(slideOffset(seat, tile, 0.5)).toEqual({ x: -80, y: -500 });
});

test('only plays made while the board is on screen slide, each once', () => {
  const plays = new NewPlays();
  expect(plays.isNew('1:3-5')).toBe(false); // on screen already (a reload): no slide
  expect(plays.isNew('1:3-5')).toBe(false);
  expect(plays.isNew('0:5-6')).toBe(true);
  expect(plays.isNew('0:5-6')).toBe(false); // the same play re-rendered
  expect(plays.isNew(null)).toBe(false); // a new hand, nothing played yet
  expect(plays.isNew('1:2-2')).toBe(true);
  const fresh = new NewPlays();
  expect(fresh.isNew(null)).toBe(false); // an empty board first…
  expect(fresh.isNew('0:6-6')).toBe(true); // …then its lead slides in
});

test('the slide is short: under the 200 ms the design allows', () => {
  expect(SLIDE_MS).toBeLessThanOrEqual(200);
  expect(SLIDE_MS).toBeGreaterThan(0);
});
