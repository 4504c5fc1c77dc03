// `@boneyard/engine/testing`: builders for scenario tests in this and other packages. Not part of
// the rules library's public API (test code only: it imports vitest and fast-check).
export { deckFrom, mustApply, mustDeal, playOut } from './testing.ts';
export { mustRules, position, tiles } from './position.test-helper.ts';
export {
  PRESET_TABLES,
  expectAllTiles,
  expectViewsHideUnseen,
  generator,
  matchSeed,
  shuffled,
} from './properties.test-helper.ts';
