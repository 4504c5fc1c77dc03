// The tree search's UCB arithmetic on numbers worked out by hand: ln and √ from + − × ÷ only
// (so every engine rounds them alike), their tables, and the selection score
// mean + c · √(ln n) / √visits that picks a child.
import { describe, expect, it } from 'vitest';
import { exactLn, exactSqrt, ucbScore, ucbTables } from './tree-math.ts';

const LN2 = 0.6931471805599453;

describe('exactLn and exactSqrt', () => {
  it.each([
    // x, ln x (by hand: powers of two are k · ln 2; ln 1 = 0)
    [1, 0],
    [2, LN2],
    [8, 3 * LN2],
    [1024, 10 * LN2],
  ])('ln %d = %d', (x, ln) => {
    expect(exactLn(x)).toBeCloseTo(ln, 14);
  });

  it.each([
    [3, 1.0986122886681098],
    [10, 2.302585092994046],
    [1000, 6.907755278982137],
  ])('ln %d agrees with Math.log to 1e-14', (x, ln) => {
    expect(exactLn(x)).toBeCloseTo(ln, 14);
  });

  it.each([
    // x, √x
    [0, 0],
    [1, 1],
    [4, 2],
    [0.25, 0.5],
    [144, 12],
    [2, 1.4142135623730951],
    [3, 1.7320508075688772],
  ])('√%d = %d', (x, root) => {
    expect(exactSqrt(x)).toBeCloseTo(root, 15);
  });
});

describe('ucbTables', () => {
  const { sqrtLn, inverseSqrt } = ucbTables(16);
  it.each([
    // n, √(ln n), 1/√n
    [1, 0, 1],
    [2, Math.sqrt(LN2), 1 / Math.SQRT2], // √0.693… = 0.8326
    [4, Math.sqrt(2 * LN2), 0.5], // √1.386… = 1.1774
    [16, 2 * Math.sqrt(LN2), 0.25], // √(4 ln 2) = 2 √(ln 2)
  ])('n = %i', (n, rootLn, inverse) => {
    expect(sqrtLn[n]).toBeCloseTo(rootLn, 14);
    expect(inverseSqrt[n]).toBeCloseTo(inverse, 14);
  });

  it('grows on demand and keeps the entries it had', () => {
    const before = ucbTables(16).sqrtLn[9];
    const grown = ucbTables(64);
    expect(grown.sqrtLn.length).toBeGreaterThanOrEqual(65);
    expect(grown.sqrtLn[9]).toBe(before);
    expect(grown.inverseSqrt[64]).toBeCloseTo(0.125, 15);
  });
});

describe('ucbScore: mean + c · √(ln n) / √visits', () => {
  const tables = ucbTables(64);
  it.each([
    // total, visits, n (times available), c, score by hand
    [30, 3, 1, 25, 10], // ln 1 = 0: the mean alone
    [-8, 4, 4, 0, -2], // no exploration: the mean alone
    [0, 1, 2, 1, 0.8325546111576977], // √(ln 2)
    [40, 4, 16, 25, 10 + 25 * 2 * Math.sqrt(LN2) * 0.5], // 10 + 25 · 1.6651 / 2 = 30.8139
    [-60, 16, 64, 50, -3.75 + 50 * Math.sqrt(6 * LN2) * 0.25], // −3.75 + 50 · 2.0393 / 4 = 21.7418
  ])('total %d over %i visits, available %i, c %d', (total, visits, n, c, score) => {
    expect(ucbScore(total, visits, n, c, tables)).toBeCloseTo(score, 12);
  });

  it('prefers the less visited child at equal means, the better mean at equal visits', () => {
    // Both available 16 times, mean 5: 1 visit adds 25 · 1.665 = 41.6; 9 visits a third of that.
    const rare = ucbScore(5, 1, 16, 25, tables);
    const often = ucbScore(45, 9, 16, 25, tables);
    expect(rare).toBeCloseTo(5 + 25 * 2 * Math.sqrt(LN2), 12);
    expect(often).toBeCloseTo(5 + (25 * 2 * Math.sqrt(LN2)) / 3, 12);
    expect(rare).toBeGreaterThan(often);
    expect(ucbScore(60, 4, 16, 25, tables)).toBeGreaterThan(ucbScore(40, 4, 16, 25, tables));
  });

  it('a larger exploration constant (the other sides’) can reverse the choice', () => {
    // Mean 10 after 16 visits vs mean 0 after 1, both available 16 times (√(ln 16) = 1.6651).
    const pick = (c: number) =>
      ucbScore(160, 16, 16, c, tables) > ucbScore(0, 1, 16, c, tables) ? 'seen' : 'rare';
    expect(pick(5)).toBe('seen'); // 10 + 2.08 > 0 + 8.33
    expect(pick(10)).toBe('rare'); // 10 + 4.16 < 16.65
  });
});
