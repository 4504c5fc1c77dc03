// The hand log rebuilt from public moves, for someone who arrives mid-hand.
import { viewFor, apply, legalActions } from '@boneyard/engine';
import { describe, expect, test } from 'vitest';
import { logFromMoves } from '../src/lib/game/log.ts';
import { dealtHand } from './support/dealt.ts';

function startedHand() {
  let state = dealtHand('block', 2, 7, 'TEST');
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
