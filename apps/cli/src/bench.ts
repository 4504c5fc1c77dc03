// `pnpm --silent bench`: engine throughput on one core, as a JSON array with one entry per
// preset and player count: {"preset", "players", "handsPerSecond", "movesPerSecond"}.
//   handsPerSecond: whole random hands on the fast path (shuffle, deal, compulsory lead, uniformly
//     random legal moves to domino or fish) — the loop the hard bot's search runs.
//   movesPerSecond: moves (plays, draws and knocks, as recorded in the hand) through the public
//     API: createMatch, deal, legalActions and apply, whole matches with random legal moves.
// Rates are per second of this process's CPU time (one core: everything runs on the main
// thread), so other work on a shared machine does not halve them; each figure is the best of
// a few short slices after a warm-up. The fast path plays the line presets only; the other
// boards and the scoring games have one rules engine, the public API (handsPerSecond: null).
// Runs in about a minute.
import { PRESETS, PRESET_IDS, apply, createMatch, legalActions, presetRules, type MatchState, type Rules } from '@boneyard/engine';
// The fast path is not exported from the engine's index yet; see the engine's fast/index.ts.
import {
  FastHand,
  Sfc32,
  dealRandom,
  fastApplies,
  fastConfig,
  shuffleInPlace,
} from '../../../packages/engine/src/fast/index.ts';

const SLICE_MS = 400;
const FAST_SLICES = 5;
const API_SLICES = 3;

export interface BenchEntry {
  readonly preset: string;
  readonly players: number;
  /** null where the fast path does not play the rules (boards other than the line, scoring games). */
  readonly handsPerSecond: number | null;
  readonly movesPerSecond: number;
}

/** Best rate over `slices` timed slices of `work`, which returns how many units it did. */
function bestRate(slices: number, work: () => number): number {
  work(); // warm-up: let the JIT settle before timing
  let best = 0;
  for (let s = 0; s < slices; s++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    let units = 0;
    while (performance.now() - start < SLICE_MS) units += work();
    const cpu = process.cpuUsage(cpuStart);
    best = Math.max(best, units / ((cpu.user + cpu.system) / 1e6));
  }
  return Math.round(best);
}

function fastHandsPerSecond(rules: Rules, seed: number): number {
  const hand = new FastHand(fastConfig(rules));
  const rng = new Sfc32(seed);
  const deck = Uint8Array.from({ length: 28 }, (_, i) => i);
  const batch = 5000;
  return bestRate(FAST_SLICES, () => {
    for (let i = 0; i < batch; i++) {
      shuffleInPlace(deck, 28, rng);
      hand.deal(deck, -1);
      hand.playout(rng);
    }
    return batch;
  });
}

function apiMovesPerSecond(rules: Rules, seed: number): number {
  const rng = new Sfc32(seed);
  let state: MatchState = createMatch(rules);
  // One hand per call: deal, then random legal actions until it is over.
  return bestRate(API_SLICES, () => {
    if (state.phase === 'match-over') state = createMatch(rules);
    state = dealRandom(state, rng).state;
    while (state.phase === 'playing' && state.hand) {
      const seat = state.hand.turn;
      const legal = legalActions(state, seat);
      const step = apply(state, seat, legal[rng.below(legal.length)]!);
      if (!step.ok) throw new Error(`bench: ${step.error} ${step.message}`);
      state = step.value.state;
    }
    return state.hand?.moves.length ?? 0;
  });
}

export function runBench(): BenchEntry[] {
  const entries: BenchEntry[] = [];
  for (const preset of PRESET_IDS) {
    for (const players of PRESETS[preset].players) {
      const rules = presetRules(preset, { players });
      if (!rules.ok) throw new Error(`bench: ${preset}/${players}: ${rules.message}`);
      entries.push({
        preset,
        players,
        handsPerSecond: fastApplies(rules.value) ? fastHandsPerSecond(rules.value, 1) : null,
        movesPerSecond: apiMovesPerSecond(rules.value, 2),
      });
    }
  }
  return entries;
}

const extra = process.argv.slice(2);
if (extra.length > 0) {
  process.stderr.write(`bench takes no arguments (got ${extra.join(' ')})\nusage: pnpm --silent bench\n`);
  process.exit(2);
}
process.stdout.write(`${JSON.stringify(runBench(), null, 2)}\n`);
