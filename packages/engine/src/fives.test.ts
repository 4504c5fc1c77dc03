// Scenario tables for seed 004's games: who leads, the [5|5] lead in Telephone, scoring plays,
// the hand-end bonus rounded to 5, the rotating lead, and Muggins claims with their times.
import { describe, expect, it } from 'vitest';
import { createMatch } from './match.ts';
import { expireClaim, apply } from './play.ts';
import { mustRules } from './position.test-helper.ts';
import type { PresetOptions } from './presets.ts';
import { sidesOf } from './sides.ts';
import { playScore, roundToFive, scoreHand } from './scoring.ts';
import { deckFrom, mustApply, mustDeal, playOut } from './testing.ts';
import type { MatchState, PresetId, Tile } from './types.ts';

const hand = (text: string) => text.split(' ') as Tile[];

function dealt(
  preset: PresetId,
  hands: string[],
  opts: PresetOptions = {},
  front: string = '',
): MatchState {
  const rules = mustRules(preset, { players: hands.length, ...opts });
  return mustDeal(createMatch(rules), deckFrom(hands.map(hand), front ? hand(front) : [])).state;
}

describe('who leads the first hand', () => {
  it.each([
    // preset, hands, leader, forced opening tile
    ['telephone', ['1-1 0-5 0-6 1-5 1-6 4-6 3-4', '2-3 0-1 0-2 0-3 0-4 1-2 1-3'], 1, '2-3'],
    ['telephone', ['2-2 0-5 0-6 1-5 1-6 4-6 3-4', '1-1 0-1 0-2 0-3 0-4 1-2 1-3'], 1, '1-1'],
    ['telephone', ['0-0 0-5 0-6 1-5 1-6 4-6 3-4', '5-5 0-1 0-2 0-3 0-4 1-2 1-3'], 1, '5-5'],
    ['all-fives', ['5-5 0-5 0-6 1-5 1-6 4-6 3-4', '6-6 0-1 0-2 0-3 0-4 1-2 1-3'], 1, '6-6'],
    // No double dealt: the heaviest tile leads.
    ['all-fives', ['0-5 0-6 1-5 1-6 4-6 3-4 2-4', '5-6 0-1 0-2 0-3 0-4 1-2 1-3'], 1, '5-6'],
    ['osyol', ['3-3 0-5 0-6 1-5 1-6 4-6 3-4', '0-0 0-1 0-2 0-3 0-4 1-2 1-3'], 1, '0-0'],
    ['trains', ['1-1 0-5 0-6 1-5 1-6 4-6 3-4', '2-2 0-1 0-2 0-3 0-4 1-2 1-3'], 0, '1-1'],
  ] as const)('%s: %j → seat %i leads %s', (preset, hands, leader, tile) => {
    const state = dealt(preset, [...hands]);
    expect(state.hand?.leader).toBe(leader);
    expect(state.hand?.moves[0]).toMatchObject({ seat: leader, play: tile });
  });

  it('Telephone with 2-3 and every double from 1-1 up undealt: the lowest-pip tile', () => {
    const state = dealt('telephone', [
      '0-0 0-5 0-6 1-5 1-6 4-6 3-4',
      '0-1 0-2 0-3 0-4 1-2 1-3 2-4',
    ]);
    expect(state.hand?.moves[0]).toMatchObject({ seat: 0, play: '0-0' });
  });
});

describe('scoring plays', () => {
  it('Telephone: a 5-5 lead scores 10; any other lead scores nothing, even on a multiple of 5', () => {
    const five = dealt('telephone', ['0-0 0-5 0-6 1-5 1-6 4-6 3-4', '5-5 0-1 0-2 0-3 0-4 1-2 1-3']);
    expect(five.hand?.moves[0]).toEqual({ seat: 1, play: '5-5', scored: 10 });
    expect(five.hand?.playPoints).toEqual([0, 10]);
    const twoThree = dealt('telephone', [
      '1-1 0-5 0-6 1-5 1-6 4-6 3-4',
      '2-3 0-1 0-2 0-3 0-4 1-2 1-4',
    ]);
    expect(twoThree.hand?.moves[0]).toEqual({ seat: 1, play: '2-3' });
    expect(twoThree.hand?.playPoints).toEqual([0, 0]);
    // The same board scores in All Fives.
    const board = {
      shape: 'spinner',
      tiles: [{ tile: '2-3', left: 2, right: 3, seat: 0 }],
      spinner: null,
      armsOpen: false,
      opensAfter: 1,
      up: [],
      down: [],
    } as const;
    expect(playScore(mustRules('all-fives'), board, true, '2-3')).toBe(5);
    expect(playScore(mustRules('telephone'), board, true, '2-3')).toBe(0);
  });

  it('All Fives: a play scores the multiple of 5 it makes for its player, the spinner counting 2 × face', () => {
    // 6-6 leads (seat 1; 12, no score).
    let state = dealt('all-fives', ['3-6 0-3 5-6 0-0 1-1 0-1 1-3', '6-6 2-6 1-2 4-6 0-2 2-2 3-3']);
    const play = (tile: Tile, end: 'left' | 'right' | 'up' | 'down') =>
      (state = mustApply(state, { type: 'play', tile, end }).state);
    play('3-6', 'left'); // 3 + 12 (6-6 still an end) = 15: seat 0 scores 15
    expect(state.hand?.moves.at(-1)).toEqual({ seat: 0, play: '3-6', end: 'left', scored: 15 });
    play('2-6', 'right'); // 3 + 2 + 12 (the spinner, both arms empty) = 17
    play('0-3', 'left'); // 0 + 2 + 12 = 14
    play('1-2', 'right'); // 0 + 1 + 12 = 13
    play('5-6', 'up'); // 0 + 1 + 5 = 6: the spinner no longer counts
    play('4-6', 'down'); // 0 + 1 + 5 + 4 = 10: seat 1 scores 10
    expect(state.hand?.moves.at(-1)).toEqual({ seat: 1, play: '4-6', end: 'down', scored: 10 });
    expect(state.hand?.playPoints).toEqual([15, 10]);
  });
});

describe('the rules pages’ examples', () => {
  it('Telephone (docs/rules/telephone.md): a 2-3 lead scores nothing, 4 + 6 later scores 10', () => {
    // Vera (seat 0) leads 2-3; Anna (1) 3-5 right: 2 + 5; Boris (2) 2-2 left: 4 + 5; Vera 5-6 right: 4 + 6.
    let state = dealt('telephone', [
      '2-3 5-6 0-0 0-1 0-4 1-4 0-6',
      '3-5 1-2 1-3 0-3 3-4 4-4 3-6',
      '2-2 2-4 2-5 4-5 4-6 5-5 6-6',
    ]);
    expect(state.hand?.moves[0]).toEqual({ seat: 0, play: '2-3' });
    for (const [tile, end] of [
      ['3-5', 'right'],
      ['2-2', 'left'],
      ['5-6', 'right'],
    ] as const)
      state = mustApply(state, { type: 'play', tile, end }).state;
    expect(state.hand?.moves.slice(1)).toEqual([
      { seat: 1, play: '3-5', end: 'right' },
      { seat: 2, play: '2-2', end: 'left' },
      { seat: 0, play: '5-6', end: 'right', scored: 10 },
    ]);
    expect(state.hand?.playPoints).toEqual([10, 0, 0]);
  });
});

describe('the hand-end bonus, rounded to the nearest 5', () => {
  it.each([
    // pips left per seat, how it ended, points per side
    [[0, 7], { kind: 'domino', by: 0, lastTile: '1-2' }, [5, 0]],
    [[0, 8], { kind: 'domino', by: 0, lastTile: '1-2' }, [10, 0]],
    [[3, 12], { kind: 'fish', by: null, lastTile: null }, [10, 0]],
    [[3, 13], { kind: 'fish', by: null, lastTile: null }, [15, 0]],
    [[9, 9], { kind: 'fish', by: null, lastTile: null }, [0, 0]],
  ] as const)('pips %j, %j → %j', (pips, end, points) => {
    const rules = mustRules('all-fives', { players: 2 });
    const tilesFor = (p: number): Tile[] =>
      p === 0
        ? []
        : p <= 12
          ? [`${Math.floor(p / 2)}-${Math.ceil(p / 2)}` as Tile]
          : ['6-6', `0-${p - 12}` as Tile];
    const scored = scoreHand(rules, sidesOf(rules), [0, 0], 0, pips.map(tilesFor), end, [0, 0]);
    expect(scored.result.points).toEqual(points);
  });

  it('rounds half-way remainders up; whole pip totals have none of exactly 2.5', () => {
    expect([1, 2, 3, 4, 5, 12, 13, 22, 23].map(roundToFive)).toEqual([
      0, 0, 5, 5, 5, 10, 15, 20, 25,
    ]);
  });

  it('play points and the bonus together make the hand’s points and totals', () => {
    const rules = mustRules('all-fives', { players: 2 });
    const scored = scoreHand(
      rules,
      sidesOf(rules),
      [40, 25],
      0,
      [[], ['6-6', '0-1']],
      { kind: 'domino', by: 0, lastTile: '1-2' },
      [15, 20],
    );
    expect(scored.result).toMatchObject({
      points: [30, 20],
      totals: [70, 45],
      playPoints: [15, 20],
    });
  });
});

describe('the lead rotates clockwise (Telephone, All Fives)', () => {
  it.each(['telephone', 'all-fives'] as const)(
    '%s: hand 2 is led by the seat after hand 1’s leader, with any tile',
    (preset) => {
      const first = dealt(
        preset,
        [
          '1-1 0-5 0-6 1-5 1-6 4-6 3-4',
          '2-3 0-1 0-2 0-3 0-4 1-2 1-3',
          '6-6 5-5 4-4 2-2 0-0 2-5 3-6',
        ].slice(0, 3),
      );
      const over = playOut(first);
      expect(over.phase).toBe('hand-over');
      const second = mustDeal(over, deckFrom([[], [], []].map(() => []))).state;
      const leader = (first.hand!.leader + 1) % 3;
      expect(second.hand?.leader).toBe(leader);
      expect(second.hand?.moves).toEqual([]);
      expect(second.hand?.mustPlay).toBeNull();
    },
  );
});

describe('muggins', () => {
  // 5-5 leads (seat 0, awarded: nobody chose it); seat 1's 0-5 on the left makes 0 + 10 = 10.
  const hands = ['5-5 1-2 1-3 1-4 2-4 0-1 0-2', '0-5 3-4 3-6 4-6 2-6 1-6 2-3'];
  const start = (mode: 'strict' | 'stealing') =>
    dealt('all-fives', hands, { muggins: mode, mugginsWindowMs: 3000 });
  const scored = (mode: 'strict' | 'stealing') =>
    mustApply(start(mode), { type: 'play', tile: '0-5', end: 'left', at: 1000 }).state;

  it('a scoring play waits for its claim; the lead was awarded', () => {
    const state = scored('strict');
    expect(state.hand?.playPoints).toEqual([10, 0]);
    expect(state.hand?.pending).toEqual({ seat: 1, side: 1, points: 10, deadline: 4000 });
  });

  it.each([
    // mode, claiming seat, time, error or the play points after
    ['strict', 1, 4000, [10, 10]],
    ['strict', 1, 4001, 'window-closed'],
    ['strict', 0, 2000, 'not-yours-to-claim'],
    ['stealing', 0, 2000, [20, 0]],
    ['stealing', 0, 4001, 'window-closed'],
  ] as const)('%s: seat %i claims at %i → %j', (mode, seat, at, expected) => {
    const result = apply(scored(mode), seat, { type: 'claim', at });
    if (typeof expected === 'string')
      return expect(result.ok ? 'accepted' : result.error).toBe(expected);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.state.hand?.playPoints).toEqual(expected);
    expect(result.value.state.hand?.moves.at(-1)).toEqual({ seat, claim: 10, at });
    expect(result.value.events[0]).toMatchObject({ type: 'claimed', stolen: seat === 0 });
  });

  it('a claim needs the server time, and there must be something to claim', () => {
    expect(apply(scored('strict'), 1, { type: 'claim' })).toMatchObject({
      ok: false,
      error: 'time-required',
    });
    expect(apply(start('strict'), 1, { type: 'claim', at: 10 })).toMatchObject({
      ok: false,
      error: 'nothing-to-claim',
    });
    expect(apply(start('strict'), 1, { type: 'play', tile: '0-5', end: 'left' })).toMatchObject({
      ok: false,
      error: 'time-required',
    });
  });

  it('unclaimed, it lapses when the next tile is played', () => {
    const next = mustApply(scored('strict'), {
      type: 'play',
      tile: '0-1',
      end: 'left',
      at: 2500,
    }).state;
    expect(next.hand?.moves.slice(-2)).toEqual([
      { seat: 1, lapsed: 10, at: 2500 },
      { seat: 0, play: '0-1', end: 'left', at: 2500 },
    ]);
    expect(next.hand?.playPoints).toEqual([10, 0]);
  });

  it('the server closes the window only after its deadline', () => {
    expect(expireClaim(scored('strict'), 4000)).toMatchObject({ ok: false, error: 'window-open' });
    const closed = expireClaim(scored('strict'), 4001);
    expect(closed.ok && closed.value.state.hand?.moves.at(-1)).toEqual({
      seat: 1,
      lapsed: 10,
      at: 4001,
    });
  });

  it('lenient awards every score at once', () => {
    const state = mustApply(dealt('all-fives', hands), {
      type: 'play',
      tile: '0-5',
      end: 'left',
    }).state;
    expect(state.hand?.playPoints).toEqual([10, 10]);
    expect(state.hand?.pending).toBeNull();
  });

  it('a hand whose last tile scores waits for the claim before it is scored', () => {
    // Seat 1 goes out with 0-5 for 10 (5-5 led; 2 players, one tile each for seat 1).
    const rules = mustRules('all-fives', { players: 2, muggins: 'strict', mugginsWindowMs: 3000 });
    let state: MatchState = mustDeal(
      createMatch(rules),
      deckFrom([hand('5-5 1-2 1-3 1-4 2-4 0-1 0-2'), hand('0-5 3-4 3-6 4-6 2-6 1-6 2-3')]),
    ).state;
    const trimmed = state.hand!;
    state = { ...state, hand: { ...trimmed, hands: [trimmed.hands[0]!, ['0-5']], boneyard: [] } };
    state = mustApply(state, { type: 'play', tile: '0-5', end: 'left', at: 100 }).state;
    expect(state.phase).toBe('playing');
    expect(state.hand?.finishing).toMatchObject({ kind: 'domino', by: 1 });
    expect(apply(state, 0, { type: 'play', tile: '0-1', end: 'left', at: 200 })).toMatchObject({
      ok: false,
      error: 'bad-phase',
    });
    const claimed = mustApply(state, { type: 'claim', at: 300 }, 1).state;
    expect(claimed.phase).toBe('hand-over');
    expect(claimed.hand?.result?.playPoints).toEqual([10, 10]);
  });
});
