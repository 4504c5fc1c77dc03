// The "+15" label by the points this hand (PlayScores.svelte) after strict and stealing Muggins
// settle a score: issue 47 saw "Bot 2 +15" stay up after the score had been stolen from Bot 2.
import { describe, expect, test } from 'vitest';
import { boardExtraText } from '../src/lib/i18n/board-extras.ts';
import { boardText } from '../src/lib/i18n/boards.ts';
import { latestScore } from '../src/lib/table/latest-score.ts';

const PAIRS = [
  [0, 2],
  [1, 3],
] as const;
const ALONE = [[0], [1]] as const;
const NAMES = ['Anna', 'Bot 2', 'Vera', 'Bot 4'];

function label(
  lang: 'en' | 'ru',
  moves: Parameters<typeof latestScore>[0],
  sides: readonly (readonly number[])[],
) {
  const latest = latestScore(moves, sides);
  if (!latest) return null;
  const params = { name: NAMES[latest.seat] ?? '', points: latest.points };
  if (latest.how === 'scored') return boardText(lang, 'score.scored', params);
  return boardExtraText(lang, latest.how === 'stolen' ? 'score.stolen' : 'score.lapsed', params);
}

describe('the latest score’s label', () => {
  test('a score nobody has settled yet names the scorer', () => {
    const moves = [
      { seat: 0, play: '5-5' },
      { seat: 1, play: '5-0', end: 'left', scored: 15, at: 100 },
    ] as const;
    expect(label('en', moves, ALONE)).toBe('Bot 2 +15');
  });

  test('stolen by the other side: it names the stealer, not the scorer', () => {
    const moves = [
      { seat: 0, play: '5-5' },
      { seat: 1, play: '5-0', end: 'left', scored: 15, at: 100 },
      { seat: 2, claim: 15, at: 900 },
    ] as const;
    expect(label('en', moves, PAIRS)).toBe('Vera stole 15');
    expect(label('ru', moves, PAIRS)).toBe('Vera перехватывает 15');
  });

  test('claimed by the scorer’s partner: still their side’s score', () => {
    const moves = [
      { seat: 1, play: '5-5' },
      { seat: 2, play: '5-0', end: 'left', scored: 15, at: 100 },
      { seat: 3, draw: '1-1' },
      { seat: 0, claim: 15, at: 700 },
    ] as const;
    expect(label('en', moves, PAIRS)).toBe('Vera +15');
  });

  test('lapsed: the label says the points were lost', () => {
    const moves = [
      { seat: 0, play: '5-5' },
      { seat: 1, play: '5-0', end: 'left', scored: 15, at: 100 },
      { seat: 1, lapsed: 15, at: 3100 },
      { seat: 0, play: '0-1', end: 'right', at: 3200 },
    ] as const;
    expect(label('en', moves, ALONE)).toBe('Bot 2: 15 lost');
    expect(label('ru', moves, ALONE)).toBe('Bot 2: 15 сгорели');
  });

  test('an earlier steal does not colour a later score', () => {
    const moves = [
      { seat: 0, play: '5-5' },
      { seat: 1, play: '5-0', end: 'left', scored: 15, at: 100 },
      { seat: 0, claim: 15, at: 500 },
      { seat: 0, play: '5-1', end: 'right', scored: 5, at: 600 },
    ] as const;
    expect(label('en', moves, ALONE)).toBe('Anna +5');
  });
});
