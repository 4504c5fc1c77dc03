// v15's choice model: each feature's factor, one at a time, on a position worked out by hand, and
// the chances of every legal move summing to 1. The position: the lead 4-6 on the table (ends 6
// and 4), a player holding 6-6, 1-6 and 2-3. Legal: 6-6 or 1-6, both on the 6.
// - 6-6 leaves ends 6 | 4, keeps 1-6 and 2-3 (numbers 1, 2, 3, 6: four), of which 1-6 fits an end;
//   unseen tiles fitting 6 or 4: 0-6, 2-6, 3-6, 5-6 and 0-4 … 4-5 (six): ten.
// - 1-6 leaves ends 1 | 4, keeps 6-6 and 2-3 (numbers 2, 3, 6: three), none fits an end;
//   unseen tiles fitting 1 or 4: 0-1 … 1-5 (six) and 0-4, 2-4 … 4-5 (five more; 1-4 counted once): eleven.
import { describe, expect, it } from 'vitest';
import { TILE_HIGH, TILE_LOW, indexOfTile, maskOf } from '../fast/tables.ts';
import { Sfc32, viewFor, type Action } from '@boneyard/engine';
import { fastConfig } from '../fast/config.ts';
import { FastHand } from '../fast/hand.ts';
import { decisionPositions } from '../honesty.test-helper.ts';
import { knowledgeOf } from '../knowledge.ts';
import { Sampler } from '../sample.ts';
import { PlayInference } from './likelihood.ts';
import { TWO_DRAWING } from '../two-drawing.test-helper.ts';
import { ChoiceModel, THINKERS_V15, type ChoiceFactors } from './choice.ts';

const EVEN: ChoiceFactors = { pip: 1, double: 1, variety: 1, follow: 1, unseen: 1, sameEnds: 1 };
const held = maskOf(['6-6', '1-6', '2-3']);
const board = maskOf(['4-6']);
const chanceOfDouble = (factors: Partial<ChoiceFactors>) =>
  new ChoiceModel({ ...EVEN, ...factors }).chance(held, board, 6, 4, indexOfTile('6-6'), true);

describe('v15 choice model', () => {
  it.each([
    ['every factor 1: a uniform choice', {}, 1 / 2],
    ['pips: 12 against 7', { pip: 1.03 }, 1.03 ** 12 / (1.03 ** 12 + 1.03 ** 7)],
    ['the double', { double: 2.46 }, 2.46 / 3.46],
    ['numbers kept: four against three', { variety: 1.51 }, 1.51 / 2.51],
    ['kept tiles that fit: one against none', { follow: 1.06 }, 1.06 / 2.06],
    ['unseen tiles that fit: ten against eleven', { unseen: 0.59 }, 1 / 1.59],
  ])('%s', (_name, factors, expected) => {
    expect(chanceOfDouble(factors)).toBeCloseTo(expected, 12);
  });

  it('ends that match: a tile that fits two different ends is two moves, and one leaving them alike gains the factor', () => {
    // Ends 3 | 5 holding 3-5 and 3-6: 3-5 on the 3 leaves 5 | 5, on the 5 leaves 3 | 3, 3-6 leaves 6 | 5.
    const model = new ChoiceModel({ ...EVEN, sameEnds: 2.31 });
    const hand = maskOf(['3-5', '3-6']);
    const table = maskOf(['3-4', '4-5']);
    expect(model.chance(hand, table, 3, 5, indexOfTile('3-5'), true)).toBeCloseTo(2.31 / 5.62, 12);
    expect(model.chance(hand, table, 3, 5, indexOfTile('3-5'), false)).toBeCloseTo(2.31 / 5.62, 12);
    expect(model.chance(hand, table, 3, 5, indexOfTile('3-6'), true)).toBeCloseTo(1 / 5.62, 12);
  });

  it('where both ends show one number, either end is the same play', () => {
    // Ends 6 | 6 holding 1-6 and 2-6: four moves, two per tile.
    const model = new ChoiceModel(THINKERS_V15);
    const hand = maskOf(['1-6', '2-6']);
    const table = maskOf(['6-6']);
    const chances = (['1-6', '2-6'] as const).map((tile) =>
      model.chance(hand, table, 6, 6, indexOfTile(tile), true),
    );
    expect(chances[0]! + chances[1]!).toBeCloseTo(1, 12);
    expect(model.chance(hand, table, 6, 6, indexOfTile('1-6'), false)).toBe(chances[0]);
  });

  it('a tile laid on an end it does not fit has chance 0', () => {
    expect(new ChoiceModel(THINKERS_V15).chance(held, board, 6, 4, indexOfTile('1-6'), false)).toBe(
      0,
    );
  });

  it("the fitted model's chances of every legal play sum to 1 (random positions)", () => {
    const model = new ChoiceModel(THINKERS_V15);
    const rng = new Sfc32(15, 1);
    let checked = 0;
    for (let trial = 0; trial < 500; trial++) {
      let hand = 0;
      let table = 0;
      for (let tile = 0; tile < 28; tile++) {
        const r = rng.below(4);
        if (r === 0) hand |= 1 << tile;
        else if (r === 1) table |= 1 << tile;
      }
      const [left, right] = [rng.below(7), rng.below(7)];
      let sum = 0;
      let moves = 0;
      for (let tile = 0; tile < 28; tile++) {
        if (!((hand >>> tile) & 1)) continue;
        const fits = (end: number) => TILE_LOW[tile] === end || TILE_HIGH[tile] === end;
        if (fits(left))
          [sum, moves] = [sum + model.chance(hand, table, left, right, tile, true), moves + 1];
        // Where the ends show one number, the right end is the same play as the left: counted once.
        if (fits(right) && left !== right)
          [sum, moves] = [sum + model.chance(hand, table, left, right, tile, false), moves + 1];
      }
      if (moves === 0) continue;
      expect(sum).toBeCloseTo(1, 12);
      checked++;
    }
    expect(checked).toBeGreaterThan(300);
  });

  it("PlayInference reads the opponent's plays by the choice model: with every factor 1 it weighs deals as a uniform choice does", () => {
    // The heaviest-tile reading with a vanishing greedy share is a uniform choice among the legal
    // moves, read by tile: it agrees with the choice model of factors 1 on every deal, so the choice
    // path reads the same plays, ends and hands — but for a tile that fits two different ends, where
    // the choice model reads the end it was laid on (half the tile's chance): a power of two apart.
    const rules = TWO_DRAWING[0]!.rules;
    const rng = new Sfc32(15, 2);
    const randomPlay = (legal: readonly Action[]) => legal[rng.below(legal.length)]!;
    const even = new ChoiceModel(EVEN);
    const fitted = new ChoiceModel(THINKERS_V15);
    let compared = 0;
    let differs = 0;
    let alike = 0;
    for (const state of decisionPositions(rules, 60, 1500, { seat: 0, others: randomPlay })) {
      const view = viewFor(state, 0);
      const uniform = new PlayInference(view, 1e-12);
      if (!uniform.informative) continue;
      const byEven = new PlayInference(view, 0.6, 0, even);
      const byFitted = new PlayInference(view, 0.6, 0, fitted);
      const heaviest = new PlayInference(view, 0.6);
      const config = fastConfig(rules);
      const sampler = new Sampler(config, knowledgeOf(view)!, true);
      const dealt = new FastHand(config);
      for (let d = 0; d < 8; d++) {
        sampler.sample(dealt, rng);
        const doublings = Math.log2(uniform.weight(dealt) / byEven.weight(dealt));
        expect(doublings).toBeCloseTo(Math.round(doublings), 9);
        expect(doublings).toBeGreaterThan(-1e-9);
        if (Math.round(doublings) === 0) alike++;
        if (Math.abs(byFitted.weight(dealt) - heaviest.weight(dealt)) > 1e-9) differs++;
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
    expect(alike).toBeGreaterThan(compared / 2);
    expect(differs).toBeGreaterThan(compared / 2);
  });
});
