import { describe, expect, it } from 'vitest';
import { legalActions } from './play.ts';
import { position } from './position.test-helper.ts';
import type { Action } from './types.ts';

const show = (actions: Action[]) =>
  actions.map((a) => (a.type === 'play' ? `${a.tile}${a.end ? `@${a.end}` : ''}` : a.type)).sort();

describe('legalActions', () => {
  it.each([
    [
      'every fitting tile on every end it fits',
      position('block', { line: '1-2 2-5', hands: ['1-3 5-6 0-0 1-5', '0-1'], turn: 0 }),
      0,
      ['1-3@left', '1-5@left', '1-5@right', '5-6@right'],
    ],
    [
      'both ends for a tile when both show its number',
      position('block', { line: '6-6', hands: ['5-6 0-0', '0-1'], turn: 0 }),
      0,
      ['5-6@left', '5-6@right'],
    ],
    [
      'only the tile just drawn',
      position('draw', { line: '1-2', hands: ['2-3 2-6', '0-0'], turn: 0, mustPlay: '2-6' }),
      0,
      ['2-6@right'],
    ],
    [
      'nothing for a seat out of turn',
      position('block', { line: '1-2', hands: ['2-3', '1-1'], turn: 0 }),
      1,
      [],
    ],
    [
      'any tile, without an end, on an empty board',
      position('block', { line: '', hands: ['2-3 4-4', '1-1'], turn: 0 }),
      0,
      ['2-3', '4-4'],
    ],
  ] as const)('%s', (_name, state, seat, expected) => {
    expect(show(legalActions(state, seat))).toEqual([...expected].sort());
  });
});
