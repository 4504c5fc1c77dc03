// boneyard/bot/v11's search for 2-player games that draw, against plain heavy-tile shedders:
// the deals v2's search samples (uniform over what is public, weighed by how likely they make the
// other seat's plays), each valued exactly for every move by expectimax.ts — this seat's best
// play from there on, the other seat's heaviest tile, every draw averaged over the boneyard's
// tiles. The best total decides (ties to the first listed move). Exact values cost more the more
// tiles are unseen, so a decision gets a node budget: each deal may use its share of it
// (budget / minDeals), and when one runs out the deals valued so far decide if there are at
// least minDeals of them; else the caller's other search does (null).
import type { Action, SeatView, Sfc32 } from '@boneyard/engine';
import { fastConfig } from '../fast/config.ts';
import { FastHand } from '../fast/hand.ts';
import type { Knowledge } from '../knowledge.ts';
import { searchContext, type SearchWork } from './flat.ts';
import { DrawExpectimax } from './expectimax.ts';
import { pairedValues, type ValuesObserver } from './values.ts';

export interface ExactWork {
  /** Deals per decision at most, and at least this many valued for the answer to count. */
  readonly deals: number;
  readonly minDeals: number;
  /** Positions valued per decision at most, over all its deals and moves. */
  readonly nodes: number;
}

/** One solver per process: its table (~7 MB) is emptied per deal, never reallocated. */
let shared: DrawExpectimax | null = null;

export function exactAction(
  view: SeatView,
  know: Knowledge,
  legal: readonly Action[],
  rng: Sfc32,
  search: SearchWork,
  work: ExactWork,
  observer?: ValuesObserver,
): Action | null {
  const config = fastConfig(view.rules);
  const { sampler, evaluate, moves, inference } = searchContext(view, know, legal, search);
  const solver = (shared ??= new DrawExpectimax(config));
  const dealt = new FastHand(config);
  const totals = new Float64Array(moves.length);
  const values = new Float64Array(moves.length);
  const share = Math.floor(work.nodes / work.minDeals);
  let used = 0;
  let valued = 0;
  // The observer's copy of each valued deal's weight and move values (no decision reads them).
  const weights = observer ? new Float64Array(work.deals) : null;
  const samples = observer ? moves.map(() => new Float64Array(work.deals)) : null;
  while (valued < work.deals) {
    sampler.sample(dealt, rng);
    const weight = inference !== null ? inference.weight(dealt) : 1;
    solver.begin(dealt, know.seat, evaluate, Math.min(share, work.nodes - used));
    for (let i = 0; i < moves.length; i++) values[i] = solver.moveValue(moves[i]!);
    used += solver.nodes;
    if (solver.cut) break;
    for (let i = 0; i < moves.length; i++) totals[i]! += weight * values[i]!;
    if (weights !== null && samples !== null) {
      weights[valued] = weight;
      for (let i = 0; i < moves.length; i++) samples[i]![valued] = values[i]!;
    }
    valued++;
  }
  if (valued < work.minDeals) return null;
  if (observer && weights !== null && samples !== null)
    observer(pairedValues('exact', legal, weights, samples, valued));
  let best = 0;
  for (let i = 1; i < moves.length; i++) if (totals[i]! > totals[best]!) best = i;
  return legal[best]!;
}
