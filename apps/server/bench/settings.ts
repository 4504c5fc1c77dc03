// The benchmarks take their settings from environment variables (the forked swarm processes see
// the same ones). This checks them before anything starts — a typo such as ROOMS=1OO or
// CONFIGS=redis2 is a clear error with exit 2, not a NaN-sized run or a crash minutes in — and
// answers `--help` (exit 0) instead of starting a long run a new user did not ask for.
import type { Result } from '@boneyard/result';

export interface Setting {
  /** The value when the variable is unset; a number makes the setting a whole number. */
  readonly fallback: number | string;
  readonly help: string;
  /** Lowest whole number allowed (numbers only). */
  readonly min?: number;
  /** The values allowed; with `list`, a comma-separated list of them (empty allowed). */
  readonly choices?: readonly string[];
  readonly list?: boolean;
}

export type SettingValues<S extends Record<string, Setting>> = {
  readonly [K in keyof S]: S[K]['fallback'] extends number ? number : string;
};

export type SettingsResult<S extends Record<string, Setting>> = Result<
  SettingValues<S>,
  { code: number; stdout: string; stderr: string }
>;

export function settingsUsage(
  command: string,
  summary: string,
  specs: Record<string, Setting>,
): string {
  const names = Object.keys(specs);
  const width = Math.max(...names.map((name) => name.length));
  const example = names
    .slice(0, 2)
    .map((name) => `${name}=${specs[name]!.fallback}`)
    .join(' ');
  const lines = names.map((name) => {
    const spec = specs[name]!;
    const choices = spec.choices
      ? ` (${spec.list ? 'comma list of ' : 'one of '}${spec.choices.join(', ')})`
      : '';
    return `  ${name.padEnd(width)}  ${spec.help}${choices}; default ${JSON.stringify(spec.fallback)}`;
  });
  return [
    `usage: [NAME=VALUE …] pnpm ${command}`,
    '',
    summary,
    '',
    'settings (environment variables):',
    ...lines,
    '',
    `example: ${example} pnpm ${command}`,
    '',
  ].join('\n');
}

function check(name: string, spec: Setting, raw: string): number | string | { error: string } {
  if (typeof spec.fallback === 'number') {
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value))
      return { error: `${name} must be a whole number, got ${JSON.stringify(raw)}` };
    if (spec.min !== undefined && value < spec.min)
      return { error: `${name} must be ≥ ${spec.min}, got ${value}` };
    return value;
  }
  if (spec.choices) {
    const given = spec.list ? raw.split(',').filter((item) => item !== '') : [raw];
    const unknown = given.find((item) => !spec.choices!.includes(item));
    if (unknown !== undefined)
      return { error: `${name}: unknown ${JSON.stringify(unknown)} (${spec.choices.join(', ')})` };
  }
  return raw;
}

export function parseSettings<const S extends Record<string, Setting>>(
  command: string,
  summary: string,
  specs: S,
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): SettingsResult<S> {
  const usage = settingsUsage(command, summary, specs);
  // `pnpm bench:server -- x` hands the script a bare "--" first.
  argv = argv.filter((arg) => arg !== '--');
  const refuse = (message: string) => ({
    ok: false as const,
    code: 2,
    stdout: '',
    stderr: `${command}: ${message}\n\n${usage}`,
  });
  if (argv.includes('--help') || argv.includes('-h'))
    return { ok: false, code: 0, stdout: usage, stderr: '' };
  if (argv.length > 0)
    return refuse(
      `takes its settings from environment variables, not arguments (got ${argv.join(' ')})`,
    );
  const values: Record<string, number | string> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const raw = env[name];
    const value = raw === undefined ? spec.fallback : check(name, spec, raw);
    if (typeof value === 'object') return refuse(value.error);
    values[name] = value;
  }
  return { ok: true, value: values as SettingValues<S> };
}

/** parseSettings on this process's argv and environment; prints and exits on --help or an error. */
export function readSettings<const S extends Record<string, Setting>>(
  command: string,
  summary: string,
  specs: S,
): SettingValues<S> {
  const result = parseSettings(command, summary, specs, process.argv.slice(2), process.env);
  if (result.ok) return result.value;
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exit(result.code);
}
