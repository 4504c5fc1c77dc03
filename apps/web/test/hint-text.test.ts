// The first-game hint after a draw or a knock says what is true for the rules at the table
// (issue 47: "keep drawing" showed under drawing left to the player).
import { parseRules, presetRules, type Rules } from '@boneyard/engine';
import { describe, expect, test } from 'vitest';
import { en } from '../src/lib/i18n/en.ts';
import { ru } from '../src/lib/i18n/ru.ts';
import { hintKey } from '../src/lib/table/hint-text.ts';

function rules(
  preset: 'draw' | 'block' | 'kozyol-table',
  cannotGo?: NonNullable<Rules['agreements']>['cannotGo'],
): Rules {
  const base = presetRules(preset, { players: 2 });
  if (!base.ok) throw new Error(base.message);
  if (!cannotGo) return base.value;
  const parsed = parseRules({ ...base.value, agreements: { ...base.value.agreements, cannotGo } });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}

describe('the draw hint', () => {
  test('drawing until a tile fits: keep drawing', () => {
    expect(en[hintKey('drew', rules('draw'), 5)]).toContain('You keep drawing until one fits');
  });
  test('drawing left to the player: no "keep drawing", the choice instead', () => {
    const key = hintKey('drew', rules('kozyol-table', 'draw-voluntary'), 5);
    expect(en[key]).not.toContain('keep drawing');
    expect(en[key]).toContain('drawing is up to you');
    expect(ru[key]).toContain('решаете вы');
  });
  test('draw one, then pass: just one', () => {
    const key = hintKey('drew', rules('kozyol-table', 'draw-one-then-pass'), 5);
    expect(en[key]).toContain('you draw just one');
    expect(ru[key]).toContain('только одну');
  });
});

describe('the knock hint', () => {
  test('a game without a boneyard', () => {
    expect(hintKey('knock', rules('block'), 0)).toBe('hints.knock');
  });
  test('a boneyard game never says there is no boneyard', () => {
    for (const [cannotGo, left] of [
      [undefined, 0],
      ['draw-one-then-pass', 4],
      ['draw-voluntary', 6],
    ] as const) {
      const key = hintKey('knock', rules('kozyol-table', cannotGo), left);
      expect(en[key], `${cannotGo}`).not.toContain('no boneyard');
    }
    expect(en[hintKey('knock', rules('kozyol-table', 'draw-voluntary'), 6)]).toContain(
      'you may pass instead of drawing',
    );
    expect(en[hintKey('knock', rules('kozyol-table', 'draw-one-then-pass'), 4)]).toContain(
      'the tile you drew did not fit',
    );
  });
  test('other hints keep their words', () => {
    expect(hintKey('play', rules('kozyol-table', 'draw-voluntary'), 3)).toBe('hints.play');
    expect(hintKey('drew', null, null)).toBe('hints.drew');
  });
});
