// The `deal` tool: spawned as a real process for the test vector and the exit codes,
// and run in-process (runDeal) for the many argument errors.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { bytesToHex, dealHands } from '@boneyard/fair';
import { runDeal } from '../src/deal.ts';

const CLI_DIR = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

/** Runs `node --import tsx src/deal.ts …` from apps/cli (where tsx is installed). */
async function spawnDeal(
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/deal.ts', ...args],
      {
        cwd: CLI_DIR,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// issue 2 §3.
const VECTOR_SEED = '00'.repeat(31) + '01';
const VECTOR_CLIENT_SEEDS = [0, 1, 2, 3].map((i) =>
  createHash('sha256').update(`seat${i}`).digest('hex'),
);
const VECTOR_ARGS = [
  '--server-seed',
  VECTOR_SEED,
  '--room',
  'ABCD23',
  '--hand',
  '1',
  '--attempt',
  '0',
  '--seats',
  '4',
  '--tiles-each',
  '7',
];
const VECTOR_DECK =
  '3-3 0-5 3-4 4-4 1-6 0-0 6-6 0-6 1-3 5-6 0-1 2-3 1-5 2-2 2-5 2-4 1-1 3-6 0-2 1-2 0-4 4-6 0-3 2-6 3-5 5-5 4-5 1-4'.split(
    ' ',
  );

describe('deal (spawned)', () => {
  it('prints the issue test vector as JSON and exits 0', async () => {
    const result = await spawnDeal([
      ...VECTOR_ARGS,
      ...VECTOR_CLIENT_SEEDS.flatMap((seed) => ['--client-seed', seed]),
    ]);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const printed = JSON.parse(result.stdout);
    expect(Object.keys(printed)).toEqual(['commitment', 'deck', 'hands', 'boneyard']);
    expect(printed.commitment).toBe(
      '54ed4e64b51444e0efdf732ea25d20a4aa77bc59372fc8fc99180b7c620c59bc',
    );
    expect(printed.deck).toEqual(VECTOR_DECK);
    expect(printed.hands).toEqual([0, 1, 2, 3].map((s) => VECTOR_DECK.slice(7 * s, 7 * s + 7)));
    expect(printed.boneyard).toEqual([]);
  });

  it('exits 2 with a message and the usage on stderr for bad arguments', async () => {
    const result = await spawnDeal([
      '--server-seed',
      'xyz',
      '--room',
      'R',
      '--hand',
      '1',
      '--attempt',
      '0',
      '--seats',
      '2',
      '--tiles-each',
      '7',
    ]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^deal: --server-seed: not hex \(digits 0-9 and a-f only\): "xyz"/,
    );
    expect(result.stderr).toContain('usage: pnpm --silent deal --server-seed HEX');
  });
});

describe('deal (in-process)', () => {
  const twoSeats = [
    '--server-seed',
    'ab'.repeat(32),
    '--room',
    'ROOM42',
    '--hand',
    '3',
    '--attempt',
    '2',
    '--seats',
    '2',
    '--tiles-each',
    '7',
  ];

  it('no --client-seed at all means every seat contributed none', () => {
    const implicit = runDeal(twoSeats);
    const explicit = runDeal([...twoSeats, '--client-seed', '', '--client-seed=']);
    expect(implicit.code).toBe(0);
    expect(explicit).toEqual(implicit);
    const expected = dealHands({
      serverSeed: new Uint8Array(32).fill(0xab),
      room: 'ROOM42',
      hand: 3,
      attempt: 2,
      seats: 2,
      tilesEach: 7,
      clientSeeds: [new Uint8Array(), new Uint8Array()],
    });
    expect(expected.ok && JSON.parse(implicit.stdout)).toEqual(expected.ok && expected.value);
    expect(JSON.parse(implicit.stdout).boneyard).toHaveLength(14);
  });

  it('uses client seeds in seat order', () => {
    const a = '11'.repeat(32);
    const b = '22'.repeat(32);
    const ab = JSON.parse(runDeal([...twoSeats, '--client-seed', a, '--client-seed', b]).stdout);
    const ba = JSON.parse(runDeal([...twoSeats, '--client-seed', b, '--client-seed', a]).stdout);
    expect(ab.deck).not.toEqual(ba.deck);
    expect(ab.commitment).toBe(ba.commitment);
    expect(bytesToHex(new Uint8Array(32).fill(0x11))).toBe(a);
  });

  it('--help prints the usage on stdout and exits 0', () => {
    const result = runDeal(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('--tiles-each H');
    expect(result.stderr).toBe('');
  });

  const without = (flag: string) => {
    const at = twoSeats.indexOf(flag);
    return [...twoSeats.slice(0, at), ...twoSeats.slice(at + 2)];
  };
  const replace = (flag: string, value: string) =>
    twoSeats.map((arg, i) => (twoSeats[i - 1] === flag ? value : arg));

  const badCases: [string, string[], RegExp][] = [
    ['missing --room', without('--room'), /missing --room CODE/],
    [
      'missing several',
      ['--room', 'R'],
      /missing --server-seed HEX, --hand N, --attempt K, --seats N, --tiles-each H/,
    ],
    ['hand 0', replace('--hand', '0'), /--hand must be in 1\.\.4294967295, got 0/],
    ['attempt -1', replace('--attempt', '-1'), /--attempt must be in 0\.\.4294967295, got -1/],
    ['seats 5', replace('--seats', '5'), /--seats must be in 2\.\.4, got 5/],
    ['seats "two"', replace('--seats', 'two'), /--seats must be a whole number, got "two"/],
    ['too many tiles', [...replace('--tiles-each', '15')], /bad-tiles-each/],
    [
      'short server seed',
      replace('--server-seed', 'ab'),
      /bad-server-seed: server seed must be 32 bytes, got 1 bytes/,
    ],
    [
      'odd-length client seed',
      [...twoSeats, '--client-seed', 'abc', '--client-seed', ''],
      /--client-seed for seat 0: (not hex|odd number of hex digits)/,
    ],
    [
      'client seed count',
      [...twoSeats, '--client-seed', ''],
      /one --client-seed per seat \(2, "" for none\) or none at all; got 1/,
    ],
    ['unknown flag', [...twoSeats, '--players', '4'], /unknown option "--players"/],
    ['repeated single flag', [...twoSeats, '--room', 'OTHER'], /--room given more than once/],
    ['flag without value', [...without('--room'), '--room'], /--room needs a value \(CODE\)/],
    ['stray argument', [...twoSeats, 'extra'], /unexpected argument "extra"/],
  ];
  for (const [name, args, message] of badCases) {
    it(`${name} → exit 2 with a clear message`, () => {
      const result = runDeal(args);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(message);
      expect(result.stderr).toContain('usage: pnpm --silent deal');
    });
  }
});
