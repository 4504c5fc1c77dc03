// The 'expert' bot: the hard bot's determinized search with about four times the deals, and
// hidden tiles dealt uniformly among the deals consistent with everything public (counts,
// played tiles, numbers a seat showed it lacks) by rejection sampling, where hard's greedy
// sampler is biased. Fixed work, seeded: a pure function of the view and the bot seed.
// Tried and not kept (no difference outside the interval on 150 duplicate deals, `pnpm
// bench:bots --only expert:hard`): playouts where seats mostly play their heaviest tile, and a
// bonus for winning the hand on top of the point margin.
import type { Action, Rules } from '../types.ts';
import { fastConfig } from '../fast/config.ts';
import { moveOfAction } from '../fast/convert.ts';
import { FastHand } from '../fast/hand.ts';
import type { Sfc32 } from '../fast/random.ts';
import { HandScorer } from '../fast/score.ts';
import type { Knowledge } from './knowledge.ts';
import { Sampler } from './sample.ts';

/** Playouts per decision, shared among the legal moves (sized for ≤ 100 ms p99 on one core). */
export const EXPERT_PLAYOUTS = 2000;
const MIN_DEALS = 40;

export function expertAction(rules: Rules, know: Knowledge, legal: readonly Action[], rng: Sfc32, playouts = EXPERT_PLAYOUTS): Action {
  const config = fastConfig(rules);
  const sampler = new Sampler(config, know, true);
  const dealt = new FastHand(config);
  const trial = new FastHand(config);
  const scorer = new HandScorer();
  const side = config.sideOf[know.seat]!;
  const moves = legal.map(moveOfAction);
  const totals = new Float64Array(moves.length);
  const deals = Math.max(MIN_DEALS, Math.floor(playouts / moves.length));
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
