// Issue 44 end to end: a rule set the validator accepts but where nobody practically ever scores
// (Kozyol for 2 whose first count must be 200 of the 231 a hand can at most write, eggs off) is
// ended by the engine's cap on hands; `simulate` writes its record, `pnpm verify` accepts it and
// refuses a record that claims another end, stops early or plays on, or marks a hand as capped.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { handsPerMatchCap, presetRules, type Rules } from '@boneyard/engine';
import { verifyRecord, type MatchRecord } from '@boneyard/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { simulateMatch } from '../src/simulate-match.ts';
import { copy } from './record-helpers.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

function hopeless(): Rules {
  const made = presetRules('kozyol', { players: 2, target: 50 });
  if (!made.ok) throw new Error(made.message);
  return { ...made.value, specials: { ...made.value.specials, minimumToOpen: 200, eggs: false } };
}

describe('a match ended by the cap on hands', () => {
  let record: MatchRecord;
  beforeAll(() => {
    record = simulateMatch({ rules: hopeless(), seed: 'issue-44', match: 1, level: 'easy' });
  }, 300_000);

  it('is recorded with reason hand-cap after exactly the cap, and verifies', () => {
    expect(record.hands).toHaveLength(handsPerMatchCap(hopeless()));
    expect(record.result?.reason).toBe('hand-cap');
    // Nobody left 0: level sides, a draw (every side a winner, nobody the goat).
    expect(record.hands.at(-1)?.totals).toEqual([0, 0]);
    expect(record.result).toMatchObject({ winners: [0, 1], losers: [], whitewash: false });
    const outcome = verifyRecord(record);
    expect(outcome).toMatchObject({
      ok: true,
      value: { finished: true, hands: handsPerMatchCap(hopeless()) },
    });
  });

  it('verify refuses another reason, a missing last hand, or a hand marked capped', () => {
    const target = copy(record);
    target.result = { ...target.result!, reason: 'target' };
    expect(verifyRecord(target)).toMatchObject({ ok: false, check: 'result' });

    const early = copy(record);
    early.hands.pop();
    expect(verifyRecord(early)).toMatchObject({ ok: false, check: 'result' });

    const marked = copy(record);
    marked.hands[0] = { ...marked.hands[0]!, end: { ...marked.hands[0]!.end, capped: true } };
    expect(verifyRecord(marked)).toMatchObject({ ok: false, check: 'end', hand: 1 });
  });

  it('pnpm verify agrees', { timeout: 120_000 }, () => {
    const file = join(mkdtempSync(join(tmpdir(), 'boneyard-caps-')), 'capped.json');
    writeFileSync(file, JSON.stringify(record));
    const run = spawnSync('pnpm', ['--silent', 'verify', file], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const summary = JSON.parse(run.stdout) as { ok: boolean; hands: number; finished: boolean };
    expect(summary).toMatchObject({
      ok: true,
      hands: handsPerMatchCap(hopeless()),
      finished: true,
    });
  });
});
