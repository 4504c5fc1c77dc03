// The fast path's public surface: random playouts on bitmask hands, for search and benchmarks.
export { fastApplies, fastConfig, type FastConfig } from './config.ts';
export {
  END_LEAD,
  END_LEFT,
  END_RIGHT,
  FastHand,
  STATUS_DOMINO,
  STATUS_FISH,
  STATUS_PLAYING,
  moveEnd,
  moveOf,
  moveTile,
} from './hand.ts';
export {
  actionOfMove,
  fastFromHand,
  fastFromMatch,
  fastLegalActions,
  moveOfAction,
} from './convert.ts';
export { HandScorer, seatCount, seatPips } from './score.ts';
export { Sfc32, sfc32From, shuffleInPlace } from '@boneyard/engine';
export { allTables, everyTable, dealRandom, shuffledDeck, type Table } from './simulate.ts';
export { TILE_NAMES, maskOf, tilesOf } from './tables.ts';
