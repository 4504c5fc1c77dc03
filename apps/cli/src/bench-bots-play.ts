// Playing hands and matches between bot levels for `pnpm bench:bots`, on duplicate deals: the
// same decks are played again with the players moved to the other seats, so deal luck cancels
// and only skill is left. Everything is seeded (decks and bot seeds), so a run is repeatable.
import {
  apply,
  createMatch,
  legalActions,
  pipsOf,
  viewFor,
  type Action,
  type BotLevel,
  type MatchState,
  type Rules,
} from '@boneyard/engine';
import {
  botAction,
  botParametersFor,
  BOT_PARAMETERS,
  fast,
  type BotAlgorithm,
  type BotParameters,
  type Plan,
} from '@boneyard/bots';

/** A bot level, or the reference player that always plays its heaviest legal tile. */
export type Player = BotLevel | 'greedy';

/** Claims when it may, else plays its heaviest legal tile (first listed on ties), else draws or passes. */
export function greedyAction(legal: readonly Action[]): Action {
  let best: Action | null = null;
  for (const action of legal) {
    if (action.type === 'claim') return action;
    if (action.type !== 'play') continue;
    if (best === null || (best.type === 'play' && pipsOf(action.tile) > pipsOf(best.tile)))
      best = action;
  }
  return best ?? legal[0]!;
}

/**
 * Milliseconds per decision with a real choice (two or more legal plays), per bot level: wall
 * clock, and this process's CPU time (on a loaded machine the wall clock also counts the time
 * other processes held the core; the CPU time is what the decision costs on a core of its own).
 */
export type DecisionTimes = Map<BotLevel, { wall: number[]; cpu: number[] }>;

/** Which published bot functions the bench's bot levels play (default: what new games play). */
let parameters: BotParameters = BOT_PARAMETERS;

/** Bench another algorithm version (`--algorithm`), e.g. a candidate before it becomes the default. */
export function benchAlgorithm(algorithm: BotAlgorithm): void {
  parameters = botParametersFor(algorithm);
}

/** Bench an experiment's plan (`--plan FILE`, laid over the release's): every bot level plays it. */
export function benchPlan(plan: Plan): void {
  parameters = { ...parameters, playouts: plan.hard.search.playouts, plan };
}

function seedFrom(rng: fast.Sfc32): Uint8Array {
  const seed = new Uint8Array(32);
  const words = new DataView(seed.buffer);
  for (let i = 0; i < 8; i++) words.setUint32(4 * i, rng.nextU32(), false);
  return seed;
}

function decide(
  state: MatchState,
  seat: number,
  player: Player,
  choices: fast.Sfc32,
  times: DecisionTimes,
): Action {
  const legal = legalActions(state, seat);
  if (player === 'greedy') return greedyAction(legal);
  const seed = seedFrom(choices);
  const view = viewFor(state, seat);
  const cpu = process.cpuUsage();
  const start = performance.now();
  const action = botAction(view, player, seed, parameters);
  const elapsed = performance.now() - start;
  const used = process.cpuUsage(cpu);
  if (legal.filter((a) => a.type === 'play').length >= 2) {
    const list = times.get(player) ?? { wall: [], cpu: [] };
    list.wall.push(elapsed);
    list.cpu.push((used.user + used.system) / 1000);
    times.set(player, list);
  }
  return action;
}

/** Plays the dealt hand in `state` to its end with `players[seat]` at each seat. */
function playHand(
  state: MatchState,
  players: readonly Player[],
  choices: fast.Sfc32,
  times: DecisionTimes,
): MatchState {
  while (state.phase === 'playing' && state.hand) {
    const seat = state.hand.turn;
    const action = decide(state, seat, players[seat]!, choices, times);
    const step = apply(state, seat, action);
    if (!step.ok)
      throw new Error(`${players[seat]} at seat ${seat}: ${step.error} ${step.message}`);
    state = step.value.state;
  }
  return state;
}

/** One hand's outcome for the side of interest: won 1, nobody won 1/sides, lost 0, and its point margin. */
export interface HandOutcome {
  readonly score: number;
  /** Points for minus the other sides' average (sign flipped where points are penalties). */
  readonly margin: number;
}

function outcomeFor(state: MatchState, side: number): HandOutcome {
  const result = state.history.at(-1)!.result;
  const sides = result.points.length;
  // Nobody won (a tied fish): every side gets its fair share, so an even player scores 1/sides.
  const score = result.winner === null ? 1 / sides : result.winner === side ? 1 : 0;
  let others = 0;
  for (let s = 0; s < sides; s++) if (s !== side) others += result.points[s]!;
  const margin = result.points[side]! - others / (sides - 1);
  return { score, margin: state.rules.handScoring === 'winner-takes-pips' ? margin : -margin };
}

/**
 * The first hand of a match dealt from `dealSeed`, played once per seating in `seatings`;
 * `side` of each seating is where the player of interest sits. Same decks every time.
 */
export function duplicateHand(
  rules: Rules,
  seatings: readonly { players: readonly Player[]; side: number }[],
  dealSeed: number,
  times: DecisionTimes,
): HandOutcome[] {
  return seatings.map(({ players, side }, i) => {
    const dealt = fast.dealRandom(createMatch(rules), new fast.Sfc32(dealSeed, 7)).state;
    const done = playHand(dealt, players, new fast.Sfc32(dealSeed, 100 + i), times);
    return outcomeFor(done, side);
  });
}

/** A whole match, decks from `dealSeed`: 1 when `side` is among the winners alone, 0.5 shared, 0 lost. */
export function playMatch(
  rules: Rules,
  players: readonly Player[],
  side: number,
  dealSeed: number,
  salt: number,
  times: DecisionTimes,
): number {
  const decks = new fast.Sfc32(dealSeed, 7);
  const choices = new fast.Sfc32(dealSeed, 100 + salt);
  let state = createMatch(rules);
  for (let hands = 0; state.phase !== 'match-over'; hands++) {
    if (hands > 1000) throw new Error('a match did not end within 1000 hands');
    state = playHand(fast.dealRandom(state, decks).state, players, choices, times);
  }
  const winners = state.result!.winners;
  if (!winners.includes(side)) return 0;
  return winners.length === 1 ? 1 : 0.5;
}
