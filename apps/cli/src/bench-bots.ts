// `pnpm bench:bots [--hands N] [--matches N] [--seed N] [--only HERO:RIVAL] [--table PRESET] [--algorithm RELEASE] [--plan FILE]`
// (`--help` lists them): bot levels against each other and
// against a greedy reference player ("heaviest legal tile"), on duplicate deals — each deal is
// played again with the sides swapped (in one-against-three rows, with the bot at every seat),
// so deal luck cancels. Per row: share of hands won with a 95% confidence interval, mean point
// margin per hand, the Elo difference the share implies, and for whole matches the share of
// matches won. Time per decision (p50/p99 wall clock and CPU, decisions with two or more legal
// plays) per level.
// Prints a Markdown table; deterministic for a seed, except the times.
import {
  BOT_LEVELS,
  presetRules,
  type BotLevel,
  type PresetId,
  type Rules,
} from '@boneyard/engine';
import { readFileSync } from 'node:fs';
import {
  BOT_ALGORITHM,
  BOT_ALGORITHMS,
  isBotAlgorithm,
  overridePlan,
  planHash,
  releaseOf,
  type BotAlgorithm,
  type Plan,
} from '@boneyard/bots';
import {
  defineCommand,
  finish,
  isMainModule,
  parseArgs,
  usageFailure,
  type CliOutcome,
} from './args.ts';
import {
  benchAlgorithm,
  benchPlan,
  duplicateHand,
  playMatch,
  type DecisionTimes,
  type HandOutcome,
  type Player,
} from './bench-bots-play.ts';
import type { Result } from '@boneyard/result';

interface Row {
  readonly preset: PresetId;
  readonly players: number;
  readonly pairs: boolean;
  /** The player of interest and who it plays against. */
  readonly hero: Player;
  readonly rival: Player;
  /** Whole matches too (pair games only: the side of interest is two seats). */
  readonly matches: boolean;
}

function rulesOf(row: Row): Rules {
  const rules = presetRules(row.preset, { players: row.players, pairs: row.pairs });
  if (!rules.ok) throw new Error(`${row.preset}/${row.players}: ${rules.message}`);
  return rules.value;
}

/** The seatings one duplicate deal is played in: hero's side 0 then 1 (pairs, heads-up), or hero at each seat. */
function seatingsOf(row: Row): { players: Player[]; side: number }[] {
  const seats = Array.from({ length: row.players }, (_, seat) => seat);
  if (row.pairs || row.players === 2) {
    const sideOf = (seat: number) => seat % 2;
    return [0, 1].map((side) => ({
      players: seats.map((seat) => (sideOf(seat) === side ? row.hero : row.rival)),
      side,
    }));
  }
  return seats.map((heroSeat) => ({
    players: seats.map((seat) => (seat === heroSeat ? row.hero : row.rival)),
    side: heroSeat,
  }));
}

/** Mean and 95% half-width over independent units (one unit = one duplicate deal, all its seatings). */
function meanInterval(values: readonly number[]): { mean: number; half: number } {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / Math.max(1, n - 1);
  return { mean, half: 1.96 * Math.sqrt(variance / n) };
}

/** Elo difference implied by a score share against an equal field (one rival share is 1 - p per seat). */
function elo(share: number, seats: number): number {
  const fair = 1 / seats;
  // Odds relative to a fair share: an even player scores `fair`.
  const p = Math.min(0.999, Math.max(0.001, share));
  return 400 * Math.log10(p / (1 - p) / (fair / (1 - fair)));
}

const pct = (x: number) => `${(100 * x).toFixed(1)}`;

interface Measured {
  readonly handsShare: { mean: number; half: number };
  readonly margin: number;
  readonly matchShare: { mean: number; half: number } | null;
  readonly hands: number;
  readonly matchesPlayed: number;
}

function measure(
  row: Row,
  deals: number,
  matches: number,
  seed: number,
  times: DecisionTimes,
): Measured {
  const rules = rulesOf(row);
  const seatings = seatingsOf(row);
  const perDeal: number[] = [];
  let marginSum = 0;
  let hands = 0;
  for (let d = 0; d < deals; d++) {
    const outcomes: HandOutcome[] = duplicateHand(rules, seatings, seed + d, times);
    perDeal.push(outcomes.reduce((a, o) => a + o.score, 0) / outcomes.length);
    for (const o of outcomes) marginSum += o.margin;
    hands += outcomes.length;
  }
  let matchShare = null;
  let matchesPlayed = 0;
  if (row.matches && matches > 0) {
    const perMatchDeal: number[] = [];
    for (let m = 0; m < matches; m++) {
      const scores = seatings.map(({ players, side }, i) =>
        playMatch(rules, players, side, seed + 1_000_000 + m, i, times),
      );
      perMatchDeal.push(scores.reduce((a, b) => a + b, 0) / scores.length);
      matchesPlayed += scores.length;
    }
    matchShare = meanInterval(perMatchDeal);
  }
  return {
    handsShare: meanInterval(perDeal),
    margin: marginSum / hands,
    matchShare,
    hands,
    matchesPlayed,
  };
}

function rowsFor(matches: boolean): Row[] {
  const rivals: [Player, Player][] = [
    ['easy', 'greedy'],
    ['normal', 'greedy'],
    ['hard', 'greedy'],
    ['expert', 'greedy'],
    ['normal', 'easy'],
    ['hard', 'normal'],
    ['expert', 'hard'],
    ['hard', 'hard'],
    ['greedy', 'greedy'],
  ];
  const rows: Row[] = [];
  for (const [hero, rival] of rivals)
    rows.push({
      preset: 'kozel',
      players: 4,
      pairs: true,
      hero,
      rival,
      matches: matches && rival === 'greedy' && hero !== 'greedy',
    });
  for (const [hero, rival] of rivals)
    rows.push({ preset: 'draw', players: 2, pairs: false, hero, rival, matches: false });
  for (const hero of [...BOT_LEVELS, 'greedy'] as const)
    rows.push({ preset: 'block', players: 4, pairs: false, hero, rival: 'greedy', matches: false });
  return rows.filter((row) => isPlayer(row.hero) && isPlayer(row.rival));
}

function isPlayer(player: Player): boolean {
  return player === 'greedy' || (BOT_LEVELS as readonly string[]).includes(player);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const BENCH_BOTS_COMMAND = defineCommand({
  name: 'bench:bots',
  summary:
    'Bot levels against each other and against greedy ("heaviest legal tile") on duplicate deals; prints Markdown tables.',
  flags: {
    hands: {
      kind: 'integer',
      min: 2,
      placeholder: 'DEALS',
      help: 'duplicate deals per row, each played in every seating (default 2000)',
    },
    matches: {
      kind: 'integer',
      min: 0,
      placeholder: 'DEALS',
      help: 'duplicate match deals for the Kozel rows against greedy (default 100; 0: none)',
    },
    seed: {
      kind: 'integer',
      min: 0,
      placeholder: 'N',
      help: 'first deal; deals N, N+1, … (default 1)',
    },
    only: {
      kind: 'string',
      placeholder: 'HERO:RIVAL,…',
      help: 'keep these pairings, e.g. expert:greedy,expert:hard',
    },
    table: {
      kind: 'string',
      placeholder: 'PRESET',
      help: "keep one preset's rows: kozel, draw or block",
    },
    algorithm: {
      kind: 'string',
      placeholder: 'ID',
      help: `bot release every level plays (default ${BOT_ALGORITHM}; one of ${BOT_ALGORITHMS.join(', ')})`,
    },
    plan: {
      kind: 'string',
      placeholder: 'FILE',
      help: "an experiment: JSON laid over the release's plan (only the fields it changes), played by every level",
    },
  },
  examples: ['pnpm bench:bots --table draw --only expert:greedy --hands 1000 --matches 0 --seed 1'],
});

interface BenchBotsOptions {
  readonly deals: number;
  readonly matches: number;
  readonly seed: number;
  readonly algorithm: BotAlgorithm;
  /** The experiment's plan (--plan), laid over the release's; absent: the release's own. */
  readonly plan?: Plan;
  readonly rows: readonly Row[];
}

/** Parses and checks the arguments: a typo in --only or --table is an error, never an empty table. */
export function benchBotsOptions(
  argv: readonly string[],
): Result<BenchBotsOptions, { outcome: CliOutcome }> {
  const parsed = parseArgs(BENCH_BOTS_COMMAND, argv);
  if (!parsed.ok) return parsed;
  const { flags } = parsed.value;
  const fail = (message: string) => ({
    ok: false as const,
    outcome: usageFailure(BENCH_BOTS_COMMAND, message),
  });
  const algorithm = flags.algorithm ?? BOT_ALGORITHM;
  if (!isBotAlgorithm(algorithm))
    return fail(
      `unknown bot algorithm ${JSON.stringify(algorithm)} (one of ${BOT_ALGORITHMS.join(', ')})`,
    );
  let plan: Plan | undefined;
  if (flags.plan !== undefined) {
    let text: unknown;
    try {
      text = JSON.parse(readFileSync(flags.plan, 'utf8'));
    } catch (error) {
      return fail(`--plan ${flags.plan}: ${(error as Error).message}`);
    }
    const over = overridePlan(releaseOf(algorithm)!.plan, text);
    if (!over.ok) return fail(`--plan ${flags.plan}: ${over.message}`);
    plan = over.plan;
  }
  const matches = flags.matches ?? 100;
  const all = rowsFor(matches > 0);
  const presets = [...new Set(all.map((row) => row.preset))];
  if (flags.table !== undefined && !presets.includes(flags.table as PresetId))
    return fail(`--table must be one of ${presets.join(', ')}, got ${JSON.stringify(flags.table)}`);
  // --only expert:hard keeps the rows of that pairing (comma-separated: several pairings).
  const only = flags.only?.split(',').map((pairing) => pairing.split(':'));
  const unknown = only?.find(
    ([hero, rival, extra]) =>
      extra !== undefined || !all.some((row) => row.hero === hero && row.rival === rival),
  );
  if (unknown)
    return fail(
      `--only: no row pairs ${JSON.stringify(unknown.join(':'))}; pairings: ${[...new Set(all.map((row) => `${row.hero}:${row.rival}`))].join(', ')}`,
    );
  // --table kozel keeps that preset's rows (a long run can be split over processes).
  const rows = all.filter(
    (r) =>
      (!only || only.some(([hero, rival]) => r.hero === hero && r.rival === rival)) &&
      (!flags.table || r.preset === flags.table),
  );
  if (rows.length === 0)
    return fail(`no row is both in --table ${flags.table} and in --only ${flags.only}`);
  return {
    ok: true,
    value: {
      deals: flags.hands ?? 2000,
      matches,
      seed: flags.seed ?? 1,
      algorithm,
      rows,
      ...(plan && { plan }),
    },
  };
}

function main(argv: readonly string[]): void {
  const options = benchBotsOptions(argv);
  if (!options.ok) return finish(options.outcome);
  const { deals, matches, seed, algorithm, rows, plan } = options.value;
  // --algorithm: every bot level plays that release; --plan: an experiment laid over it.
  benchAlgorithm(algorithm);
  if (plan !== undefined) benchPlan(plan);
  const times: DecisionTimes = new Map();
  const played =
    plan === undefined
      ? algorithm
      : `${algorithm} with --plan (plan ${planHash(plan).slice(0, 12)}…)`;
  console.log(
    `bench:bots: ${played}, ${deals} duplicate deals per row, ${matches} duplicate match deals (Kozel rows vs greedy), seed ${seed}`,
  );
  console.log(
    '| table | player | vs | hands | hands won % (95% CI) | mean margin / hand | Elo | matches won % (95% CI) |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const m = measure(row, deals, matches, seed, times);
    const seats = row.pairs || row.players === 2 ? 2 : row.players;
    const share = `${pct(m.handsShare.mean)} ± ${pct(m.handsShare.half)}`;
    const matchCell = m.matchShare
      ? `${pct(m.matchShare.mean)} ± ${pct(m.matchShare.half)} (${m.matchesPlayed})`
      : '—';
    const table = `${row.players}p ${row.preset}${row.pairs ? ' pairs' : ''}`;
    const rival =
      seats === row.players && !row.pairs && row.players > 2
        ? `${row.players - 1}× ${row.rival}`
        : row.rival;
    console.log(
      `| ${table} | ${row.hero} | ${rival} | ${m.hands} | ${share} | ${m.margin.toFixed(2)} | ${Math.round(elo(m.handsShare.mean, seats))} | ${matchCell} |`,
    );
  }
  console.log('');
  console.log('| level | decisions timed | p50 ms | p99 ms | CPU p50 ms | CPU p99 ms |');
  console.log('|---|---|---|---|---|---|');
  for (const level of BOT_LEVELS as readonly BotLevel[]) {
    const measured = times.get(level);
    if (measured === undefined) continue;
    const wall = [...measured.wall].sort((a, b) => a - b);
    const cpu = [...measured.cpu].sort((a, b) => a - b);
    const cells = [
      percentile(wall, 50),
      percentile(wall, 99),
      percentile(cpu, 50),
      percentile(cpu, 99),
    ].map((ms) => ms.toFixed(3));
    console.log(`| ${level} | ${wall.length} | ${cells.join(' | ')} |`);
  }
}

if (isMainModule(import.meta.url)) main(process.argv.slice(2));
