// boneyard/bot/v2's determinized search, shared by hard and expert: deal the hidden tiles
// uniformly among the deals that fit everything public (knowledge.ts, sample.ts's rejection
// sampler), try every legal move on each deal and value the outcome with the match-aware
// objective (objective.ts). The future after the move is a policy playout (mostly the heaviest
// tile, fast/policy.ts) or, once few tiles are left in the hands, the exact best play of that
// deal (fast/solve.ts). Every move sees the same deals, so deal luck does not decide (and, with
// commonRandom, the same playout random numbers on each deal, so playout luck does not either). Fixed
// work (deal, playout and node counts), seeded: a pure function of the view and the bot seed.
import { type Action, type SeatView, Sfc32 } from '@boneyard/engine';
import { fastConfig } from '../fast/config.ts';
import { moveOfAction } from '../fast/convert.ts';
import { FastHand } from '../fast/hand.ts';
import { policyPlayout } from '../fast/policy.ts';
import { EndgameSolver } from '../fast/solve.ts';
import type { Knowledge } from '../knowledge.ts';
import { Sampler } from '../sample.ts';
import { readPlays, type PlayReading } from '../reading/read-plays.ts';
import type { ChoiceModel } from '../reading/choice.ts';
import { MatchObjective, matchContextOf } from './objective.ts';
import { pairedValues, type ValuesObserver } from './values.ts';

export interface SearchWork {
  /** Playouts per decision, shared among the legal moves. */
  readonly playouts: number;
  /** At least this many deals, however many moves there are. */
  readonly minDeals: number;
  /**
   * Chance (of 65,536) that a simulated seat plays its heaviest fitting tile: this side's seats,
   * and the others' (people shed heavy tiles more plainly than a searching bot does).
   */
  readonly greedy: number;
  readonly opponentGreedy: number;
  /** Solve exactly when at most this many tiles are left in all hands together (0: never). */
  readonly endgameTiles: number;
  /** Deals searched exactly in the endgame, and the node budget of each move's search. */
  readonly endgameDeals: number;
  readonly endgameNodes: number;
  /** Weight deals by how likely they make the others' plays (inference.ts). */
  readonly inference: boolean;
  /** The inference model's chance of the heaviest fitting tile (absent: v2's MODEL_GREEDY; v3 sets it). */
  readonly inferenceGreedy?: number;
  /** The partner's model, to weigh deals by its plays too (absent or 0: not used; v6 sets it). */
  readonly partnerGreedy?: number;
  /** The opponents' plays read by this choice model instead of `inferenceGreedy` (absent: not; v15 sets it). */
  readonly inferenceChoice?: ChoiceModel;
  /** The opponent's plays read back to the deal (v17's HistoryInference; absent: PlayInference). */
  readonly inferenceHistory?: boolean;
  /** The others' model move before this seat's next choice is their heaviest tile (v9's lookahead; absent: the careful move; v18). */
  readonly heaviestReplies?: boolean;
  /** How a deal is played on after the move (absent: fast/policy.ts's policyPlayout; v4 sets its own). */
  readonly playout?: (hand: FastHand, rng: Sfc32, greedy: Int32Array) => void;
  /**
   * Play every move's future on a deal from the same random numbers (common random numbers), so
   * the moves are compared on like futures (absent: one stream runs on; v8 sets it in Draw games).
   */
  readonly commonRandom?: boolean;
}

export function tilesInHands(know: Knowledge): number {
  let total = 0;
  for (let s = 0; s < know.players; s++) total += know.counts[s] ?? 0;
  return total;
}

/** What a search needs besides its deals: built the same way by every search over SearchWork. */
export interface SearchContext {
  readonly sampler: Sampler;
  readonly side: number;
  readonly evaluate: (hand: FastHand) => number;
  /** Each seat's chance (of 65,536) of the policy's move in playouts. */
  readonly greedy: Int32Array;
  readonly moves: readonly number[];
  /** Weighs a deal by the others' plays; null when deals are not weighted. */
  readonly inference: PlayReading | null;
  readonly playout: (hand: FastHand, rng: Sfc32, greedy: Int32Array) => void;
}

export function searchContext(
  view: SeatView,
  know: Knowledge,
  legal: readonly Action[],
  work: SearchWork,
): SearchContext {
  const config = fastConfig(view.rules);
  const side = config.sideOf[know.seat]!;
  const objective = new MatchObjective(config, matchContextOf(view), side);
  const inference = work.inference
    ? readPlays(
        view,
        work.inferenceGreedy,
        work.partnerGreedy,
        work.inferenceChoice ?? null,
        work.inferenceHistory,
      )
    : null;
  return {
    sampler: new Sampler(config, know, true),
    side,
    evaluate: (hand: FastHand) => objective.value(hand),
    greedy: Int32Array.from({ length: config.players }, (_, seat) =>
      config.sideOf[seat] === side ? work.greedy : work.opponentGreedy,
    ),
    moves: legal.map(moveOfAction),
    inference: inference !== null && inference.informative ? inference : null,
    playout: work.playout ?? policyPlayout,
  };
}

export function searchAction(
  view: SeatView,
  know: Knowledge,
  legal: readonly Action[],
  rng: Sfc32,
  work: SearchWork,
  observer?: ValuesObserver,
): Action {
  const config = fastConfig(view.rules);
  const { sampler, side, evaluate, greedy, moves, inference, playout } = searchContext(
    view,
    know,
    legal,
    work,
  );
  const dealt = new FastHand(config);
  const trial = new FastHand(config);
  const totals = new Float64Array(moves.length);
  const endgame = work.endgameTiles > 0 && tilesInHands(know) <= work.endgameTiles;
  const solver = endgame ? new EndgameSolver(config) : null;
  const deals = endgame
    ? work.endgameDeals
    : Math.max(work.minDeals, Math.floor(work.playouts / moves.length));
  // The observer's copy of each deal's weight and values (read by no decision).
  const weights = observer ? new Float64Array(deals) : null;
  const samples = observer ? moves.map(() => new Float64Array(deals)) : null;
  for (let d = 0; d < deals; d++) {
    sampler.sample(dealt, rng);
    const weight = inference !== null ? inference.weight(dealt) : 1;
    if (weights !== null) weights[d] = weight;
    const futureSeed = work.commonRandom ? ([rng.nextInt(), rng.nextInt()] as const) : null;
    for (let i = 0; i < moves.length; i++) {
      trial.copyFrom(dealt);
      trial.play(moves[i]!);
      const future = futureSeed === null ? rng : new Sfc32(futureSeed[0], futureSeed[1]);
      let value: number;
      if (solver !== null)
        value = solver.solve(trial, side, evaluate, work.endgameNodes, future, greedy);
      else {
        playout(trial, future, greedy);
        value = evaluate(trial);
      }
      totals[i]! += weight * value;
      if (samples !== null) samples[i]![d] = value;
    }
  }
  if (observer && weights !== null && samples !== null)
    observer(pairedValues(solver !== null ? 'endgame' : 'flat', legal, weights, samples, deals));
  let best = 0;
  for (let i = 1; i < moves.length; i++) if (totals[i]! > totals[best]!) best = i;
  return legal[best]!;
}
