// The byte-level building blocks of boneyard/deal/v1: big-endian u32, length-prefixed
// strings/bytes, UTF-8 and lower-case hex. Kept tiny so the spec maps onto them one to one.
import { concatBytes as nobleConcat } from '@noble/hashes/utils.js';
import { fail, ok, type FairResult } from './result.ts';

const MAX_U32 = 0xffff_ffff;

/**
 * 4 bytes, big-endian. Callers validate user input first (dealHands does), so an out-of-range
 * value here is a programming error and throws.
 */
export function u32(n: number): Uint8Array {
  if (!Number.isInteger(n) || n < 0 || n > MAX_U32) {
    throw new RangeError(`u32: ${n} is not an integer in 0..2^32-1`);
  }
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, n, false);
  return out;
}

/** UTF-8 bytes of a string. */
export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** `enc(b) = u32(len(b)) ‖ b`; strings are encoded as UTF-8 first. */
export function enc(value: Uint8Array | string): Uint8Array {
  const bytes = typeof value === 'string' ? utf8(value) : value;
  return concatBytes(u32(bytes.length), bytes);
}

export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array {
  return nobleConcat(...parts);
}

const HEX_DIGITS = '0123456789abcdef';

/** Lower-case hex, two digits per byte. */
export function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += HEX_DIGITS[byte >> 4]! + HEX_DIGITS[byte & 15]!;
  return out;
}

/**
 * Parses hex (either case accepted on input; output is always lower-case). The empty string is
 * zero bytes — that is how a seat that sent no client seed is written.
 */
export function hexToBytes(hex: string): FairResult<Uint8Array> {
  if (typeof hex !== 'string') return fail('bad-hex', `expected a hex string, got ${typeof hex}`);
  const shown = JSON.stringify(hex.slice(0, 80));
  if (!/^[0-9a-fA-F]*$/.test(hex))
    return fail('bad-hex', `not hex (digits 0-9 and a-f only): ${shown}`);
  if (hex.length % 2 !== 0)
    return fail('bad-hex', `odd number of hex digits (two per byte): ${shown}`);
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return ok(out);
}
