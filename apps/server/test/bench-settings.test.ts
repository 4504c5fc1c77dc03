// The benchmarks' settings come from the environment; bad ones are refused before anything starts.
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../bench/settings.ts';

const SPECS = {
  ROOMS: { fallback: 200, min: 1, help: 'rooms' },
  CONFIGS: {
    fallback: 'memory,redis',
    choices: ['memory', 'redis', 'redis-2'],
    list: true,
    help: 'configurations',
  },
  ARRIVALS: { fallback: 'even', choices: ['even', 'poisson'], help: 'spacing' },
  JSON_OUT: { fallback: '', help: 'a file' },
} as const;

const parse = (env: Record<string, string>, argv: string[] = []) =>
  parseSettings('bench:x', 'A benchmark.', SPECS, argv, env);

describe('benchmark settings', () => {
  it('uses the defaults, and the values given', () => {
    expect(parse({})).toEqual({
      ok: true,
      value: { ROOMS: 200, CONFIGS: 'memory,redis', ARRIVALS: 'even', JSON_OUT: '' },
    });
    expect(
      parse({ ROOMS: '5', CONFIGS: '', ARRIVALS: 'poisson', JSON_OUT: '/tmp/x.json' }, ['--']),
    ).toEqual({
      ok: true,
      value: { ROOMS: 5, CONFIGS: '', ARRIVALS: 'poisson', JSON_OUT: '/tmp/x.json' },
    });
  });

  it('--help prints every setting with its default and exits 0', () => {
    const help = parse({}, ['--help']);
    expect(help).toMatchObject({ ok: false, code: 0, stderr: '' });
    if (!help.ok) {
      expect(help.stdout).toContain('usage: [NAME=VALUE …] pnpm bench:x');
      expect(help.stdout).toMatch(/ROOMS +rooms; default 200/);
      expect(help.stdout).toContain('comma list of memory, redis, redis-2');
    }
  });

  it.each([
    [{ ROOMS: '1OO' }, [], 'ROOMS must be a whole number, got "1OO"'],
    [{ ROOMS: '0' }, [], 'ROOMS must be ≥ 1, got 0'],
    [{ ROOMS: '-3' }, [], 'ROOMS must be a whole number, got "-3"'],
    [{ CONFIGS: 'redis,redis2' }, [], 'CONFIGS: unknown "redis2"'],
    [{ ARRIVALS: 'burst' }, [], 'ARRIVALS: unknown "burst"'],
    [
      {},
      ['--rooms', '5'],
      'takes its settings from environment variables, not arguments (got --rooms 5)',
    ],
  ])('refuses %j %j with exit 2 and the usage', (env, argv, message) => {
    const refused = parse(env, argv);
    expect(refused).toMatchObject({ ok: false, code: 2, stdout: '' });
    if (!refused.ok) {
      expect(refused.stderr).toContain(`bench:x: ${message}`);
      expect(refused.stderr).toContain('settings (environment variables):');
    }
  });
});
