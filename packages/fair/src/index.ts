// @boneyard/fair — the provably fair deal boneyard/deal/v1 (see README.md for the spec).
export { FAIR_ERROR_CODES, type FairErrorCode, type FairResult } from './result.ts';
export { u32, enc, utf8, concatBytes, bytesToHex, hexToBytes } from './bytes.ts';
export { TILES, TILE_COUNT, tileAt, tileIndex, type Tile } from './tiles.ts';
export {
  DEAL_ALGORITHM,
  COMMIT_DOMAIN,
  commitment,
  dealKey,
  streamBlock,
  byteStream,
  uniform,
  shuffleIndices,
  shuffle,
  splitDeck,
  type DealInput,
  type WordSource,
} from './algorithm.ts';
export {
  SERVER_SEED_BYTES,
  MIN_SEATS,
  MAX_SEATS,
  validateDealInput,
  dealHands,
  type DealOutcome,
} from './deal.ts';
export {
  CLIENT_SEED_BYTES,
  newServerSeed,
  randomClientSeed,
  clientSeedFromPhrase,
} from './seeds.ts';
export { BOT_SEED_ALGORITHM, botSeed, type BotSeedInput } from './bot-seed.ts';
