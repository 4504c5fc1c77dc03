// Mirror plays: with `mirrors: 'one'` a plan keeps the first play of each tile that fits both
// ends of a line whose open ends show one number; with 'both' (or none) the engine's list stays.
import {
  ALL_TILES,
  boardOps,
  createMatch,
  legalActions,
  presetRules,
  Sfc32,
  shuffleInPlace,
  viewFor,
  type Action,
  type MatchState,
  type SeatView,
} from '@boneyard/engine';
import { mustApply, mustDeal } from '@boneyard/engine/testing';
import { describe, expect, it } from 'vitest';
import { candidatesOf } from './mirrors.ts';
import { RELEASES } from './registry.ts';

const plays = (legal: readonly Action[]) => legal.filter((a) => a.type === 'play');
const tiles = (legal: readonly Action[]) =>
  new Set(plays(legal).map((a) => JSON.stringify(a.type === 'play' ? a.tile : null)));

/** Seat views of seeded 2-player Block hands at every turn with two or more plays. */
function views(): SeatView[] {
  const rules = presetRules('block', { players: 2 });
  if (!rules.ok) throw new Error(rules.message);
  const found: SeatView[] = [];
  for (let seed = 1; seed <= 40; seed++) {
    const order = ALL_TILES.map((_, i) => i);
    shuffleInPlace(order, order.length, new Sfc32(seed));
    let state: MatchState = mustDeal(
      createMatch(rules.value),
      order.map((i) => ALL_TILES[i]!),
    ).state;
    while (state.phase === 'playing' && state.hand !== null) {
      const seat = state.hand.turn;
      if (plays(legalActions(state, seat)).length >= 2) found.push(viewFor(state, seat));
      state = mustApply(state, legalActions(state, seat)[0]!).state;
    }
  }
  return found;
}

describe('mirror plays', () => {
  const all = views();
  const [first, newest] = [RELEASES[0].plan, RELEASES.at(-1)!.plan];
  // A tile listed twice where the two open ends show one number (a tile fitting ends 5 and 2 is
  // listed twice too, and leaves two different boards: not a mirror).
  const sameEnds = (view: SeatView) => {
    const ends = boardOps(view.hand!.board.shape).openEnds(view.hand!.board, null);
    return ends.length === 2 && ends[0]!.value === ends[1]!.value;
  };
  const mirrored = all.filter(
    (view) => sameEnds(view) && plays(view.hand!.legal).length > tiles(view.hand!.legal).size,
  );

  it('occur in the sample (else this test would prove nothing)', () => {
    expect(mirrored.length).toBeGreaterThan(5);
  });

  it.each([
    ['bots-2026.12 (mirrors absent)', first, false],
    ['the newest release (mirrors: one)', newest, true],
  ] as const)('%s', (_name, plan, deduplicates) => {
    for (const view of all) {
      const legal = view.hand!.legal;
      const kept = candidatesOf(view, legal, plan);
      // Never a new move, never a tile lost, the engine's order kept.
      expect(kept.every((a) => legal.includes(a))).toBe(true);
      expect(tiles(kept)).toEqual(tiles(legal));
      expect(kept).toEqual(legal.filter((a) => kept.includes(a)));
      const isMirrored = mirrored.includes(view);
      expect(kept.length < legal.length).toBe(deduplicates && isMirrored);
      if (deduplicates && isMirrored) expect(plays(kept).length).toBe(tiles(legal).size);
    }
  });
});
