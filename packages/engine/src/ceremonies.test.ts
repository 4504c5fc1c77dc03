// Kozyol's ceremonies on the hand that closes the match: which title, to whom, and what outranks what.
import { describe, expect, it } from 'vitest';
import { ceremoniesOf, withCeremonies } from './ceremonies.ts';
import { createMatch } from './match.ts';
import { presetRules } from './presets.ts';
import { checkedRules, deckFrom, mustApply, mustDeal } from './testing.ts';
import type { Ceremonies, MatchState, Move, Rules, Tile } from './types.ts';
import { validateRules } from './validate.ts';

function kozyol(ceremonies: Ceremonies, players = 2): Rules {
  const base = presetRules('kozyol', { players });
  if (!base.ok) throw new Error(base.message);
  return checkedRules({ ...base.value, agreements: { ceremonies } });
}

const ALL: Ceremonies = { general: true, admiral: true, snottyGoat: true, winnerToZero: true };
const plays = (...tiles: [number, Tile][]): Move[] => tiles.map(([seat, play]) => ({ seat, play }));

describe('ceremonies of the closing hand (seat 0 closes, side 1 loses)', () => {
  it.each([
    ['closes on the boar: General', plays([1, '1-6'], [0, '6-6']), ['general', 'winner-to-zero']],
    [
      'laid both key doubles itself: General',
      plays([0, '0-0'], [1, '0-1'], [0, '6-6'], [1, '1-6'], [0, '1-2']),
      ['general', 'winner-to-zero'],
    ],
    [
      '0-0 then 6-6, one after the other: Admiral (and the closer on the boar is General)',
      plays([1, '0-6'], [1, '0-0'], [0, '6-6']),
      ['admiral', 'general', 'winner-to-zero'],
    ],
    [
      '6-6 then 0-0: Admiral outranks the snotty goat',
      plays([1, '0-6'], [1, '6-6'], [0, '0-0']),
      ['admiral', 'winner-to-zero'],
    ],
    [
      'closes on the blank: snotty goat',
      plays([1, '0-1'], [0, '0-0']),
      ['snotty-goat', 'winner-to-zero'],
    ],
    ['an ordinary close: nothing', plays([1, '0-1'], [0, '1-2']), []],
  ] as const)('%s', (_name, moves, kinds) => {
    const found = ceremoniesOf(kozyol(ALL), moves, 0, [0], [1]);
    expect(found.map((c) => c.kind)).toEqual(kinds);
    for (const c of found)
      expect(c.sides).toEqual(c.kind === 'admiral' || c.kind === 'snotty-goat' ? [1] : [0]);
  });

  it('each switch off: no title', () => {
    expect(
      ceremoniesOf(kozyol({}), plays([1, '0-6'], [1, '0-0'], [0, '6-6']), 0, [0], [1]),
    ).toEqual([]);
    expect(
      ceremoniesOf(kozyol({ general: true }), plays([1, '0-1'], [0, '0-0']), 0, [0], [1]),
    ).toEqual([]);
  });

  it('a whole closing hand: the title is in the match result and the winner goes back to zero', () => {
    // Two tiles each, no boneyard: seat 0 opens 1-1, seat 1 plays 1-6, seat 0 closes on 6-6.
    const rules = checkedRules({ ...kozyol(ALL), tilesEach: 2, boneyard: false, drawing: 'none' });
    let state: MatchState = { ...createMatch(rules), scores: [30, 99] };
    state = mustDeal(state, deckFrom([t('1-1 6-6'), t('1-6 0-5')])).state;
    state = mustApply(state, { type: 'play', tile: '1-6' }).state;
    state = mustApply(state, { type: 'play', tile: '6-6' }).state;
    expect(state.phase).toBe('match-over');
    expect(state.result).toEqual({
      winners: [0],
      losers: [1],
      whitewash: false,
      reason: 'target',
      ceremonies: [
        { kind: 'general', sides: [0], seat: 0 },
        { kind: 'winner-to-zero', sides: [0] },
      ],
    });
    expect(state.scores).toEqual([0, 104]);
  });

  it('titles nobody can earn are inert', () => {
    const draw = presetRules('draw', { players: 2 });
    if (!draw.ok) throw new Error(draw.message);
    const inert = validateRules({
      ...draw.value,
      agreements: { ceremonies: { admiral: true, winnerToZero: false } },
    }).inert;
    expect(inert.map((i) => i.rule)).toContain('agreements.ceremonies.admiral');
    const alone = validateRules(kozyol({ winnerToZero: true })).inert;
    expect(alone.map((i) => i.rule)).toContain('agreements.ceremonies.winnerToZero');
  });

  it('leaves a hand that does not close the match alone', () => {
    const scored = { result: { totals: [5, 6] }, eggs: 0, match: null } as never;
    expect(withCeremonies(kozyol(ALL), plays([0, '6-6']), 0, scored)).toBe(scored);
  });
});

function t(s: string): Tile[] {
  return s.split(' ') as Tile[];
}
