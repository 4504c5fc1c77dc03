// The endgame solver's alpha-beta against plain minimax (no pruning, written out below) on small
// fully known positions: with a budget it never reaches, pruning must not change a single value —
// two sides (exact), pairs, and three free-for-all seats (paranoid: everyone else minimizes).
import { presetRules, Sfc32, shuffleInPlace, type PresetId } from '@boneyard/engine';
import { describe, expect, it } from 'vitest';
import { fastConfig, type FastConfig } from './config.ts';
import { FastHand, STATUS_PLAYING } from './hand.ts';
import { HandScorer } from './score.ts';
import { EndgameSolver } from './solve.ts';
import { popcount } from './tables.ts';

/** The reference: every move of every seat, the side's seats maximizing, all others minimizing. */
function minimax(hand: FastHand, side: number, evaluate: (hand: FastHand) => number): number {
  if (hand.status !== STATUS_PLAYING) return evaluate(hand);
  const moves = new Int32Array(16);
  const count = hand.legalMoves(moves);
  const maximizing = hand.config.sideOf[hand.turn] === side;
  let best = maximizing ? -Infinity : Infinity;
  for (let i = 0; i < count; i++) {
    const next = new FastHand(hand.config);
    next.copyFrom(hand);
    next.play(moves[i]!);
    const value = minimax(next, side, evaluate);
    best = maximizing ? Math.max(best, value) : Math.min(best, value);
  }
  return best;
}

/** Random play from random deals until at most `held` tiles are in hands and 2 to draw. */
function positions(config: FastConfig, held: number, count: number, seed: number): FastHand[] {
  const rng = new Sfc32(seed, 5);
  const deck = Array.from({ length: 28 }, (_, i) => i);
  const found: FastHand[] = [];
  const hand = new FastHand(config);
  const moves = new Int32Array(16);
  while (found.length < count) {
    shuffleInPlace(deck, 28, rng);
    hand.deal(deck, -1);
    while (hand.status === STATUS_PLAYING) {
      let inHands = 0;
      for (let seat = 0; seat < hand.players; seat++) inHands += popcount(hand.hands[seat]!);
      if (
        inHands <= held &&
        hand.boneyardEnd - hand.boneyardHead <= 2 &&
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

function configOf(id: PresetId, players: number): FastConfig {
  const rules = presetRules(id, { players });
  if (!rules.ok) throw new Error(rules.message);
  return fastConfig(rules.value);
}

describe('EndgameSolver equals plain minimax', () => {
  it.each([
    // preset, players, tiles in hands at most, positions, seed
    ['block', 2, 9, 40, 1],
    ['draw', 2, 9, 40, 2],
    ['kozyol', 2, 9, 40, 3],
    ['kozel', 4, 9, 30, 4],
    ['block', 3, 8, 30, 5],
  ] as const)('%s for %i (%i tiles left)', (preset, players, held, count, seed) => {
    const config = configOf(preset, players);
    const scorer = new HandScorer();
    const solver = new EndgameSolver(config);
    const rng = new Sfc32(seed, 9);
    const greedy = new Int32Array(4);
    for (const hand of positions(config, held, count, seed))
      for (let side = 0; side < config.sideCount; side++) {
        const evaluate = (h: FastHand) => {
          scorer.score(h);
          return scorer.valueFor(h, side) + (scorer.winner === side ? 12 : 0);
        };
        const expected = minimax(hand, side, evaluate);
        expect(solver.solve(hand, side, evaluate, 1e9, rng, greedy)).toBe(expected);
      }
  });

  it('leaves the position it was given as it was', () => {
    const config = configOf('block', 2);
    const [hand] = positions(config, 8, 1, 7);
    const before = new FastHand(config);
    before.copyFrom(hand!);
    const scorer = new HandScorer();
    const evaluate = (h: FastHand) => (scorer.score(h), scorer.valueFor(h, 0));
    new EndgameSolver(config).solve(hand!, 0, evaluate, 1e9, new Sfc32(1), new Int32Array(4));
    expect(hand).toEqual(before);
  });
});
