// Whole matches played by bots through the public API, deterministic for a seed. Used to
// measure the levels against each other.
import {
  createMatch,
  apply,
  type BotLevel,
  type MatchState,
  type Rules,
  Sfc32,
  viewFor,
} from '@boneyard/engine';
import { dealRandom } from './fast/simulate.ts';
import { botAction } from './index.ts';

/** 32 bytes from a generator: a stand-in for a deal-derived bot seed in simulations. */
export function seedFrom(rng: Sfc32): Uint8Array {
  const seed = new Uint8Array(32);
  const words = new DataView(seed.buffer);
  for (let i = 0; i < 8; i++) words.setUint32(4 * i, rng.nextU32(), false);
  return seed;
}

/** Plays one match with `levels[seat]` at each seat; decks and bot choices come from `seed`. */
export function playBotMatch(rules: Rules, levels: readonly BotLevel[], seed: number): MatchState {
  const decks = new Sfc32(seed, 1);
  const choices = new Sfc32(seed, 2);
  let state = createMatch(rules);
  while (state.phase !== 'match-over') {
    state = dealRandom(state, decks).state;
    while (state.phase === 'playing' && state.hand) {
      const seat = state.hand.turn;
      const step = apply(
        state,
        seat,
        botAction(viewFor(state, seat), levels[seat]!, seedFrom(choices)),
      );
      if (!step.ok)
        throw new Error(`bot ${levels[seat]} at seat ${seat}: ${step.error} ${step.message}`);
      state = step.value.state;
    }
  }
  return state;
}

export interface SeriesScore {
  /** Matches won by the sides playing `strong`. */
  readonly strong: number;
  readonly weak: number;
  readonly shared: number;
  readonly matches: number;
}

/**
 * `matches` matches between two levels, each seat's level swapped every other match so that
 * seat order favours nobody. In pair games partners play the same level.
 */
export function playSeries(
  rules: Rules,
  strong: BotLevel,
  weak: BotLevel,
  matches: number,
  seed: number,
): SeriesScore {
  let strongWins = 0;
  let weakWins = 0;
  let shared = 0;
  const sideOf = (seat: number) => (rules.teams === 'pairs' ? seat % 2 : seat);
  for (let m = 0; m < matches; m++) {
    const strongSide = m % 2;
    const levels = Array.from({ length: rules.players }, (_, seat) =>
      sideOf(seat) % 2 === strongSide ? strong : weak,
    );
    const result = playBotMatch(rules, levels, seed + m).result!;
    // Side s is seat s in free-for-all, and seats s and s + 2 in pairs: levels[s] is its level.
    const won = (level: BotLevel) => result.winners.some((side) => levels[side] === level);
    const s = won(strong);
    const w = won(weak);
    if (s && w) shared++;
    else if (s) strongWins++;
    else if (w) weakWins++;
  }
  return { strong: strongWins, weak: weakWins, shared, matches };
}
