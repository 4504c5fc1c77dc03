// The coach and mirror moves: on a plain line whose two open ends show one number, a tile laid at
// either end leaves mirror-image boards, so the Expert laying it left and the player right is the
// same move, never "points given up" (a sampled estimate of both once called them different).
import {
  ALL_TILES,
  createMatch,
  legalActions,
  presetRules,
  Sfc32,
  shuffleInPlace,
  type Action,
  type MatchState,
} from '@boneyard/engine';
import { mustApply, mustDeal } from '@boneyard/engine/testing';
import { describe, expect, it } from 'vitest';
import { recordedAs } from '../src/record/verify-bots.ts';
import { lossOf } from '../src/replay/coach-values.ts';
import { BOT_ALGORITHM } from '@boneyard/bots';

type Play = Extract<Action, { type: 'play' }>;

/** The first position of seeded Block hands where the seat to move may lay one tile at either end. */
function mirrorPosition(): { state: MatchState; left: Play; right: Play } {
  const rules = presetRules('block', { players: 2 });
  if (!rules.ok) throw new Error(rules.message);
  for (let seed = 1; seed < 200; seed++) {
    const order = ALL_TILES.map((_, i) => i);
    shuffleInPlace(order, order.length, new Sfc32(seed));
    const deck = order.map((i) => ALL_TILES[i]!);
    let state = mustDeal(createMatch(rules.value), deck).state;
    while (state.phase === 'playing' && state.hand !== null) {
      const seat = state.hand.turn;
      const plays = legalActions(state, seat).filter((a): a is Play => a.type === 'play');
      for (const a of plays)
        for (const b of plays)
          if (a !== b && JSON.stringify(a.tile) === JSON.stringify(b.tile) && a.end !== b.end)
            return { state, left: a, right: b };
      state = mustApply(state, legalActions(state, seat)[0]!).state;
    }
  }
  throw new Error('no mirror position in 200 hands');
}

describe('the coach and mirror moves', () => {
  it('calls a tile laid at the other end of a same-number line the same move', () => {
    const { state, left, right } = mirrorPosition();
    const seat = state.hand!.turn;
    const played = recordedAs(state, seat, right);
    expect(played).not.toBeNull();
    const seed = new Uint8Array(32).fill(7);
    expect(lossOf(state, seat, seed, BOT_ALGORITHM, left, played!, null)).toBe('same');
  });
});
