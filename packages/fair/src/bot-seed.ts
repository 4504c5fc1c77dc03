// boneyard/bot/v1: where a bot's random numbers come from. Every bot decision gets its own 32-byte
// seed, hashed from the hand's server seed (committed before the hand, revealed after it), the
// seat and the move index, so nobody can steer a bot's dice and anyone can recompute them once
// the seed is revealed. The byte layout is specified in docs/fair-deal.md with a test vector.
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes, enc, u32 } from './bytes.ts';

export const BOT_SEED_ALGORITHM = 'boneyard/bot/v1';

/** Everything one bot decision's seed depends on. */
export interface BotSeedInput {
  /** The hand's 32-byte server seed (the one its commitment hides). */
  readonly serverSeed: Uint8Array;
  readonly room: string;
  /** 1-based hand number in the match. */
  readonly hand: number;
  /** The redeal attempt that was played. */
  readonly attempt: number;
  /** The seat the bot decides for. */
  readonly seat: number;
  /** 0-based index of the move being decided among the hand's recorded moves. */
  readonly move: number;
}

/**
 * SHA-256( enc("boneyard/bot/v1") ‖ enc(serverSeed) ‖ enc(room) ‖ u32(hand) ‖ u32(attempt)
 * ‖ u32(seat) ‖ u32(move) ).
 */
export function botSeed(input: BotSeedInput): Uint8Array {
  return sha256(
    concatBytes(
      enc(BOT_SEED_ALGORITHM),
      enc(input.serverSeed),
      enc(input.room),
      u32(input.hand),
      u32(input.attempt),
      u32(input.seat),
      u32(input.move),
    ),
  );
}
