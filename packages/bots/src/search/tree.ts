// boneyard/bot/v5's expert search: single-observer information-set MCTS (Cowling, Powley and
// Whitehouse, 2012). v2–v4 try each move on many deals and finish every deal with a policy
// playout, so after the first move everyone plays like the policy: a plan that needs a later
// good move (keeping a number to block with, playing to the partner's numbers) is never seen.
// Here one tree over the public move sequence grows across deals: each iteration picks a deal
// (determinization) consistent with what this seat knows, walks the tree choosing among the
// moves legal in that deal by UCB (each seat maximizing its own side's value, availability
// counts as the visits of the parent), adds one node, plays the rest out with the policy and
// backs the finished hand's value up. The answer is the most visited move at the root.
// Screened on 1,000 duplicate Kozel deals against hard (docs/bots.md): exploration 25 won 52.5 % of
// hands, 35 53.5 %, 50/100 (own/others) 54.0 %, 80/160 54.1 %, 50/200 54.8 % (kept); the others
// playing the opponent model's policy instead of searching 48.4 % (300 deals, exploration 25), the partner too
// 54.1 %; three times the iterations no better (Draw: 56.8 % vs 57.3 %).
import type { Action, SeatView, Sfc32 } from '@boneyard/engine';
import type { FastConfig } from '../fast/config.ts';
import { moveOfAction } from '../fast/convert.ts';
import { FastHand, STATUS_PLAYING } from '../fast/hand.ts';
import type { Knowledge } from '../knowledge.ts';
import { MatchObjective, matchContextOf } from './objective.ts';
import { ucbScore, ucbTables } from './tree-math.ts';
import { DealPool } from './tree-deals.ts';
import type { ChoiceModel } from '../reading/choice.ts';

export interface TreeWork {
  /** Iterations (one deal, one tree walk, one playout each) per decision. */
  readonly iterations: number;
  /** Deals sampled and weighted once per decision; iterations draw from them. */
  readonly deals: number;
  /**
   * UCB exploration constants, in the objective's points: this side's choices, and the other
   * sides'. The other sides' is larger: every deal holds this seat's true hand, so a seat that
   * exploits the tree's averages plays as if it saw that hand; exploring more keeps the
   * opponents from being modelled as clairvoyant.
   */
  readonly exploration: number;
  readonly otherExploration: number;
  /** Points for winning the hand on top of its margin (absent: HAND_WIN_POINTS; v7 sets it by opponent model). */
  readonly handWin?: number;
}

export interface TreePolicy {
  /** Per seat, the playout policy's chance (of 65,536) of its greedy move. */
  readonly greedy: Int32Array;
  readonly playout: (hand: FastHand, rng: Sfc32, greedy: Int32Array) => void;
  /** The opponent model's chance of the heaviest tile, to weigh deals (0: not weighted). */
  readonly inferenceGreedy: number;
  /** The partner's model, to weigh deals by its plays too (absent or 0: not used; v6 sets it). */
  readonly partnerGreedy?: number;
  /** The opponents' plays read by this choice model when weighing deals (absent: by `inferenceGreedy`; v15 sets it). */
  readonly inferenceChoice?: ChoiceModel;
  /** The opponent's plays read back to the deal when weighing deals (v17). */
  readonly inferenceHistory?: boolean;
}

/** Move codes are tile << 2 | end (fast/hand.ts): below 28 · 4. */
const MOVE_CODES = 112;
const MAX_DEPTH = 64;

export function treeSearch(
  view: SeatView,
  config: FastConfig,
  know: Knowledge,
  legal: readonly Action[],
  rng: Sfc32,
  work: TreeWork,
  policy: TreePolicy,
): Action {
  const sides = config.sideCount;
  const context = matchContextOf(view);
  const objectives = Array.from(
    { length: sides },
    (_, side) => new MatchObjective(config, context, side, work.handWin),
  );
  const values = new Float64Array(sides);
  const pool = new DealPool(
    view,
    config,
    know,
    rng,
    work.deals,
    policy.inferenceGreedy,
    policy.partnerGreedy,
    policy.inferenceChoice,
    policy.inferenceHistory,
  );
  const tables = ucbTables(work.iterations + 1);
  // The tree, as flat arrays: node 0 is the root (this seat to move).
  const size = work.iterations + 1;
  const move = new Int32Array(size);
  const side = new Int8Array(size);
  const firstChild = new Int32Array(size).fill(-1);
  const sibling = new Int32Array(size).fill(-1);
  const visits = new Int32Array(size);
  const available = new Int32Array(size);
  const total = new Float64Array(size);
  let nodes = 1;
  const hand = new FastHand(config);
  const moves = new Int32Array(32);
  const mark = new Int32Array(MOVE_CODES);
  const path = new Int32Array(MAX_DEPTH);
  const ownC = work.exploration;
  const otherC = work.otherExploration;
  let stamp = 0;
  const mySide = config.sideOf[know.seat]!;
  for (let iteration = 1; iteration <= work.iterations; iteration++) {
    hand.copyFrom(pool.pick(rng));
    let node = 0;
    let depth = 0;
    while (hand.status === STATUS_PLAYING && depth < MAX_DEPTH - 1) {
      const count = hand.legalMoves(moves);
      // mark[m] === stamp: legal here and not yet a child; stamp + 1: a legal child.
      stamp += 2;
      const c = config.sideOf[hand.turn] === mySide ? ownC : otherC;
      for (let i = 0; i < count; i++) mark[moves[i]!] = stamp;
      let untried = count;
      let best = -1;
      let bestScore = -Infinity;
      for (let child = firstChild[node]!; child >= 0; child = sibling[child]!) {
        const code = move[child]!;
        if (mark[code] !== stamp) continue;
        mark[code] = stamp + 1;
        untried--;
        const n = ++available[child]!;
        const score = ucbScore(total[child]!, visits[child]!, n, c, tables);
        if (score > bestScore) [best, bestScore] = [child, score];
      }
      if (untried > 0) {
        // Expand: one untried legal move, chosen at random, becomes a child.
        let k = rng.below(untried);
        let code = -1;
        for (let i = 0; i < count; i++)
          if (mark[moves[i]!] === stamp && k-- === 0) code = moves[i]!;
        const child = nodes++;
        move[child] = code;
        side[child] = config.sideOf[hand.turn]!;
        sibling[child] = firstChild[node]!;
        firstChild[node] = child;
        available[child] = 1;
        hand.play(code);
        path[depth++] = child;
        break;
      }
      hand.play(move[best]!);
      path[depth++] = best;
      node = best;
    }
    if (hand.status === STATUS_PLAYING) policy.playout(hand, rng, policy.greedy);
    for (let s = 0; s < sides; s++) values[s] = objectives[s]!.value(hand);
    for (let i = 0; i < depth; i++) {
      const n = path[i]!;
      visits[n]!++;
      total[n]! += values[side[n]!]!;
    }
  }
  // The most visited root move (first listed among equals).
  const codes = legal.map(moveOfAction);
  let best = 0;
  let bestVisits = -1;
  for (let i = 0; i < codes.length; i++) {
    let v = 0;
    for (let child = firstChild[0]!; child >= 0; child = sibling[child]!)
      if (move[child] === codes[i]) v = visits[child]!;
    if (v > bestVisits) [best, bestVisits] = [i, v];
  }
  return legal[best]!;
}
