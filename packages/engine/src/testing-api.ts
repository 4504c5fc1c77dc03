// `@boneyard/engine/testing`: builders for scenario tests and benchmarks in this and other
// packages — a deck that deals exactly the hands a test needs, scripted moves, positions from
// text. Not part of the rules library's public API. (`@boneyard/engine/testing/properties` adds
// the property-test generators, which need vitest and fast-check.)
export { checkedRules, deckFrom, mustApply, mustDeal, optionChoices, playOut } from './testing.ts';
export { mustRules, position, tiles } from './position.test-helper.ts';
