import { describe, expect, it } from 'vitest';
import {
  DEAL_ALGORITHM,
  clientSeedFromPhrase,
  commitment,
  dealHands,
  hexToBytes,
  type FairResult,
} from '../src/index.ts';
import { TEST_VECTOR, vectorClientSeeds } from './support.ts';

function unwrap<T>(result: FairResult<T>): T {
  if (!result.ok) throw new Error(`${result.error}: ${result.message}`);
  return result.value;
}

describe('issue 2 §3 test vector', () => {
  const serverSeed = unwrap(hexToBytes(TEST_VECTOR.serverSeedHex));
  const input = {
    serverSeed,
    room: TEST_VECTOR.room,
    hand: TEST_VECTOR.hand,
    attempt: TEST_VECTOR.attempt,
    seats: TEST_VECTOR.seats,
    tilesEach: TEST_VECTOR.tilesEach,
    clientSeeds: vectorClientSeeds(),
  };

  it('names the algorithm', () => {
    expect(DEAL_ALGORITHM).toBe('boneyard/deal/v1');
  });

  it('has 31 zero bytes then 0x01 as server seed', () => {
    expect(serverSeed.length).toBe(32);
    expect([...serverSeed.slice(0, 31)].every((byte) => byte === 0)).toBe(true);
    expect(serverSeed[31]).toBe(1);
  });

  it('reproduces the commitment', () => {
    expect(commitment(serverSeed, TEST_VECTOR.room, TEST_VECTOR.hand)).toBe(TEST_VECTOR.commitment);
  });

  it('reproduces the deck, the hands and the (empty) boneyard', () => {
    const outcome = unwrap(dealHands(input));
    expect(outcome.commitment).toBe(TEST_VECTOR.commitment);
    expect(outcome.deck).toEqual(TEST_VECTOR.deck);
    expect(outcome.hands).toEqual(
      [0, 1, 2, 3].map((s) => TEST_VECTOR.deck.slice(s * 7, s * 7 + 7)),
    );
    expect(outcome.boneyard).toEqual([]);
  });

  it('derives the client seeds with clientSeedFromPhrase exactly as SHA-256("seat"+i)', () => {
    const fromPhrase = [0, 1, 2, 3].map((i) => clientSeedFromPhrase(`seat${i}`));
    expect(fromPhrase).toEqual(vectorClientSeeds());
  });

  it('changes the deck when any input changes (attempt, room, a client seed)', () => {
    const base = unwrap(dealHands(input)).deck;
    const nextAttempt = unwrap(dealHands({ ...input, attempt: 1 })).deck;
    const otherRoom = unwrap(dealHands({ ...input, room: 'ABCD24' })).deck;
    const seeds = vectorClientSeeds();
    seeds[2] = new Uint8Array(0);
    const oneSeatSilent = unwrap(dealHands({ ...input, clientSeeds: seeds })).deck;
    for (const deck of [nextAttempt, otherRoom, oneSeatSilent]) expect(deck).not.toEqual(base);
  });

  it('keeps the commitment independent of attempt and client seeds', () => {
    const redeal = unwrap(
      dealHands({ ...input, attempt: 3, clientSeeds: [0, 1, 2, 3].map(() => new Uint8Array()) }),
    );
    expect(redeal.commitment).toBe(TEST_VECTOR.commitment);
  });
});
