// The 'expert' bot: the hard bot's determinized search (the same sampler: hidden tiles dealt
// consistent with counts, played tiles and numbers a seat showed it lacks), with more deals and
// playouts in which every seat plays like a sensible player instead of at random: mostly its
// heaviest legal tile (shedding pips is what every line game rewards), sometimes another one,
// so the search values moves against opponents that resemble real ones. Fixed work, seeded.
import type { Action, Rules } from '../types.ts';
import { fastConfig } from '../fast/config.ts';
import { moveOfAction } from '../fast/convert.ts';
import { FastHand, STATUS_PLAYING } from '../fast/hand.ts';
import type { Sfc32 } from '../fast/random.ts';
import { HandScorer } from '../fast/score.ts';
import { TILE_PIPS } from '../fast/tables.ts';
import type { Knowledge } from './knowledge.ts';
import { Sampler } from './sample.ts';

/** Playouts per decision, shared among the legal moves (sized for ≤ 100 ms p99 on one core). */
export const EXPERT_PLAYOUTS = 2400;
const MIN_DEALS = 40;
/** Out of 8: how often a playout seat plays its heaviest tile rather than a random legal one. */
const HEAVIEST_IN_8 = 6;

const scratch = new Int32Array(64);

/** Plays the hand out with the heaviest-mostly policy. */
function policyPlayout(hand: FastHand, rng: Sfc32): void {
  while (hand.status === STATUS_PLAYING) {
    const count = hand.legalMoves(scratch);
    let pick = 0;
    if (count > 1) {
      if (rng.below(8) < HEAVIEST_IN_8) {
        for (let i = 1; i < count; i++) if (TILE_PIPS[scratch[i]! >>> 2]! > TILE_PIPS[scratch[pick]! >>> 2]!) pick = i;
      } else pick = rng.below(count);
    }
    hand.play(scratch[pick]!);
  }
}

export function expertAction(rules: Rules, know: Knowledge, legal: readonly Action[], rng: Sfc32, playouts = EXPERT_PLAYOUTS): Action {
  const config = fastConfig(rules);
  const sampler = new Sampler(config, know);
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
      policyPlayout(trial, rng);
      scorer.score(trial);
      totals[i]! += scorer.valueFor(trial, side);
    }
  }
  let best = 0;
  for (let i = 1; i < moves.length; i++) if (totals[i]! > totals[best]!) best = i;
  return legal[best]!;
}
