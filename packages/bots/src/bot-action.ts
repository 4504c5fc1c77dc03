// Bots: a bot is a function of one seat's view, its level, a plan (a published release's, or an
// experiment's) and a 32-byte bot seed, nothing else. The type says so — `botAction` cannot be
// handed the full MatchState — and honesty.test.ts shows it: dealing the tiles the seat cannot see
// differently never changes its choice. Every level does a fixed amount of work (no clock) and
// draws its randomness from the seed only (no Math.random), with integer or fixed-order float
// arithmetic, so anyone can recompute a bot's move from a record that names the release.
import type { Action, BotLevel, SeatView } from '@boneyard/engine';
import { decide } from './decide.ts';
import type { Plan } from './plan.ts';
import { BOT_ALGORITHM, releaseOf, type BotAlgorithm } from './registry.ts';
import { botRandom } from './seed.ts';

/** Hard's playouts per decision and the release that decides (or an experiment's plan). */
export interface BotParameters {
  /** Hard: playouts per decision, shared among the legal moves. */
  readonly playouts: number;
  /** Which release decides (absent: BOT_ALGORITHM). */
  readonly algorithm?: BotAlgorithm;
  /** An experiment's plan instead of the release's (bench:bots --plan); never in a record. */
  readonly plan?: Plan;
}

function planOf(algorithm: BotAlgorithm): Plan {
  const release = releaseOf(algorithm);
  if (release === undefined) throw new RangeError(`unknown bot release ${algorithm}`);
  return release.plan;
}

/** The parameters a release was published with (what verify --bots replays). */
export function botParametersFor(algorithm: BotAlgorithm): BotParameters {
  return { playouts: planOf(algorithm).hard.search.playouts, algorithm };
}

export const BOT_PARAMETERS: BotParameters = botParametersFor(BOT_ALGORITHM);

/**
 * The action `level` picks from `view` (the seat to move's view, as viewFor gives it). A view of
 * a seat that is not to move has nothing to choose: the answer is a pass, which the engine
 * refuses (not-your-turn).
 */
export function botAction(
  view: SeatView,
  level: BotLevel,
  seed: Uint8Array,
  parameters: BotParameters = BOT_PARAMETERS,
): Action {
  const plan = parameters.plan ?? planOf(parameters.algorithm ?? BOT_ALGORITHM);
  return decide(view, level, botRandom(seed), plan, parameters.playouts);
}

/** What new games play: botAction with the default parameters (the browser's table calls it). */
export function newGameBotAction(view: SeatView, level: BotLevel, seed: Uint8Array): Action {
  return botAction(view, level, seed);
}
