// Test-only helpers built on node:crypto alone, so nothing here shares code with the package.
import { createHash } from 'node:crypto';

export const TEST_VECTOR = {
  serverSeedHex: '00'.repeat(31) + '01',
  room: 'ABCD23',
  hand: 1,
  attempt: 0,
  seats: 4,
  tilesEach: 7,
  commitment: '54ed4e64b51444e0efdf732ea25d20a4aa77bc59372fc8fc99180b7c620c59bc',
  deck: '3-3 0-5 3-4 4-4 1-6 0-0 6-6 0-6 1-3 5-6 0-1 2-3 1-5 2-2 2-5 2-4 1-1 3-6 0-2 1-2 0-4 4-6 0-3 2-6 3-5 5-5 4-5 1-4'.split(
    ' ',
  ),
} as const;

/** seed_i = SHA-256(ASCII "seat" + i), as the test vector defines the client seeds. */
export function vectorClientSeeds(): Uint8Array[] {
  return [0, 1, 2, 3].map((i) => new Uint8Array(createHash('sha256').update(`seat${i}`).digest()));
}

/**
 * A deterministic byte generator (SHA-256 in counter mode over a label), so "random" inputs are
 * the same on every run and a failure can be reproduced from its label.
 */
export class TestRandom {
  private counter = 0;
  private pool = new Uint8Array(0);
  constructor(private readonly label: string) {}

  bytes(length: number): Uint8Array {
    while (this.pool.length < length) {
      const block = createHash('sha256').update(`${this.label}/${this.counter++}`).digest();
      const next = new Uint8Array(this.pool.length + block.length);
      next.set(this.pool);
      next.set(block, this.pool.length);
      this.pool = next;
    }
    const out = this.pool.slice(0, length);
    this.pool = this.pool.slice(length);
    return out;
  }

  /** An integer in min..max inclusive (tiny modulo bias is irrelevant for picking test inputs). */
  int(min: number, max: number): number {
    const [a, b, c, d, e, f] = this.bytes(6);
    const value = ((a! * 256 + b!) * 256 + c!) * 2 ** 24 + ((d! * 256 + e!) * 256 + f!);
    return min + (value % (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)]!;
  }
}
