// Public API of the bots: a bot is a pure function of one seat's view, its level, a released plan
// and a 32-byte bot seed (bot-action.ts). Depends on the rules engine, never the reverse.
export {
  BOT_PARAMETERS,
  botAction,
  botParametersFor,
  newGameBotAction,
  type BotParameters,
} from './bot-action.ts';
export {
  BOT_ALGORITHM,
  BOT_ALGORITHMS,
  RELEASES,
  RETIRED_ALGORITHMS,
  isBotAlgorithm,
  isRetiredAlgorithm,
  releaseOf,
  unknownAlgorithmReason,
  type BotAlgorithm,
  type Release,
} from './registry.ts';
export { canonicalJson, overridePlan, planHash, type Plan } from './plan.ts';
export { mirrorPlays } from './mirrors.ts';
export { BOT_SEED_BYTES, botRandom } from './seed.ts';
export { boardBotAction, botWantsClaim } from './board-bot.ts';
export { botViewOf } from './bot-view.ts';
export { botClaimSeat, botClaimTime, claimOrder } from './claims.ts';
export * as fast from './fast/index.ts';
