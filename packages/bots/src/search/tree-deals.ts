// The deals boneyard/bot/v5's tree search plays on: sampled uniformly among the deals that fit
// everything public (sample.ts), then weighted by how likely each makes the opponents' plays
// this hand (v2's PlayInference, with the opponent model v4 picks). The search draws one deal
// per iteration in proportion to its weight (importance resampling), so a deal where an
// opponent passed over a heavy tile it "held" comes up rarely. Sums run in pool order: the same
// floating-point results in every engine.
import type { SeatView, Sfc32 } from '@boneyard/engine';
import type { FastConfig } from '../fast/config.ts';
import { FastHand } from '../fast/hand.ts';
import type { Knowledge } from '../knowledge.ts';
import { Sampler } from '../sample.ts';
import { readPlays } from '../reading/read-plays.ts';
import type { ChoiceModel } from '../reading/choice.ts';

export class DealPool {
  private readonly deals: FastHand[] = [];
  /** Running sums of the weights; the last is the total. */
  private readonly cumulative: Float64Array;

  constructor(
    view: SeatView,
    config: FastConfig,
    know: Knowledge,
    rng: Sfc32,
    size: number,
    inferenceGreedy: number,
    partnerGreedy = 0,
    choice?: ChoiceModel,
    history?: boolean,
  ) {
    const sampler = new Sampler(config, know, true);
    const inference =
      inferenceGreedy > 0
        ? readPlays(view, inferenceGreedy, partnerGreedy, choice ?? null, history)
        : null;
    const weighted = inference !== null && inference.informative;
    this.cumulative = new Float64Array(size);
    let sum = 0;
    for (let i = 0; i < size; i++) {
      const deal = new FastHand(config);
      sampler.sample(deal, rng);
      this.deals.push(deal);
      sum += weighted ? inference.weight(deal) : 1;
      this.cumulative[i] = sum;
    }
    // Every deal unlikely to the model (weights all 0): fall back to uniform.
    if (!(sum > 0)) for (let i = 0; i < size; i++) this.cumulative[i] = i + 1;
  }

  /** A deal in proportion to its weight (binary search on the running sums). */
  pick(rng: Sfc32): FastHand {
    const { cumulative } = this;
    const target = rng.next() * cumulative[cumulative.length - 1]!;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return this.deals[lo]!;
  }
}
