// The first-game hint after a draw or a knock says what is true for the rules at the table
// (issue 47: "keep drawing" showed under drawing left to the player).
import { presetRules, type Rules } from '@boneyard/engine';
import { parseRules } from '@boneyard/protocol/rules';
import { describe, expect, test } from 'vitest';
import { drawHintKey, drawHintText } from '../src/lib/i18n/draw-hints.ts';
import { en } from '../src/lib/i18n/en.ts';

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

/** The words the hint shows: the table's own, else the main catalogue's. */
function shown(hint: 'drew' | 'knock', r: Rules, left: number, lang: 'en' | 'ru' = 'en'): string {
  const key = drawHintKey(hint, r, left);
  return key ? drawHintText(lang, key) : en[`hints.${hint}`];
}

describe('the draw hint', () => {
  test('drawing until a tile fits: keep drawing (the main catalogue’s words)', () => {
    expect(drawHintKey('drew', rules('draw'), 5)).toBeNull();
    expect(shown('drew', rules('draw'), 5)).toContain('You keep drawing until one fits');
  });
  test('drawing left to the player: no "keep drawing", the choice instead', () => {
    const r = rules('kozyol-table', 'draw-voluntary');
    expect(shown('drew', r, 5)).not.toContain('keep drawing');
    expect(shown('drew', r, 5)).toContain('drawing is up to you');
    expect(shown('drew', r, 5, 'ru')).toContain('решаете вы');
  });
  test('draw one, then pass: just one', () => {
    const r = rules('kozyol-table', 'draw-one-then-pass');
    expect(shown('drew', r, 5)).toContain('you draw just one');
    expect(shown('drew', r, 5, 'ru')).toContain('только одну');
  });
});

describe('the knock hint', () => {
  test('a game without a boneyard keeps the main words', () => {
    expect(drawHintKey('knock', rules('block'), 0)).toBeNull();
  });
  test('a boneyard game never says there is no boneyard', () => {
    for (const [cannotGo, left] of [
      [undefined, 0],
      ['draw-one-then-pass', 4],
      ['draw-voluntary', 6],
    ] as const)
      expect(shown('knock', rules('kozyol-table', cannotGo), left), `${cannotGo}`).not.toContain(
        'no boneyard',
      );
    expect(shown('knock', rules('kozyol-table', 'draw-voluntary'), 6)).toContain(
      'you may pass instead of drawing',
    );
    expect(shown('knock', rules('kozyol-table', 'draw-one-then-pass'), 4)).toContain(
      'the tile you drew did not fit',
    );
    expect(shown('knock', rules('draw'), 0)).toContain('nothing left to draw');
  });
});
