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
import { HAND_WIN_POINTS, MatchObjective, matchContextOf } from './objective.ts';
import type { SearchValues, ValuesObserver } from './values.ts';
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

/** The tree, as flat arrays: node 0 is the root (this seat to move). */
interface Tree {
  readonly move: Int32Array;
  readonly side: Int8Array;
  readonly firstChild: Int32Array;
  readonly sibling: Int32Array;
  readonly visits: Int32Array;
  readonly available: Int32Array;
  readonly total: Float64Array;
  /** Per root child, the sum of its rewards squared (for the observer only; null without one). */
  readonly squares: Float64Array | null;
  nodes: number;
}

function newTree(size: number, observed: boolean): Tree {
  return {
    move: new Int32Array(size),
    side: new Int8Array(size),
    firstChild: new Int32Array(size).fill(-1),
    sibling: new Int32Array(size).fill(-1),
    visits: new Int32Array(size),
    available: new Int32Array(size),
    total: new Float64Array(size),
    squares: observed ? new Float64Array(size) : null,
    nodes: 1,
  };
}

/** What one iteration's walk needs besides the tree (scratch arrays reused every iteration). */
interface Walk {
  readonly config: FastConfig;
  readonly mySide: number;
  readonly ownC: number;
  readonly otherC: number;
  readonly sqrtLn: Float64Array;
  readonly inverseSqrt: Float64Array;
  readonly hand: FastHand;
  readonly moves: Int32Array;
  readonly mark: Int32Array;
  readonly path: Int32Array;
  stamp: number;
}

/**
 * Down the tree on the walk's deal: at each node the best child by UCB among the moves legal in
 * the deal, until a legal move not yet a child is expanded (one, at random) or the hand ends.
 * Leaves the walk's path in `walk.path`; returns its depth.
 */
function descend(tree: Tree, walk: Walk, rng: Sfc32): number {
  const { move, side, firstChild, sibling, visits, available, total } = tree;
  const { config, hand, moves, mark, path } = walk;
  let node = 0;
  let depth = 0;
  while (hand.status === STATUS_PLAYING && depth < MAX_DEPTH - 1) {
    const count = hand.legalMoves(moves);
    // mark[m] === stamp: legal here and not yet a child; stamp + 1: a legal child.
    const stamp = (walk.stamp += 2);
    const c = config.sideOf[hand.turn] === walk.mySide ? walk.ownC : walk.otherC;
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
      const score = ucbScore(total[child]!, visits[child]!, n, c, walk);
      if (score > bestScore) [best, bestScore] = [child, score];
    }
    if (untried > 0) {
      // Expand: one untried legal move, chosen at random, becomes a child.
      let k = rng.below(untried);
      let code = -1;
      for (let i = 0; i < count; i++) if (mark[moves[i]!] === stamp && k-- === 0) code = moves[i]!;
      const child = tree.nodes++;
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
  return depth;
}

/** Each legal move's root child, or -1 where the tree never tried it. */
function rootChildren(tree: Tree, legal: readonly Action[]): number[] {
  return legal.map((action) => {
    const code = moveOfAction(action);
    for (let child = tree.firstChild[0]!; child >= 0; child = tree.sibling[child]!)
      if (tree.move[child] === code) return child;
    return -1;
  });
}

/** The root children's mean rewards (the objective's points), their standard errors and visits. */
function rootValues(tree: Tree, legal: readonly Action[], handWin: number): SearchValues {
  const values = rootChildren(tree, legal).map((child) => {
    const n = child < 0 ? 0 : tree.visits[child]!;
    if (n === 0) return null;
    const mean = tree.total[child]! / n;
    const spread = n > 1 ? (tree.squares![child]! - n * mean * mean) / (n - 1) : Infinity;
    return { mean, error: Math.sqrt(Math.max(0, spread) / n), samples: n };
  });
  return { search: 'tree', moves: legal, values, paired: null, handWin };
}

export function treeSearch(
  view: SeatView,
  config: FastConfig,
  know: Knowledge,
  legal: readonly Action[],
  rng: Sfc32,
  work: TreeWork,
  policy: TreePolicy,
  observer?: ValuesObserver,
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
  const tree = newTree(work.iterations + 1, observer !== undefined);
  const walk: Walk = {
    config,
    mySide: config.sideOf[know.seat]!,
    ownC: work.exploration,
    otherC: work.otherExploration,
    ...ucbTables(work.iterations + 1),
    hand: new FastHand(config),
    moves: new Int32Array(32),
    mark: new Int32Array(MOVE_CODES),
    path: new Int32Array(MAX_DEPTH),
    stamp: 0,
  };
  const { hand, path } = walk;
  for (let iteration = 1; iteration <= work.iterations; iteration++) {
    hand.copyFrom(pool.pick(rng));
    const depth = descend(tree, walk, rng);
    if (hand.status === STATUS_PLAYING) policy.playout(hand, rng, policy.greedy);
    for (let s = 0; s < sides; s++) values[s] = objectives[s]!.value(hand);
    for (let i = 0; i < depth; i++) {
      const n = path[i]!;
      tree.visits[n]!++;
      tree.total[n]! += values[tree.side[n]!]!;
    }
    if (tree.squares !== null && depth > 0)
      tree.squares[path[0]!]! += values[tree.side[path[0]!]!]! ** 2;
  }
  if (observer) observer(rootValues(tree, legal, work.handWin ?? HAND_WIN_POINTS));
  // The most visited root move (first listed among equals).
  let best = 0;
  let bestVisits = -1;
  for (const [i, child] of rootChildren(tree, legal).entries()) {
    const v = child < 0 ? 0 : tree.visits[child]!;
    if (v > bestVisits) [best, bestVisits] = [i, v];
  }
  return legal[best]!;
}
