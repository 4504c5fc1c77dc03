// The fast path's compulsory lead against the engine's chooseLead, for every first-lead rule.
// Hands without doubles are where the rules fall back to the heaviest or lightest tile and
// ties of equal weight decide (4-5 before 3-6): a random deal reaches that about once in 300.
import { describe, expect, it } from 'vitest';
import {
  chooseLead,
  presetRules,
  ALL_TILES,
  isDouble,
  FIRST_LEAD_RULES,
  type Rules,
  type Tile,
  Sfc32,
} from '@boneyard/engine';
import { forcedLeadTile } from './lead.ts';
import { indexOfTile, maskOf, tilesOf } from './tables.ts';

const drawRules = presetRules('draw');
if (!drawRules.ok) throw new Error(drawRules.message);
const base = drawRules.value;

function shuffled(tiles: readonly Tile[], rng: Sfc32): Tile[] {
  const out = [...tiles];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function expectSameLead(rules: Rules, hands: Tile[][]): void {
  const engine = chooseLead(rules, hands, undefined);
  const fast = forcedLeadTile(rules.firstLead, Int32Array.from(hands.map(maskOf)), hands.length);
  expect(tilesOf(1 << fast)[0]).toBe(engine.tile);
}

describe('forcedLeadTile agrees with chooseLead', () => {
  for (const firstLead of FIRST_LEAD_RULES) {
    const rules: Rules = { ...base, firstLead, agreements: undefined };
    it(`${firstLead}: every pair of equal-weight tiles, each holder first`, () => {
      for (const x of ALL_TILES) {
        for (const y of ALL_TILES) {
          if (x === y || isDouble(x) || isDouble(y)) continue;
          if (indexOfTile(x) > indexOfTile(y)) continue;
          expectSameLead(rules, [[x], [y]]);
          expectSameLead(rules, [[y], [x]]);
        }
      }
    });
    it(`${firstLead}: 2,000 random deals of 2–4 seats, half of them without doubles`, () => {
      const rng = new Sfc32(0x1ead);
      for (let n = 0; n < 2_000; n++) {
        const players = 2 + (n % 3);
        const each = 5 + rng.below(3);
        const pool = n % 2 === 0 ? ALL_TILES.filter((t) => !isDouble(t)) : ALL_TILES;
        const deck = shuffled(pool, rng);
        const hands = Array.from({ length: players }, (_, s) =>
          deck.slice(s * each, s * each + each),
        );
        expectSameLead(rules, hands);
      }
    });
  }
});
