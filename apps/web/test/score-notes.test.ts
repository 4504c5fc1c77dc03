// Where Kozel's notes go on the score sheet and what the hand-end panel says about a fish
// (issue 47): "lone 0-0 = 25" stood under the side that wrote nothing, in the winners' column,
// and a fish's "Written: 58" (when the losers held 34) went unexplained.
import { presetRules, scoreHand, type Tile } from '@boneyard/engine';
import { describe, expect, test } from 'vitest';
import { en, type MessageKey } from '../src/lib/i18n/en.ts';
import { format } from '../src/lib/i18n/format.ts';
import { ru } from '../src/lib/i18n/ru.ts';
import { allHandsWriter, noteKey, notesForSide, shownNotes } from '../src/lib/table/notes.ts';

const rules = (() => {
  const r = presetRules('kozel');
  if (!r.ok) throw new Error(r.message);
  return r.value;
})();
const SIDES = [
  [0, 2],
  [1, 3],
] as const;
const hands = (text: string[]) => text.map((h) => (h ? (h.split(' ') as Tile[]) : []));
const noteText = (key: MessageKey, points: number | undefined) =>
  format(en[key], { points: points ?? '' });

describe('Kozel: a lone 0-0 on the score sheet', () => {
  test('a fish: the winners hold a lone 0-0, the losers write every hand — the note is theirs', () => {
    // Seat 2 (side 0) holds only 0-0: 25. Side 1 holds the most: it writes all four counts.
    const { result } = scoreHand(
      rules,
      SIDES,
      [20, 20],
      0,
      hands(['1-1 1-2', '6-6 5-6', '0-0', '4-5 3-4']),
      { kind: 'fish', by: null, lastTile: null },
    );
    expect(result.winner).toBe(0);
    expect(result.points).toEqual([0, 5 + 25 + 23 + 16]);
    expect(notesForSide(result, 0, SIDES)).toEqual([]);
    expect(notesForSide(result, 1, SIDES).map((n) => noteText(noteKey(n), n.points))).toEqual([
      'lone 0-0 = 25',
    ]);
    expect(allHandsWriter(result)).toBe(1);
  });

  test('a domino: the winners’ partner holds a lone 0-0 that nobody writes — no note anywhere', () => {
    const { result } = scoreHand(
      rules,
      SIDES,
      [20, 20],
      0,
      hands(['', '6-6 5-6', '0-0', '4-5 3-4']),
      { kind: 'domino', by: 0, lastTile: '1-2' },
    );
    expect(result.points[0]).toBe(0);
    expect(notesForSide(result, 0, SIDES)).toEqual([]);
    expect(notesForSide(result, 1, SIDES)).toEqual([]);
    expect(shownNotes(result, SIDES)).toEqual([]);
    expect(allHandsWriter(result)).toBeNull();
  });

  test('a loser’s own lone 0-0 stays in the losers’ column', () => {
    const { result } = scoreHand(rules, SIDES, [20, 20], 0, hands(['', '0-0', '', '4-5 3-4']), {
      kind: 'domino',
      by: 0,
      lastTile: '1-2',
    });
    expect(notesForSide(result, 1, SIDES).map((n) => n.kind)).toEqual(['lone-blank']);
  });
});

describe('a fish explained', () => {
  test('the losers held 34 and wrote 58: all four hands count, in both languages', () => {
    // Side 1 holds 34 pips (18 + 16), side 0 holds 24 (12 + 12): a fish, side 1 writes 58.
    const { result } = scoreHand(
      rules,
      SIDES,
      [20, 20],
      0,
      hands(['2-4 3-3', '5-6 3-4', '1-5 0-6', '4-4 3-5']),
      { kind: 'fish', by: null, lastTile: null },
    );
    expect(result.pips).toEqual([12, 18, 12, 16]);
    expect(allHandsWriter(result)).toBe(1);
    const sum = result.counts.join(' + ');
    const points = result.points[1] ?? 0;
    expect(points).toBe(58);
    expect(format(en['handEnd.allHands'], { side: 'Them', points, count: 4, sum })).toBe(
      `Them: ${points} written — in a fish all 4 hands count (${sum}).`,
    );
    expect(format(ru['handEnd.allHands'], { side: 'Они', points, count: 4, sum })).toContain(
      'при рыбе считаются все 4 руки',
    );
  });

  test('a fish with eggs taken still reads as every hand written', () => {
    const { result } = scoreHand(
      rules,
      SIDES,
      [20, 20],
      12,
      hands(['1-1', '6-6 5-6', '1-2', '4-5 3-4']),
      { kind: 'fish', by: null, lastTile: null },
    );
    expect(result.notes.some((n) => n.kind === 'eggs-taken')).toBe(true);
    expect(allHandsWriter(result)).toBe(1);
  });
});
