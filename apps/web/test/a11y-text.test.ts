// What a screen reader is told: the hand result in one sentence, the line read from left to
// right, a past hand's tiles rebuilt from the record, and spectators' pair labels.
import type { HandResult, PlayedHand } from '@boneyard/engine';
import { describe, expect, test } from 'vitest';
import { en, type MessageKey } from '../src/lib/i18n/en.ts';
import { format } from '../src/lib/i18n/format.ts';
import { ru } from '../src/lib/i18n/ru.ts';
import { pastHand } from '../src/lib/table/past-hands.ts';
import { sideLabel, sideMembers } from '../src/lib/table/sides.ts';
import { resultSpeech } from '../src/lib/table/speech.ts';
import { lineReading } from '../src/lib/tiles/names.ts';

const inEnglish = (key: MessageKey, params: Record<string, string | number> = {}) =>
  format(en[key], params);
const inRussian = (key: MessageKey, params: Record<string, string | number> = {}) =>
  format(ru[key], params);

const names = ['Anna', 'Boris', 'Vera', 'Gleb'];
const pairs = [
  [0, 2],
  [1, 3],
];
const result: HandResult = {
  kind: 'domino',
  by: 1,
  winner: 1,
  pips: [12, 0, 7, 3],
  counts: [12, 0, 7, 3],
  points: [0, 19],
  totals: [40, 52],
  notes: [],
  eggsCarried: 0,
};

describe('the hand result as one sentence', () => {
  test('says who went out, every seat’s pips, what each side wrote and its total', () => {
    const text = resultSpeech(inEnglish, { sides: pairs, seat: 0 }, 3, result, names);
    expect(text).toBe(
      'Hand 3 over. Boris went out — domino. Anna: 12 pips, Boris: 0 pips, Vera: 7 pips, Gleb: 3 pips. ' +
        'Us: Nothing written, total 40. Them: Written: 19, total 52.',
    );
  });
  test('a fish in Russian', () => {
    const fish = { ...result, kind: 'fish' as const, by: null };
    const text = resultSpeech(inRussian, { sides: pairs, seat: 1 }, 2, fish, names);
    expect(text).toContain('Рыба');
    expect(text).toContain('Мы: Записано: 19, всего 52');
    expect(text).not.toMatch(/\{|\}/);
  });
});

describe('the line read as a person would', () => {
  test('from the left end to the right end, doubles named, numbers in the order they lie', () => {
    const line = [
      { left: 2, right: 4 },
      { left: 4, right: 4 },
      { left: 4, right: 1 },
    ];
    expect(lineReading(inEnglish, line)).toBe('From the left end: two–four, double four, four–one');
  });
});

describe('a past hand from the record', () => {
  test('each seat holds its dealt tiles plus draws minus plays', () => {
    const played: PlayedHand = {
      number: 1,
      attempt: 0,
      dealt: [
        ['1-1', '1-2'],
        ['2-3', '3-3'],
      ],
      boneyard: ['4-5'],
      moves: [
        { seat: 0, play: '1-2' },
        { seat: 1, play: '2-3', end: 'right' },
        { seat: 0, draw: '4-5' },
      ],
      result,
    };
    expect(pastHand(played).revealed).toEqual([['1-1', '4-5'], ['3-3']]);
    expect(pastHand(played).number).toBe(1);
  });
});

describe('side labels', () => {
  test('a spectator sees numbered pairs, with the members beside them', () => {
    expect(sideLabel(inEnglish, pairs, 1, null, names)).toBe('Pair 2');
    expect(sideMembers(pairs, 1, names)).toBe('Boris + Gleb');
    expect(sideLabel(inEnglish, pairs, 1, 0, names)).toBe('Them');
    expect(sideLabel(inEnglish, [[0], [1]], 1, null, names)).toBe('Boris');
    expect(sideMembers([[0], [1]], 1, names)).toBe('');
  });
});
