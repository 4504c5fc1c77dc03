// Seed 003's scoring agreements (round to 5 or 10, a fixed number of deals), the bald finish's
// whitewash, and validateRules naming every contradiction and inert rule.
import { describe, expect, it } from 'vitest';
import { presetRules } from './presets.ts';
import { scoreHand } from './scoring.ts';
import { checkedRules } from './testing.ts';
import type { Agreements, Rules, Tile } from './types.ts';
import { validateRules } from './validate.ts';

const t = (s: string) => s.split(' ') as Tile[];

function rules(
  agreements: Agreements,
  preset: 'draw' | 'kozyol' = 'draw',
  change: Partial<Rules> = {},
): Rules {
  const base = presetRules(preset, {
    players: 2,
    ...(preset === 'kozyol' ? { baldFinish: true } : {}),
  });
  if (!base.ok) throw new Error(base.message);
  return checkedRules({ ...base.value, ...change, agreements });
}

const SIDES = [[0], [1]];
const domino0 = { kind: 'domino', by: 0, lastTile: '1-2' } as const;

describe('round scores to', () => {
  // Seat 1 is left with 13 pips (6-6 1-0): draw dominoes gives seat 0 thirteen.
  it.each([
    [undefined, 13],
    [5, 15],
    [10, 10],
  ] as const)('to %s: %i', (roundTo, points) => {
    const r = rules(roundTo ? { roundTo } : {});
    const scored = scoreHand(r, SIDES, [0, 0], 0, [[], t('6-6 0-1')], domino0);
    expect(scored.result.points).toEqual([points, 0]);
    expect(scored.result.notes.some((n) => n.kind === 'rounded')).toBe(roundTo !== undefined);
  });
});

describe('a fixed number of deals', () => {
  it.each([
    ['wins', 2, null],
    ['wins', 3, { winners: [0], losers: [], whitewash: false, reason: 'target' }],
    ['loses', 3, { winners: [1], losers: [0], whitewash: true, reason: 'target' }],
  ] as const)('reaching %s, after hand %i: %j', (reaching, hand, result) => {
    const r = rules({ deals: 3 }, 'draw', { target: { score: 100, reaching } });
    const scored = scoreHand(r, SIDES, [10, 0], 0, [[], t('0-1')], domino0, null, hand);
    expect(scored.match).toEqual(result);
  });
  it('ignores the target score', () => {
    const r = rules({ deals: 3 }, 'draw', { target: { score: 5, reaching: 'wins' } });
    expect(scoreHand(r, SIDES, [90, 0], 0, [[], t('6-6')], domino0, null, 1).match).toBeNull();
  });
});

describe('bald finish', () => {
  const bald = { kind: 'domino', by: 0, lastTile: '0-0' } as const;
  it.each([
    [[0, 40], true],
    [[20, 40], false],
  ] as const)('winners on %j: whitewash %s (docs/rules/kozyol.md)', (scores, whitewash) => {
    const scored = scoreHand(rules({}, 'kozyol'), SIDES, scores, 0, [[], t('6-6 5-5')], bald);
    expect(scored.match).toEqual({ winners: [0], losers: [1], whitewash, reason: 'bald-finish' });
  });
});

describe('validateRules', () => {
  const block = presetRules('block', { players: 4 });
  if (!block.ok) throw new Error(block.message);
  it('accepts every preset with no contradiction', () => {
    for (const id of [
      'draw',
      'block',
      'kozel',
      'kozyol',
      'telephone',
      'all-fives',
      'osyol',
      'telefon',
      'trains',
    ] as const) {
      const r = presetRules(id);
      if (!r.ok) throw new Error(r.message);
      expect(validateRules(r.value).contradictions).toEqual([]);
    }
  });
  it('names every contradiction, each with its two rules', () => {
    const bad: Rules = {
      ...block.value,
      players: 3,
      teams: 'pairs',
      tilesEach: 10,
      agreements: {
        blockedRound: 'redeal',
        cannotGo: 'draw-one-then-pass',
        buyWithMove: true,
        opening: { rule: 'named-double', double: '2-3', fallback: 'heaviest-tile' },
      },
    };
    expect(validateRules(bad).contradictions.map((c) => c.rules)).toEqual([
      ['teams', 'players'],
      ['players', 'tilesEach'],
      ['agreements.blockedRound', 'boneyard'],
      ['agreements.cannotGo', 'drawing'],
      ['agreements.buyWithMove', 'agreements.cannotGo'],
      ['agreements.opening.rule', 'agreements.opening.double'],
    ]);
  });
  it('names inert rules with the reason', () => {
    const r: Rules = {
      ...block.value,
      specials: { ...block.value.specials, eggs: true, loneBlank: 25 },
      agreements: {
        lastTileDrawable: false,
        deals: 5,
        opening: { rule: 'any-tile', fallback: 'heaviest-tile' },
      },
    };
    const verdict = validateRules(r);
    expect(verdict.contradictions).toEqual([]);
    expect(verdict.inert.map((i) => i.rule)).toEqual([
      'specials.eggs',
      'specials.loneBlank',
      'agreements.lastTileDrawable',
      'firstLead',
      'laterLead',
      'agreements.opening.fallback',
      'target.score',
    ]);
    for (const i of verdict.inert) expect(i.reason.length).toBeGreaterThan(20);
  });
});
