// Scenario tables for the board shapes (seed 003 and seed 004's spinner): which arms are open
// after each tile, what each arm shows, and what the fives count is.
import { describe, expect, it } from 'vitest';
import { boardOps, fittingEnds } from './board.ts';
import { mustRules } from './position.test-helper.ts';
import type { PresetOptions } from './presets.ts';
import type { Board, EndId, PresetId, Tile } from './types.ts';

type Lay = [tile: Tile, end: EndId | null, seat?: number];

function build(preset: PresetId, lays: readonly Lay[], opts: PresetOptions = {}): Board {
  const rules = mustRules(preset, opts);
  const ops = boardOps(rules.board);
  let board = ops.empty(rules);
  for (const [tile, end, seat = 0] of lays) {
    const next = ops.place(board, tile, end, seat);
    if (next === null) throw new Error(`${tile} does not go on ${end}`);
    board = next;
  }
  return board;
}

const ends = (board: Board, seat: number | null = null) =>
  Object.fromEntries(
    boardOps(board.shape)
      .openEnds(board, seat)
      .map((o) => [o.end, o.value]),
  );
const count = (board: Board) => boardOps(board.shape).count(board);

describe('spinner board (All Fives, Telephone)', () => {
  it.each([
    // name, tiles laid, open arms with the numbers they show, fives count
    ['a lone double counts once, both halves', [['5-5', null]], { left: 5, right: 5 }, 10],
    ['a lone tile counts both halves', [['2-3', null]], { left: 2, right: 3 }, 5],
    [
      'a leading double with one side built is still an end (2 × face)',
      [
        ['5-5', null],
        ['0-5', 'left'],
      ],
      { left: 0, right: 5 },
      10,
    ],
    [
      'a leading double needs both sides: then up and down open',
      [
        ['5-5', null],
        ['0-5', 'left'],
        ['5-6', 'right'],
      ],
      { left: 0, right: 6, up: 5, down: 5 },
      16,
    ],
    [
      'the spinner counts 2 × face while up and down are empty',
      [
        ['5-5', null],
        ['3-5', 'left'],
        ['2-5', 'right'],
      ],
      { left: 3, right: 2, up: 5, down: 5 },
      15,
    ],
    [
      'once an arm is covered its end counts and the spinner does not',
      [
        ['5-5', null],
        ['3-5', 'left'],
        ['2-5', 'right'],
        ['4-5', 'up'],
      ],
      { left: 3, right: 2, up: 4, down: 5 },
      9,
    ],
    [
      'four arms',
      [
        ['5-5', null],
        ['3-5', 'left'],
        ['2-5', 'right'],
        ['4-5', 'up'],
        ['5-6', 'down'],
      ],
      { left: 3, right: 2, up: 4, down: 6 },
      15,
    ],
    [
      'a double at the end of an arm is an open end, not yet the spinner',
      [
        ['3-4', null],
        ['4-4', 'right'],
      ],
      { left: 3, right: 4 },
      11,
    ],
    [
      'the spinner is covered late: arms open off it then',
      [
        ['3-4', null],
        ['4-4', 'right'],
        ['2-4', 'right'],
      ],
      { left: 3, right: 2, up: 4, down: 4 },
      13,
    ],
    [
      'a double at the far end of a covered arm counts both halves',
      [
        ['3-4', null],
        ['4-4', 'right'],
        ['2-4', 'right'],
        ['4-6', 'up'],
        ['6-6', 'up'],
      ],
      { left: 3, right: 2, up: 6, down: 4 },
      17,
    ],
  ] as const)('%s', (_name, lays, open, fives) => {
    const board = build('all-fives', lays as unknown as Lay[]);
    expect(ends(board)).toEqual(open);
    expect(count(board)).toBe(fives);
  });

  it('the first double to be covered is the spinner, not the first laid', () => {
    const board = build('all-fives', [
      ['3-4', null],
      ['3-3', 'left'],
      ['4-4', 'right'],
      ['4-1', 'right'],
    ]);
    expect(board.shape === 'spinner' && board.spinner).toBe('4-4');
    // Covering the other double later does not make a second spinner.
    const later = boardOps('spinner').place(board, '3-0', 'left', 0);
    expect(later && later.shape === 'spinner' && later.spinner).toBe('4-4');
    expect(Object.keys(ends(later!))).toEqual(['left', 'right', 'up', 'down']);
  });

  it('refuses a tile on an arm that is not open, or that it does not match', () => {
    const board = build('all-fives', [
      ['5-5', null],
      ['0-5', 'left'],
    ]);
    expect(boardOps('spinner').place(board, '5-6', 'up', 0)).toBeNull();
    expect(boardOps('spinner').place(board, '1-6', 'left', 0)).toBeNull();
    expect(fittingEnds(board, '5-6', 0)).toEqual(['right']);
  });
});

describe('cross board (Osyol)', () => {
  it.each([
    ['the opening double alone: two ends', 1, [['0-0', null]], { left: 0, right: 0 }],
    [
      'one side built: still two ends',
      1,
      [
        ['0-0', null],
        ['0-1', 'left'],
      ],
      { left: 1, right: 0 },
    ],
    [
      'each side built: the cross opens',
      1,
      [
        ['0-0', null],
        ['0-1', 'left'],
        ['0-2', 'right'],
      ],
      { left: 1, right: 2, up: 0, down: 0 },
    ],
    [
      'two tiles each side agreed: one each is not enough',
      2,
      [
        ['0-0', null],
        ['0-1', 'left'],
        ['0-2', 'right'],
      ],
      { left: 1, right: 2 },
    ],
    [
      'two tiles each side agreed: opens after the second',
      2,
      [
        ['0-0', null],
        ['0-1', 'left'],
        ['0-2', 'right'],
        ['1-1', 'left'],
        ['2-2', 'right'],
      ],
      { left: 1, right: 2, up: 0, down: 0 },
    ],
  ] as const)('%s', (_name, crossAfter, lays, open) => {
    const rules = { ...mustRules('osyol'), crossAfter };
    const ops = boardOps('cross');
    let board: Board = ops.empty(rules);
    for (const [tile, end] of lays as unknown as Lay[]) board = ops.place(board, tile, end, 0)!;
    expect(ends(board)).toEqual(open);
  });

  it('the first double laid is the spinner even at the end of the line', () => {
    const board = build('osyol', [
      ['1-2', null],
      ['2-2', 'right'],
      ['2-3', 'right'],
      ['1-4', 'left'],
    ]);
    expect(board.shape === 'cross' && board.spinner).toBe('2-2');
    expect(ends(board)).toEqual({ left: 4, right: 3, up: 2, down: 2 });
  });
});

describe('house board (Telefon)', () => {
  it('opens all four arms at once off the opening double', () => {
    expect(ends(build('telefon', [['2-2', null]]))).toEqual({ left: 2, right: 2, up: 2, down: 2 });
  });
  it('a later first double opens its free sides at once', () => {
    expect(
      ends(
        build('telefon', [
          ['1-3', null],
          ['3-3', 'right'],
        ]),
      ),
    ).toEqual({ left: 1, right: 3, up: 3, down: 3 });
  });
});

describe('trains board', () => {
  const hub = build('trains', [['6-6', null]], { players: 3 });

  it('a seat may extend its own train and the table, not a closed train of another', () => {
    expect(ends(hub, 0)).toEqual({ 'train-0': 6, table: 6 });
    expect(ends(hub, null)).toEqual({ 'train-0': 6, 'train-1': 6, 'train-2': 6, table: 6 });
    expect(boardOps('trains').place(hub, '6-1', 'train-1', 0)).toBeNull();
  });

  it('a seat that cannot go throws its train open until it plays on it again', () => {
    const ops = boardOps('trains');
    const stuck = ops.stuck(hub, 1);
    expect(ends(stuck, 0)).toEqual({ 'train-0': 6, 'train-1': 6, table: 6 });
    const fed = ops.place(stuck, '6-1', 'train-1', 0)!;
    expect(ends(fed, 2)).toEqual({ 'train-1': 1, 'train-2': 6, table: 6 });
    const closed = ops.place(fed, '1-4', 'train-1', 1)!;
    expect(ends(closed, 0)).toEqual({ 'train-0': 6, table: 6 });
    expect(ends(closed, 1)).toEqual({ 'train-1': 4, table: 6 });
  });

  it('a non-double hub (no double dealt) offers its higher half', () => {
    expect(ends(build('trains', [['2-5', null]], { players: 2 }), 0)).toEqual({
      'train-0': 5,
      table: 5,
    });
  });
});
