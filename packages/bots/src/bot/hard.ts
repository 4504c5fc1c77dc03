// The 'hard' bot: determinized Monte-Carlo. Deal the hidden tiles at random in a way that fits
// what this seat knows, try every legal move on that deal and finish the hand with random
// playouts on the fast path; the move with the best average outcome for this seat's side wins.
// Every move sees the same deals, so the comparison is not drowned in deal luck.
import type { Action, Rules, Sfc32 } from '@boneyard/engine';
import { fastConfig } from '../fast/config.ts';
import { moveOfAction } from '../fast/convert.ts';
import { FastHand } from '../fast/hand.ts';
import { HandScorer } from '../fast/score.ts';
import type { Knowledge } from './knowledge.ts';
import { Sampler } from './sample.ts';

/** Playouts per decision, shared among the legal moves. */
export const HARD_PLAYOUTS = 480;
const MIN_DEALS = 12;

export function hardAction(rules: Rules, know: Knowledge, legal: readonly Action[], rng: Sfc32, playouts = HARD_PLAYOUTS): Action {
  return flatSearch(rules, know, legal, rng, { playouts, minDeals: MIN_DEALS, uniform: false });
}

/** How much a flat search works, and how it deals the hidden tiles (sample.ts: uniform or greedy). */
export interface FlatWork {
  readonly playouts: number;
  readonly minDeals: number;
  readonly uniform: boolean;
}

/** Every legal move tried on the same deals, each finished by a random playout; the best total wins. */
export function flatSearch(rules: Rules, know: Knowledge, legal: readonly Action[], rng: Sfc32, work: FlatWork): Action {
  const config = fastConfig(rules);
  const sampler = new Sampler(config, know, work.uniform);
  const dealt = new FastHand(config);
  const trial = new FastHand(config);
  const scorer = new HandScorer();
  const side = config.sideOf[know.seat]!;
  const moves = legal.map(moveOfAction);
  const totals = new Float64Array(moves.length);
  const deals = Math.max(work.minDeals, Math.floor(work.playouts / moves.length));
  for (let d = 0; d < deals; d++) {
    sampler.sample(dealt, rng);
    for (let i = 0; i < moves.length; i++) {
      trial.copyFrom(dealt);
      trial.play(moves[i]!);
      trial.playout(rng);
      scorer.score(trial);
      totals[i]! += scorer.valueFor(trial, side);
    }
  }
  let best = 0;
  for (let i = 1; i < moves.length; i++) if (totals[i]! > totals[best]!) best = i;
  return legal[best]!;
}
