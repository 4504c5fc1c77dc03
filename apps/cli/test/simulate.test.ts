// The simulate command: seeds derived from the seed text (checked by an independent computation),
// byte-identical output for the same seed, the summary line, argument errors, and the commands
// spawned as a user runs them: simulate writes records that verify accepts.
import { spawnSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { MatchRecord } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import { simulateMatch } from '../src/simulate-match.ts';
import { parseSimulateArgs, runSimulate, runSimulation } from '../src/simulate.ts';
import { rulesFor } from './record-helpers.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const tempDir = () => mkdtempSync(join(tmpdir(), 'boneyard-simulate-'));

/** `enc(b) = u32(len(b)) ‖ b`, written out again here rather than imported. */
function enc(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
}
function u32(n: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
}

describe('seeds derive from the seed text', () => {
  it('server seed = SHA-256(enc("boneyard/sim/server") ‖ enc(seed) ‖ u32(match) ‖ u32(hand)), client seeds by HMAC', () => {
    const record = simulateMatch({
      rules: rulesFor({ preset: 'block', players: 3, pairs: false }),
      seed: 'derive',
      match: 7,
      level: 'normal',
    });
    const key = createHash('sha256').update(enc('derive')).digest();
    for (const hand of record.hands) {
      const server = createHash('sha256')
        .update(
          Buffer.concat([enc('boneyard/sim/server'), enc('derive'), u32(7), u32(hand.number)]),
        )
        .digest('hex');
      expect(hand.deal.serverSeed).toBe(server);
      hand.deal.clientSeeds.forEach((seed, seat) => {
        const message = Buffer.concat([
          enc('boneyard/sim/client'),
          u32(7),
          u32(hand.number),
          u32(seat),
        ]);
        expect(seed).toBe(createHmac('sha256', key).update(message).digest('hex'));
      });
      // The commitment is the spec's, over room, hand and server seed.
      const commit = createHash('sha256')
        .update(
          Buffer.concat([
            enc('boneyard/commit/v1'),
            enc(record.room),
            u32(hand.number),
            u32(32),
            Buffer.from(server, 'hex'),
          ]),
        )
        .digest('hex');
      expect(hand.deal.commitment).toBe(commit);
    }
    expect(record.room).toBe('SIM0007');
  });
});

function parsed(argv: string[]) {
  const result = parseSimulateArgs(argv);
  if (!result.ok) throw new Error(result.outcome.stderr);
  return result.value;
}

function readRecords(dir: string): MatchRecord[] {
  return readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as MatchRecord);
}

describe('runSimulation', () => {
  it('writes the same bytes for the same seed, other bytes for another seed', () => {
    const [a, b, c] = [tempDir(), tempDir(), tempDir()];
    const base = ['--preset', 'kozel', '--players', '4', '--matches', '3'];
    runSimulation(parsed([...base, '--seed', 'same', '--records', a]));
    runSimulation(parsed([...base, '--seed', 'same', '--records', b]));
    runSimulation(parsed([...base, '--seed', 'other', '--records', c]));
    const files = readdirSync(a).sort();
    expect(files).toEqual(['match-0001.json', 'match-0002.json', 'match-0003.json']);
    for (const file of files) {
      expect(readFileSync(join(b, file), 'utf8')).toBe(readFileSync(join(a, file), 'utf8'));
      expect(readFileSync(join(c, file), 'utf8')).not.toBe(readFileSync(join(a, file), 'utf8'));
    }
  });

  it('summarises what it wrote', () => {
    const dir = tempDir();
    const summary = runSimulation(
      parsed([
        '--preset',
        'draw',
        '--players',
        '3',
        '--matches',
        '4',
        '--seed',
        'sum',
        '--records',
        dir,
        '--level',
        'easy',
      ]),
    );
    if (typeof summary === 'string') throw new Error(summary);
    const records = readRecords(dir);
    const hands = records.reduce((sum, record) => sum + record.hands.length, 0);
    expect(summary).toMatchObject({
      preset: 'draw',
      players: 3,
      pairs: false,
      matches: 4,
      hands,
      averageHandsPerMatch: hands / 4,
    });
    const wins = [0, 0, 0];
    for (const record of records) for (const side of record.result!.winners) wins[side]! += 1;
    expect(summary.winsPerSide).toEqual(wins);
    expect(
      records.every((record) => record.seats.every((seat) => seat.bot && seat.level === 'easy')),
    ).toBe(true);
  });

  it('plays four as pairs only with --pairs (kozel always)', () => {
    const base = ['--players', '4', '--matches', '1', '--seed', 'p', '--records', tempDir()];
    expect(parsed(['--preset', 'kozyol', ...base]).rules.teams).toBe('none');
    expect(parsed(['--preset', 'kozyol', '--pairs', ...base]).rules.teams).toBe('pairs');
    expect(parsed(['--preset', 'kozel', ...base]).rules.teams).toBe('pairs');
  });

  it('bad arguments exit 2 with a message and the usage', () => {
    const dir = tempDir();
    const cases: [string[], RegExp][] = [
      [
        ['--preset', 'chess', '--players', '2', '--matches', '1', '--seed', 's', '--records', dir],
        /--preset must be one of/,
      ],
      [
        ['--preset', 'kozel', '--players', '2', '--matches', '1', '--seed', 's', '--records', dir],
        /kozel is for 4 players/,
      ],
      [
        ['--preset', 'draw', '--players', '5', '--matches', '1', '--seed', 's', '--records', dir],
        /--players must be in 2..4/,
      ],
      [
        ['--preset', 'draw', '--players', '2', '--matches', '0', '--seed', 's', '--records', dir],
        /--matches must be/,
      ],
      [
        ['--preset', 'draw', '--players', '2', '--matches', '1', '--records', dir],
        /missing --seed/,
      ],
      [
        [
          '--preset',
          'draw',
          '--players',
          '2',
          '--matches',
          '1',
          '--seed',
          's',
          '--records',
          dir,
          '--level',
          'godlike',
        ],
        /--level must be one of/,
      ],
      [
        [
          '--preset',
          'draw',
          '--players',
          '2',
          '--pairs',
          '--matches',
          '1',
          '--seed',
          's',
          '--records',
          dir,
        ],
        /has no pairs/,
      ],
    ];
    for (const [argv, message] of cases) {
      const outcome = runSimulate(argv);
      expect(outcome.code, argv.join(' ')).toBe(2);
      expect(outcome.stderr).toMatch(message);
      expect(outcome.stderr).toContain('usage: pnpm --silent simulate');
    }
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    const outcome = runSimulate([
      '--preset',
      'draw',
      '--players',
      '2',
      '--matches',
      '1',
      '--seed',
      's',
      '--records',
      join(file, 'sub'),
    ]);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toMatch(/cannot create --records/);
  });
});

describe('the commands as a user runs them', () => {
  const pnpm = (...args: string[]) =>
    spawnSync('pnpm', ['--silent', ...args], { cwd: ROOT, encoding: 'utf8' });

  it('pnpm simulate writes records that pnpm verify accepts; a changed record fails with exit 1', () => {
    const dir = tempDir();
    const simulated = pnpm(
      'simulate',
      '--preset',
      'kozyol',
      '--players',
      '3',
      '--matches',
      '2',
      '--seed',
      'cli',
      '--records',
      dir,
    );
    expect(simulated.status).toBe(0);
    const summary = JSON.parse(simulated.stdout);
    expect(summary).toMatchObject({ preset: 'kozyol', players: 3, matches: 2 });
    expect(summary.winsPerSide).toHaveLength(3);

    const verified = pnpm('verify', dir);
    expect(verified.status).toBe(0);
    const lines = verified.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.ok)).toEqual([true, true]);
    expect(lines.reduce((sum, line) => sum + line.hands, 0)).toBe(summary.hands);

    const record = readRecords(dir)[0]!;
    record.hands[0]!.points[0]! += 5;
    const changed = join(tempDir(), 'changed.json');
    writeFileSync(changed, JSON.stringify(record));
    const rejected = pnpm('verify', changed);
    expect(rejected.status).toBe(1);
    expect(JSON.parse(rejected.stdout)).toMatchObject({ ok: false, check: 'points', hand: 1 });
  }, 60_000);
});
