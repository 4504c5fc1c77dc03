// u32 / enc / hex / tiles / seeds / input validation.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  FAIR_ERROR_CODES,
  TILES,
  bytesToHex,
  clientSeedFromPhrase,
  concatBytes,
  dealHands,
  enc,
  hexToBytes,
  newServerSeed,
  randomClientSeed,
  tileAt,
  tileIndex,
  u32,
  type DealInput,
} from '../src/index.ts';

describe('bytes', () => {
  it('u32 is 4 bytes big-endian and refuses values outside 0..2^32-1', () => {
    expect([...u32(0)]).toEqual([0, 0, 0, 0]);
    expect([...u32(0x01020304)]).toEqual([1, 2, 3, 4]);
    expect([...u32(2 ** 32 - 1)]).toEqual([255, 255, 255, 255]);
    for (const bad of [-1, 2 ** 32, 1.5, Number.NaN]) expect(() => u32(bad)).toThrow(RangeError);
  });

  it('enc prefixes the UTF-8 length', () => {
    expect([...enc('ab')]).toEqual([0, 0, 0, 2, 97, 98]);
    expect([...enc('é')]).toEqual([0, 0, 0, 2, 0xc3, 0xa9]);
    expect([...enc(new Uint8Array())]).toEqual([0, 0, 0, 0]);
    expect([...concatBytes(new Uint8Array([1]), new Uint8Array([2, 3]))]).toEqual([1, 2, 3]);
  });

  it('hex round-trips, writes lower case, accepts either case and the empty string', () => {
    const bytes = new Uint8Array([0, 1, 0xab, 0xff]);
    expect(bytesToHex(bytes)).toBe('0001abff');
    expect(hexToBytes('0001ABff')).toEqual({ ok: true, value: bytes });
    expect(hexToBytes('')).toEqual({ ok: true, value: new Uint8Array() });
  });

  it('bad hex is an error value', () => {
    for (const bad of ['0', 'zz', '0x01', '01 02', 'abc']) {
      const result = hexToBytes(bad);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error).toBe('bad-hex');
        expect(result.message).toContain(JSON.stringify(bad));
      }
    }
  });
});

describe('tiles', () => {
  it('are the 28 tiles a-b, a ≤ b, in lexicographic index order', () => {
    expect(TILES.length).toBe(28);
    expect(TILES.slice(0, 8)).toEqual(['0-0', '0-1', '0-2', '0-3', '0-4', '0-5', '0-6', '1-1']);
    expect(TILES[27]).toBe('6-6');
    TILES.forEach((tile, index) => {
      expect(tileAt(index)).toBe(tile);
      expect(tileIndex(tile)).toEqual({ ok: true, value: index });
    });
  });

  it('reject reversed or impossible tiles', () => {
    for (const bad of ['5-3', '7-7', '0', '', '1-1-1']) {
      expect(tileIndex(bad)).toMatchObject({ ok: false, error: 'bad-tile' });
    }
    expect(() => tileAt(28)).toThrow(RangeError);
  });
});

describe('seeds', () => {
  it('server and random client seeds are 32 fresh bytes', () => {
    const seeds = [newServerSeed(), newServerSeed(), randomClientSeed(), randomClientSeed()];
    for (const seed of seeds) expect(seed.length).toBe(32);
    expect(new Set(seeds.map(bytesToHex)).size).toBe(4);
  });

  it('a phrase seed is SHA-256 of its UTF-8 bytes', () => {
    const phrase = 'ёлки-палки 🁫';
    const expected = createHash('sha256').update(phrase, 'utf8').digest('hex');
    expect(bytesToHex(clientSeedFromPhrase(phrase))).toBe(expected);
  });
});

describe('dealHands input validation', () => {
  const valid: DealInput = {
    serverSeed: new Uint8Array(32),
    room: 'ROOM',
    hand: 1,
    attempt: 0,
    seats: 3,
    tilesEach: 7,
    clientSeeds: [new Uint8Array(), new Uint8Array(), new Uint8Array()],
  };

  it('accepts the limits: 2 seats × 14, 4 seats × 7, 1 tile each', () => {
    for (const [seats, tilesEach] of [
      [2, 14],
      [4, 7],
      [4, 1],
      [3, 9],
    ] as const) {
      const result = dealHands({
        ...valid,
        seats,
        tilesEach,
        clientSeeds: Array(seats).fill(new Uint8Array()),
      });
      expect(result.ok).toBe(true);
      if (result.ok) {
        expect(result.value.hands.map((hand) => hand.length)).toEqual(Array(seats).fill(tilesEach));
        expect(result.value.boneyard.length).toBe(28 - seats * tilesEach);
        expect([...result.value.hands.flat(), ...result.value.boneyard]).toEqual(result.value.deck);
      }
    }
  });

  const cases: [string, Partial<DealInput>, (typeof FAIR_ERROR_CODES)[number]][] = [
    ['31-byte server seed', { serverSeed: new Uint8Array(31) }, 'bad-server-seed'],
    ['hand 0', { hand: 0 }, 'bad-hand'],
    ['hand 1.5', { hand: 1.5 }, 'bad-hand'],
    ['hand 2^32', { hand: 2 ** 32 }, 'bad-hand'],
    ['attempt -1', { attempt: -1 }, 'bad-attempt'],
    ['1 seat', { seats: 1, clientSeeds: [new Uint8Array()] }, 'bad-seats'],
    ['5 seats', { seats: 5, clientSeeds: Array(5).fill(new Uint8Array()) }, 'bad-seats'],
    ['0 tiles each', { tilesEach: 0 }, 'bad-tiles-each'],
    ['3 × 10 > 28', { tilesEach: 10 }, 'bad-tiles-each'],
    [
      '2 client seeds for 3 seats',
      { clientSeeds: [new Uint8Array(), new Uint8Array()] },
      'bad-client-seeds',
    ],
  ];
  for (const [name, change, error] of cases) {
    it(`rejects ${name} with ${error}`, () => {
      const result = dealHands({ ...valid, ...change });
      expect(result).toMatchObject({ ok: false, error });
      if (!result.ok) expect(result.message.length).toBeGreaterThan(10);
    });
  }
});
