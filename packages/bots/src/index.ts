// Public API of the bots: a bot is a pure function of one seat's view, its level and a 32-byte
// bot seed (bot/index.ts). Depends on the rules engine, never the reverse.
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
  BOT_PARAMETERS,
  BOT_SEED_BYTES,
  botAction,
  newGameBotAction,
  botParametersFor,
  botRandom,
  isBotAlgorithm,
  type BotAlgorithm,
  type BotParameters,
} from './bot/index.ts';
export { boardBotAction, botWantsClaim } from './board-bot.ts';
export { botViewOf } from './bot/bot-view.ts';
export { botClaimSeat, botClaimTime, claimOrder } from './bot/claims.ts';
export * as fast from './fast/index.ts';
