// χ² check that every tile is equally likely at every deck position, plus two deliberately biased
// shuffles that the same check must reject (so the test is shown to have teeth).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { byteStream, dealKey, shuffleIndices, uniform, type WordSource } from '../src/index.ts';

const DEALS = 20_000;
const CONTROL_DEALS = 10_000;
const TILES = 28;

/** Deal keys from deterministic server seeds SHA-256("chi-square/" + i). */
function dealKeys(count: number): Uint8Array[] {
  const silent = [new Uint8Array(), new Uint8Array(), new Uint8Array(), new Uint8Array()];
  return Array.from({ length: count }, (_, i) =>
    dealKey({
      // A plain Uint8Array, not a Buffer: noble's hashes run several times slower on Buffers.
      serverSeed: new Uint8Array(createHash('sha256').update(`chi-square/${i}`).digest()),
      room: 'CHI2',
      hand: 1 + (i % 7),
      attempt: 0,
      seats: 4,
      tilesEach: 7,
      clientSeeds: silent,
    }),
  );
}

/** Σ over positions and tiles of (observed − expected)² / expected, and the worst position. */
function chiSquare(keys: readonly Uint8Array[], shuffleWith: (words: WordSource) => number[]) {
  const counts = Array.from({ length: TILES }, () => new Array<number>(TILES).fill(0));
  for (const key of keys) {
    shuffleWith(byteStream(key)).forEach((tile, position) => counts[position]![tile]!++);
  }
  const expected = keys.length / TILES;
  const perPosition = counts.map((row) =>
    row.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0),
  );
  return {
    total: perPosition.reduce((a, b) => a + b, 0),
    worstPosition: Math.max(...perPosition),
  };
}

/**
 * Upper critical value of χ² with k degrees of freedom at z standard deviations
 * (Wilson–Hilferty). z = 5 is a one-sided p of about 3·10⁻⁷: generous on purpose.
 */
function chiSquareCritical(k: number, z = 5): number {
  return k * (1 - 2 / (9 * k) + z * Math.sqrt(2 / (9 * k))) ** 3;
}

// Each row of the position × tile table is a 28-cell multinomial (27 df); the column sums are
// fixed as well, which leaves 27 · 27 df for the whole table.
const TABLE_DF = 27 * 27;
const ROW_DF = 27;

describe('tile positions are uniform', () => {
  const keys = dealKeys(DEALS);

  it(`χ² over ${DEALS} deals stays below the critical value`, () => {
    const { total, worstPosition } = chiSquare(keys, shuffleIndices);
    expect(total).toBeLessThan(chiSquareCritical(TABLE_DF));
    expect(worstPosition).toBeLessThan(chiSquareCritical(ROW_DF));
  });

  it('the same check rejects a naive shuffle (j drawn from all 28 positions every step)', () => {
    const naive = (words: WordSource) => {
      const deck = [...Array(TILES).keys()];
      for (let i = TILES - 1; i >= 0; i--) {
        const j = uniform(words, TILES);
        [deck[i], deck[j]] = [deck[j]!, deck[i]!];
      }
      return deck;
    };
    expect(chiSquare(keys.slice(0, CONTROL_DEALS), naive).total).toBeGreaterThan(
      chiSquareCritical(TABLE_DF),
    );
  });

  it('the same check rejects an off-by-one shuffle (j = uniform(i), Sattolo-style)', () => {
    const offByOne = (words: WordSource) => {
      const deck = [...Array(TILES).keys()];
      for (let i = TILES - 1; i >= 1; i--) {
        const j = uniform(words, i);
        [deck[i], deck[j]] = [deck[j]!, deck[i]!];
      }
      return deck;
    };
    expect(chiSquare(keys.slice(0, CONTROL_DEALS), offByOne).total).toBeGreaterThan(
      chiSquareCritical(TABLE_DF),
    );
  });
});
