// The new presets end to end: simulate writes records for every board and scoring game (Muggins
// lenient, strict and stealing), verify accepts them all, and rejects the changes a cheat or a
// bug would make to them: a wrong arm, a wrong scoring sum, a claim outside its window.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { presetRules, type MugginsMode, type PresetId } from '@boneyard/engine';
import { verifyRecord, type MatchRecord, type MoveRecord } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import { simulateMatch } from '../src/simulate-match.ts';
import { copy } from './record-helpers.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

interface Table {
  readonly preset: PresetId;
  readonly players: number;
  readonly pairs: boolean;
  readonly muggins?: MugginsMode;
}

const TABLES: readonly Table[] = [
  ...(['osyol', 'telefon', 'trains'] as const).flatMap((preset) =>
    [2, 3, 4].map((players) => ({ preset, players, pairs: false })),
  ),
  ...(['telephone', 'all-fives'] as const).flatMap((preset) =>
    (['lenient', 'strict', 'stealing'] as const).flatMap((muggins) => [
      { preset, players: 2, pairs: false, muggins },
      { preset, players: 3, pairs: false, muggins },
      { preset, players: 4, pairs: true, muggins },
    ]),
  ),
];

function simulate(
  table: Table,
  seed: string,
  level: 'easy' | 'normal' | 'hard' = 'normal',
): MatchRecord {
  const rules = presetRules(table.preset, {
    players: table.players,
    pairs: table.pairs,
    ...(table.muggins ? { muggins: table.muggins } : {}),
  });
  if (!rules.ok) throw new Error(rules.message);
  return simulateMatch({ rules: rules.value, seed, match: 1, level });
}

const name = (t: Table) =>
  `${t.preset} ${t.players}${t.pairs ? ' pairs' : ''}${t.muggins ? ` ${t.muggins}` : ''}`;

describe('verify accepts every simulated match of the new presets', () => {
  it.each(TABLES.map((t) => [name(t), t] as const))(
    '%s',
    (_name, table) => {
      for (const level of ['easy', 'hard'] as const) {
        const outcome = verifyRecord(simulate(table, `boards-${level}`, level));
        expect(outcome.ok ? 'ok' : outcome.error).toBe('ok');
      }
    },
    60_000,
  );
});

/** The first move (hand, index) that `pick` accepts. */
function find(
  record: MatchRecord,
  pick: (move: MoveRecord, index: number, moves: readonly MoveRecord[]) => boolean,
) {
  for (const hand of record.hands)
    for (const [index, move] of hand.moves.entries())
      if (pick(move, index, hand.moves)) return { hand, index, move };
  throw new Error('no such move in this record');
}

function rejected(record: MatchRecord): { check: string; error: string } {
  const outcome = verifyRecord(record);
  if (outcome.ok) throw new Error('the changed record verified');
  return { check: outcome.check, error: outcome.error };
}

describe('verify rejects changed records of the new presets', () => {
  const stealing = simulate(
    { preset: 'all-fives', players: 4, pairs: true, muggins: 'stealing' },
    'mutate',
  );
  const strict = simulate(
    { preset: 'telephone', players: 2, pairs: false, muggins: 'strict' },
    'mutate',
    'easy',
  );
  const trains = simulate({ preset: 'trains', players: 3, pairs: false }, 'mutate');
  const osyol = simulate({ preset: 'osyol', players: 2, pairs: false }, 'mutate');

  it('a play moved to an arm that is not open for it (spinner board): check "arm"', () => {
    const record = copy(stealing);
    const { move } = find(record, (m) => 'play' in m && (m.end === 'left' || m.end === 'right'));
    if ('play' in move) (move as { end?: string }).end = 'up';
    // Either up is not open yet, or the tile does not match it; in both cases the arm is wrong.
    expect(rejected(record).check).toBe('arm');
  });

  it('a play moved to another seat’s closed train: check "arm"', () => {
    const record = copy(trains);
    const { move } = find(record, (m, i) => i > 0 && 'play' in m && m.end === `train-${m.seat}`);
    if ('play' in move) (move as { end?: string }).end = `train-${(move.seat + 1) % 3}`;
    expect(rejected(record).check).toBe('arm');
  });

  it('a cross arm played before the cross opens: check "arm"', () => {
    const record = copy(osyol);
    const { move } = find(record, (m, i) => i === 1 && 'play' in m);
    if ('play' in move) (move as { end?: string }).end = 'down';
    const { check, error } = rejected(record);
    expect(check).toBe('arm');
    // The arm is missing, not a tile that "does not fit" (issue 47).
    expect(error).toContain('the down arm does not exist yet');
    expect(error).not.toContain('does not fit');
  });

  it('up played at the second move of a spinner hand, before the spinner arm exists: named so', () => {
    const record = copy(stealing);
    const { move } = find(record, (m, i) => i === 1 && 'play' in m);
    if ('play' in move) (move as { end?: string }).end = 'up';
    const { check, error } = rejected(record);
    expect(check).toBe('arm');
    expect(error).toMatch(
      /the up arm does not exist yet: (there is no spinner yet|the spinner \d-\d is not built on both sides yet)/,
    );
    expect(error).not.toContain('does not fit');
  });

  it('a play that claims more than its ends add up to: check "scored"', () => {
    const record = copy(stealing);
    const { move } = find(record, (m) => 'play' in m && m.scored !== undefined);
    const right = 'play' in move ? (move.scored ?? 0) : 0;
    if ('play' in move) (move as { scored?: number }).scored = right + 5;
    const { check, error } = rejected(record);
    expect(check).toBe('scored');
    expect(error).toContain(`wrong score, expected ${right}, recorded ${right + 5}`);
  });

  it('a scoring play written as scoring nothing: check "scored"', () => {
    const record = copy(stealing);
    const { move } = find(record, (m, i) => i > 0 && 'play' in m && m.scored !== undefined);
    const right = 'play' in move ? (move.scored ?? 0) : 0;
    if ('play' in move) delete (move as { scored?: number }).scored;
    const { check, error } = rejected(record);
    expect(check).toBe('scored');
    expect(error).toContain(`wrong score, expected ${right}, recorded 0`);
  });

  it('a wrong sum of points made during play: check "play-points"', () => {
    const record = copy(stealing);
    const hand = record.hands[0]!;
    hand.playPoints = hand.playPoints!.map((p, i) => (i === 0 ? p + 5 : p));
    expect(rejected(record).check).toBe('play-points');
  });

  it('a hand’s points that are not its scoring plays plus the bonus: check "points"', () => {
    const record = copy(stealing);
    const hand = record.hands[0]!;
    hand.points = hand.points.map((p, i) => (i === 1 ? p + 5 : p));
    expect(rejected(record).check).toBe('points');
  });

  it('a claim made after its window closed: check "claim"', () => {
    const record = copy(stealing);
    const { index, hand, move } = find(record, (m) => 'claim' in m);
    const play = hand.moves
      .slice(0, index)
      .reverse()
      .find((m) => 'play' in m && m.at !== undefined)!;
    const windowMs = record.rules.muggins!.windowMs;
    if ('claim' in move && 'play' in play) (move as { at: number }).at = play.at! + windowMs + 1;
    expect(rejected(record)).toMatchObject({ check: 'claim' });
    expect(rejected(record).error).toContain('window-closed');
  });

  it('a steal in strict muggins (stealing off): check "claim"', () => {
    const record = copy(strict);
    const { move } = find(record, (m) => 'claim' in m);
    (move as { seat: number }).seat = (move.seat + 1) % 2;
    expect(rejected(record)).toMatchObject({ check: 'claim' });
    expect(rejected(record).error).toContain('not-yours-to-claim');
  });

  it('a lapse turned into a claim nobody made in time, or a claim dropped: rejected', () => {
    const record = copy(strict);
    const { index, hand } = find(record, (m) => 'claim' in m);
    hand.moves.splice(index, 1);
    expect(rejected(record).check).toMatch(/^(move|play-points|points|totals|unfinished)$/);
  });
});

describe('the commands as a user runs them', () => {
  const pnpm = (...args: string[]) =>
    spawnSync('pnpm', ['--silent', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });

  it('pnpm simulate writes All Fives records with stealing muggins that pnpm verify accepts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'boneyard-boards-'));
    const simulated = pnpm(
      'simulate',
      '--preset',
      'all-fives',
      '--players',
      '4',
      '--pairs',
      '--muggins',
      'stealing',
      '--matches',
      '2',
      '--seed',
      'cli',
      '--records',
      dir,
    );
    expect(simulated.status, simulated.stderr).toBe(0);
    expect(JSON.parse(simulated.stdout)).toMatchObject({
      preset: 'all-fives',
      players: 4,
      pairs: true,
      matches: 2,
    });
    expect(readdirSync(dir)).toEqual(['match-0001.json', 'match-0002.json']);
    const verified = pnpm('verify', dir);
    expect(verified.status, verified.stdout).toBe(0);
    expect(
      verified.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).ok),
    ).toEqual([true, true]);
  }, 120_000);

  it('an unknown muggins mode is a usage error (exit 2)', () => {
    const run = pnpm(
      'simulate',
      '--preset',
      'all-fives',
      '--players',
      '2',
      '--muggins',
      'sloppy',
      '--matches',
      '1',
      '--seed',
      'x',
      '--records',
      tmpdir(),
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--muggins must be one of lenient, strict, stealing');
  }, 120_000);
});

describe('records written before boards and scoring existed', () => {
  // Written by `simulate` at commit d0716ea (the engine before this change), unchanged since.
  it.each(['kozel-before-boards.json', 'draw-before-boards.json'])('%s still verifies', (file) => {
    const record = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', file), 'utf8'));
    const outcome = verifyRecord(record);
    expect(outcome.ok ? 'ok' : outcome.error).toBe('ok');
    expect(outcome.ok && outcome.value.finished).toBe(true);
  });
});
