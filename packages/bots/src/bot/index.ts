// Bots: a bot is a function of one seat's view, its level (and that level's fixed parameters)
// and a 32-byte bot seed, nothing else. The type says so — `botAction` cannot be handed the
// full MatchState — and bot/honesty.test.ts shows it: dealing the tiles the seat cannot see
// differently never changes its choice. Every level does a fixed amount of work (no clock) and
// draws its randomness from the seed only (no Math.random), with integer or fixed-order float
// arithmetic, so anyone can recompute a bot's move from a record. Records name the algorithm
// version that played; every version stays playable here (v1.ts and v2/ to v17/ are frozen once published; v18/ is the newest).
import type { Action, BotLevel, SeatView } from '@boneyard/engine';
import { HARD_PLAYOUTS } from './hard.ts';
import { BOT_ALGORITHM, BOT_ALGORITHM_V1, BOT_ALGORITHM_V2, BOT_ALGORITHM_V3, BOT_ALGORITHM_V4, BOT_ALGORITHM_V5, BOT_ALGORITHM_V6, BOT_ALGORITHM_V7, BOT_ALGORITHM_V8, BOT_ALGORITHM_V9, BOT_ALGORITHM_V10, BOT_ALGORITHM_V11, BOT_ALGORITHM_V12, BOT_ALGORITHM_V13, BOT_ALGORITHM_V14, BOT_ALGORITHM_V15, BOT_ALGORITHM_V16, BOT_ALGORITHM_V17, botRandom, type BotAlgorithm } from './seed.ts';
import { botActionV1 } from './v1.ts';
import { HARD_WORK, botActionV2 } from './v2/index.ts';
import { HARD_WORK_V3, botActionV3 } from './v3/index.ts';
import { botActionV4 } from './v4/index.ts';
import { botActionV5 } from './v5/index.ts';
import { botActionV6 } from './v6/index.ts';
import { botActionV7 } from './v7/index.ts';
import { botActionV8 } from './v8/index.ts';
import { botActionV9 } from './v9/index.ts';
import { botActionV10 } from './v10/index.ts';
import { botActionV11 } from './v11/index.ts';
import { botActionV12 } from './v12/index.ts';
import { botActionV13 } from './v13/index.ts';
import { botActionV14 } from './v14/index.ts';
import { botActionV15 } from './v15/index.ts';
import { botActionV16 } from './v16/index.ts';
import { botActionV17 } from './v17/index.ts';
import { botActionV18 } from './v18/index.ts';

export {
  BOT_ALGORITHM,
  BOT_ALGORITHM_V1,
  BOT_ALGORITHM_V2,
  BOT_ALGORITHM_V3,
  BOT_ALGORITHM_V4,
  BOT_ALGORITHM_V5,
  BOT_ALGORITHM_V6,
  BOT_ALGORITHM_V7,
  BOT_ALGORITHM_V8,
  BOT_ALGORITHM_V9,
  BOT_ALGORITHM_V10,
  BOT_ALGORITHM_V11,
  BOT_ALGORITHM_V12,
  BOT_ALGORITHM_V13,
  BOT_ALGORITHM_V14,
  BOT_ALGORITHM_V15,
  BOT_ALGORITHM_V16,
  BOT_ALGORITHM_V17,
  BOT_ALGORITHM_V18,
  BOT_ALGORITHMS,
  BOT_SEED_BYTES,
  botRandom,
  isBotAlgorithm,
  type BotAlgorithm,
} from './seed.ts';

/** A level's work count and the algorithm version; the defaults are what new games play. */
export interface BotParameters {
  /** Hard: playouts per decision, shared among the legal moves. */
  readonly playouts: number;
  /** Which published bot functions decide (absent: BOT_ALGORITHM). */
  readonly algorithm?: BotAlgorithm;
}

/** The parameters each algorithm version was published with (what verify --bots replays). */
export function botParametersFor(algorithm: BotAlgorithm): BotParameters {
  if (algorithm === BOT_ALGORITHM_V1) return { playouts: HARD_PLAYOUTS, algorithm };
  if (algorithm === BOT_ALGORITHM_V2) return { playouts: HARD_WORK.playouts, algorithm };
  // v4 to v18 play hard exactly as v3 does (same playouts); only their experts differ.
  return { playouts: HARD_WORK_V3.playouts, algorithm };
}

export const BOT_PARAMETERS: BotParameters = botParametersFor(BOT_ALGORITHM);

/**
 * What `botAction` picks with the default parameters (the version new games play, BOT_ALGORITHM),
 * without reaching the older versions' code: a bundle that only plays (the browser's table) need
 * not carry the bots it never runs. bot/v18.test.ts checks the two agree.
 */
export function newGameBotAction(view: SeatView, level: BotLevel, seed: Uint8Array): Action {
  return botActionV18(view, level, botRandom(seed), BOT_PARAMETERS.playouts);
}

/**
 * The action `level` picks from `view` (the seat to move's view, as viewFor gives it). A view of
 * a seat that is not to move has nothing to choose: the answer is a pass, which the engine
 * refuses (not-your-turn).
 */
export function botAction(view: SeatView, level: BotLevel, seed: Uint8Array, parameters: BotParameters = BOT_PARAMETERS): Action {
  const rng = botRandom(seed);
  const algorithm = parameters.algorithm ?? BOT_ALGORITHM;
  if (algorithm === BOT_ALGORITHM_V1) return botActionV1(view, level, rng, parameters.playouts);
  if (algorithm === BOT_ALGORITHM_V2) return botActionV2(view, level, rng, parameters.playouts);
  if (algorithm === BOT_ALGORITHM_V3) return botActionV3(view, level, rng, parameters.playouts);
  if (algorithm === BOT_ALGORITHM_V4) return botActionV4(view, level, rng, parameters.playouts);
  if (algorithm === BOT_ALGORITHM_V5) return botActionV5(view, level, rng, parameters.playouts);
  if (algorithm === BOT_ALGORITHM_V6) return botActionV6(view, level, rng, parameters.playouts);
  if (algorithm === BOT_ALGORITHM_V7) return botActionV7(view, level, rng, parameters.playouts);
  if (algorithm === BOT_ALGORITHM_V8) return botActionV8(view, level, rng, parameters.playouts);
  if (algorithm === BOT_ALGORITHM_V9) return botActionV9(view, level, rng, parameters.playouts);
  if (algorithm === BOT_ALGORITHM_V10) return botActionV10(view, level, rng, parameters.playouts);
  if (algorithm === BOT_ALGORITHM_V11) return botActionV11(view, level, rng, parameters.playouts);
  if (algorithm === BOT_ALGORITHM_V12) return botActionV12(view, level, rng, parameters.playouts);
  if (algorithm === BOT_ALGORITHM_V13) return botActionV13(view, level, rng, parameters.playouts);
  if (algorithm === BOT_ALGORITHM_V14) return botActionV14(view, level, rng, parameters.playouts);
  if (algorithm === BOT_ALGORITHM_V15) return botActionV15(view, level, rng, parameters.playouts);
  if (algorithm === BOT_ALGORITHM_V16) return botActionV16(view, level, rng, parameters.playouts);
  if (algorithm === BOT_ALGORITHM_V17) return botActionV17(view, level, rng, parameters.playouts);
  return botActionV18(view, level, rng, parameters.playouts);
}
