// `pnpm --silent bench`: engine throughput on one core, as a JSON array with one entry per
// preset and player count: {"preset", "players", "handsPerSecond", "movesPerSecond"}.
//   handsPerSecond: whole random hands on the fast path (shuffle, deal, compulsory lead, uniformly
//     random legal moves to domino or fish) — the loop the hard bot's search runs.
//   movesPerSecond: moves (plays, draws and knocks, as recorded in the hand) through the public
//     API: createMatch, deal, legalActions and apply, whole matches with random legal moves.
// Rates are per second of this process's CPU time (one core: everything runs on the main
// thread), so other work on a shared machine does not halve them; each figure is the best of
// a few short slices after a warm-up, both counted in CPU time. The fast path plays the line
// presets only; the other boards and the scoring games have one rules engine, the public API
// (handsPerSecond: null).
// All Fives is measured a second time in stealing Muggins ("muggins": "stealing"): plays carry a
// clock, a random legal action may be a claim or a steal, and a score left on the last tile
// lapses through expireClaim — the claim machinery's cost.
// Runs in about a minute.
import {
  PRESETS,
  PRESET_IDS,
  apply,
  createMatch,
  expireClaim,
  legalActions,
  presetRules,
  type Action,
  type MatchState,
  type MugginsMode,
  type PresetId,
  type Rules,
} from '@boneyard/engine';
// The fast path is not exported from the engine's index yet; see the engine's fast/index.ts.
import {
  FastHand,
  Sfc32,
  dealRandom,
  fastApplies,
  fastConfig,
  shuffleInPlace,
} from '../../../packages/bots/src/fast/index.ts';
import { defineCommand, finish, isMainModule, parseArgs } from './args.ts';

// Slices and the warm-up are measured in this process's CPU time, not wall time: on a busy machine
// a wall-clock slice gave the JIT only a few tens of ms of CPU and the figures swung 3× run to run.
const SLICE_CPU_MS = 300;
const WARM_UP_CPU_MS = 300;
const FAST_SLICES = 5;
const API_SLICES = 3;

export interface BenchEntry {
  readonly preset: string;
  readonly players: number;
  /** Present for the Muggins variant rows (All Fives in stealing Muggins). */
  readonly muggins?: MugginsMode;
  /** null where the fast path does not play the rules (boards other than the line, scoring games). */
  readonly handsPerSecond: number | null;
  readonly movesPerSecond: number;
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** Best rate over `slices` slices of `work` (which returns how many units it did), per CPU second. */
function bestRate(slices: number, work: () => number): number {
  // Warm-up: let the JIT settle before timing.
  const warm = process.cpuUsage();
  while (cpuMs(warm) < WARM_UP_CPU_MS) work();
  let best = 0;
  for (let s = 0; s < slices; s++) {
    const cpuStart = process.cpuUsage();
    let units = 0;
    for (;;) {
      const used = cpuMs(cpuStart);
      if (used >= SLICE_CPU_MS) {
        best = Math.max(best, units / (used / 1000));
        break;
      }
      units += work();
    }
  }
  return Math.round(best);
}

function fastHandsPerSecond(rules: Rules, seed: number): number {
  const hand = new FastHand(fastConfig(rules));
  const rng = new Sfc32(seed);
  const deck = Uint8Array.from({ length: 28 }, (_, i) => i);
  const batch = 500;
  return bestRate(FAST_SLICES, () => {
    for (let i = 0; i < batch; i++) {
      shuffleInPlace(deck, 28, rng);
      hand.deal(deck, -1);
      hand.playout(rng);
    }
    return batch;
  });
}

/** Plays and claims carry the server's clock (needed in strict Muggins, ignored elsewhere). */
function timed(action: Action, at: number): Action {
  return action.type === 'play' || action.type === 'claim' ? { ...action, at } : action;
}

function apiMovesPerSecond(rules: Rules, seed: number): number {
  const rng = new Sfc32(seed);
  let state: MatchState = createMatch(rules);
  // One hand per call: deal, then random legal actions until it is over.
  return bestRate(API_SLICES, () => {
    if (state.phase === 'match-over') state = createMatch(rules);
    state = dealRandom(state, rng).state;
    let now = 0;
    while (state.phase === 'playing' && state.hand) {
      const seat = state.hand.turn;
      const legal = legalActions(state, seat);
      const pending = state.hand.pending ?? null;
      // Strict and stealing Muggins: the last tile's score waits with nobody to move — it lapses.
      const step =
        legal.length === 0 && pending
          ? expireClaim(state, pending.deadline + 1)
          : apply(state, seat, timed(legal[rng.below(legal.length)]!, (now += 100)));
      if (!step.ok) throw new Error(`bench: ${step.error} ${step.message}`);
      state = step.value.state;
    }
    return state.hand?.moves.length ?? 0;
  });
}

/** Every preset at every table size, then All Fives again in stealing Muggins. */
const ROWS: readonly { preset: PresetId; muggins?: MugginsMode }[] = [
  ...PRESET_IDS.map((preset) => ({ preset })),
  { preset: 'all-fives', muggins: 'stealing' },
];

export function runBench(): BenchEntry[] {
  const entries: BenchEntry[] = [];
  for (const { preset, muggins } of ROWS) {
    for (const players of PRESETS[preset].players) {
      const rules = presetRules(preset, muggins ? { players, muggins } : { players });
      if (!rules.ok) throw new Error(`bench: ${preset}/${players}: ${rules.message}`);
      entries.push({
        preset,
        players,
        ...(muggins ? { muggins } : {}),
        handsPerSecond: fastApplies(rules.value) ? fastHandsPerSecond(rules.value, 1) : null,
        movesPerSecond: apiMovesPerSecond(rules.value, 2),
      });
    }
  }
  return entries;
}

const BENCH_COMMAND = defineCommand({
  name: 'bench',
  summary:
    'Engine throughput on one core, per preset and player count, as a table (about a minute).',
  flags: { json: { kind: 'boolean', help: 'print a JSON array instead of the table' } },
});

const thousands = (rate: number | null) =>
  rate === null ? '—' : `${Math.round(rate / 1000).toLocaleString('en-US')}k`;

/** The markdown table README quotes: a row per preset (and Muggins mode), a column per table size. */
export function benchTable(entries: readonly BenchEntry[]): string {
  const rows = new Map<string, BenchEntry[]>();
  for (const entry of entries) {
    const key = entry.muggins ? `${entry.preset}, ${entry.muggins} Muggins` : entry.preset;
    rows.set(key, [...(rows.get(key) ?? []), entry]);
  }
  const lines = [
    '| preset | players | hands/s (fast path) | moves/s (public API) |',
    '|---|---|---|---|',
  ];
  for (const [name, row] of rows) {
    const cells = (pick: (e: BenchEntry) => number | null) =>
      row.map((e) => thousands(pick(e))).join(' / ');
    lines.push(
      `| ${name} | ${row.map((e) => e.players).join(' / ')} | ${cells((e) => e.handsPerSecond)} | ${cells((e) => e.movesPerSecond)} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

if (isMainModule(import.meta.url)) {
  const parsed = parseArgs(BENCH_COMMAND, process.argv.slice(2));
  if (!parsed.ok) finish(parsed.outcome);
  else {
    const entries = runBench();
    process.stdout.write(
      parsed.value.flags.json ? `${JSON.stringify(entries, null, 2)}\n` : benchTable(entries),
    );
  }
}
