// boneyard/deal/v1, step by step as issue 2 §3 specifies it. Each exported function is one line
// of the spec, so a reader can check them against README.md side by side.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, enc, u32 } from './bytes.ts';
import { TILE_COUNT, tileAt, type Tile } from './tiles.ts';

export const DEAL_ALGORITHM = 'boneyard/deal/v1';
export const COMMIT_DOMAIN = 'boneyard/commit/v1';

/** Everything that determines a deal. Seeds are raw bytes; an absent client seed is empty. */
export interface DealInput {
  readonly serverSeed: Uint8Array;
  readonly room: string;
  /** 1-based hand number in the match. */
  readonly hand: number;
  /** Redeals within the hand, from 0. */
  readonly attempt: number;
  readonly seats: number;
  readonly tilesEach: number;
  /** One per seat, in seat order. */
  readonly clientSeeds: readonly Uint8Array[];
}

/** hex SHA-256( enc("boneyard/commit/v1") ‖ enc(room) ‖ u32(hand) ‖ enc(serverSeed) ). */
export function commitment(serverSeed: Uint8Array, room: string, hand: number): string {
  const message = concatBytes(enc(COMMIT_DOMAIN), enc(room), u32(hand), enc(serverSeed));
  return bytesToHex(sha256(message));
}

/**
 * HMAC-SHA256( key = serverSeed, enc("boneyard/deal/v1") ‖ enc(room) ‖ u32(hand) ‖ u32(attempt)
 * ‖ u32(seats) ‖ u32(tilesEach) ‖ enc(seed_0) ‖ … ‖ enc(seed_{n-1}) ).
 */
export function dealKey(input: DealInput): Uint8Array {
  const message = concatBytes(
    enc(DEAL_ALGORITHM),
    enc(input.room),
    u32(input.hand),
    u32(input.attempt),
    u32(input.seats),
    u32(input.tilesEach),
    ...input.clientSeeds.map((seed) => enc(seed)),
  );
  return hmac(sha256, input.serverSeed, message);
}

const STREAM_LABEL = new TextEncoder().encode('stream');

/** Block k of the byte stream: HMAC-SHA256( dealKey, "stream" ‖ u32(k) ). */
export function streamBlock(key: Uint8Array, k: number): Uint8Array {
  return hmac(sha256, key, concatBytes(STREAM_LABEL, u32(k)));
}

/** A source of big-endian u32 words; uniform() only needs this, so tests can feed any words. */
export interface WordSource {
  nextWord(): number;
}

/** The byte stream B_0 ‖ B_1 ‖ … read as big-endian u32 words, 8 words per block. */
export function byteStream(key: Uint8Array): WordSource {
  // Keying HMAC costs as much as one block, so key it once and clone it per block (same bytes
  // as streamBlock, which the tests check).
  const keyed = hmac.create(sha256, key);
  let blockIndex = 0;
  let block = new DataView(new ArrayBuffer(0));
  let offset = 0;
  return {
    nextWord(): number {
      if (offset >= block.byteLength) {
        const bytes = keyed
          .clone()
          .update(concatBytes(STREAM_LABEL, u32(blockIndex++)))
          .digest();
        block = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        offset = 0;
      }
      const word = block.getUint32(offset, false);
      offset += 4;
      return word;
    },
  };
}

const TWO_POW_32 = 2 ** 32;

/**
 * A uniform integer in 0..m-1 by rejection sampling: take the next word x; if
 * x < 2^32 − (2^32 mod m) return x mod m, else take the next word.
 */
export function uniform(words: WordSource, m: number): number {
  if (!Number.isInteger(m) || m < 1 || m > TWO_POW_32) {
    throw new RangeError(`uniform: m = ${m} is not an integer in 1..2^32`);
  }
  const limit = TWO_POW_32 - (TWO_POW_32 % m);
  for (;;) {
    const x = words.nextWord();
    if (x < limit) return x % m;
  }
}

/** deck = [0..27]; for i = 27 down to 1: j = uniform(i + 1); swap deck[i], deck[j]. */
export function shuffleIndices(words: WordSource): number[] {
  const deck = Array.from({ length: TILE_COUNT }, (_, index) => index);
  for (let i = TILE_COUNT - 1; i >= 1; i--) {
    const j = uniform(words, i + 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}

/** The shuffled deck for a deal key, as tiles. */
export function shuffle(key: Uint8Array): Tile[] {
  return shuffleIndices(byteStream(key)).map(tileAt);
}

/** Seat s gets deck[s·h … s·h+h−1]; the rest, in order, is the boneyard (drawn from its front). */
export function splitDeck(
  deck: readonly Tile[],
  seats: number,
  tilesEach: number,
): { hands: Tile[][]; boneyard: Tile[] } {
  const hands = Array.from({ length: seats }, (_, seat) =>
    deck.slice(seat * tilesEach, (seat + 1) * tilesEach),
  );
  return { hands, boneyard: deck.slice(seats * tilesEach) };
}
