import type { SeatView } from '@boneyard/engine';
import { describe, expect, test } from 'vitest';
import { leadIndex, playOptions } from '../src/lib/game/plays.ts';
import { tileName } from '../src/lib/tiles/names.ts';
import { en } from '../src/lib/i18n/en.ts';
import { format } from '../src/lib/i18n/format.ts';

function view(
  board: [string, number, number][],
  myTiles: string[],
  opts: { turn?: number; mustPlay?: string } = {},
): SeatView {
  return {
    seat: 0,
    phase: 'playing',
    hand: {
      board: {
        shape: 'line',
        tiles: board.map(([tile, left, right]) => ({ tile, left, right, seat: 1 })),
      },
      turn: opts.turn ?? 0,
      myTiles,
      mustPlay: opts.mustPlay ?? null,
      moves: [],
    },
  } as unknown as SeatView;
}

describe('playOptions', () => {
  test('a tile that fits one end plays there; one that fits both offers both ends', () => {
    const options = playOptions(
      view([['2-5', 2, 5]], ['0-5', '2-5', '1-1'].slice(0, 2).concat(['2-6', '3-4'])),
    );
    expect(options).toContainEqual({ tile: '0-5', ends: ['right'] });
    expect(options).toContainEqual({ tile: '2-6', ends: ['left'] });
    expect(options).toContainEqual({ tile: '2-5', ends: ['left', 'right'] });
    expect(options.find((o) => o.tile === '3-4')).toBeUndefined();
  });

  test('both ends showing the same number: no choice to make', () => {
    const options = playOptions(view([['4-4', 4, 4]], ['1-4']));
    expect(options).toEqual([{ tile: '1-4', ends: ['left'] }]);
  });

  test('nothing to play when it is not your turn, and only the tile just drawn when one must be played', () => {
    expect(playOptions(view([['2-5', 2, 5]], ['0-5'], { turn: 1 }))).toEqual([]);
    expect(playOptions(view([['2-5', 2, 5]], ['0-5', '5-6'], { mustPlay: '5-6' }))).toEqual([
      { tile: '5-6', ends: ['right'] },
    ]);
  });

  test('the lead sits after every tile played on the left', () => {
    const moves = [
      { seat: 0, play: '3-3' as const },
      { seat: 1, play: '3-5' as const, end: 'left' as const },
      { seat: 2, play: '3-1' as const, end: 'right' as const },
      { seat: 3, draw: null },
      { seat: 3, play: '5-6' as const, end: 'left' as const },
    ];
    expect(leadIndex(moves)).toBe(2);
  });
});

test('tiles are named by their numbers, doubles as doubles', () => {
  const t = (key: keyof typeof en, params: Record<string, string | number> = {}) =>
    format(en[key], params);
  expect(tileName(t, '3-5')).toBe('three–five');
  expect(tileName(t, '4-4')).toBe('double four');
  expect(tileName(t, '0-6')).toBe('blank–six');
});
