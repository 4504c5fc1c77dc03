// The exact evaluator of bot/v11 against references built on FastHand's own turn flow (draws,
// passes, fish): with at most one tile to draw nothing is left to chance, so the value must be the
// plain best play against a heaviest-tile shedder; with more, knowing the boneyard's order can
// only help this seat, so the value is at most the mean over orders of that clairvoyant value.
import { describe, expect, it } from 'vitest';
import { presetRules, Sfc32, shuffleInPlace } from '@boneyard/engine';
import { fastConfig } from '../fast/config.ts';
import { FastHand, STATUS_PLAYING } from '../fast/hand.ts';
import { heaviestMove } from '../fast/policy.ts';
import { popcount } from '../fast/tables.ts';
import { HandScorer } from '../fast/score.ts';
import { DrawExpectimax } from './expectimax.ts';

const rules = presetRules('draw', { players: 2 });
if (!rules.ok) throw new Error(rules.message);
const config = fastConfig(rules.value);
const scorer = new HandScorer();
const evaluate = (hand: FastHand) => {
  scorer.score(hand);
  return scorer.valueFor(hand, 0) + (scorer.winner === 0 ? 12 : scorer.winner === 1 ? -12 : 0);
};

/** Seat 0 plays its best, seat 1 its heaviest tile, on the hand's own boneyard order. */
function clairvoyant(hand: FastHand): number {
  if (hand.status !== STATUS_PLAYING) return evaluate(hand);
  const next = new FastHand(config);
  if (hand.turn === 1) {
    next.copyFrom(hand);
    next.play(heaviestMove(next));
    return clairvoyant(next);
  }
  const moves = new Int32Array(16);
  const count = hand.legalMoves(moves);
  let best = -Infinity;
  for (let i = 0; i < count; i++) {
    next.copyFrom(hand);
    next.play(moves[i]!);
    best = Math.max(best, clairvoyant(next));
  }
  return best;
}

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/**
 * Positions of random 2-player Draw hands with seat 0 to choose, at most `bone` tiles left to draw
 * and at most `held` in hands (the references search without a table: exponential in the tiles).
 */
function positions(bone: number, count: number, seed: number, held = 28): FastHand[] {
  const rng = new Sfc32(seed, 3);
  const found: FastHand[] = [];
  const deck = Array.from({ length: 28 }, (_, i) => i);
  const hand = new FastHand(config);
  const moves = new Int32Array(16);
  while (found.length < count) {
    shuffleInPlace(deck, 28, rng);
    hand.deal(deck, -1);
    while (hand.status === STATUS_PLAYING) {
      const inHands = popcount(hand.hands[0]! | hand.hands[1]!);
      if (
        hand.turn === 0 &&
        hand.boneyardEnd - hand.boneyardHead <= bone &&
        inHands <= held &&
        hand.legalMoves(moves) >= 2
      ) {
        const copy = new FastHand(config);
        copy.copyFrom(hand);
        found.push(copy);
        break;
      }
      hand.play(hand.randomMove(rng));
    }
  }
  return found;
}

describe('DrawExpectimax', () => {
  const solver = new DrawExpectimax(config);
  const moves = new Int32Array(16);
  const next = new FastHand(config);

  it('with at most one tile to draw, is the best play against a heaviest-tile shedder', () => {
    for (const hand of positions(1, 60, 1, 10)) {
      solver.begin(hand, 0, evaluate, 1_000_000);
      const count = hand.legalMoves(moves);
      for (let i = 0; i < count; i++) {
        next.copyFrom(hand);
        next.play(moves[i]!);
        expect(solver.moveValue(moves[i]!)).toBeCloseTo(clairvoyant(next), 9);
      }
      expect(solver.cut).toBe(false);
    }
  });

  it(
    'with more to draw, is never above knowing the order, and below it somewhere',
    { timeout: 120_000 },
    () => {
      let below = 0;
      for (const hand of positions(4, 40, 2, 8)) {
        solver.begin(hand, 0, evaluate, 1_000_000);
        const bone = Array.from(hand.boneyard.subarray(hand.boneyardHead, hand.boneyardEnd));
        const count = hand.legalMoves(moves);
        for (let i = 0; i < count; i++) {
          const orders = permutations(bone);
          let mean = 0;
          for (const order of orders) {
            next.copyFrom(hand);
            next.boneyard.set(order, hand.boneyardHead);
            next.play(moves[i]!);
            mean += clairvoyant(next) / orders.length;
          }
          const value = solver.moveValue(moves[i]!);
          expect(value).toBeLessThanOrEqual(mean + 1e-9);
          if (value < mean - 1e-9) below++;
        }
      }
      expect(below).toBeGreaterThan(0);
    },
  );

  it('reports a cut when the budget runs out, and a new deal starts afresh', () => {
    const [hand] = positions(14, 1, 3);
    solver.begin(hand!, 0, evaluate, 50);
    hand!.legalMoves(moves);
    solver.moveValue(moves[0]!);
    expect(solver.cut).toBe(true);
    const [small] = positions(1, 1, 4, 10);
    solver.begin(small!, 0, evaluate, 1_000_000);
    small!.legalMoves(moves);
    next.copyFrom(small!);
    next.play(moves[0]!);
    expect(solver.moveValue(moves[0]!)).toBeCloseTo(clairvoyant(next), 9);
    expect(solver.cut).toBe(false);
  });
});
