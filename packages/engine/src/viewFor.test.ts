import { describe, expect, it } from 'vitest';
import { createMatch } from './match.ts';
import { apply } from './play.ts';
import { position } from './position.test-helper.ts';
import { presetRules } from './presets.ts';
import { deckFrom, mustApply, mustDeal } from './testing.ts';
import { redactEvent, viewFor } from './view.ts';

describe('viewFor', () => {
  const state = position('draw', {
    line: '6-6',
    hands: ['5-6 0-0', '1-2 1-3'],
    turn: 0,
    boneyard: '0-1 2-6 4-4',
  });
  const after = mustApply(state, { type: 'play', tile: '5-6', end: 'right' });

  it('shows a seat its own tiles and only counts of the others', () => {
    const view = viewFor(after.state, 0);
    expect(view.hand?.myTiles).toEqual(['0-0']);
    expect(view.hand?.counts).toEqual([1, 4]);
    expect(view.hand?.boneyardCount).toBe(1);
    expect(JSON.stringify(view)).not.toMatch(/1-2|1-3|0-1|2-6|4-4/);
  });

  it('hides other seats’ draws but shows a seat its own', () => {
    expect(viewFor(after.state, 0).hand?.moves.slice(1)).toEqual([
      { seat: 1, draw: null },
      { seat: 1, draw: null },
    ]);
    expect(viewFor(after.state, 1).hand?.moves.slice(1)).toEqual([
      { seat: 1, draw: '0-1' },
      { seat: 1, draw: '2-6' },
    ]);
    expect(viewFor(after.state, 1).hand?.mustPlay).toBe('2-6');
    expect(viewFor(after.state, 1).hand?.legal).toEqual([
      { type: 'play', tile: '2-6', end: 'left' },
    ]);
  });

  it('gives a spectator no tiles and no actions', () => {
    const view = viewFor(after.state, null);
    expect(view.hand?.myTiles).toEqual([]);
    expect(view.hand?.legal).toEqual([]);
    expect(view.hand?.mustPlay).toBeNull();
  });

  it('redacts drawn tiles in events for everyone but the drawer', () => {
    const drew = after.events.find((e) => e.type === 'drew');
    expect(drew && redactEvent(drew, 0)).toMatchObject({ type: 'drew', seat: 1, tile: null });
    expect(drew && redactEvent(drew, null)).toMatchObject({ tile: null });
    expect(drew && redactEvent(drew, 1)).toEqual(drew);
  });

  it('reveals every hand once the hand is over', () => {
    const rules = presetRules('block', { players: 2 });
    if (!rules.ok) throw new Error(rules.message);
    const dealt = mustDeal(
      createMatch(rules.value),
      deckFrom([
        ['6-6', '0-1', '0-2', '0-3', '0-4', '0-5', '1-1'],
        ['1-2', '1-3', '1-4', '1-5', '2-2', '2-3', '2-4'],
      ]),
    );
    expect(dealt.state.phase).toBe('hand-over');
    const view = viewFor(dealt.state, null);
    expect(view.hand?.revealed?.[1]).toEqual(['1-2', '1-3', '1-4', '1-5', '2-2', '2-3', '2-4']);
    expect(view.history).toHaveLength(1);
    expect(apply(dealt.state, 0, { type: 'pass' }).ok).toBe(false);
  });
});
