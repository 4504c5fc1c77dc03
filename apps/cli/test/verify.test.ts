// verifyRecord accepts every simulated record and rejects every dishonest change, naming the check
// and hand; the header checks; the `verify` command's exit codes and output.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordToJson, verifyRecord, type MatchRecord } from '@boneyard/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runVerify } from '../src/verify.ts';
import { MUTATIONS, TABLES, copy, mutate, simulatedRecord, tableName } from './record-helpers.ts';

/** Two matches per table, simulated once and shared by the properties below. */
const POOL: readonly MatchRecord[] = TABLES.flatMap((table) => [
  simulatedRecord(table, 'pool', 1),
  simulatedRecord(table, 'pool', 2),
]);

describe('verifyRecord on simulated records', () => {
  it('accepts every simulated record, whatever the table and seed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TABLES),
        fc.string({ maxLength: 12 }),
        fc.integer({ min: 1, max: 999 }),
        (table, seed, match) => {
          const outcome = verifyRecord(simulatedRecord(table, seed, match));
          expect(
            outcome,
            `${tableName(table)} seed ${JSON.stringify(seed)} match ${match}`,
          ).toMatchObject({ ok: true });
        },
      ),
      { numRuns: 25 },
    );
  });

  it.each(MUTATIONS)(
    'rejects a record with %s changed, naming the check and the hand',
    (mutation) => {
      let applied = 0;
      fc.assert(
        fc.property(fc.constantFrom(...POOL), fc.nat(), (record, pick) => {
          const mutated = mutate(record, mutation, pick);
          if (mutated === null) return;
          applied++;
          const outcome = verifyRecord(mutated.record);
          expect(outcome.ok).toBe(false);
          if (outcome.ok) return;
          expect(mutated.checks).toContain(outcome.check);
          expect(outcome.hand).toBe(mutated.hand);
          expect(outcome.error.startsWith(`${outcome.check}: `)).toBe(true);
        }),
        { numRuns: 60 },
      );
      expect(applied).toBeGreaterThan(0);
    },
  );

  it('never throws, whatever part of a record is replaced with whatever value', () => {
    const paths = (value: unknown, prefix: (string | number)[] = []): (string | number)[][] =>
      value !== null && typeof value === 'object'
        ? [
            prefix,
            ...Object.entries(value).flatMap(([key, item]) =>
              paths(item, [...prefix, Array.isArray(value) ? Number(key) : key]),
            ),
          ]
        : [prefix];
    const record = POOL[0]!;
    const allPaths = paths(record).filter((path) => path.length > 0);
    fc.assert(
      fc.property(fc.constantFrom(...allPaths), fc.jsonValue(), (path, replacement) => {
        const changed = copy(record) as unknown as Record<string | number, unknown>;
        let parent = changed;
        for (const key of path.slice(0, -1))
          parent = parent[key] as Record<string | number, unknown>;
        parent[path.at(-1)!] = replacement;
        const outcome = verifyRecord(changed);
        expect(typeof outcome.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});

describe('header checks', () => {
  const record = POOL.find((candidate) => candidate.preset === 'kozel')!;
  const cases: [string, (r: MatchRecord) => void, string][] = [
    ['preset differs from the rules', (r) => void (r.preset = 'block'), 'preset'],
    ['target differs from the rules', (r) => void (r.target = 100), 'target'],
    ['a seat too many', (r) => void r.seats.push({ name: 'Extra', bot: false }), 'seats'],
    [
      'sides swapped',
      (r) =>
        void (r.sides = [
          [1, 3],
          [0, 2],
        ]),
      'sides',
    ],
    ['hands numbered from 2', (r) => r.hands.forEach((hand) => (hand.number += 1)), 'hand-number'],
    [
      'a hand after the match was over',
      (r) => void r.hands.push(copy(r.hands.at(-1)!)),
      'hand-number',
    ],
    ['the last hand missing', (r) => void r.hands.pop(), 'result'],
  ];
  it.each(cases)('%s', (_name, change, check) => {
    const changed = copy(record);
    change(changed);
    expect(verifyRecord(changed)).toMatchObject({ ok: false, check });
  });

  it('a hand after the match was over, numbered as the next hand', () => {
    const changed = copy(record);
    changed.hands.push({ ...copy(changed.hands.at(-1)!), number: changed.hands.length + 1 });
    expect(verifyRecord(changed)).toMatchObject({
      ok: false,
      check: 'extra-hand',
      hand: changed.hands.length,
    });
  });

  it('an earlier attempt that was not a misdeal', () => {
    const changed = copy(record);
    changed.hands[0]!.deal.attempt += 1;
    expect(verifyRecord(changed)).toMatchObject({ ok: false, check: 'misdeal', hand: 1 });
  });
});

describe('pnpm verify (in-process)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'boneyard-verify-'));
  const good = join(dir, 'good.json');
  writeFileSync(good, recordToJson(POOL[0]));
  const bad = join(dir, 'bad.json');
  writeFileSync(bad, recordToJson(mutate(POOL[0]!, 'totals', 3)!.record));

  it('exit 0 and a one-line JSON summary for a good record', () => {
    const outcome = runVerify([good]);
    expect(outcome.code).toBe(0);
    const lines = outcome.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      file: good,
      ok: true,
      hands: POOL[0]!.hands.length,
    });
  });

  it('exit 1 naming the first wrong thing', () => {
    const outcome = runVerify([bad]);
    expect(outcome.code).toBe(1);
    expect(JSON.parse(outcome.stdout)).toMatchObject({ ok: false, check: 'totals' });
    expect(outcome.stderr).toMatch(/totals: hand \d+: the record says/);
  });

  it('a directory: one line per record, exit 1 if any is wrong', () => {
    const outcome = runVerify([dir]);
    expect(outcome.code).toBe(1);
    expect(
      outcome.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).ok),
    ).toEqual([false, true]);
  });

  it('not JSON is a wrong record (exit 1); missing file, no argument or an unknown flag exit 2', () => {
    const notJson = join(dir, 'not-json.txt');
    writeFileSync(notJson, '{"format": ');
    expect(runVerify([notJson])).toMatchObject({ code: 1 });
    expect(JSON.parse(runVerify([notJson]).stdout)).toMatchObject({ check: 'format' });
    expect(runVerify([join(dir, 'missing.json')])).toMatchObject({ code: 2 });
    expect(runVerify([])).toMatchObject({ code: 2 });
    expect(runVerify(['--strict', good])).toMatchObject({ code: 2 });
    expect(runVerify([good, bad])).toMatchObject({ code: 2 });
  });
});
