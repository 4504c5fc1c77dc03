// Public API of the rules engine.
export * from './types.ts';
export {
  ALL_TILES,
  compareHeaviest,
  compareLightest,
  halves,
  handPips,
  isDouble,
  isTile,
  makeTile,
  parseTile,
  pipsOf,
  shows,
  tileIndex,
} from './tiles.ts';
export { sideOfSeat, sidesOf } from './sides.ts';
export {
  validateRules,
  type Contradiction,
  type InertRule,
  type RulesVerdict,
} from './validate.ts';
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
export { Sfc32, sfc32From, shuffleInPlace } from './random.ts';
export { chooseLead, leadIsForced } from './opening.ts';
export { scoresDuringPlay } from './recording.ts';
