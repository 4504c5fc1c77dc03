// `pnpm --silent verify FILE` re-checks boneyard-match-v1 records: commitments, deals, every move
// and every score, from the seeds and moves alone. One JSON line per record on stdout. With
// --bots it also re-derives every bot move (and, in boneyard/bot/v2 and v3 records, every Muggins
// claim) from the seat's view, with the algorithm version each bot seat names; the line of a
// boneyard/bot/v1 record with Muggins claims says, in "claimsNotRederived", why its bots' claims
// cannot be re-derived.
// Exit 0: verified; 1: a record is wrong (the line names the first wrong thing);
// 2: bad arguments or a file that cannot be read. FILE may be a directory of *.json records.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  verifyBots,
  verifyRecord,
  type BotVerifyOutcome,
  type RecordCheck,
  type VerifyOutcome,
} from '@boneyard/protocol';
import {
  EXIT_FAILURE,
  EXIT_OK,
  EXIT_USAGE,
  defineCommand,
  finish,
  isMainModule,
  parseArgs,
  type CliOutcome,
} from './args.ts';

export const VERIFY_COMMAND = defineCommand({
  name: 'verify',
  summary:
    'Re-check a boneyard-match-v1 record (commitments, deals, every move, every score). Prints one JSON line per record; exit 0 when it verifies, 1 naming the first wrong thing.',
  flags: {
    bots: {
      kind: 'boolean',
      help: "re-derive every bot move from the seat's view and the revealed seeds; names the first one that differs",
    },
  },
  positionals: [
    { name: 'FILE', required: true, help: 'a record file, or a directory of *.json records' },
  ],
  examples: [
    'pnpm --silent verify records/match-0001.json',
    'pnpm --silent verify records',
    'pnpm --silent verify --bots records/match-0001.json',
  ],
});

export type FileOutcome = { readonly file: string } & (VerifyOutcome | BotVerifyOutcome);

/** Verifies the text of one record file (bad JSON is a wrong record, not an unreadable file). */
export function verifyText(file: string, text: string, bots = false): FileOutcome {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const check: RecordCheck = 'format';
    return { file, ok: false, check, error: `format: not JSON: ${(error as Error).message}` };
  }
  return { file, ...(bots ? verifyBots(value) : verifyRecord(value)) };
}

function errorText(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
}

/** The record files behind FILE: itself, or a directory's *.json files in name order. */
function recordFiles(path: string): string[] | string {
  try {
    if (!statSync(path).isDirectory()) return [path];
    const names = readdirSync(path)
      .filter((name) => name.endsWith('.json'))
      .sort();
    if (names.length === 0) return `no *.json records in directory ${JSON.stringify(path)}`;
    return names.map((name) => join(path, name));
  } catch (error) {
    return `cannot read ${JSON.stringify(path)}: ${errorText(error)}`;
  }
}

export function runVerify(argv: readonly string[]): CliOutcome {
  const parsed = parseArgs(VERIFY_COMMAND, argv);
  if (!parsed.ok) return parsed.outcome;
  const files = recordFiles(parsed.value.positionals[0]!);
  if (typeof files === 'string')
    return { code: EXIT_USAGE, stdout: '', stderr: `verify: ${files}\n` };
  const lines: string[] = [];
  const problems: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      const stderr = `verify: cannot read ${JSON.stringify(file)}: ${errorText(error)}\n`;
      return { code: EXIT_USAGE, stdout: lines.join(''), stderr };
    }
    const outcome = verifyText(file, text, parsed.value.flags.bots);
    lines.push(`${JSON.stringify(outcome.ok ? { file, ok: true, ...outcome.value } : outcome)}\n`);
    if (!outcome.ok) problems.push(`verify: ${file}: ${outcome.error}\n`);
  }
  return {
    code: problems.length > 0 ? EXIT_FAILURE : EXIT_OK,
    stdout: lines.join(''),
    stderr: problems.join(''),
  };
}

if (isMainModule(import.meta.url)) finish(runVerify(process.argv.slice(2)));
