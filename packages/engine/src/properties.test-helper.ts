// What the property tests over random whole matches share (properties.test.ts,
// boards.properties.test.ts, agreements.properties.test.ts): a seeded generator so every failing
// case replays from its seed, shuffled decks, the preset tables, and the check that all 28 tiles
// are somewhere at every step.
import fc from 'fast-check';
import { expect } from 'vitest';
import { boardTiles } from './board.ts';
import { PRESETS, presetRules } from './presets.ts';
import { ALL_TILES } from './tiles.ts';
import type { MatchState, Rules, Tile } from './types.ts';
import { viewFor } from './view.ts';

/** Every preset at every player count it allows (its default options otherwise). */
export const PRESET_TABLES: readonly Rules[] = Object.values(PRESETS).flatMap((info) =>
  info.players.map((players) => {
    const rules = presetRules(info.id, { players });
    if (!rules.ok) throw new Error(rules.message);
    return rules.value;
  }),
);

/** A match's seed for fast-check: any non-negative 31-bit integer. */
export const matchSeed = () => fc.integer({ min: 0, max: 2 ** 31 - 1 });

/** mulberry32: a tiny seeded generator, so every failing case can be replayed from its seed. */
export function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** All 28 tiles in the order a Fisher–Yates shuffle with `random` gives. */
export function shuffled(random: () => number): Tile[] {
  const deck = [...ALL_TILES];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [deck[i], deck[j]] = [deck[j] as Tile, deck[i] as Tile];
  }
  return deck;
}

/** Every tile is in exactly one place: a hand, the board, the boneyard or out of play. */
export function expectAllTiles(state: MatchState): void {
  const hand = state.hand;
  if (!hand) return;
  const all = [
    ...hand.hands.flat(),
    ...boardTiles(hand.board),
    ...hand.boneyard,
    ...hand.outOfPlay,
  ];
  expect(new Set(all).size).toBe(28);
  expect(all).toHaveLength(28);
}

/** No seat's view (nor a spectator's) names a tile in another hand, the boneyard or out of play. */
export function expectViewsHideUnseen(state: MatchState): void {
  const hand = state.hand;
  if (!hand || hand.result) return;
  for (const seat of [null, ...hand.hands.keys()]) {
    const hidden = [
      ...hand.boneyard,
      ...hand.outOfPlay,
      ...hand.hands.flatMap((h, s) => (s === seat ? [] : h)),
    ];
    const text = JSON.stringify({ ...viewFor(state, seat), history: [] });
    for (const tile of hidden) expect(text).not.toContain(`"${tile}"`);
  }
}
