// `pnpm bench:bots [--hands N] [--matches N] [--seed N] [--only HERO:RIVAL] [--table PRESET] [--algorithm RELEASE] [--plan FILE]`
// (`--help` lists them): bot levels against each other and
// against a greedy reference player ("heaviest legal tile"), on duplicate deals — each deal is
// played again with the sides swapped (in one-against-three rows, with the bot at every seat),
// so deal luck cancels. Per row: share of hands won with a 95% confidence interval, mean point
// margin per hand, the Elo difference the share implies, and for whole matches the share of
// matches won. Time per decision (p50/p99 wall clock and CPU, decisions with two or more legal
// plays) per level.
// Prints a Markdown table; deterministic for a seed, except the times.
import { BOT_LEVELS, presetRules, type BotLevel, type Rules } from '@boneyard/engine';
import { planHash } from '@boneyard/bots';
import { finish, isMainModule } from './args.ts';
import { benchBotsOptions, type Row } from './bench-bots-args.ts';
import {
  benchAlgorithm,
  benchPlan,
  duplicateHand,
  playMatch,
  type DecisionTimes,
  type HandOutcome,
  type Player,
} from './bench-bots-play.ts';

export { BENCH_BOTS_COMMAND, benchBotsOptions } from './bench-bots-args.ts';

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
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
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
