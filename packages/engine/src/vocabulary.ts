// The rule-set vocabulary alone (`@boneyard/engine/vocabulary`): the const tuples of every
// switch's values and the tiles, without the validator or play. For code that must stay small
// (the web's agreements table is part of pages' first load).
export * from './types-rules.ts';
export { ALL_TILES, isDouble, MAX_PIP } from './tiles.ts';
