// The arguments of `pnpm bench:bots` (bench-bots.ts): the flags, the rows a run may play, and
// the checks that turn a typo in --only or --table into an error rather than an empty table.
import { BOT_LEVELS, type PresetId } from '@boneyard/engine';
import { readFileSync } from 'node:fs';
import {
  BOT_ALGORITHM,
  BOT_ALGORITHMS,
  isBotAlgorithm,
  overridePlan,
  releaseOf,
  type BotAlgorithm,
  type Plan,
} from '@boneyard/bots';
import { defineCommand, parseArgs, usageFailure, type CliOutcome } from './args.ts';
import type { Player } from './bench-bots-play.ts';
import type { Result } from '@boneyard/result';

export interface Row {
  readonly preset: PresetId;
  readonly players: number;
  readonly pairs: boolean;
  /** The player of interest and who it plays against. */
  readonly hero: Player;
  readonly rival: Player;
  /** Whole matches too (pair games only: the side of interest is two seats). */
  readonly matches: boolean;
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
