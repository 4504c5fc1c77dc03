// A bot decision's random source: sfc32 seeded from the first 12 bytes of its 32-byte bot seed
// (see docs/fair-deal.md). Integer arithmetic only, so every JavaScript engine draws the same
// numbers from the same seed. The seed derivation (packages/fair botSeed, domain tag
// "boneyard/bot/v1") is the same bytes for every release: releases change what bots decide, not
// how their seeds are made.
import { Sfc32 } from '@boneyard/engine';

export const BOT_SEED_BYTES = 32;

/**
 * sfc32 with c = word 0, a = word 1, b = word 2 (big-endian u32s of the seed), d = 1, after 15
 * discarded outputs (the Sfc32 constructor does exactly this).
 */
export function botRandom(seed: Uint8Array): Sfc32 {
  if (seed.length !== BOT_SEED_BYTES)
    throw new RangeError(`a bot seed is ${BOT_SEED_BYTES} bytes, got ${seed.length}`);
  const words = new DataView(seed.buffer, seed.byteOffset, seed.byteLength);
  return new Sfc32(words.getUint32(0, false), words.getUint32(4, false), words.getUint32(8, false));
}
