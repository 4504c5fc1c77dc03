// ArmsBoard's pure geometry (arms-geometry.ts): the tile unit that fits a board in its box, how a
// tile lies along its arm, and where an arrow key moves among the arm targets.
import type { Placed, Tile } from '@boneyard/engine';
import { expect, test } from 'vitest';
import {
  along,
  armLength,
  arrowTarget,
  boardUnit,
  type BoardBox,
} from '../src/lib/table/arms-geometry.ts';

const placed = (left: number, right: number): Placed => ({
  tile: `${Math.min(left, right)}-${Math.max(left, right)}` as Tile,
  left,
  right,
  seat: 0,
});
const line = (n: number) => Array.from({ length: n }, (_, i) => placed(i % 6, (i + 1) % 6));
const hubBox = (over: Partial<BoardBox>): BoardBox => ({
  width: 800,
  height: 600,
  trains: null,
  stackedTrains: false,
  up: 0,
  down: 0,
  spinnerAt: -1,
  middle: [],
  leftArm: [],
  rightArm: [],
  inLine: false,
  ...over,
});

test('an arm is its tiles (a double lies across, half as long) plus room for its target', () => {
  expect(armLength([placed(1, 2)], 20, false)).toBe(41 + 45);
  expect(armLength([placed(3, 3)], 20, false)).toBe(21 + 45);
  expect(armLength([placed(3, 3)], 20, true)).toBe(41 + 45); // laid in line: like any tile
});

test('the unit fits the box: 20 before it is measured, clamped to each board’s range', () => {
  expect(boardUnit(hubBox({ width: 0 }))).toBe(20);
  // No spinner: the middle row of 10 tiles needs 26 units across 800 px: 30 at most.
  expect(boardUnit(hubBox({ middle: line(10) }))).toBe(30);
  expect(boardUnit(hubBox({ width: 300, middle: line(10) }))).toBe(16);
  // A spinner with long side arms: the longer arm decides, down to 10 px.
  const arms = { spinnerAt: 3, middle: line(1), leftArm: line(3), rightArm: line(12) };
  const u = boardUnit(hubBox({ ...arms, width: 900 }));
  expect(2 * armLength(arms.rightArm, u, false) + u + 12).toBeLessThanOrEqual(900);
  expect(2 * armLength(arms.rightArm, u + 1, false) + u + 13).toBeGreaterThan(900);
  expect(boardUnit(hubBox({ ...arms, width: 200 }))).toBe(10);
  // Trains: the longest train across the width left by the labels, 14 to 28.
  const trains = { trains: [line(5), line(2)], table: line(1) };
  expect(boardUnit(hubBox({ width: 1000, trains }))).toBe(28);
  expect(boardUnit(hubBox({ width: 400, trains, stackedTrains: true }))).toBe(28);
  expect(boardUnit(hubBox({ width: 300, trains, stackedTrains: true }))).toBe(21);
});

test('a double lies across its arm; up and down tiles show their outward number outermost', () => {
  expect(along(placed(4, 4), 'left', false)).toEqual({ vertical: true, first: 4 });
  expect(along(placed(4, 4), 'left', true)).toEqual({ vertical: false, first: 4 });
  expect(along(placed(2, 5), 'right', false)).toEqual({ vertical: false, first: 2 });
  expect(along(placed(2, 5), 'up', false)).toEqual({ vertical: true, first: 5 });
  expect(along(placed(2, 5), 'down', false)).toEqual({ vertical: true, first: 2 });
});

test('arrows go to the arm that way on a hub board, round the targets on trains', () => {
  const button = (end: string) => ({ dataset: { end } as DOMStringMap });
  const [left, up, right] = [button('left'), button('up'), button('right')];
  const buttons = [left, up, right];
  expect(arrowTarget(buttons, 'ArrowUp', false, left)).toBe(up);
  expect(arrowTarget(buttons, 'ArrowDown', false, left)).toBeUndefined(); // no arm down
  expect(arrowTarget(buttons, 'Enter', false, left)).toBeUndefined();
  expect(arrowTarget(buttons, 'ArrowRight', true, right)).toBe(left);
  expect(arrowTarget(buttons, 'ArrowLeft', true, left)).toBe(right);
  expect(arrowTarget(buttons, 'ArrowDown', true, null)).toBe(left);
});
