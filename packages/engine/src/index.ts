// Public API of the rules engine.
export * from './types.ts';
export { ALL_TILES, compareHeaviest, compareLightest, halves, handPips, isDouble, isTile, makeTile, parseTile, pipsOf, shows, tileIndex } from './tiles.ts';
export { AgreementsSchema, RulesSchema, SpecialsSchema, parseRules } from './rules.ts';
export { sideOfSeat, sidesOf } from './sides.ts';
export { validateRules, type Contradiction, type InertRule, type RulesVerdict } from './validate.ts';
export { endlessProblem, mostWrittenInAHand } from './endless.ts';
export { cappedMatchResult, handsPerMatchCap, movesPerHandCap } from './caps.ts';
export { DEAL_SAMPLES, MIN_STANDING_SHARE, dealProblem, standingDeals } from './dealable.ts';
export { PRESETS, presetRules, type PresetInfo, type PresetOptions } from './presets.ts';
export { boardOps, boardTiles, fittingEnds, fits, type BoardOps, type OpenEnd } from './board.ts';
export { dealUntilPlayable, type DealtHand, type DeckSource } from './deal-attempts.ts';
export { MAX_DEAL_ATTEMPTS } from './opening.ts';
export { createMatch, deal } from './match.ts';
export { apply, expireClaim, legalActions } from './play.ts';
export { claimsNeeded } from './muggins.ts';
export { viewFor, redactEvent } from './view.ts';
export { playScore, roundToFive, scoreHand } from './scoring.ts';
export { deckFrom, mustApply, mustDeal, playOut } from './testing.ts';
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
