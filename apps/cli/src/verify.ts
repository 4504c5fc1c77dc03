// `pnpm --silent verify FILE…` re-checks boneyard-match-v1 records: commitments, deals, every move
// and every score, from the seeds and moves alone. One JSON line per record on stdout.
// Exit 0: all verified; 1: a record is wrong (the line names the first wrong thing);
// 2: bad arguments or a file that cannot be read.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { verifyRecord, type VerifyOutcome } from '@boneyard/protocol';

const USAGE = 'usage: verify FILE… (a record file, or a directory of *.json records)';

export type FileOutcome = { readonly file: string } & (VerifyOutcome | { readonly ok: false; readonly check: 'format'; readonly error: string });

/** Verifies the text of one record file (bad JSON is a wrong record, not an unreadable file). */
export function verifyText(file: string, text: string): FileOutcome {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { file, ok: false, check: 'format', error: `format: not JSON: ${(error as Error).message}` };
  }
  return { file, ...verifyRecord(value) };
}

/** Expands directories to their *.json files, in name order. A string is the error to report. */
function expandPaths(paths: readonly string[]): string[] | string {
  const files: string[] = [];
  for (const path of paths) {
    let isDirectory: boolean;
    try {
      isDirectory = statSync(path).isDirectory();
    } catch (error) {
      return `cannot read ${JSON.stringify(path)}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
    }
    if (!isDirectory) {
      files.push(path);
      continue;
    }
    const names = readdirSync(path).filter((name) => name.endsWith('.json')).sort();
    if (names.length === 0) return `no *.json records in directory ${JSON.stringify(path)}`;
    files.push(...names.map((name) => join(path, name)));
  }
  return files;
}

function main(argv: readonly string[]): number {
  const paths = argv.filter((arg) => arg !== '--');
  const flag = paths.find((arg) => arg.startsWith('-'));
  if (paths.length === 0 || flag !== undefined) {
    process.stderr.write(`verify: ${flag === undefined ? 'no record file given' : `unknown option ${flag}`}\n${USAGE}\n`);
    return 2;
  }
  const files = expandPaths(paths);
  if (typeof files === 'string') {
    process.stderr.write(`verify: ${files}\n${USAGE}\n`);
    return 2;
  }
  let exitCode = 0;
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      process.stderr.write(`verify: cannot read ${JSON.stringify(file)}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}\n`);
      return 2;
    }
    const outcome = verifyText(file, text);
    const line = outcome.ok ? { file, ok: true, ...outcome.summary } : outcome;
    process.stdout.write(`${JSON.stringify(line)}\n`);
    if (!outcome.ok) {
      process.stderr.write(`verify: ${file}: ${outcome.error}\n`);
      exitCode = 1;
    }
  }
  return exitCode;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
