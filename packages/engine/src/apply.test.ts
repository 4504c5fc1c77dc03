import { describe, expect, it } from 'vitest';
import { createMatch } from './match.ts';
import { apply } from './play.ts';
import { mustRules, position } from './position.test-helper.ts';
import { deckFrom, mustApply, mustDeal } from './testing.ts';
import type { Action, ErrorCode, Tile } from './types.ts';

const play = (tile: Tile, end?: 'left' | 'right'): Action =>
  end ? { type: 'play', tile, end } : { type: 'play', tile };

describe('apply: refusals', () => {
  const mid = position('block', {
    line: '1-2 2-5',
    hands: ['1-3 5-6 0-0 2-4', '0-1 0-2'],
    turn: 0,
  });
  it.each([
    ['another seat moves', mid, 1, play('0-1', 'left'), 'not-your-turn'],
    ['a tile not held', mid, 0, play('1-5', 'left'), 'tile-not-in-hand'],
    ['a tile that fits nowhere', mid, 0, play('0-0', 'left'), 'tile-does-not-fit'],
    ['the wrong end', mid, 0, play('1-3', 'right'), 'bad-end'],
    ['a draw with a playable tile', mid, 0, { type: 'draw' }, 'must-play'],
    ['a pass with a playable tile', mid, 0, { type: 'pass' }, 'must-play'],
    ['a seat that does not exist', mid, 7, play('1-3', 'left'), 'bad-seat'],
    [
      'both ends fit, none named',
      position('block', { line: '1-2 2-5', hands: ['1-5 0-0', '0-1'], turn: 0 }),
      0,
      play('1-5'),
      'end-required',
    ],
    [
      'another tile than the one drawn',
      position('draw', { line: '1-2', hands: ['2-3 2-6', '0-0'], turn: 0, mustPlay: '2-6' }),
      0,
      play('2-3', 'right'),
      'must-play-tile',
    ],
    [
      'before any deal',
      createMatch(mustRules('block', { players: 2 })),
      0,
      play('1-1'),
      'bad-phase',
    ],
  ] as const)('refuses %s', (_name, state, seat, action, error: ErrorCode) => {
    const result = apply(state, seat, action);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toBe(error);
  });
});

describe('apply: laying tiles', () => {
  it.each([
    ['on the left, turned to match', '1-2 2-5', '1-3', 'left', '3-1 1-2 2-5'],
    ['on the right, turned to match', '1-2 2-5', '5-6', 'right', '1-2 2-5 5-6'],
    ['a double', '1-2 2-5', '5-5', 'right', '1-2 2-5 5-5'],
    ['a tile matching both ends on the one named', '1-2 2-1', '1-4', 'left', '4-1 1-2 2-1'],
  ] as const)('%s', (_name, line, tile, end, after) => {
    const state = position('block', { line, hands: [`${tile} 0-0`, '0-1 0-2'], turn: 0 });
    const step = mustApply(state, play(tile, end));
    expect(step.state.hand?.board.tiles.map((p) => `${p.left}-${p.right}`).join(' ')).toBe(after);
    expect(step.state.hand?.hands[0]).toEqual(['0-0']);
    expect(step.events[0]).toEqual({ type: 'played', seat: 0, tile, end, auto: false });
  });

  it('needs no end when both ends show the same number', () => {
    const state = position('block', { line: '6-6', hands: ['5-6 0-0', '0-1 5-5'], turn: 0 });
    const step = mustApply(state, play('5-6'));
    expect(step.state.hand?.board.tiles.map((p) => `${p.left}-${p.right}`).join(' ')).toBe(
      '6-6 6-5',
    );
  });
});

describe('apply: forced steps', () => {
  it('draws one tile at a time from the front until one fits, which must then be played', () => {
    const state = position('draw', {
      line: '6-6',
      hands: ['5-6 0-0', '1-2 1-3'],
      turn: 0,
      boneyard: '0-1 2-6 4-4',
    });
    const step = mustApply(state, play('5-6', 'right'));
    expect(step.events.slice(1)).toEqual([
      { type: 'drew', seat: 1, tile: '0-1', left: 2 },
      { type: 'drew', seat: 1, tile: '2-6', left: 1 },
      { type: 'turn', seat: 1 },
    ]);
    expect(step.state.hand?.mustPlay).toBe('2-6');
    expect(step.state.hand?.moves.slice(1)).toEqual([
      { seat: 1, draw: '0-1' },
      { seat: 1, draw: '2-6' },
    ]);
  });

  it('passes when nothing fits and the boneyard is empty, then play goes on', () => {
    const state = position('draw', { line: '6-6', hands: ['5-6 0-0 5-5', '1-2 1-3'], turn: 0 });
    const step = mustApply(state, play('5-6', 'right'));
    expect(step.events.slice(1)).toEqual([
      { type: 'passed', seat: 1 },
      { type: 'turn', seat: 0 },
    ]);
    expect(step.state.hand?.turn).toBe(0);
  });

  it('knocks in the block game whenever nothing fits', () => {
    const step = mustDeal(
      createMatch(mustRules('block', { players: 2 })),
      deckFrom([
        ['6-6', '5-6', '0-1', '0-2', '0-3', '0-4', '1-1'],
        ['1-2', '1-3', '1-4', '1-5', '2-2', '2-3', '5-5'],
      ]),
    );
    expect(step.state.hand?.moves).toEqual([
      { seat: 0, play: '6-6' },
      { seat: 1, pass: true },
    ]);
    expect(step.events.map((e) => e.type)).toEqual(['dealt', 'played', 'passed', 'turn']);
  });

  it('ends in a fish as soon as nobody can go', () => {
    const state = position('block', { line: '2-6', hands: ['0-1 6-6', '1-1 3-4'], turn: 0 });
    const step = mustApply(state, play('6-6', 'right'));
    expect(step.state.phase).toBe('hand-over');
    expect(step.state.hand?.result).toMatchObject({
      kind: 'fish',
      by: null,
      winner: 0,
      pips: [1, 9],
    });
  });

  it('ends in a domino when a seat plays its last tile', () => {
    const state = position('block', { line: '2-6', hands: ['6-6', '1-1 3-4'], turn: 0 });
    const step = mustApply(state, play('6-6', 'right'));
    expect(step.state.hand?.result).toMatchObject({
      kind: 'domino',
      by: 0,
      winner: 0,
      points: [9, 0],
    });
    expect(step.state.history).toHaveLength(1);
    expect(step.state.next).toEqual({ number: 2, attempt: 0 });
  });
});
