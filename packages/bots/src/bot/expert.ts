// The 'expert' bot: the hard bot's determinized search with about four times the deals, and
// hidden tiles dealt uniformly among the deals consistent with everything public (counts,
// played tiles, numbers a seat showed it lacks) by rejection sampling, where hard's greedy
// sampler is biased. Fixed work, seeded: a pure function of the view and the bot seed.
// Tried and not kept (no difference outside the interval on 150 duplicate deals, `pnpm
// bench:bots --only expert:hard`): playouts where seats mostly play their heaviest tile, and a
// bonus for winning the hand on top of the point margin.
import type { Action, Rules, Sfc32 } from '@boneyard/engine';
import { flatSearch } from './hard.ts';
import type { Knowledge } from './knowledge.ts';

/** Playouts per decision, shared among the legal moves (sized for ≤ 100 ms p99 on one core). */
export const EXPERT_PLAYOUTS = 2000;
const MIN_DEALS = 40;

export function expertAction(rules: Rules, know: Knowledge, legal: readonly Action[], rng: Sfc32, playouts = EXPERT_PLAYOUTS): Action {
  return flatSearch(rules, know, legal, rng, { playouts, minDeals: MIN_DEALS, uniform: true });
}
