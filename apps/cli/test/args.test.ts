// The shared argv parser, on a made-up command that uses every kind of flag and a positional.
import { describe, expect, it } from 'vitest';
import { defineCommand, parseArgs, usage } from '../src/args.ts';

const COMMAND = defineCommand({
  name: 'demo',
  summary: 'A command for testing the parser.',
  flags: {
    name: { kind: 'string', required: true, placeholder: 'TEXT', help: 'a name' },
    count: { kind: 'integer', min: 1, max: 10, placeholder: 'N', help: 'how many' },
    tag: { kind: 'string', repeated: true, placeholder: 'T', help: 'tags' },
    level: { kind: 'integer', repeated: true, help: 'levels' },
    verbose: { kind: 'boolean', help: 'talk more' },
  },
  positionals: [{ name: 'FILE', required: true, help: 'input file' }],
});

function parsed(argv: string[]) {
  const result = parseArgs(COMMAND, argv);
  if (!result.ok) throw new Error(result.outcome.stderr);
  return result.value;
}

function failure(argv: string[]) {
  const result = parseArgs(COMMAND, argv);
  if (result.ok) throw new Error('expected a failure');
  return result.outcome;
}

describe('parseArgs', () => {
  it('types and collects flags, defaults and positionals', () => {
    const { flags, positionals } = parsed([
      '--name',
      'x',
      'in.json',
      '--tag',
      'a',
      '--tag=',
      '--level',
      '3',
      '--level',
      '-2',
    ]);
    expect(flags).toEqual({
      name: 'x',
      count: undefined,
      tag: ['a', ''],
      level: [3, -2],
      verbose: false,
    });
    expect(positionals).toEqual(['in.json']);
  });

  it('accepts --flag=value, booleans and -- before positionals', () => {
    const { flags, positionals } = parsed([
      '--name=a=b',
      '--count=10',
      '--verbose',
      '--',
      '--odd-file',
    ]);
    expect(flags.name).toBe('a=b');
    expect(flags.count).toBe(10);
    expect(flags.verbose).toBe(true);
    expect(positionals).toEqual(['--odd-file']);
  });

  it('reports every kind of mistake with exit 2, the message and the usage', () => {
    const cases: [string[], string][] = [
      [['f'], 'missing --name TEXT'],
      [['--name', 'x'], 'missing FILE'],
      [['--name', 'x', 'f', 'g'], 'unexpected argument "g"'],
      [['--name', 'x', 'f', '--count', '11'], '--count must be in 1..10, got 11'],
      [['--name', 'x', 'f', '--count', '2.5'], '--count must be a whole number, got "2.5"'],
      [['--name', 'x', 'f', '--count', '99999999999999999999'], '--count must be a whole number'],
      [['--name', 'x', 'f', '--count'], '--count needs a value (N)'],
      [['--name', '--verbose', 'f'], '--name needs a value (TEXT)'],
      [['--name', 'x', 'f', '--verbose=yes'], '--verbose takes no value'],
      [['--name', 'x', 'f', '--colour', 'red'], 'unknown option "--colour"'],
      [['--name', 'x', 'f', '-v'], 'unknown option "-v"'],
      [['--name', 'x', '--name', 'y', 'f'], '--name given more than once'],
    ];
    for (const [argv, message] of cases) {
      const outcome = failure(argv);
      expect(outcome.code).toBe(2);
      expect(outcome.stdout).toBe('');
      expect(outcome.stderr.startsWith(`demo: ${message}`)).toBe(true);
      expect(outcome.stderr).toContain(usage(COMMAND));
    }
  });

  it('--help and -h print the usage on stdout with exit 0', () => {
    for (const flag of ['--help', '-h']) {
      expect(failure(['--name', 'x', flag])).toEqual({
        code: 0,
        stdout: usage(COMMAND),
        stderr: '',
      });
    }
  });

  it('usage shows required, optional and repeatable flags', () => {
    const text = usage(COMMAND);
    expect(text).toContain(
      'usage: pnpm --silent demo --name TEXT [--count N] [--tag T…] [--level VALUE…] [--verbose] FILE',
    );
    expect(text).toMatch(/--tag T\s+tags \(repeatable\)/);
    expect(text).toMatch(/--name TEXT\s+a name \(required\)/);
  });
});
