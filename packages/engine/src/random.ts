// A small, fast seeded PRNG (sfc32) for playouts and benchmarks. The engine itself never draws
// randomness; this is only for search and simulation, where speed matters and the stream only
// has to be reproducible from its seed.

export class Sfc32 {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, seed2 = 0x9e3779b9, seed3 = 0x243f6a88) {
    this.a = seed2 | 0;
    this.b = seed3 | 0;
    this.c = seed | 0;
    this.d = 1;
    // Warm up so that nearby seeds give unrelated streams.
    for (let i = 0; i < 15; i++) this.nextInt();
  }

  /** The next 32 random bits as a signed int32 (stays a small integer in V8: no boxing). */
  nextInt(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t;
  }

  nextU32(): number {
    return this.nextInt() >>> 0;
  }

  /** Uniform integer in [0, n) for 1 ≤ n ≤ 2^16 (multiply-shift; the bias is < 2^-16). */
  below(n: number): number {
    return ((this.nextInt() >>> 16) * n) >>> 16;
  }

  /** Uniform float in [0, 1), so a generator can stand in for `() => number`. */
  next(): number {
    return this.nextU32() / 4294967296;
  }
}

/** A seeded generator built from a `() => number` source (e.g. a bot's `random` input). */
export function sfc32From(random: () => number): Sfc32 {
  const word = () => Math.floor(random() * 4294967296) | 0;
  return new Sfc32(word(), word(), word());
}

/**
 * Fisher–Yates shuffle of the first `length` (≤ 2^16) entries, in place. Each 32-bit draw
 * serves two swaps (16 bits each, multiply-shift), which halves the generator calls.
 */
export function shuffleInPlace(items: Uint8Array | number[], length: number, rng: Sfc32): void {
  let i = length - 1;
  while (i > 0) {
    const bits = rng.nextInt();
    let j = ((bits >>> 16) * (i + 1)) >>> 16;
    let t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
    i--;
    if (i === 0) break;
    j = ((bits & 0xffff) * (i + 1)) >>> 16;
    t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
    i--;
  }
}
