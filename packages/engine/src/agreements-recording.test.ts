// Seed 003's "who records what" and "a blocked round": what a hand writes under each, the points
// scored during play under the play-only readings, and what the validator says about them.
import { describe, expect, it } from 'vitest';
import { createMatch } from './match.ts';
import { presetRules } from './presets.ts';
import { scoreHand } from './scoring.ts';
import { checkedRules, deckFrom, mustApply, mustDeal } from './testing.ts';
import type { Agreements, PresetId, Rules, Tile } from './types.ts';
import { validateRules } from './validate.ts';

const t = (s: string) => s.split(' ') as Tile[];
const SIDES = [[0], [1], [2]];

function rulesOf(
  agreements: Agreements,
  preset: PresetId = 'draw',
  change: Partial<Rules> = {},
): Rules {
  const base = presetRules(preset, { players: 3 });
  if (!base.ok) throw new Error(base.message);
  return checkedRules({ ...base.value, ...change, agreements });
}

describe('who records what: seat 0 goes out; seat 1 holds 13, seat 2 holds 3', () => {
  const left = [[], t('6-6 0-1'), t('1-2')];
  it.each([
    ['losers-own', [0, 13, 3]],
    ['worst-hand', [0, 13, 0]],
    ['leader-collects', [16, 0, 0]],
    ['free-ends-fives', [0, 0, 0]],
    ['tile-pips', [0, 0, 0]],
  ] as const)('%s writes %j', (recording, points) => {
    const scored = scoreHand(rulesOf({ recording }), SIDES, [0, 0, 0], 0, left, {
      kind: 'domino',
      by: 0,
      lastTile: '3-4',
    });
    expect(scored.result.points).toEqual(points);
    expect(scored.result.winner).toBe(0);
  });
});

describe('a blocked round: seat 0 holds 2 pips, seat 1 13, seat 2 5', () => {
  const left = [t('0-2'), t('6-6 0-1'), t('1-4')];
  const fish = { kind: 'fish', by: null, lastTile: null } as const;
  it.each([
    // recording, blocked round, points written
    ['losers-own', undefined, [0, 13, 5]],
    ['losers-own', 'fewest-collects', [0, 13, 5]],
    ['losers-own', 'difference', [0, 11, 3]],
    ['losers-own', 'total-to-loser', [0, 20, 0]],
    ['worst-hand', 'fewest-collects', [0, 13, 0]],
    ['worst-hand', 'difference', [0, 11, 0]],
    ['worst-hand', 'total-to-loser', [0, 20, 0]],
    ['leader-collects', 'fewest-collects', [18, 0, 0]],
    // The Draw game's own blocked hand: the fewest scores the others' pips less its own.
    ['leader-collects', 'difference', [16, 0, 0]],
    ['free-ends-fives', 'difference', [0, 0, 0]],
  ] as const)('%s, %s: %j', (recording, blockedScoring, points) => {
    const r = rulesOf({ recording, ...(blockedScoring ? { blockedScoring } : {}) });
    expect(scoreHand(r, SIDES, [0, 0, 0], 0, left, fish).result.points).toEqual(points);
  });
  it('the same as the Draw preset: leader-collects with the difference', () => {
    const draw = rulesOf({});
    expect(scoreHand(draw, SIDES, [0, 0, 0], 0, left, fish).result.points).toEqual([16, 0, 0]);
    // Only the blocked-round switch on Draw: its own winner-collects reading is kept.
    expect(
      scoreHand(rulesOf({ blockedScoring: 'fewest-collects' }), SIDES, [0, 0, 0], 0, left, fish)
        .result.points,
    ).toEqual([18, 0, 0]);
  });
  it('a shared fewest writes nothing; with eggs, the losers-own total waits for the next loser', () => {
    const tied = [t('0-2'), t('6-6'), t('1-1')];
    const r = rulesOf({ recording: 'losers-own' }, 'draw', {
      specials: { ...rulesOf({}).specials, eggs: true },
    });
    const scored = scoreHand(r, SIDES, [0, 0, 0], 0, tied, fish);
    expect(scored.result.points).toEqual([0, 0, 0]);
    expect(scored.eggs).toBe(16);
  });
});

describe('the minimum to start recording', () => {
  // Kozyol's 13: a side on 0 writes nothing under 13 — where the losers write their own.
  const left = [[], t('1-2'), t('6-6 0-1')];
  const domino = { kind: 'domino', by: 0, lastTile: '3-4' } as const;
  it.each([
    ['losers-own', [0, 0, 13]],
    ['worst-hand', [0, 0, 13]],
    ['leader-collects', [16, 0, 0]],
  ] as const)('%s: %j', (recording, points) => {
    const r = rulesOf({ recording }, 'draw', {
      specials: { ...rulesOf({}).specials, minimumToOpen: 13 },
    });
    expect(scoreHand(r, SIDES, [0, 0, 0], 0, left, domino).result.points).toEqual(points);
  });
});

describe('scored during play', () => {
  // Seat 0 leads 3-4 (any tile), seat 1 plays 2-4, seat 2 plays 3-5: each play's tile pips, or
  // the free ends when they add up to a multiple of five (3 + 4, 3 + 2 = 5, 5 + 2).
  const hands = [t('3-4 0-0 0-1'), t('2-4 1-1 1-6'), t('3-5 6-6 0-6')];
  it.each([
    ['tile-pips', [7, 6, 8]],
    ['free-ends-fives', [0, 5, 0]],
  ] as const)('%s: %j', (recording, scores) => {
    const r = rulesOf(
      { recording, opening: { rule: 'any-tile', fallback: 'heaviest-tile' } },
      'block',
      { tilesEach: 3 },
    );
    let s = mustDeal(createMatch(r), deckFrom(hands)).state;
    s = mustApply(s, { type: 'play', tile: '3-4' }).state;
    s = mustApply(s, { type: 'play', tile: '2-4' }).state;
    s = mustApply(s, { type: 'play', tile: '3-5' }).state;
    expect(s.hand?.playPoints).toEqual(scores);
  });
});

describe('validateRules: who records what', () => {
  const fives = presetRules('all-fives', { players: 3 });
  if (!fives.ok) throw new Error(fives.message);
  it.each([
    // agreements (on Draw unless said), contradictions, inert rules
    [{ recording: 'losers-own' }, [], ['handScoring']],
    [
      { recording: 'leader-collects', blockedScoring: 'total-to-loser' },
      [['agreements.blockedScoring', 'agreements.recording']],
      ['handScoring'],
    ],
    [{ blockedScoring: 'total-to-loser' }, [['agreements.blockedScoring', 'handScoring']], []],
    [
      { recording: 'tile-pips', roundTo: 5, blockedScoring: 'difference' },
      [],
      ['handScoring', 'agreements.blockedScoring', 'agreements.roundTo'],
    ],
    [
      { recording: 'losers-own', blockedScoring: 'difference', blockedRound: 'redeal' },
      [],
      ['handScoring', 'agreements.blockedScoring'],
    ],
  ] as const)('%j', (agreements, contradictions, inert) => {
    const verdict = validateRules({ ...rulesOf({}), agreements: agreements as Agreements });
    expect(verdict.contradictions.map((c) => c.rules)).toEqual(contradictions);
    expect(verdict.inert.map((i) => i.rule)).toEqual(inert);
  });
  it('pips of the tile played cannot share the play with a fives count', () => {
    const verdict = validateRules({ ...fives.value, agreements: { recording: 'tile-pips' } });
    expect(verdict.contradictions.map((c) => c.rules)).toEqual([
      ['agreements.recording', 'playScoring'],
    ]);
  });
  it('a blocked-round rule on a game whose scoring it cannot read is inert', () => {
    expect(
      validateRules({ ...fives.value, agreements: { blockedScoring: 'difference' } }).inert.map(
        (i) => i.rule,
      ),
    ).toEqual(['agreements.blockedScoring']);
  });
  it('the minimum to record where the leader collects is inert (the seed example)', () => {
    const r = {
      ...rulesOf({}),
      specials: { ...rulesOf({}).specials, minimumToOpen: 13 },
      agreements: { recording: 'leader-collects' as const },
    };
    expect(validateRules(r).inert.map((i) => i.rule)).toContain('specials.minimumToOpen');
  });
});
