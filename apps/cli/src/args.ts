// A small argv parser shared by the CLI tools (deal, verify, simulate, bench). Commands declare
// their flags as data; parsing returns either typed values or a ready-made CLI outcome (usage on
// stderr and exit 2 for bad arguments, usage on stdout and exit 0 for --help), so every tool
// reports argument errors the same way and can be tested in-process without spawning.
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Result } from '@boneyard/result';

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** What a command produces; main() writes it out, tests inspect it directly. */
export interface CliOutcome {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export const FLAG_KINDS = ['string', 'integer', 'boolean'] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];

export interface FlagSpec {
  readonly kind: FlagKind;
  /** Must be given (ignored for booleans, which are simply false when absent). */
  readonly required?: boolean;
  /** May be given several times; the values come back as an array in argv order. */
  readonly repeated?: boolean;
  /** Inclusive bounds for integers. */
  readonly min?: number;
  readonly max?: number;
  /** Shown in usage after the flag name, e.g. HEX or N. */
  readonly placeholder?: string;
  readonly help: string;
}

export interface PositionalSpec {
  readonly name: string;
  readonly required?: boolean;
  readonly help: string;
}

export interface CommandSpec<F extends Record<string, FlagSpec> = Record<string, FlagSpec>> {
  /** The name after `pnpm --silent`, e.g. "deal". */
  readonly name: string;
  readonly summary: string;
  readonly flags: F;
  readonly positionals?: readonly PositionalSpec[];
  readonly examples?: readonly string[];
}

type ScalarOf<S extends FlagSpec> = S['kind'] extends 'integer' ? number : string;

/** The parsed type of one flag, derived from its spec. */
export type FlagValue<S extends FlagSpec> = S['kind'] extends 'boolean'
  ? boolean
  : S['repeated'] extends true
    ? ScalarOf<S>[]
    : S['required'] extends true
      ? ScalarOf<S>
      : ScalarOf<S> | undefined;

export type FlagValues<F extends Record<string, FlagSpec>> = { [K in keyof F]: FlagValue<F[K]> };

export interface ParsedArgs<F extends Record<string, FlagSpec>> {
  readonly flags: FlagValues<F>;
  readonly positionals: readonly string[];
}

/** Keeps the literal types of a command's flags so FlagValues can be inferred from them. */
export function defineCommand<const F extends Record<string, FlagSpec>>(
  spec: CommandSpec<F>,
): CommandSpec<F> {
  return spec;
}

export type ParseResult<F extends Record<string, FlagSpec>> = Result<
  ParsedArgs<F>,
  { outcome: CliOutcome }
>;

function flagLabel(name: string, flag: FlagSpec): string {
  return flag.kind === 'boolean' ? `--${name}` : `--${name} ${flag.placeholder ?? 'VALUE'}`;
}

/** One-screen usage text: synopsis, flags with help, positionals, examples. */
export function usage(spec: CommandSpec): string {
  const entries = Object.entries(spec.flags);
  const synopsis = entries.map(([name, flag]) => {
    const label = flagLabel(name, flag) + (flag.repeated ? '…' : '');
    return flag.required && flag.kind !== 'boolean' ? label : `[${label}]`;
  });
  for (const positional of spec.positionals ?? []) {
    synopsis.push(positional.required ? positional.name : `[${positional.name}]`);
  }
  const rows: [string, string][] = entries.map(([name, flag]) => {
    const notes = [
      flag.required && flag.kind !== 'boolean' ? 'required' : '',
      flag.repeated ? 'repeatable' : '',
    ]
      .filter(Boolean)
      .join(', ');
    return [flagLabel(name, flag), notes ? `${flag.help} (${notes})` : flag.help];
  });
  for (const positional of spec.positionals ?? []) rows.push([positional.name, positional.help]);
  rows.push(['--help', 'show this text']);
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = [
    `usage: pnpm --silent ${spec.name} ${synopsis.join(' ')}`.trimEnd(),
    '',
    spec.summary,
    '',
    ...rows.map(([label, help]) => `  ${label.padEnd(width)}  ${help}`),
  ];
  if (spec.examples?.length) lines.push('', 'example:', ...spec.examples.map((e) => `  ${e}`));
  return lines.join('\n') + '\n';
}

/** Bad arguments: "<command>: <message>", a blank line and the usage, on stderr; exit 2. */
export function usageFailure(spec: CommandSpec, message: string): CliOutcome {
  return { code: EXIT_USAGE, stdout: '', stderr: `${spec.name}: ${message}\n\n${usage(spec)}` };
}

const INTEGER = /^-?\d+$/;

function parseValue(
  name: string,
  flag: FlagSpec,
  raw: string,
): string | number | { error: string } {
  if (flag.kind !== 'integer') return raw;
  const value = Number(raw);
  if (!INTEGER.test(raw) || !Number.isSafeInteger(value)) {
    return { error: `--${name} must be a whole number, got ${JSON.stringify(raw)}` };
  }
  if (
    (flag.min !== undefined && value < flag.min) ||
    (flag.max !== undefined && value > flag.max)
  ) {
    const range =
      flag.max === undefined
        ? `≥ ${flag.min}`
        : flag.min === undefined
          ? `≤ ${flag.max}`
          : `in ${flag.min}..${flag.max}`;
    return { error: `--${name} must be ${range}, got ${value}` };
  }
  return value;
}

/**
 * Parses `--name value`, `--name=value` (values may be empty: `--client-seed ""`), boolean
 * `--name`, `--help`/`-h`, and positionals (everything after `--` is positional).
 */
export function parseArgs<F extends Record<string, FlagSpec>>(
  spec: CommandSpec<F>,
  argv: readonly string[],
): ParseResult<F> {
  const failure = (message: string): ParseResult<F> => ({
    ok: false,
    outcome: usageFailure(spec, message),
  });
  const seen = new Map<string, (string | number)[]>();
  const positionals: string[] = [];
  let onlyPositionals = false;

  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (onlyPositionals || !arg.startsWith('-') || arg === '-' || INTEGER.test(arg)) {
      positionals.push(arg);
      continue;
    }
    if (arg === '--') {
      onlyPositionals = true;
      continue;
    }
    if (arg === '--help' || arg === '-h') {
      return { ok: false, outcome: { code: EXIT_OK, stdout: usage(spec), stderr: '' } };
    }
    const equals = arg.indexOf('=');
    const name = arg.startsWith('--') ? arg.slice(2, equals === -1 ? undefined : equals) : '';
    const flag = Object.hasOwn(spec.flags, name) ? spec.flags[name] : undefined;
    if (!flag)
      return failure(
        `unknown option ${JSON.stringify(arg.slice(0, equals === -1 ? undefined : equals))}`,
      );

    let raw: string;
    if (flag.kind === 'boolean') {
      if (equals !== -1) return failure(`--${name} takes no value`);
      raw = 'true';
    } else if (equals !== -1) {
      raw = arg.slice(equals + 1);
    } else {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--'))
        return failure(`--${name} needs a value (${flag.placeholder ?? 'VALUE'})`);
      raw = next;
      i++;
    }
    const values = seen.get(name) ?? [];
    if (values.length > 0 && !flag.repeated) return failure(`--${name} given more than once`);
    const value = parseValue(name, flag, raw);
    if (typeof value === 'object') return failure(value.error);
    values.push(value);
    seen.set(name, values);
  }

  const missing = Object.entries(spec.flags)
    .filter(([name, flag]) => flag.required && flag.kind !== 'boolean' && !seen.has(name))
    .map(([name, flag]) => flagLabel(name, flag));
  if (missing.length > 0) return failure(`missing ${missing.join(', ')}`);

  const positionalSpecs = spec.positionals ?? [];
  if (positionals.length > positionalSpecs.length) {
    return failure(`unexpected argument ${JSON.stringify(positionals[positionalSpecs.length])}`);
  }
  const missingPositional = positionalSpecs.slice(positionals.length).find((p) => p.required);
  if (missingPositional) return failure(`missing ${missingPositional.name}`);

  const flags: Record<string, unknown> = {};
  for (const [name, flag] of Object.entries(spec.flags)) {
    const values = seen.get(name) ?? [];
    flags[name] = flag.kind === 'boolean' ? values.length > 0 : flag.repeated ? values : values[0];
  }
  return { ok: true, value: { flags: flags as FlagValues<F>, positionals } };
}

/** Writes an outcome and sets the exit code (without cutting off pending stdout writes). */
export function finish(outcome: CliOutcome): void {
  if (outcome.stdout) process.stdout.write(outcome.stdout);
  if (outcome.stderr) process.stderr.write(outcome.stderr);
  process.exitCode = outcome.code;
}

/** True when the module with this import.meta.url is the script node was started with. */
export function isMainModule(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return pathToFileURL(realpathSync(script)).href === moduleUrl;
  } catch {
    return false;
  }
}
