// Seed 003's agreements end to end: `simulate --rules FILE` plays any rule set and writes records
// carrying the whole set (and the day of the week where the opening uses it); verify (and verify
// --bots) re-checks them and rejects a changed day or a changed agreement.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { presetRules, type Agreements, type Rules } from '@boneyard/engine';
import { verifyBots, verifyRecord, type MatchRecord } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import { parseSimulateArgs } from '../src/simulate.ts';
import { publishedBot, simulateMatch, type Decide } from '../src/simulate-match.ts';
import { copy } from './record-helpers.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

function agreed(
  preset: 'draw' | 'osyol' | 'trains' | 'kozyol-table' | 'telefon' | 'all-fives',
  players: number,
  agreements: Agreements,
): Rules {
  const base = presetRules(preset, { players });
  if (!base.ok) throw new Error(base.message);
  return { ...base.value, agreements: { ...base.value.agreements, ...agreements } };
}

const SETS: readonly [string, Rules][] = [
  [
    'draw 3, weekday, voluntary + buying, last tile kept, blocked redeals, to 5, 4 deals',
    agreed('draw', 3, {
      opening: { rule: 'weekday', fallback: 'heaviest-tile' },
      cannotGo: 'draw-voluntary',
      buyWithMove: true,
      lastTileDrawable: false,
      blockedRound: 'redeal',
      roundTo: 5,
      deals: 4,
    }),
  ],
  [
    'osyol 2, named double 3-3, one then pass, to 10',
    agreed('osyol', 2, {
      opening: { rule: 'named-double', double: '3-3', fallback: 'highest-double' },
      cannotGo: 'draw-one-then-pass',
      roundTo: 10,
    }),
  ],
  [
    'trains 3, previous winner, voluntary, 3 deals',
    agreed('trains', 3, {
      opening: { rule: 'previous-winner', fallback: 'any-tile' },
      cannotGo: 'draw-voluntary',
      deals: 3,
    }),
  ],
  [
    'kozyol-table 3, only the worst hand records, whole total to the loser, two doubles, doubles close arms',
    agreed('kozyol-table', 3, {
      recording: 'worst-hand',
      blockedScoring: 'total-to-loser',
      twoDoubles: true,
      doubleClosesArm: true,
    }),
  ],
  [
    'telefon 2, doubles in line, the leader collects the difference, 3 deals',
    agreed('telefon', 2, {
      doublesAcross: false,
      recording: 'leader-collects',
      blockedScoring: 'difference',
      deals: 3,
    }),
  ],
  [
    'draw 2, pips of the tile played, two doubles, voluntary drawing',
    agreed('draw', 2, {
      recording: 'tile-pips',
      twoDoubles: true,
      cannotGo: 'draw-voluntary',
    }),
  ],
  [
    'all-fives 3, free ends in fives, doubles in line, a double closes an arm, two doubles',
    agreed('all-fives', 3, {
      recording: 'free-ends-fives',
      doublesAcross: false,
      doubleClosesArm: true,
      twoDoubles: true,
    }),
  ],
];

describe('simulate --rules plays any agreement set; verify re-checks it', () => {
  it.each(SETS)(
    '%s',
    (_name, rules) => {
      for (const level of ['easy', 'hard'] as const) {
        const record = simulateMatch({ rules, seed: `agreements-${level}`, match: 1, level });
        expect(record.rules).toEqual(rules);
        expect(record.result).not.toBeNull();
        const outcome = verifyRecord(record);
        expect(outcome.ok ? 'ok' : outcome.error).toBe('ok');
        const bots = verifyBots(record);
        expect(bots.ok ? 'ok' : bots.error).toBe('ok');
        const weekdays = record.hands.map((h) => h.weekday);
        if (rules.agreements?.opening?.rule === 'weekday')
          expect(weekdays.every((d) => d !== undefined)).toBe(true);
        else expect(weekdays.every((d) => d === undefined)).toBe(true);
      }
    },
    120_000,
  );

  it('a player who skips every second double: the record carries each Skip and verifies', () => {
    const rules = SETS.find(([name]) => name.startsWith('draw 2, pips'))![1];
    const skipper: Decide = (state, seat, seed, level) =>
      state.hand?.secondDouble === true ? { type: 'skip' } : publishedBot(state, seat, seed, level);
    let skips = 0;
    let seconds = 0;
    for (let match = 1; match <= 6 && (skips === 0 || seconds === 0); match++) {
      const skipped = simulateMatch({
        rules,
        seed: 'skips',
        match,
        level: 'normal',
        decide: skipper,
      });
      const outcome = verifyRecord(skipped);
      expect(outcome.ok ? 'ok' : outcome.error).toBe('ok');
      skips += skipped.hands.flatMap((h) => h.moves).filter((m) => 'skip' in m).length;
      // A record that drops a Skip (the seat seems to play on) no longer verifies.
      const hand = skipped.hands.find((h) => h.moves.some((m) => 'skip' in m));
      if (hand) {
        const tampered: MatchRecord = copy(skipped);
        const moves = tampered.hands[hand.number - 1]!.moves;
        moves.splice(
          moves.findIndex((m) => 'skip' in m),
          1,
        );
        expect(verifyRecord(tampered).ok).toBe(false);
      }
      // The published bots lay the second double: one seat, two doubles in a row.
      const laid = simulateMatch({ rules, seed: 'skips', match, level: 'normal' });
      for (const hand of laid.hands)
        hand.moves.forEach((m, k) => {
          const before = hand.moves[k - 1];
          if (
            k > 1 &&
            'play' in m &&
            before &&
            'play' in before &&
            before.seat === m.seat &&
            m.play[0] === m.play[2] &&
            before.play[0] === before.play[2]
          )
            seconds++;
        });
    }
    expect(skips).toBeGreaterThan(0);
    expect(seconds).toBeGreaterThan(0);
  }, 240_000);

  it('rejects a record whose day of the week was changed', () => {
    const record: MatchRecord = copy(
      simulateMatch({ rules: SETS[0]![1], seed: 'weekday', match: 1, level: 'normal' }),
    );
    const hand = record.hands[0]!;
    (hand as { weekday?: number }).weekday = ((hand.weekday ?? 0) + 1) % 7;
    expect(verifyRecord(record).ok).toBe(false);
  });

  it('rejects a record whose agreements were changed', () => {
    const record: MatchRecord = copy(
      simulateMatch({ rules: SETS[0]![1], seed: 'changed', match: 1, level: 'normal' }),
    );
    (record.rules as { agreements?: Agreements }).agreements = {
      ...SETS[0]![1].agreements,
      roundTo: 10,
    };
    expect(verifyRecord(record).ok).toBe(false);
  });

  it('reads the rule set from a file and names every contradiction in it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'boneyard-agreements-'));
    const bad = join(dir, 'bad.json');
    const block = presetRules('block', { players: 4 });
    if (!block.ok) throw new Error(block.message);
    writeFileSync(
      bad,
      JSON.stringify({ ...block.value, agreements: { blockedRound: 'redeal', buyWithMove: true } }),
    );
    const refused = parseSimulateArgs([
      '--rules',
      bad,
      '--matches',
      '1',
      '--seed',
      's',
      '--records',
      dir,
    ]);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.outcome.stderr).toContain('agreements.blockedRound + boneyard');
      expect(refused.outcome.stderr).toContain('agreements.buyWithMove + agreements.cannotGo');
    }
    const both = parseSimulateArgs([
      '--rules',
      bad,
      '--preset',
      'draw',
      '--matches',
      '1',
      '--seed',
      's',
      '--records',
      dir,
    ]);
    expect(both.ok).toBe(false);
  });

  it('pnpm simulate --rules FILE writes records that pnpm verify accepts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'boneyard-agreements-'));
    const file = join(dir, 'rules.json');
    writeFileSync(file, JSON.stringify(SETS[0]![1]));
    const records = join(dir, 'records');
    const run = spawnSync(
      'pnpm',
      [
        '--silent',
        'simulate',
        '--rules',
        file,
        '--matches',
        '2',
        '--seed',
        'cli',
        '--records',
        records,
      ],
      {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toMatchObject({ preset: 'draw', players: 3, matches: 2 });
    for (const name of readdirSync(records)) {
      const verified = spawnSync('pnpm', ['--silent', 'verify', '--bots', join(records, name)], {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(verified.status).toBe(0);
      expect(JSON.parse(readFileSync(join(records, name), 'utf8')).rules.agreements.deals).toBe(4);
    }
  }, 240_000);
});
