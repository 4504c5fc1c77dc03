// Where seeds come from. globalThis.crypto is WebCrypto in browsers and in Node ≥ 20, so the same
// code serves both without importing node:crypto.
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8 } from './bytes.ts';
import { SERVER_SEED_BYTES } from './deal.ts';

export const CLIENT_SEED_BYTES = 32;

function randomBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}

/** 32 fresh CSPRNG bytes; one per hand, never reused. */
export function newServerSeed(): Uint8Array {
  return randomBytes(SERVER_SEED_BYTES);
}

/** What a browser sends when its player does not type anything: 32 random bytes. */
export function randomClientSeed(): Uint8Array {
  return randomBytes(CLIENT_SEED_BYTES);
}

/** What a browser sends when its player types a phrase: SHA-256 of its UTF-8 bytes. */
export function clientSeedFromPhrase(phrase: string): Uint8Array {
  return sha256(utf8(phrase));
}
