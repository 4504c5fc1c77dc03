// uniform(m) rejection sampling, the byte stream layout and the shuffle's use of the words.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  byteStream,
  shuffle,
  shuffleIndices,
  streamBlock,
  uniform,
  type WordSource,
} from '../src/index.ts';

/** Words from a fixed list; records how many were taken. */
function words(list: readonly number[]): WordSource & { taken: number } {
  return {
    taken: 0,
    nextWord() {
      const word = list[this.taken++];
      if (word === undefined) throw new Error('test word source exhausted');
      return word;
    },
  };
}

/** 2^32 − (2^32 mod m), computed with BigInt so it does not reuse the package's arithmetic. */
function limitFor(m: number): number {
  const twoPow32 = 1n << 32n;
  return Number(twoPow32 - (twoPow32 % BigInt(m)));
}

describe('uniform(m)', () => {
  it('m = 28: 2^32 mod 28 = 4, so words ≥ 4294967292 are skipped', () => {
    expect(limitFor(28)).toBe(4_294_967_292);
    const source = words([4_294_967_292, 4_294_967_295, 4_294_967_291]);
    expect(uniform(source, 28)).toBe(4_294_967_291 % 28);
    expect(source.taken).toBe(3);
  });

  it('m = 3: only 0xffffffff is skipped', () => {
    const source = words([0xffff_ffff, 0xffff_fffe]);
    expect(uniform(source, 3)).toBe(0xffff_fffe % 3);
    expect(source.taken).toBe(2);
  });

  it('powers of two and m = 1 never skip', () => {
    for (const m of [1, 2, 4, 8, 16]) {
      const source = words([0xffff_ffff]);
      expect(uniform(source, m)).toBe(m - 1);
      expect(source.taken).toBe(1);
    }
  });

  it('for every m in 1..28: the first skipped word is exactly the limit, the one below is kept', () => {
    for (let m = 1; m <= 28; m++) {
      const limit = limitFor(m);
      if (limit < 2 ** 32) {
        const source = words([limit, limit - 1]);
        expect(uniform(source, m)).toBe((limit - 1) % m);
        expect(source.taken).toBe(2);
      }
      const small = words([0, m + 5]);
      expect(uniform(small, m)).toBe(0);
      expect(small.taken).toBe(1);
    }
  });

  it('rejects m outside 1..2^32 as a programming error', () => {
    expect(() => uniform(words([0]), 0)).toThrow(RangeError);
    expect(() => uniform(words([0]), 2.5)).toThrow(RangeError);
  });
});

describe('byteStream', () => {
  const key = new Uint8Array(32).map((_, i) => i * 7);

  it('block k is HMAC-SHA256(key, "stream" ‖ u32(k))', () => {
    for (const k of [0, 1, 255, 256, 70000]) {
      const message = Buffer.concat([
        Buffer.from('stream'),
        Buffer.from([k >>> 24, (k >>> 16) & 255, (k >>> 8) & 255, k & 255]),
      ]);
      const expected = createHmac('sha256', Buffer.from(key)).update(message).digest('hex');
      expect(Buffer.from(streamBlock(key, k)).toString('hex')).toBe(expected);
    }
  });

  it('reads B_0 ‖ B_1 ‖ … as big-endian u32 words', () => {
    const bytes = Buffer.concat([0, 1, 2].map((k) => Buffer.from(streamBlock(key, k))));
    const stream = byteStream(key);
    for (let i = 0; i < 24; i++) expect(stream.nextWord()).toBe(bytes.readUInt32BE(4 * i));
  });
});

describe('shuffle', () => {
  it('with all-zero words every j is 0, which rotates the deck left by one', () => {
    const source = words(new Array(27).fill(0));
    expect(shuffleIndices(source)).toEqual([...Array(27).keys()].map((i) => i + 1).concat(0));
    expect(source.taken).toBe(27);
  });

  it('with j = i every step the deck stays in index order', () => {
    // uniform(i + 1) returns i for the word i, for i = 27 … 1.
    const source = words([...Array(27).keys()].map((n) => 27 - n));
    expect(shuffleIndices(source)).toEqual([...Array(28).keys()]);
  });

  it('skips a rejected word inside the shuffle (first step is m = 28)', () => {
    const identity = [...Array(27).keys()].map((n) => 27 - n);
    const source = words([4_294_967_295, ...identity]);
    expect(shuffleIndices(source)).toEqual([...Array(28).keys()]);
    expect(source.taken).toBe(28);
  });

  it('always yields a permutation of the 28 tiles', () => {
    for (let i = 0; i < 50; i++) {
      const deck = shuffle(new Uint8Array(32).fill(i));
      expect(new Set(deck).size).toBe(28);
    }
  });
});
