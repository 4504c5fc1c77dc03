// The hand log rebuilt from public moves, for someone who arrives mid-hand.
import { createMatch, deal, presetRules, viewFor, apply, legalActions } from '@boneyard/engine';
import { dealHands } from '@boneyard/fair';
import { describe, expect, test } from 'vitest';
import { logFromMoves } from '../src/lib/game/log.ts';

function startedHand() {
  const rules = presetRules('block', { players: 2 });
  if (!rules.ok) throw new Error(rules.message);
  const dealt = dealHands({
    serverSeed: new Uint8Array(32).fill(7),
    room: 'TEST',
    hand: 1,
    attempt: 0,
    seats: 2,
    tilesEach: rules.value.tilesEach,
    clientSeeds: [new Uint8Array(), new Uint8Array()],
  });
  if (!dealt.ok) throw new Error(dealt.message);
  const step = deal(createMatch(rules.value), dealt.value.deck);
  if (!step.ok) throw new Error(step.message);
  let state = step.value.state;
  // Three more moves, whatever is legal first.
  for (let i = 0; i < 3 && state.phase === 'playing' && state.hand; i++) {
    const seat = state.hand.turn;
    const action = legalActions(state, seat)[0];
    if (!action) break;
    const next = apply(state, seat, action);
    if (!next.ok) throw new Error(next.message);
    state = next.value.state;
  }
  return state;
}

describe('logFromMoves', () => {
  test('one line for the deal, one per move, and whose turn it is', () => {
    const state = startedHand();
    const hand = viewFor(state, null).hand;
    if (!hand) throw new Error('no hand');
    const log = logFromMoves(hand, ['Anna', 'Boris'], null);
    expect(log[0]?.key).toBe('log.dealt');
    expect(log[0]?.params).toMatchObject({ number: 1 });
    const moves = log.slice(1, 1 + hand.moves.length);
    expect(moves).toHaveLength(hand.moves.length);
    expect(['log.led', 'log.autoLed']).toContain(moves[0]?.key);
    for (const [i, line] of moves.entries()) {
      const move = hand.moves[i];
      if (move && 'play' in move) expect(line.params.tile).toBe(move.play);
      if (move && 'pass' in move) expect(line.key).toBe('log.passed');
    }
    if (state.phase === 'playing') expect(log[log.length - 1]?.key).toBe('log.turn');
  });
});
