import { describe, expect, it } from 'vitest';
import { tiles } from './position.test-helper.ts';
import { presetRules, type PresetOptions } from './presets.ts';
import { sidesOf } from './sides.ts';
import { scoreHand, type HandEnd } from './scoring.ts';
import type { PresetId, Tile } from './types.ts';

interface Case {
  name: string;
  preset: PresetId;
  opts?: PresetOptions;
  hands: string[];
  end: HandEnd;
  scores?: number[];
  eggs?: number;
  expect: {
    points: number[];
    winner?: number | null;
    eggs?: number;
    notes?: string[];
    match?: object | null;
  };
}

const domino = (by: number, lastTile: Tile = '1-2'): HandEnd => ({ kind: 'domino', by, lastTile });
const fish: HandEnd = { kind: 'fish', by: null, lastTile: null };

const CASES: Case[] = [
  // draw / block: the winner scores
  {
    name: 'draw domino: the winner scores all opponents’ pips',
    preset: 'draw',
    hands: ['0-5', '', '1-6'],
    end: domino(1),
    expect: { points: [0, 12, 0], winner: 1 },
  },
  {
    name: 'block fish: the single lowest scores the others’ pips less its own',
    preset: 'block',
    hands: ['0-5', '2-6', '3-6'],
    end: fish,
    expect: { points: [12, 0, 0], winner: 0 },
  },
  {
    name: 'block fish: a shared lowest scores nothing',
    preset: 'block',
    hands: ['0-5', '1-4', '3-6'],
    end: fish,
    expect: { points: [0, 0, 0], winner: null, eggs: 0 },
  },
  {
    name: 'draw: reaching the target wins the match',
    preset: 'draw',
    opts: { target: 100 },
    hands: ['', '3-6 1-5'],
    end: domino(0),
    scores: [85, 40],
    expect: { points: [15, 0], match: { winners: [0], losers: [], whitewash: false } },
  },
  {
    name: 'draw: one short of the target plays on',
    preset: 'draw',
    opts: { target: 50 },
    hands: ['', '3-6'],
    end: domino(0),
    scores: [40, 0],
    expect: { points: [9, 0], match: null },
  },
  // kozel: penalties per pair
  {
    name: 'kozel domino: the losing pair writes both hands, a lone 0-0 counts 25',
    preset: 'kozel',
    hands: ['', '0-0', '1-2', '2-3 1-1'],
    end: domino(0),
    scores: [20, 20],
    expect: { points: [0, 32], winner: 0, notes: ['lone-blank'] },
  },
  {
    name: 'kozel: a lone 6-6 counts 50',
    preset: 'kozel',
    hands: ['1-1', '6-6', '', '0-1'],
    end: domino(2),
    scores: [20, 20],
    expect: { points: [0, 51], notes: ['lone-boar'] },
  },
  {
    name: 'kozel: 0-0 with 6-6 is plain pips',
    preset: 'kozel',
    hands: ['', '0-0 6-6', '1-2', '0-1'],
    end: domino(0),
    scores: [20, 20],
    expect: { points: [0, 13], notes: [] },
  },
  {
    name: 'kozel fish: the larger count takes all four hands',
    preset: 'kozel',
    hands: ['3-4', '5-6', '2-2', '4-5'],
    end: fish,
    scores: [20, 20],
    expect: { points: [0, 31], winner: 0 },
  },
  {
    name: 'kozel fish: equal counts lay eggs',
    preset: 'kozel',
    hands: ['3-4', '1-2', '2-2', '4-4'],
    end: fish,
    scores: [20, 20],
    expect: { points: [0, 0], winner: null, eggs: 22, notes: ['eggs-laid'] },
  },
  {
    name: 'kozel: eggs accumulate',
    preset: 'kozel',
    hands: ['3-4', '1-2', '2-2', '4-4'],
    end: fish,
    scores: [20, 20],
    eggs: 10,
    expect: { points: [0, 0], eggs: 32 },
  },
  {
    name: 'kozel: the next losing pair takes the eggs',
    preset: 'kozel',
    hands: ['', '1-2', '3-3', '0-1'],
    end: domino(0),
    scores: [20, 20],
    eggs: 26,
    expect: { points: [0, 30], eggs: 0, notes: ['eggs-taken'] },
  },
  {
    name: 'kozel: a pair on 0 writes nothing under 13',
    preset: 'kozel',
    hands: ['', '1-2', '3-3', '0-1'],
    end: domino(0),
    expect: { points: [0, 0], notes: ['under-minimum'] },
  },
  {
    name: 'kozel: 13 is written',
    preset: 'kozel',
    hands: ['', '6-6 0-1', '3-3', ''],
    end: domino(0),
    expect: { points: [0, 13] },
  },
  {
    name: 'kozel: eggs count toward 13, and are dropped with it',
    preset: 'kozel',
    hands: ['', '1-2', '', '0-1'],
    end: domino(0),
    eggs: 8,
    expect: { points: [0, 0], eggs: 0, notes: ['eggs-taken', 'under-minimum'] },
  },
  {
    name: 'kozel: eggs lift a pair on 0 over 13',
    preset: 'kozel',
    hands: ['', '1-2', '', '0-1'],
    end: domino(0),
    eggs: 9,
    expect: { points: [0, 13], eggs: 0 },
  },
  {
    name: 'kozel: reaching 101 makes goats, a winner on 0 is a whitewash',
    preset: 'kozel',
    hands: ['', '3-4', '', '1-2'],
    end: domino(0),
    scores: [0, 95],
    expect: { points: [0, 10], match: { winners: [0], losers: [1], whitewash: true } },
  },
  {
    name: 'kozel: goats without whitewash',
    preset: 'kozel',
    hands: ['', '3-4', '', '1-2'],
    end: domino(2),
    scores: [40, 91],
    expect: { points: [0, 10], match: { winners: [0], losers: [1], whitewash: false } },
  },
  {
    name: 'kozel to 50: 51 loses',
    preset: 'kozel',
    opts: { target: 50 },
    hands: ['', '3-4', '', '1-2'],
    end: domino(0),
    scores: [14, 41],
    expect: { points: [0, 10], match: { winners: [0], losers: [1] } },
  },
  // kozyol: every loser writes its own
  {
    name: 'kozyol 2v2 domino: the losing pair writes its own pips',
    preset: 'kozyol',
    hands: ['', '2-3', '1-2', '0-1'],
    end: domino(0),
    expect: { points: [0, 6], winner: 0 },
  },
  {
    name: 'kozyol free-for-all domino: every loser writes its own',
    preset: 'kozyol',
    hands: ['', '2-3', '4-5'],
    end: domino(0),
    expect: { points: [0, 5, 9] },
  },
  {
    name: 'kozyol fish: the fewest pips win, the others write their own',
    preset: 'kozyol',
    hands: ['0-5', '2-6', '3-6'],
    end: fish,
    expect: { points: [0, 8, 9], winner: 0 },
  },
  {
    name: 'kozyol fish: a shared fewest lays eggs',
    preset: 'kozyol',
    hands: ['0-5', '1-4', '3-6'],
    end: fish,
    expect: { points: [0, 0, 0], winner: null, eggs: 19 },
  },
  {
    name: 'kozyol: 0-0 with 6-6 counts 75',
    preset: 'kozyol',
    hands: ['', '0-0 6-6'],
    end: domino(0),
    expect: { points: [0, 75], notes: ['blank-and-boar'] },
  },
  {
    name: 'kozyol: eggs go to the worst loser',
    preset: 'kozyol',
    hands: ['', '2-3', '4-5'],
    end: domino(0),
    eggs: 7,
    expect: { points: [0, 5, 16], eggs: 0 },
  },
  {
    name: 'kozyol: nothing under 13 is off by default',
    preset: 'kozyol',
    hands: ['', '0-1'],
    end: domino(0),
    expect: { points: [0, 1] },
  },
  {
    name: 'kozyol 13-point opening',
    preset: 'kozyol',
    opts: { minimumToOpen: true },
    hands: ['', '0-1'],
    end: domino(0),
    expect: { points: [0, 0], notes: ['under-minimum'] },
  },
  {
    name: 'kozyol free-for-all: at 101 the lowest score wins',
    preset: 'kozyol',
    hands: ['1-2', '', '5-6'],
    end: domino(1),
    scores: [30, 20, 95],
    expect: { points: [3, 0, 11], match: { winners: [1], losers: [2], whitewash: false } },
  },
  {
    name: 'kozyol bald finish ends the match',
    preset: 'kozyol',
    opts: { baldFinish: true },
    hands: ['', '2-3'],
    end: domino(0, '0-0'),
    expect: {
      points: [0, 5],
      notes: ['bald-finish'],
      match: { winners: [0], losers: [1], reason: 'bald-finish' },
    },
  },
  {
    name: 'kozyol: going out on 0-0 without the option plays on',
    preset: 'kozyol',
    hands: ['', '2-3'],
    end: domino(0, '0-0'),
    expect: { points: [0, 5], match: null },
  },
];

describe('scoreHand', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const rules = presetRules(c.preset, { players: c.hands.length, ...c.opts });
    if (!rules.ok) throw new Error(rules.message);
    const sides = sidesOf(rules.value);
    const scored = scoreHand(
      rules.value,
      sides,
      c.scores ?? sides.map(() => 0),
      c.eggs ?? 0,
      c.hands.map(tiles),
      c.end,
    );
    expect(scored.result.points).toEqual(c.expect.points);
    expect(scored.result.totals).toEqual(
      (c.scores ?? sides.map(() => 0)).map((s, i) => s + (c.expect.points[i] ?? 0)),
    );
    if ('winner' in c.expect) expect(scored.result.winner).toBe(c.expect.winner);
    if (c.expect.eggs !== undefined) expect(scored.eggs).toBe(c.expect.eggs);
    if (c.expect.notes) expect(scored.result.notes.map((n) => n.kind)).toEqual(c.expect.notes);
    if (c.expect.match === null) expect(scored.match).toBeNull();
    else if (c.expect.match) expect(scored.match).toMatchObject(c.expect.match);
  });
});
