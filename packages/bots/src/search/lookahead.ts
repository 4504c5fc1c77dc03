// boneyard/bot/v9's search for 2-player games that draw (and v10's, with `others: 'heaviest'`, for
// free-for-all games where nobody draws): v8's search (v2/search.ts on common
// random numbers, careful playouts) valued every move by a playout whose next choice of this seat
// was the careful policy's. Here that next choice is searched too, the way this seat will really
// make it: knowing only what it will see then. After the move, each sampled deal is played on (the
// others by the playout policy) until this seat chooses again; deals that leave this seat seeing
// the same table (board, its own hand after any draws, the counts) form one observation, and each
// observation's choice is the option whose playouts score best over that observation's deals.
// A move's value is what its observations' choices score. (Choosing on half of an observation's
// deals and scoring on the other half, against the slight optimism of scoring a choice on the
// deals it was made on, measured worse: 77.6 / 77.8 % against 78.0 / 78.2 %, docs/bots.md.)
import { type Action, type SeatView, Sfc32 } from '@boneyard/engine';
import { fastConfig } from '../fast/config.ts';
import { FastHand, STATUS_PLAYING } from '../fast/hand.ts';
import { CHANCE_ONE, heaviestMove } from '../fast/policy.ts';
import { popcount } from '../fast/tables.ts';
import type { Knowledge } from '../knowledge.ts';
import { searchContext, type SearchWork } from './flat.ts';
import { carefulMove } from '../playout.ts';
import { pairedValues, type ValuesObserver } from './values.ts';

export interface LookaheadWork {
  /** Deals per decision: this many over the number of moves (at least `minDeals`). */
  readonly playouts: number;
  readonly minDeals: number;
  /**
   * How the other seats move before this seat's next choice, when the playout policy has them
   * play their model's move: the careful move (absent: v9, games that draw) or the heaviest tile
   * (v10, games where nobody draws: plain shedders drop their heaviest fitting tile).
   */
  readonly others?: 'careful' | 'heaviest';
}

/** One observation after a move: this seat's options there, and each deal's weight and option values. */
interface Observation {
  readonly options: Int32Array;
  readonly weights: number[];
  readonly values: Float64Array[];
  /** Which deal each entry came from (for the observer's per-deal values). */
  readonly deals: number[];
}

export function lookaheadAction(
  view: SeatView,
  know: Knowledge,
  legal: readonly Action[],
  rng: Sfc32,
  search: SearchWork,
  work: LookaheadWork,
  observer?: ValuesObserver,
): Action {
  const config = fastConfig(view.rules);
  const { sampler, evaluate, greedy, moves, inference, playout } = searchContext(
    view,
    know,
    legal,
    search,
  );
  const seat = know.seat;
  const modelMove =
    work.others === 'heaviest' || search.heaviestReplies === true ? heaviestMove : carefulMove;
  const dealt = new FastHand(config);
  const trial = new FastHand(config);
  const next = new FastHand(config);
  const scratch = new Int32Array(16);
  const observed = moves.map(() => new Map<string, Observation>());
  // Deals on which this seat has no choice before the hand ends: valued by the playout alone.
  const unobserved = new Float64Array(moves.length);
  const deals = Math.max(work.minDeals, Math.floor(work.playouts / moves.length));
  // The observer's copy of each deal's weight and, per move, the value it scored (no decision reads them).
  const weights = observer ? new Float64Array(deals) : null;
  const samples = observer ? moves.map(() => new Float64Array(deals)) : null;
  for (let d = 0; d < deals; d++) {
    sampler.sample(dealt, rng);
    const weight = inference !== null ? inference.weight(dealt) : 1;
    if (weights !== null) weights[d] = weight;
    const seed0 = rng.nextInt();
    const seed1 = rng.nextInt();
    for (let i = 0; i < moves.length; i++) {
      trial.copyFrom(dealt);
      trial.play(moves[i]!);
      const future = new Sfc32(seed0, seed1);
      toNextChoice(trial, seat, future, greedy, modelMove);
      const count = trial.status === STATUS_PLAYING ? trial.legalMoves(scratch) : 0;
      if (count < 2) {
        playout(trial, future, greedy);
        const value = evaluate(trial);
        unobserved[i]! += weight * value;
        if (samples !== null) samples[i]![d] = value;
        continue;
      }
      const key = observationKey(trial, seat);
      let observation = observed[i]!.get(key);
      if (observation === undefined) {
        observation = { options: scratch.slice(0, count), weights: [], values: [], deals: [] };
        observed[i]!.set(key, observation);
      }
      const values = optionValues(
        trial,
        next,
        observation.options,
        future,
        greedy,
        playout,
        evaluate,
      );
      observation.weights.push(weight);
      observation.values.push(values);
      observation.deals.push(d);
    }
  }
  const best = bestMove(observed, unobserved, samples);
  if (observer && weights !== null && samples !== null)
    observer(pairedValues('lookahead', legal, weights, samples, deals));
  return legal[best]!;
}

type Playout = (hand: FastHand, rng: Sfc32, greedy: Int32Array) => void;

/** The others move (their model's move or a random one) until this seat is to choose or the hand ends. */
function toNextChoice(
  trial: FastHand,
  seat: number,
  future: Sfc32,
  greedy: Int32Array,
  modelMove: (hand: FastHand) => number,
): void {
  while (trial.status === STATUS_PLAYING && trial.turn !== seat) {
    trial.play(
      future.below(CHANCE_ONE) < greedy[trial.turn]! ? modelMove(trial) : trial.randomMove(future),
    );
  }
}

/** Each option of this seat's choice played out from `trial`, every one on the same random numbers (common random numbers again). */
function optionValues(
  trial: FastHand,
  next: FastHand,
  options: Int32Array,
  future: Sfc32,
  greedy: Int32Array,
  playout: Playout,
  evaluate: (hand: FastHand) => number,
): Float64Array {
  const values = new Float64Array(options.length);
  const seedA = future.nextInt();
  const seedB = future.nextInt();
  for (let o = 0; o < options.length; o++) {
    next.copyFrom(trial);
    next.play(options[o]!);
    playout(next, new Sfc32(seedA, seedB), greedy);
    values[o] = evaluate(next);
  }
  return values;
}

/**
 * The move whose deals score best: those without a later choice by their playouts, the others by
 * their observation's choice (first among equals). Fills `samples` with what each deal scored.
 */
function bestMove(
  observed: readonly Map<string, Observation>[],
  unobserved: Float64Array,
  samples: Float64Array[] | null,
): number {
  let best = 0;
  let bestValue = -Infinity;
  for (let i = 0; i < observed.length; i++) {
    let value = unobserved[i]!;
    for (const observation of observed[i]!.values()) {
      const { option, sum } = chosenOption(observation);
      value += sum;
      if (samples !== null)
        for (let k = 0; k < observation.deals.length; k++)
          samples[i]![observation.deals[k]!] = observation.values[k]![option]!;
    }
    if (value > bestValue) [best, bestValue] = [i, value];
  }
  return best;
}

/** What this seat sees when it chooses again (its own hand included: it saw what it drew). */
function observationKey(hand: FastHand, seat: number): string {
  let counts = '';
  for (let s = 0; s < hand.players; s++) counts += `${popcount(hand.hands[s]!)},`;
  return `${hand.board},${hand.hands[seat]},${hand.left},${hand.right},${hand.boneyardHead},${counts}`;
}

/** The observation's choice, the option scoring best over its deals, and its score on them (sums in deal order). */
function chosenOption(observation: Observation): { option: number; sum: number } {
  const { weights, values } = observation;
  const sums = new Float64Array(observation.options.length);
  for (let d = 0; d < values.length; d++) {
    for (let o = 0; o < sums.length; o++) sums[o]! += weights[d]! * values[d]![o]!;
  }
  let best = 0;
  for (let o = 1; o < sums.length; o++) if (sums[o]! > sums[best]!) best = o;
  return { option: best, sum: sums[best]! };
}
