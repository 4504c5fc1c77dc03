// UCB needs sqrt(ln N / n). ECMAScript lets Math.log (and, strictly read, Math.sqrt) differ in
// the last bit between engines, and one bit can flip a comparison, so a record would replay
// differently in a browser. These use only + - * /, which IEEE-754 rounds the same everywhere,
// in a fixed order and a fixed number of steps; tables make them cheap in the search's loop.

const LN2 = 0.6931471805599453;

/** ln x for x ≥ 1: x = 2^k · m with m in [1, 2), ln m = 2 atanh((m − 1) / (m + 1)) by its series. */
export function exactLn(x: number): number {
  let k = 0;
  let m = x;
  while (m >= 2) {
    m /= 2;
    k++;
  }
  const z = (m - 1) / (m + 1);
  const z2 = z * z;
  // |z| ≤ 1/3: 20 odd terms reach far below one ulp of the result.
  let sum = 0;
  let power = z;
  for (let i = 0; i < 20; i++) {
    sum += power / (2 * i + 1);
    power *= z2;
  }
  return k * LN2 + 2 * sum;
}

/** √x for x ≥ 0 by Newton's method from a power-of-two guess, a fixed number of steps. */
export function exactSqrt(x: number): number {
  if (x <= 0) return 0;
  let guess = 1;
  let scaled = x;
  while (scaled >= 4) {
    scaled /= 4;
    guess *= 2;
  }
  while (scaled < 1) {
    scaled *= 4;
    guess /= 2;
  }
  // The guess is within a factor of 2; 8 steps of quadratic convergence are far past exact.
  for (let i = 0; i < 8; i++) guess = (guess + x / guess) / 2;
  return guess;
}

let sqrtLn = new Float64Array(0);
let inverseSqrt = new Float64Array(0);

/** Tables up to `size`: √(ln a) and 1 / √n (grown on demand, computed once). */
export function ucbTables(size: number): UcbTables {
  if (sqrtLn.length < size + 1) {
    sqrtLn = new Float64Array(size + 1);
    inverseSqrt = new Float64Array(size + 1);
    for (let n = 1; n <= size; n++) {
      sqrtLn[n] = exactSqrt(exactLn(n));
      inverseSqrt[n] = 1 / exactSqrt(n);
    }
  }
  return { sqrtLn, inverseSqrt };
}

export interface UcbTables {
  readonly sqrtLn: Float64Array;
  readonly inverseSqrt: Float64Array;
}

/**
 * UCB1 of a tree child seen `visits` times with values summing to `total` and available `n` times:
 * its mean plus c · √(ln n) / √visits, in that order of operations (tables from ucbTables).
 */
export function ucbScore(
  total: number,
  visits: number,
  n: number,
  c: number,
  tables: UcbTables,
): number {
  return total / visits + c * tables.sqrtLn[n]! * tables.inverseSqrt[visits]!;
}
