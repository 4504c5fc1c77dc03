import { createMatch, legalActions, presetRules, viewFor } from '@boneyard/engine';
import { deckFrom, mustApply, mustDeal } from '@boneyard/engine/testing';
import { describe, expect, test } from 'vitest';
import { canClaim, optionsFromLegal } from '../src/lib/game/play-options.ts';
import { leadIndex } from '../src/lib/table/line-ends.ts';
import { tileName } from '../src/lib/tiles/names.ts';
import { en } from '../src/lib/i18n/en.ts';
import { format } from '../src/lib/i18n/format.ts';

function allFives(muggins: 'lenient' | 'strict' = 'lenient') {
  const rules = presetRules('all-fives', { players: 2, muggins });
  if (!rules.ok) throw new Error(rules.message);
  // Seat 0 holds the heaviest double (6-6) and leads it.
  const hands = [
    ['6-6', '1-6', '0-1', '2-3', '3-4', '4-5', '0-2'],
    ['0-6', '5-6', '1-1', '2-2', '3-3', '0-0', '1-2'],
  ] as const;
  return mustDeal(createMatch(rules.value), deckFrom(hands.map((h) => [...h]))).state;
}

describe('play options come from the engine', () => {
  test('the table offers exactly the engine legal plays, grouped by tile, arms as the engine lists them', () => {
    // The compulsory lead (6-6) places itself: seat 1 is to play on the spinner's arms.
    const state = allFives();
    expect(state.hand!.board.tiles.map((p) => p.tile)).toEqual(['6-6']);
    const seat = state.hand!.turn;
    const legal = legalActions(state, seat);
    const options = optionsFromLegal(legal);
    const fromEngine = legal.flatMap((a) =>
      a.type === 'play' ? [`${a.tile}@${a.end ?? ''}`] : [],
    );
    const shown = options.flatMap((o) =>
      o.ends.length === 0 ? [`${o.tile}@`] : o.ends.map((e) => `${o.tile}@${e}`),
    );
    expect(shown.sort()).toEqual(fromEngine.sort());
    expect(options.map((o) => o.tile).sort()).toEqual(['0-6', '5-6']);
    // The same through the seat's view (what the server sends): nothing re-derived.
    expect(optionsFromLegal(viewFor(state, seat).hand!.legal)).toEqual(options);
    // Seat 0 answers on the next turn: its options are again exactly the engine's.
    const next = mustApply(state, { type: 'play', tile: '5-6', end: 'right' }, seat).state;
    const turn = next.hand!.turn;
    expect(optionsFromLegal(viewFor(next, turn).hand!.legal)).toEqual(
      optionsFromLegal(legalActions(next, turn)),
    );
  });

  test('claims are not play options; canClaim says whether the engine allows one', () => {
    expect(optionsFromLegal([{ type: 'claim' }, { type: 'draw' }])).toEqual([]);
    expect(canClaim([{ type: 'claim' }])).toBe(true);
    expect(canClaim([{ type: 'pass' }])).toBe(false);
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
