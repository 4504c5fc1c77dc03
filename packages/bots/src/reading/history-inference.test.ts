// v17's reading of every play back to the deal, beside v2's PlayInference: the same weights where
// the opponent never drew, never 0 for the hand the opponent really holds, 0 for a hand that could
// not have drawn where it did, and the true hand weighed above the deals sampled beside it.
import { describe, expect, it } from 'vitest';
import { type Action, type MatchState, viewFor, Sfc32 } from '@boneyard/engine';
import { fastConfig } from '../fast/config.ts';
import { FastHand } from '../fast/hand.ts';
import { SUIT_MASK, maskOf } from '../fast/tables.ts';
import { decisionPositions, heaviestPlay } from '../honesty.test-helper.ts';
import { knowledgeOf, layOnEnds, type OpenEnds } from '../knowledge.ts';
import { Sampler } from '../sample.ts';
import { TWO_DRAWING } from '../two-drawing.test-helper.ts';
import { PlayInference } from './likelihood.ts';
import { ChoiceModel, THINKERS_V15 } from './choice.ts';
import { HistoryInference } from './history-inference.ts';

const THINKERS = new ChoiceModel(THINKERS_V15);
const opponentDrew = (state: MatchState) =>
  state.hand!.moves.some((move) => move.seat === 1 && 'draw' in move);

function randomPlayer(seed: number) {
  const rng = new Sfc32(seed, 41);
  return (legal: readonly Action[]) => legal[rng.below(legal.length)]!;
}

/** Seat 0's positions against a shedder and against a random player, on every 2-player drawing table. */
function positions(count: number, seed: number): { state: MatchState; against: string }[] {
  return TWO_DRAWING.flatMap((table, i) => [
    ...decisionPositions(table.rules, count, seed + i, { seat: 0, others: heaviestPlay }).map(
      (state) => ({ state, against: 'shedder' }),
    ),
    ...decisionPositions(table.rules, count, seed + 50 + i, {
      seat: 0,
      others: randomPlayer(seed + i),
    }).map((state) => ({ state, against: 'random' })),
  ]);
}

/** The deal as it is: seat 1's true hand on a sample of the rest. */
function trueDeal(state: MatchState, sampler: Sampler, rng: Sfc32): FastHand {
  const dealt = new FastHand(fastConfig(state.rules));
  sampler.sample(dealt, rng);
  dealt.hands[1] = maskOf(state.hand!.hands[1]!);
  return dealt;
}

describe('HistoryInference (boneyard/bot/v17)', () => {
  const all = positions(150, 5100);

  it.each([
    ['plain shedders (0.95)', 0.95, null],
    ['thinkers (v15 choice model)', 0.6, THINKERS],
  ] as const)(
    'weighs as PlayInference where the opponent never drew: %s',
    (_name, greedy, choice) => {
      const rng = new Sfc32(17, 3);
      let compared = 0;
      for (const { state } of all.filter(({ state }) => !opponentDrew(state))) {
        const view = viewFor(state, 0);
        const sampler = new Sampler(fastConfig(state.rules), knowledgeOf(view)!, true);
        const before = new PlayInference(view, greedy, 0, choice);
        const now = new HistoryInference(view, greedy, choice);
        expect(now.informative).toBe(before.informative);
        const dealt = new FastHand(fastConfig(state.rules));
        for (let d = 0; d < 8; d++) {
          sampler.sample(dealt, rng);
          expect(now.weight(dealt)).toBeCloseTo(before.weight(dealt), 12);
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(500);
    },
  );

  it('never rules out the hand the opponent really holds, and weighs it above the sampled deals against a shedder', () => {
    const rng = new Sfc32(19, 5);
    const ratios: number[] = [];
    let drew = 0;
    for (const { state, against } of all.filter(({ state }) => opponentDrew(state))) {
      drew++;
      const view = viewFor(state, 0);
      const sampler = new Sampler(fastConfig(state.rules), knowledgeOf(view)!, true);
      const shedders = new HistoryInference(view, 0.95);
      const thinkers = new HistoryInference(view, 0.6, THINKERS);
      const truth = trueDeal(state, sampler, rng);
      expect(shedders.weight(truth)).toBeGreaterThan(0);
      expect(thinkers.weight(truth)).toBeGreaterThan(0);
      if (against !== 'shedder' || !shedders.informative) continue;
      const dealt = new FastHand(fastConfig(state.rules));
      let sum = 0;
      for (let d = 0; d < 200; d++) {
        sampler.sample(dealt, rng);
        sum += shedders.weight(dealt);
      }
      if (sum > 0) ratios.push(shedders.weight(truth) / (sum / 200));
    }
    expect(drew).toBeGreaterThan(50);
    expect(ratios.length).toBeGreaterThan(20);
    // The truth is as likely as an average sampled deal would be by chance (1); the plays make it likelier.
    expect(ratios.reduce((a, b) => a + b, 0) / ratios.length).toBeGreaterThan(1.5);
  });

  it('gives 0 to a hand that held a fitting tile when the opponent drew', () => {
    let checked = 0;
    for (const { state } of all.filter(({ state }) => opponentDrew(state))) {
      const moves = state.hand!.moves;
      const view = viewFor(state, 0);
      const know = knowledgeOf(view)!;
      // The ends at the opponent's last draw: what it held then (and holds now, drawn tiles aside) did not fit them.
      const lastDraw = moves.findLastIndex((move) => move.seat === 1 && 'draw' in move);
      const ends: OpenEnds = [-1, -1];
      for (const move of moves.slice(0, lastDraw)) if ('play' in move) layOnEnds(ends, move);
      if (ends[0] < 0) continue;
      const fitting = know.unknown & (SUIT_MASK[ends[0]]! | SUIT_MASK[ends[1]]!);
      const held = maskOf(state.hand!.hands[1]!);
      if (fitting === 0 || held === 0) continue;
      const dealt = trueDeal(
        state,
        new Sampler(fastConfig(state.rules), know, true),
        new Sfc32(23, checked),
      );
      // Swap one held tile for a fitting unseen one.
      const swapIn = fitting & -fitting;
      dealt.hands[1] = (held & ~(held & -held)) | swapIn;
      if ((held & swapIn) !== 0) continue;
      expect(new HistoryInference(view, 0.95).weight(dealt)).toBe(0);
      expect(new HistoryInference(view, 0.6, THINKERS).weight(dealt)).toBe(0);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });
});
