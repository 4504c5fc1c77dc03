// The published bots, pinned by data: test/positions.json holds positions of every table (the
// seat's view, the level, the bot seed) and the move the newest release chose in each. Every row
// must decide the same, and every release's decisions must hash to the digest its registry row
// names. A changed decision is a changed bot: it ships only as a new row, at a release (docs/bots.md).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { POSITIONS, seedOf } from './positions.ts';
import type { SeatView } from '@boneyard/engine';
import {
  BOT_ALGORITHM,
  BOT_ALGORITHMS,
  RELEASES,
  botAction,
  canonicalJson,
  planHash,
  unknownAlgorithmReason,
  type Plan,
} from '../src/index.ts';

const file = POSITIONS;

describe('the published bots', () => {
  it(
    'the newest release decides as pinned at every position of every table, at every level',
    { timeout: 300_000 },
    () => {
      const newest = RELEASES.at(-1)!;
      expect(newest.id).toBe(BOT_ALGORITHM);
      for (const release of RELEASES) {
        const hash = createHash('sha256');
        const differing: string[] = [];
        for (const [i, row] of file.positions.entries()) {
          const view = { ...row.view, rules: file.tables[row.table]!.rules } as SeatView;
          const chosen = botAction(view, row.level, seedOf(row.seed), {
            playouts: release.plan.hard.search.playouts,
            algorithm: release.id,
          });
          hash.update(JSON.stringify(chosen));
          if (release === newest && JSON.stringify(chosen) !== JSON.stringify(row.action))
            differing.push(`#${i} ${file.tables[row.table]!.name} ${row.level}`);
        }
        expect(differing, release.id).toEqual([]);
        expect(hash.digest('hex'), release.id).toBe(release.digest);
      }
    },
  );

  it('positions cover every table and level, with extra expert rows where a drawing pair reads its opponent', () => {
    const levels = new Set(file.positions.map((row) => row.level));
    expect([...levels].sort()).toEqual(['easy', 'expert', 'hard', 'normal']);
    expect(new Set(file.positions.map((row) => row.table)).size).toBe(file.tables.length);
    expect(file.positions.filter((row) => row.level === 'expert').length).toBeGreaterThan(
      file.positions.filter((row) => row.level === 'hard').length,
    );
  });

  it("a plan's hash is over its canonical JSON: key order never changes it", () => {
    const plan = RELEASES[0].plan;
    const reordered = JSON.parse(JSON.stringify(plan, Object.keys(plan).reverse())) as Plan;
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    expect(planHash({ ...reordered, ...plan })).toBe(planHash(plan));
    expect(planHash(plan)).toMatch(/^[0-9a-f]{64}$/);
    expect(planHash({ ...plan, easy: { noise: plan.easy.noise + 1 } })).not.toBe(planHash(plan));
  });

  it('release ids cannot be mistaken for the bot-seed label boneyard/bot/v1', () => {
    for (const release of RELEASES) expect(release.id).toMatch(/^bots-\d{4}\.\d{2}(\.\d+)?$/);
    expect(BOT_ALGORITHMS).toContain('boneyard/bot/v18'); // the same decisions before it had a release id
  });

  it('says plainly why a version is not re-derived: retired, unknown, or not named', () => {
    expect(unknownAlgorithmReason(BOT_ALGORITHM)).toBeNull();
    expect(unknownAlgorithmReason('boneyard/bot/v18')).toBeNull();
    expect(unknownAlgorithmReason('boneyard/bot/v7')).toMatch(
      /"boneyard\/bot\/v7", which is retired/,
    );
    expect(unknownAlgorithmReason('bots-2099.01')).toMatch(/"bots-2099\.01", which is unknown/);
    expect(unknownAlgorithmReason(undefined)).toMatch(/names no bot version/);
  });
});
