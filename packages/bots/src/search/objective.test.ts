// What a finished hand is worth to one side (MatchObjective), worked out by hand: the points
// margin (won points under Draw's scoring, penalties elsewhere), the hand-win bonus, and the match
// bonus for reaching the target (a win in Draw, the goat in Kozel) — with carried eggs, the
// minimum to open and fixed-deal matches changing what is written or whether the match counts.
import { presetRules, type PresetId, type PresetOptions, type Tile } from '@boneyard/engine';
import { describe, expect, it } from 'vitest';
import { fastConfig, type FastConfig } from '../fast/config.ts';
import { FastHand, STATUS_DOMINO, STATUS_FISH } from '../fast/hand.ts';
import { maskOf } from '../fast/tables.ts';
import {
  HAND_WIN_POINTS,
  MATCH_POINTS,
  MatchObjective,
  matchContextOf,
  type MatchContext,
} from './objective.ts';

function configOf(id: PresetId, options: PresetOptions): FastConfig {
  const rules = presetRules(id, options);
  if (!rules.ok) throw new Error(rules.message);
  return fastConfig(rules.value);
}

/** A finished hand: the tiles each seat still holds; `by` went out (null: a blocked hand). */
function finished(config: FastConfig, left: readonly string[], by: number | null): FastHand {
  const hand = new FastHand(config);
  left.forEach((tiles, seat) => {
    hand.hands[seat] = maskOf(tiles === '' ? [] : (tiles.split(' ') as Tile[]));
  });
  hand.status = by === null ? STATUS_FISH : STATUS_DOMINO;
  hand.by = by ?? -1;
  return hand;
}

/** A match far from its end: no eggs, no minimum, nobody near the target. */
const OPEN: MatchContext = {
  scores: [0, 0, 0, 0],
  eggs: 0,
  eggsRule: false,
  minimumToOpen: null,
  target: 1000,
  reachingWins: true,
  fixedDeals: false,
};

const draw2 = configOf('draw', { players: 2 }); // winner takes the pips
const block3 = configOf('block', { players: 3 }); // winner takes the pips, three sides
const kozyol2 = configOf('kozyol', { players: 2 }); // losers write their own count
const kozel4 = configOf('kozel', { players: 4 }); // pairs; losers write the count

const W = HAND_WIN_POINTS; // 12
const M = MATCH_POINTS; // 150

describe('MatchObjective.value', () => {
  it.each([
    // name, config, left per seat, went out, match, side, value by hand
    ['Draw: out, 13 won', draw2, ['', '6-6 0-1'], 0, OPEN, 0, 13 + W],
    ['Draw: the other side of it', draw2, ['', '6-6 0-1'], 0, OPEN, 1, -13 - W],
    [
      'Draw: the 13 reach 100, the match is won',
      draw2,
      ['', '6-6 0-1'],
      0,
      { ...OPEN, scores: [90, 40], target: 100 },
      0,
      13 + W + M,
    ],
    [
      'Draw: the same, seen by the loser',
      draw2,
      ['', '6-6 0-1'],
      0,
      { ...OPEN, scores: [90, 40], target: 100 },
      1,
      -13 - W - M,
    ],
    [
      'Draw: a fixed number of deals, no match bonus',
      draw2,
      ['', '6-6 0-1'],
      0,
      { ...OPEN, scores: [90, 40], target: 100, fixedDeals: true },
      0,
      13 + W,
    ],
    // Blocked: seat 1 lighter (3 vs 13) takes 13 − 3 = 10.
    ['Draw blocked: the lighter hand wins', draw2, ['6-6 0-1', '1-2'], null, OPEN, 1, 10 + W],
    ['Draw blocked, tied: nothing written, nobody won', draw2, ['1-2', '0-3'], null, OPEN, 0, 0],
    // Three sides: seat 0 takes 5 + 7 = 12; each other side is −12/2 and −W/2.
    ['Block for 3: winner', block3, ['', '1-4', '3-4'], 0, OPEN, 0, 12 + W],
    ['Block for 3: a loser', block3, ['', '1-4', '3-4'], 0, OPEN, 1, -6 - W / 2],
    // Penalties: seat 1 writes its own 13; for seat 0 that is +13.
    ['Kozyol: out, the other writes 13', kozyol2, ['', '6-6 0-1'], 0, OPEN, 0, 13 + W],
    ['Kozyol: the writer', kozyol2, ['', '6-6 0-1'], 0, OPEN, 1, -13 - W],
    [
      'Kozyol: the writer reaches 101 and is the goat',
      kozyol2,
      ['', '6-6 0-1'],
      0,
      { ...OPEN, scores: [0, 95], target: 101, reachingWins: false },
      1,
      -13 - W - M,
    ],
    [
      'Kozyol: the goat’s opponent gains the match',
      kozyol2,
      ['', '6-6 0-1'],
      0,
      { ...OPEN, scores: [0, 95], target: 101, reachingWins: false },
      0,
      13 + W + M,
    ],
    [
      'Kozyol: carried eggs go to the writer',
      kozyol2,
      ['', '6-6 0-1'],
      0,
      { ...OPEN, eggs: 10, eggsRule: true },
      1,
      -(13 + 10) - W,
    ],
    [
      'Kozyol: 12 under a minimum of 13 on 0 writes nothing',
      kozyol2,
      ['', '5-6 0-1'],
      0,
      { ...OPEN, minimumToOpen: 13 },
      1,
      -W,
    ],
    [
      'Kozyol: 12 under the minimum counts once the side has opened',
      kozyol2,
      ['', '5-6 0-1'],
      0,
      { ...OPEN, minimumToOpen: 13, scores: [0, 20] },
      1,
      -12 - W,
    ],
    // Pairs: seat 2 (side 0) goes out; side 1 (seats 1, 3) writes 4 + 5 = 9.
    ['Kozel: pairs, side 0 out', kozel4, ['0-1', '1-3', '', '2-3'], 2, OPEN, 0, 9 + W],
    ['Kozel: pairs, side 1', kozel4, ['0-1', '1-3', '', '2-3'], 2, OPEN, 1, -9 - W],
  ] as const)('%s', (_name, config, left, by, match, side, value) => {
    const objective = new MatchObjective(config, match, side);
    expect(objective.value(finished(config, left, by))).toBeCloseTo(value, 12);
  });

  it('a larger hand-win worth (v7’s, by opponent model) moves only the bonus', () => {
    const hand = finished(draw2, ['', '6-6 0-1'], 0);
    expect(new MatchObjective(draw2, OPEN, 0, 30).value(hand)).toBe(13 + 30);
    expect(new MatchObjective(draw2, OPEN, 1, 30).value(hand)).toBe(-13 - 30);
  });

  it('reads its match from the seat’s view', () => {
    const rules = presetRules('kozyol', { players: 2 });
    if (!rules.ok) throw new Error(rules.message);
    const view = { rules: rules.value, scores: [40, 7], eggs: 3 } as unknown as Parameters<
      typeof matchContextOf
    >[0];
    expect(matchContextOf(view)).toEqual({
      scores: [40, 7],
      eggs: 3,
      eggsRule: rules.value.specials.eggs,
      minimumToOpen: rules.value.specials.minimumToOpen,
      target: rules.value.target.score,
      reachingWins: false,
      fixedDeals: false,
    });
  });
});
