// The coach's marks on the replay's step bar without a browser: each mark's weight from the points
// given up and their uncertainty, where it sits on its hand's bar, and which decision the step
// shown holds (the one a mark’s jump lands on), and the rows that keep near marks apart.
import { readFileSync } from 'node:fs';
import type { MoveRecord } from '@boneyard/protocol';
import { replayRecord, type CoachDecision } from '@boneyard/protocol/replay';
import { describe, expect, test } from 'vitest';
import {
  decimal,
  handMarks,
  markRows,
  markWeight,
  stepDecision,
} from '../src/lib/replay/coach-marks.ts';
import { afterMove } from '../src/lib/replay/compare.ts';
import { ReplayPlayer } from '../src/lib/replay/player.svelte.ts';

const record = JSON.parse(
  readFileSync(
    new URL('../../cli/test/fixtures/kozel-before-boards.json', import.meta.url),
    'utf8',
  ),
);

function ready() {
  const replay = replayRecord(record);
  if (!replay.ok) throw new Error(replay.error);
  return replay;
}

const pass: MoveRecord = { seat: 0, pass: true } as MoveRecord;

function decision(
  hand: number,
  move: number,
  loss: Pick<NonNullable<CoachDecision['loss']>, 'points' | 'error'> | null,
  same = false,
): CoachDecision {
  return {
    hand,
    move,
    legal: 2,
    played: pass,
    expert: pass,
    same,
    loss: loss === null ? null : { from: 'tree', handWin: 12, ...loss },
    values: null,
  };
}

describe('markWeight', () => {
  test('by the points given up, and hollow where the estimate cannot tell the moves apart', () => {
    expect(markWeight(decision(1, 0, null))).toBe('noise');
    expect(markWeight(decision(1, 0, { points: 1.5, error: 1 }))).toBe('noise');
    expect(markWeight(decision(1, 0, { points: -4, error: 0.5 }))).toBe('noise');
    expect(markWeight(decision(1, 0, { points: 2, error: 0.5 }))).toBe('small');
    expect(markWeight(decision(1, 0, { points: 3, error: 1 }))).toBe('medium');
    expect(markWeight(decision(1, 0, { points: 7.9, error: 1 }))).toBe('medium');
    expect(markWeight(decision(1, 0, { points: 8, error: 3 }))).toBe('large');
  });
});

describe('handMarks and stepDecision', () => {
  test('a mark per differing decision of the hand, where a jump to its move lands', () => {
    const replay = ready();
    const hand = replay.hands[0]!;
    const moves = hand.record.moves.length;
    const decisions = [
      decision(1, 9, { points: 9, error: 1 }),
      decision(1, 3, { points: 1, error: 0.2 }),
      decision(1, 5, null, true),
      decision(2, 4, { points: 4, error: 1 }),
    ];
    const marks = handMarks(decisions, hand);
    expect(marks.map((m) => [m.decision.move, m.weight])).toEqual([
      [3, 'small'],
      [9, 'large'],
    ]);
    expect(marks[1]!.at).toBeCloseTo((10 / moves) * 100);

    // The step a mark's jump shows holds that decision; the step before it does not.
    const player = new ReplayPlayer(replay);
    player.goToMove(1, 10);
    expect(stepDecision(decisions, hand, player.frame)?.move).toBe(9);
    expect(stepDecision(decisions, hand, player.frame - 1)?.move).not.toBe(9);
    expect(stepDecision(decisions, hand, 0)).toBeUndefined();
  });

  test('every move of a hand belongs to exactly one step after the deal', () => {
    const hand = ready().hands[0]!;
    const all = hand.record.moves.map((_, k) => decision(1, k, null));
    const found = hand.frames.map((_, f) => stepDecision(all, hand, f)?.move);
    const expected = hand.frames.map((frame, f) =>
      f === 0 ? undefined : hand.frames[f - 1]!.moves,
    );
    expect(found).toEqual(expected);
  });
});

test('marks too near the last one in the first row take the second row', () => {
  // A 320 px bar, 32 px marks: 10% apart is 32 px (room), 5% is 16 px (too near).
  expect(markRows([10, 20, 30], 320, 32)).toEqual([0, 0, 0]);
  expect(markRows([10, 15, 20, 25, 50], 320, 32)).toEqual([0, 1, 0, 1, 0]);
  // No room in either row: back in the first, over its neighbour.
  expect(markRows([10, 12, 14], 320, 32)).toEqual([0, 1, 0]);
});

test('a move applied to the position before it gives the board the replay shows after it', () => {
  let checked = 0;
  for (const hand of ready().hands) {
    hand.frames.forEach((frame, f) => {
      const before = hand.frames[f - 1];
      // Steps of one move (no draws or passes forced after it) are the move's own board.
      if (!before || frame.moves !== before.moves + 1) return;
      const after = afterMove(before.state, hand.record.moves[before.moves]!);
      expect(after?.hand?.board).toEqual(frame.state.hand?.board);
      checked++;
    });
  }
  expect(checked).toBeGreaterThan(20);
});

test('decimals as each language writes them', () => {
  expect(decimal('en', 4.25)).toBe('4.3');
  expect(decimal('ru', 4.25)).toBe('4,3');
  expect(decimal('en', 4)).toBe('4.0');
});
