// `pnpm --silent simulate (--preset ID --players N [--pairs] | --rules FILE) --matches M
//  --seed TEXT --records DIR [--level L]`: bots play whole matches and each match is written as a real
// commit-reveal record (boneyard-match-v1). Every seed derives from --seed, so the same command
// writes byte-identical records.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BOT_LEVELS,
  MUGGINS_MODES,
  PRESET_IDS,
  PRESETS,
  createMatch,
  presetRules,
  type BotLevel,
  type PresetId,
  type Rules,
} from '@boneyard/engine';
import { parseRules, recordToJson } from '@boneyard/protocol';
import {
  EXIT_OK,
  EXIT_USAGE,
  defineCommand,
  finish,
  isMainModule,
  parseArgs,
  usageFailure,
  type CliOutcome,
} from './args.ts';
import { simulateMatch } from './simulate-match.ts';

export const SIMULATE_COMMAND = defineCommand({
  name: 'simulate',
  summary:
    'Bots play whole matches; every match is written as a boneyard-match-v1 record (match-0001.json …) and a JSON summary line is printed. The same --seed gives the same records.',
  flags: {
    preset: {
      kind: 'string',
      placeholder: 'ID',
      help: `rule set: ${PRESET_IDS.join(', ')} (with --players; or give --rules)`,
    },
    rules: {
      kind: 'string',
      placeholder: 'FILE',
      help: 'a whole rule set as JSON (any agreements; instead of --preset/--players/--pairs/--muggins)',
    },
    players: {
      kind: 'integer',
      min: 2,
      max: 4,
      placeholder: 'N',
      help: 'players at the table',
    },
    matches: {
      kind: 'integer',
      required: true,
      min: 1,
      max: 1_000_000,
      placeholder: 'M',
      help: 'matches to play',
    },
    seed: {
      kind: 'string',
      required: true,
      placeholder: 'TEXT',
      help: 'every server seed, client seed and bot choice derives from it',
    },
    records: {
      kind: 'string',
      required: true,
      placeholder: 'DIR',
      help: 'directory the records are written to',
    },
    level: {
      kind: 'string',
      placeholder: 'L',
      help: `bot level: ${BOT_LEVELS.join(', ')} (default normal)`,
    },
    pairs: { kind: 'boolean', help: 'play 4 players as two pairs (kozel always does)' },
    muggins: {
      kind: 'string',
      placeholder: 'MODE',
      help: `telephone / all-fives: ${MUGGINS_MODES.join(', ')} (default lenient)`,
    },
  },
  examples: [
    'pnpm --silent simulate --preset kozel --players 4 --matches 100 --seed demo --records records',
    'pnpm --silent simulate --rules my-table.json --matches 20 --seed demo --records records',
    'pnpm --silent simulate --preset all-fives --players 4 --pairs --muggins stealing --matches 20 --seed demo --records records',
  ],
});

export interface SimulateArgs {
  readonly rules: Rules;
  readonly matches: number;
  readonly seed: string;
  readonly records: string;
  readonly level: BotLevel;
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** Parses argv (without node and script) into a run, or the CLI outcome for bad arguments. */
export function parseSimulateArgs(
  argv: readonly string[],
): { ok: true; value: SimulateArgs } | { ok: false; outcome: CliOutcome } {
  const parsed = parseArgs(SIMULATE_COMMAND, argv);
  if (!parsed.ok) return parsed;
  const {
    preset,
    players,
    matches,
    seed,
    records,
    level = 'normal',
    pairs,
    muggins,
  } = parsed.value.flags;
  const bad = (message: string) => ({
    ok: false as const,
    outcome: usageFailure(SIMULATE_COMMAND, message),
  });
  if (!isOneOf(BOT_LEVELS, level))
    return bad(`--level must be one of ${BOT_LEVELS.join(', ')}, got ${JSON.stringify(level)}`);
  const file = parsed.value.flags.rules;
  if (file !== undefined) {
    if (preset !== undefined || players !== undefined || pairs || muggins !== undefined)
      return bad(
        '--rules gives the whole rule set: leave out --preset, --players, --pairs and --muggins',
      );
    const rules = rulesFromFile(file);
    if (!rules.ok) return bad(rules.message);
    return { ok: true, value: { rules: rules.value, matches, seed, records, level } };
  }
  if (preset === undefined || players === undefined)
    return bad('give --preset and --players, or --rules FILE');
  if (!isOneOf(PRESET_IDS, preset))
    return bad(`--preset must be one of ${PRESET_IDS.join(', ')}, got ${JSON.stringify(preset)}`);
  if (muggins !== undefined && !isOneOf(MUGGINS_MODES, muggins))
    return bad(
      `--muggins must be one of ${MUGGINS_MODES.join(', ')}, got ${JSON.stringify(muggins)}`,
    );
  // Without --pairs a table is free-for-all, unless the preset is only ever played in pairs.
  const rules = presetRules(preset, {
    players,
    pairs: pairs || PRESETS[preset].pairs === 'always',
    ...(muggins === undefined ? {} : { muggins }),
  });
  if (!rules.ok) return bad(rules.message);
  return { ok: true, value: { rules: rules.value, matches, seed, records, level } };
}

/** A rule-set file: JSON checked by the engine's schema, every contradiction named. */
function rulesFromFile(file: string): { ok: true; value: Rules } | { ok: false; message: string } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return {
      ok: false,
      message: `cannot read --rules ${JSON.stringify(file)}: ${(error as Error).message}`,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      message: `--rules ${JSON.stringify(file)} is not JSON: ${(error as Error).message}`,
    };
  }
  const rules = parseRules(json);
  return rules.ok
    ? rules
    : { ok: false, message: `--rules ${JSON.stringify(file)}: ${rules.message}` };
}

export interface SimulateSummary {
  readonly preset: PresetId;
  readonly players: number;
  readonly pairs: boolean;
  readonly matches: number;
  readonly hands: number;
  readonly averageHandsPerMatch: number;
  /** Matches won per side (a shared free-for-all win counts for each winner). */
  readonly winsPerSide: readonly number[];
  readonly ms: number;
}

/** Runs a whole simulation, writing match-0001.json … into args.records. */
export function runSimulation(args: SimulateArgs): SimulateSummary | string {
  const { rules } = args;
  const started = performance.now();
  try {
    mkdirSync(args.records, { recursive: true });
  } catch (error) {
    return `cannot create --records ${JSON.stringify(args.records)}: ${(error as Error).message}`;
  }
  const winsPerSide = createMatch(rules).sides.map(() => 0);
  let hands = 0;
  for (let match = 1; match <= args.matches; match++) {
    const record = simulateMatch({ rules, seed: args.seed, match, level: args.level });
    writeFileSync(
      join(args.records, `match-${String(match).padStart(4, '0')}.json`),
      recordToJson(record),
    );
    hands += record.hands.length;
    for (const side of record.result?.winners ?? [])
      winsPerSide[side] = (winsPerSide[side] ?? 0) + 1;
  }
  return {
    preset: rules.preset,
    players: rules.players,
    pairs: rules.teams === 'pairs',
    matches: args.matches,
    hands,
    averageHandsPerMatch: Math.round((hands / args.matches) * 100) / 100,
    winsPerSide,
    ms: Math.round(performance.now() - started),
  };
}

export function runSimulate(argv: readonly string[]): CliOutcome {
  const parsed = parseSimulateArgs(argv);
  if (!parsed.ok) return parsed.outcome;
  const summary = runSimulation(parsed.value);
  if (typeof summary === 'string')
    return { code: EXIT_USAGE, stdout: '', stderr: `simulate: ${summary}\n` };
  return { code: EXIT_OK, stdout: `${JSON.stringify(summary)}\n`, stderr: '' };
}

if (isMainModule(import.meta.url)) finish(runSimulate(process.argv.slice(2)));
