// The pieces `pnpm bench:bots` is built from: the greedy reference player, duplicate deals
// (the same decks in every seating, so a player against itself scores exactly even) and
// repeatability for a seed.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { presetRules, type Action, type Rules } from '@boneyard/engine';
import { BOT_ALGORITHM, releaseOf } from '@boneyard/bots';
import { describe, expect, it } from 'vitest';
import { benchBotsOptions } from '../src/bench-bots.ts';
import {
  duplicateHand,
  greedyAction,
  playMatch,
  type DecisionTimes,
} from '../src/bench-bots-play.ts';

function rules(preset: 'kozel' | 'draw' | 'block', players: number, pairs: boolean): Rules {
  const made = presetRules(preset, { players, pairs });
  if (!made.ok) throw new Error(made.message);
  return made.value;
}

describe('greedy reference player', () => {
  it('plays its heaviest legal tile', () => {
    const legal: Action[] = [
      { type: 'play', tile: '1-2', end: 'left' },
      { type: 'play', tile: '5-6', end: 'right' },
      { type: 'play', tile: '3-3', end: 'left' },
    ];
    expect(greedyAction(legal)).toEqual({ type: 'play', tile: '5-6', end: 'right' });
  });
  it('claims a pending score when it may, and draws when nothing fits', () => {
    expect(greedyAction([{ type: 'play', tile: '6-6', end: 'left' }, { type: 'claim' }])).toEqual({
      type: 'claim',
    });
    expect(greedyAction([{ type: 'draw' }])).toEqual({ type: 'draw' });
  });
});

describe('duplicate deals', () => {
  const kozel = rules('kozel', 4, true);
  const seatings = (hero: 'greedy' | 'normal', rival: 'greedy' | 'easy') => [
    { players: [hero, rival, hero, rival], side: 0 },
    { players: [rival, hero, rival, hero], side: 1 },
  ];

  it('greedy against greedy scores exactly even on every deal: the decks are the same in both seatings', () => {
    const times: DecisionTimes = new Map();
    for (let deal = 1; deal <= 20; deal++) {
      const [a, b] = duplicateHand(kozel, seatings('greedy', 'greedy'), deal, times);
      expect(a!.score + b!.score).toBe(1);
      expect(a!.margin + b!.margin).toBeCloseTo(0, 9);
    }
  });

  it('is repeatable for a seed, and the bots are timed only where they had a choice', () => {
    const first: DecisionTimes = new Map();
    const once = Array.from({ length: 10 }, (_, d) =>
      duplicateHand(kozel, seatings('normal', 'easy'), 100 + d, first),
    );
    const again = Array.from({ length: 10 }, (_, d) =>
      duplicateHand(kozel, seatings('normal', 'easy'), 100 + d, new Map()),
    );
    expect(again).toEqual(once);
    expect(first.get('normal')!.wall.length).toBeGreaterThan(0);
    expect(first.get('normal')!.cpu).toHaveLength(first.get('normal')!.wall.length);
    expect(first.has('hard')).toBe(false);
  });

  it('plays whole matches to a winner', () => {
    const draw = rules('draw', 2, false);
    const score = playMatch(draw, ['normal', 'greedy'], 0, 5, 0, new Map());
    expect([0, 0.5, 1]).toContain(score);
  });
});

describe('bench:bots arguments', () => {
  it('--help prints the usage and exits 0; defaults are 2,000 deals, 100 match deals, seed 1, every row', () => {
    const help = benchBotsOptions(['--help']);
    expect(help.ok).toBe(false);
    if (!help.ok) {
      expect(help.outcome.code).toBe(0);
      expect(help.outcome.stdout).toContain('--only HERO:RIVAL');
    }
    const defaults = benchBotsOptions([]);
    expect(defaults.ok && { ...defaults.value, rows: defaults.value.rows.length }).toEqual({
      deals: 2000,
      matches: 100,
      seed: 1,
      algorithm: BOT_ALGORITHM,
      rows: 9 + 9 + 5,
    });
  });

  it('keeps the rows asked for', () => {
    const some = benchBotsOptions([
      '--table',
      'draw',
      '--only',
      'expert:greedy,expert:hard',
      '--hands',
      '10',
      '--matches=0',
      '--seed',
      '7',
    ]);
    expect(some.ok).toBe(true);
    if (some.ok) {
      expect(some.value.rows.map((row) => `${row.preset} ${row.hero}:${row.rival}`)).toEqual([
        'draw expert:greedy',
        'draw expert:hard',
      ]);
      expect([some.value.deals, some.value.matches, some.value.seed]).toEqual([10, 0, 7]);
    }
  });

  it("--plan FILE lays an experiment over the release's plan: only the fields it names change", () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-plan-'));
    const file = join(dir, 'plan.json');
    writeFileSync(
      file,
      JSON.stringify({
        hard: { search: { playouts: 2400 } },
        expert: { drawingTwo: { beforeTree: 'none' } },
      }),
    );
    const options = benchBotsOptions(['--plan', file, '--only', 'hard:normal', '--table', 'draw']);
    expect(options.ok).toBe(true);
    if (!options.ok) return;
    const release = releaseOf(BOT_ALGORITHM)!.plan;
    expect(options.value.plan?.hard.search).toEqual({ ...release.hard.search, playouts: 2400 });
    expect(options.value.plan?.expert.drawingTwo).toEqual({
      ...release.expert.drawingTwo,
      beforeTree: 'none',
    });
    expect(options.value.plan?.expert.pairs).toEqual(release.expert.pairs);
    const refusals: [string, string][] = [
      ['{"hrad":{}}', 'unknown plan key "hrad"'],
      ['{"hard":{"search":{"playouts":"many"}}}', 'plan.hard.search.playouts: expected number'],
      ['[1]', 'a plan override is a JSON object'],
      ['{', '--plan'],
    ];
    for (const [text, message] of refusals) {
      writeFileSync(file, text);
      const refused = benchBotsOptions(['--plan', file]);
      expect(refused.ok, text).toBe(false);
      if (!refused.ok) expect(refused.outcome.stderr, text).toContain(message);
    }
  });

  it.each([
    [['--table', 'drow'], '--table must be one of kozel, draw, block'],
    [['--only', 'expert:greddy'], '--only: no row pairs "expert:greddy"'],
    [['--only', 'expert'], '--only: no row pairs "expert"'],
    [
      ['--table', 'block', '--only', 'expert:hard'],
      'no row is both in --table block and in --only expert:hard',
    ],
    [['--algorithm', 'boneyard/bot/v99'], 'unknown bot algorithm "boneyard/bot/v99"'],
    [['--hands', '1'], '--hands must be ≥ 2, got 1'],
    [['--seed', 'x'], '--seed must be a whole number'],
    [['--deals', '5'], 'unknown option "--deals"'],
  ])('refuses %j with a clear message and exit 2, before playing anything', (argv, message) => {
    const refused = benchBotsOptions(argv);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.outcome.code).toBe(2);
      expect(refused.outcome.stderr).toContain(message);
    }
  });
});
