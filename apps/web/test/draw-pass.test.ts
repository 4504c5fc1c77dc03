// Issue 47 item 1: "drawing is up to the player" makes draw and pass the seat's own moves. The
// table's Draw and Pass buttons show exactly when the engine lists those actions (offline from
// legalActions, online from the view's hand.legal), so a stuck seat always has something to tap.
import { createMatch, legalActions, presetRules, viewFor, type Tile } from '@boneyard/engine';
import { parseRules } from '@boneyard/protocol/rules';
import { deckFrom, mustApply, mustDeal } from '@boneyard/engine/testing';
import { expect, test } from 'vitest';
import { canDraw, canPass, optionsFromLegal } from '../src/lib/game/play-options.ts';

function voluntaryDraw(buyWithMove: boolean) {
  const base = presetRules('draw', { players: 2 });
  if (!base.ok) throw new Error(base.message);
  const rules = parseRules({
    ...base.value,
    agreements: { cannotGo: 'draw-voluntary', ...(buyWithMove ? { buyWithMove } : {}) },
  });
  if (!rules.ok) throw new Error(rules.message);
  // Seat 0 leads 6-6; seat 1 holds no six. The boneyard's front is 0-1, then 3-6.
  const hands: Tile[][] = [
    ['6-6', '0-0', '1-1', '2-2', '3-3', '4-4', '5-5'],
    ['0-2', '0-3', '0-4', '0-5', '1-2', '1-3', '1-4'],
  ];
  const dealt = mustDeal(createMatch(rules.value), deckFrom(hands, ['0-1', '3-6'])).state;
  const turn = dealt.hand!.turn;
  const state =
    dealt.hand!.board.tiles.length === 0
      ? mustApply(dealt, { type: 'play', tile: '6-6' }, turn).state
      : dealt;
  return state;
}

test('a stuck seat is offered Draw and Pass; a drawn tile that does not fit keeps both', () => {
  const state = voluntaryDraw(false);
  expect(state.hand!.turn).toBe(1);
  const legal = viewFor(state, 1).hand!.legal;
  expect(optionsFromLegal(legal)).toEqual([]);
  expect([canDraw(legal), canPass(legal)]).toEqual([true, true]);
  // The other seat, not to move, is offered neither.
  expect([canDraw(legalActions(state, 0)), canPass(legalActions(state, 0))]).toEqual([
    false,
    false,
  ]);
  const drew = mustApply(state, { type: 'draw' }, 1).state;
  expect(drew.hand!.turn).toBe(1); // still this seat's turn: it chooses again
  const after = viewFor(drew, 1).hand!.legal;
  expect([canDraw(after), canPass(after)]).toEqual([true, true]);
  // The next draw fits: the tile is playable and Pass is gone (Draw too, without buying).
  const fits = mustApply(drew, { type: 'draw' }, 1).state;
  const now = viewFor(fits, 1).hand!.legal;
  expect(optionsFromLegal(now).map((o) => o.tile)).toEqual(['3-6']);
  expect([canDraw(now), canPass(now)]).toEqual([false, false]);
});

test('buying while holding a move: Draw beside the playable tiles, never Pass', () => {
  const drew = mustApply(
    mustApply(voluntaryDraw(true), { type: 'draw' }, 1).state,
    { type: 'draw' },
    1,
  ).state;
  const legal = viewFor(drew, 1).hand!.legal;
  expect(optionsFromLegal(legal).map((o) => o.tile)).toEqual(['3-6']);
  expect([canDraw(legal), canPass(legal)]).toEqual([true, false]);
});
