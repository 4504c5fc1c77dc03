// The spec re-implemented from scratch with node:crypto only (createHash/createHmac, Buffers),
// compared with the package over many deterministic pseudo-random inputs.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitment, dealHands, dealKey } from '../src/index.ts';
import { TEST_VECTOR, TestRandom, vectorClientSeeds } from './support.ts';

function refU32(n: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
}

function refEnc(value: Buffer | string): Buffer {
  const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
  return Buffer.concat([refU32(bytes.length), bytes]);
}

interface RefInput {
  serverSeed: Buffer;
  room: string;
  hand: number;
  attempt: number;
  seats: number;
  tilesEach: number;
  clientSeeds: Buffer[];
}

function refCommitment(serverSeed: Buffer, room: string, hand: number): string {
  return createHash('sha256')
    .update(
      Buffer.concat([refEnc('boneyard/commit/v1'), refEnc(room), refU32(hand), refEnc(serverSeed)]),
    )
    .digest('hex');
}

function refDeal(input: RefInput) {
  const message = Buffer.concat([
    refEnc('boneyard/deal/v1'),
    refEnc(input.room),
    refU32(input.hand),
    refU32(input.attempt),
    refU32(input.seats),
    refU32(input.tilesEach),
    ...input.clientSeeds.map((seed) => refEnc(seed)),
  ]);
  const key = createHmac('sha256', input.serverSeed).update(message).digest();
  let stream = Buffer.alloc(0);
  let block = 0;
  let position = 0;
  const nextWord = (): number => {
    if (position + 4 > stream.length) {
      const next = createHmac('sha256', key)
        .update(Buffer.concat([Buffer.from('stream'), refU32(block++)]))
        .digest();
      stream = Buffer.concat([stream, next]);
    }
    const word = stream.readUInt32BE(position);
    position += 4;
    return word;
  };
  const uniform = (m: number): number => {
    const limit = 2 ** 32 - (2 ** 32 % m);
    for (;;) {
      const x = nextWord();
      if (x < limit) return x % m;
    }
  };
  const deck = [...Array(28).keys()];
  for (let i = 27; i >= 1; i--) {
    const j = uniform(i + 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  const names: string[] = [];
  for (let a = 0; a <= 6; a++) for (let b = a; b <= 6; b++) names.push(`${a}-${b}`);
  const tiles = deck.map((index) => names[index]!);
  const h = input.tilesEach;
  return {
    key: key.toString('hex'),
    commitment: refCommitment(input.serverSeed, input.room, input.hand),
    deck: tiles,
    hands: Array.from({ length: input.seats }, (_, s) => tiles.slice(s * h, s * h + h)),
    boneyard: tiles.slice(input.seats * h),
  };
}

const ROOMS = ['ABCD23', '', 'ZZZZ99', 'комната', 'dominó 🁫', 'a'.repeat(200)];

function randomInput(random: TestRandom): RefInput {
  const seats = random.int(2, 4);
  return {
    serverSeed: Buffer.from(random.bytes(32)),
    room: random.pick(ROOMS),
    hand: random.pick([1, 2, random.int(1, 1000), 2 ** 32 - 1]),
    attempt: random.pick([0, 0, 1, random.int(0, 50), 2 ** 32 - 1]),
    seats,
    tilesEach: random.int(1, Math.floor(28 / seats)),
    clientSeeds: Array.from({ length: seats }, () =>
      Buffer.from(random.bytes(random.pick([0, 32, 32, random.int(1, 80)]))),
    ),
  };
}

function toPackageInput(input: RefInput) {
  return {
    ...input,
    serverSeed: new Uint8Array(input.serverSeed),
    clientSeeds: input.clientSeeds.map((seed) => new Uint8Array(seed)),
  };
}

describe('package vs independent node:crypto implementation', () => {
  it('the reference itself reproduces the issue test vector', () => {
    const reference = refDeal({
      serverSeed: Buffer.from(TEST_VECTOR.serverSeedHex, 'hex'),
      room: TEST_VECTOR.room,
      hand: 1,
      attempt: 0,
      seats: 4,
      tilesEach: 7,
      clientSeeds: vectorClientSeeds().map((seed) => Buffer.from(seed)),
    });
    expect(reference.commitment).toBe(TEST_VECTOR.commitment);
    expect(reference.deck).toEqual(TEST_VECTOR.deck);
  });

  it('agrees on deal key, commitment, deck, hands and boneyard for 600 random inputs', () => {
    const random = new TestRandom('independent');
    for (let run = 0; run < 600; run++) {
      const input = randomInput(random);
      const expected = refDeal(input);
      const packageInput = toPackageInput(input);
      const outcome = dealHands(packageInput);
      if (!outcome.ok) throw new Error(`run ${run}: ${outcome.message}`);
      expect(Buffer.from(dealKey(packageInput)).toString('hex')).toBe(expected.key);
      expect(outcome.value).toEqual({
        commitment: expected.commitment,
        deck: expected.deck,
        hands: expected.hands,
        boneyard: expected.boneyard,
      });
    }
  });

  it('agrees on commitments for server seeds of any length', () => {
    const random = new TestRandom('commitment');
    for (let run = 0; run < 200; run++) {
      const seed = Buffer.from(random.bytes(random.int(0, 100)));
      const room = random.pick(ROOMS);
      const hand = random.int(1, 2 ** 32 - 1);
      expect(commitment(new Uint8Array(seed), room, hand)).toBe(refCommitment(seed, room, hand));
    }
  });
});
