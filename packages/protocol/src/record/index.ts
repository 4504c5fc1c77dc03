// Match records `boneyard-match-v1`: schema, building from engine state, and verification.
export * from './schema.ts';
export * from './checks.ts';
export * from './build.ts';
export { verifyHand, type HandCheck, type StateObserver } from './verify-hand.ts';
export { verifyRecord } from './verify.ts';
export { recordToJson } from './json.ts';
export {
  BOT_CHECKS,
  botPlayed,
  verifyBots,
  type BotCheck,
  type BotProgress,
  type BotVerifyOutcome,
} from './verify-bots.ts';
export { botSeedAtMove } from './bot-seed.ts';
export { dealFromSeeds, type HandSeedBytes, type SeededDeal } from './deal.ts';
