// A bot decision's random source: sfc32 seeded from the first 12 bytes of its 32-byte bot seed
// (see docs/fair-deal.md). Integer arithmetic only, so every JavaScript engine draws the same
// numbers from the same seed. The seed derivation (packages/fair botSeed, domain tag
// "boneyard/bot/v1") is the same bytes for every algorithm version: v2 to v18 changed the bot
// functions, not how their seeds are made.
import { Sfc32 } from '@boneyard/engine';

/** The first published bot functions (frozen: records naming it re-derive with this code). */
export const BOT_ALGORITHM_V1 = 'boneyard/bot/v1';
/** Stronger levels, and Muggins claims re-derived too (docs/fair-deal.md). */
export const BOT_ALGORITHM_V2 = 'boneyard/bot/v2';
/** Stronger hard and expert (more, better-aimed search), and a choice about a second double. */
export const BOT_ALGORITHM_V3 = 'boneyard/bot/v3';
/** An expert that reads which kind of opponent it faces before it searches (bot/v4/). */
export const BOT_ALGORITHM_V4 = 'boneyard/bot/v4';
/** An expert that searches one tree over the public moves across deals (bot/v5/). */
export const BOT_ALGORITHM_V5 = 'boneyard/bot/v5';
/** v5's expert weighing its deals by the partner's plays too, in pair games (bot/v6/). */
export const BOT_ALGORITHM_V6 = 'boneyard/bot/v6';
/** v6's expert valuing a hand won higher and reading thinking opponents more mildly, in pair games (bot/v7/). */
export const BOT_ALGORITHM_V7 = 'boneyard/bot/v7';
/** v7 with expert's Draw-game search on common random numbers and no per-deal exact endgame (bot/v8/). */
export const BOT_ALGORITHM_V8 = 'boneyard/bot/v8';
/** v8 with expert's 2-player Draw-game search choosing its next move per observation too (bot/v9/). */
export const BOT_ALGORITHM_V9 = 'boneyard/bot/v9';
/** v9 with that per-observation search for expert in free-for-all games where nobody draws too (bot/v10/). */
export const BOT_ALGORITHM_V10 = 'boneyard/bot/v10';
/** v10 with expert's 2-player Draw-game search valuing each sampled deal exactly, draws averaged (bot/v11/). */
export const BOT_ALGORITHM_V11 = 'boneyard/bot/v11';
/** v11 with expert reading plain shedders sooner, and their exact values before the tree late, in 2-player Draw games (bot/v12/). */
export const BOT_ALGORITHM_V12 = 'boneyard/bot/v12';
/** v12 with expert reading which tiles a compulsory lead shows nobody was dealt, in 2-player Draw games (bot/v13/). */
export const BOT_ALGORITHM_V13 = 'boneyard/bot/v13';
/** v13 with expert's exact values before the tree only where the opponent's plays before its draws say it sheds, in 2-player Draw games (bot/v14/). */
export const BOT_ALGORITHM_V14 = 'boneyard/bot/v14';
/** v14 with expert reading a player who thinks ahead as a choice among its legal moves (a fitted model of the position each leaves), in 2-player Draw games (bot/v15/). */
export const BOT_ALGORITHM_V15 = 'boneyard/bot/v15';
/** v15 with expert's tree searching against the model every play of the opponent's favours, before its draws too, in 2-player Draw games (bot/v16/). */
export const BOT_ALGORITHM_V16 = 'boneyard/bot/v16';
/** v16 with expert reading every play of the opponent's on its hand walked back to the deal, in 2-player Draw games (bot/v17/). */
export const BOT_ALGORITHM_V17 = 'boneyard/bot/v17';
/** v17 with expert playing plain shedders on by their heaviest tile in its searches, in 2-player Draw games (bot/v18/). */
export const BOT_ALGORITHM_V18 = 'boneyard/bot/v18';
/** Every version this code can replay, oldest first. */
export const BOT_ALGORITHMS = [BOT_ALGORITHM_V1, BOT_ALGORITHM_V2, BOT_ALGORITHM_V3, BOT_ALGORITHM_V4, BOT_ALGORITHM_V5, BOT_ALGORITHM_V6, BOT_ALGORITHM_V7, BOT_ALGORITHM_V8, BOT_ALGORITHM_V9, BOT_ALGORITHM_V10, BOT_ALGORITHM_V11, BOT_ALGORITHM_V12, BOT_ALGORITHM_V13, BOT_ALGORITHM_V14, BOT_ALGORITHM_V15, BOT_ALGORITHM_V16, BOT_ALGORITHM_V17, BOT_ALGORITHM_V18] as const;
export type BotAlgorithm = (typeof BOT_ALGORITHMS)[number];
/** The version of the bot functions new games play; records name it per bot seat. */
export const BOT_ALGORITHM: BotAlgorithm = BOT_ALGORITHM_V18;

export function isBotAlgorithm(name: unknown): name is BotAlgorithm {
  return (BOT_ALGORITHMS as readonly unknown[]).includes(name);
}

export const BOT_SEED_BYTES = 32;

/**
 * sfc32 with c = word 0, a = word 1, b = word 2 (big-endian u32s of the seed), d = 1, after 15
 * discarded outputs (the Sfc32 constructor does exactly this).
 */
export function botRandom(seed: Uint8Array): Sfc32 {
  if (seed.length !== BOT_SEED_BYTES) throw new RangeError(`a bot seed is ${BOT_SEED_BYTES} bytes, got ${seed.length}`);
  const words = new DataView(seed.buffer, seed.byteOffset, seed.byteLength);
  return new Sfc32(words.getUint32(0, false), words.getUint32(4, false), words.getUint32(8, false));
}
