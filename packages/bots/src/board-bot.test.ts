// The public-API bots on the new boards: they take the scoring play, the hard one weighs the
// reply it leaves, and they claim and steal as their level says.
import { describe, expect, it } from 'vitest';
import { boardBotAction, botWantsClaim } from './board-bot.ts';
import { botClaimTime } from './claims.ts';
import { botAction } from './index.ts';
import { seedFrom } from './series.ts';
import { dealRandom } from './fast/simulate.ts';
import {
  Sfc32,
  createMatch,
  apply,
  legalActions,
  type BotLevel,
  type MatchState,
  type PresetId,
  type Tile,
  viewFor,
} from '@boneyard/engine';
import { mustRules, deckFrom, mustApply, mustDeal } from '@boneyard/engine/testing';

const hand = (text: string) => text.split(' ') as Tile[];
const never = () => 0.99;

function allFives(
  hands: string[],
  muggins: 'lenient' | 'strict' | 'stealing' = 'lenient',
): MatchState {
  const rules = mustRules('all-fives', { players: hands.length, muggins, mugginsWindowMs: 3000 });
  return mustDeal(createMatch(rules), deckFrom(hands.map(hand))).state;
}

describe('board bots', () => {
  // 6-6 leads (seat 1). Seat 0 can score 15 with 3-6 (3 + 12) or play 1-6 (1 + 12 = 13).
  const state = allFives(['1-6 3-6 0-0 0-1 0-2 1-1 1-3', '6-6 2-6 1-2 4-6 0-3 2-2 3-3']);

  it.each(['normal', 'hard'] as const)('%s takes the scoring play', (level) => {
    expect(botAction(viewFor(state, 0), level, new Uint8Array(32))).toMatchObject({
      type: 'play',
      tile: '3-6',
    }); // either end of the 6-6 scores 15
  });

  it('every choice is one of the engine’s legal actions, at every level', () => {
    for (const level of ['easy', 'normal', 'hard'] as const)
      for (const r of [0, 0.3, 0.7, 0.99]) {
        const action = boardBotAction(viewFor(state, 0), level, () => r);
        expect(legalActions(state, 0)).toContainEqual(action);
      }
  });

  it('claims its own score and steals as its level says', () => {
    // Seat 1's 0-5 on the left of the 5-5 lead makes 0 + 10 = 10, pending until 4000.
    const start = allFives(
      ['5-5 1-2 1-3 1-4 2-4 0-1 0-2', '0-5 3-4 3-6 4-6 2-6 1-6 2-3'],
      'stealing',
    );
    const pending = mustApply(start, { type: 'play', tile: '0-5', end: 'left', at: 1000 }).state;
    expect(botWantsClaim(viewFor(pending, 1), 'hard', never)).toBe(true);
    expect(botWantsClaim(viewFor(pending, 1), 'easy', never)).toBe(false); // easy forgets sometimes
    expect(botWantsClaim(viewFor(pending, 0), 'hard', never)).toBe(true); // hard steals
    expect(botWantsClaim(viewFor(pending, 0), 'normal', never)).toBe(false);
    expect(botWantsClaim(viewFor(pending, 0), 'easy', () => 0)).toBe(false); // easy never steals
    expect(botAction(viewFor(pending, 0), 'hard', new Uint8Array(32))).toEqual({ type: 'claim' });
  });

  // Played at 1000 with a 3 s window (deadline 4000). [claimer, bot delay, when it claims]
  it.each([
    [1, 700, 1000], // the scorer calls it at once, whatever the delay
    [1, 0, 1000],
    [0, 700, 3250], // a stealer: ahead of the deadline by the delay or a quarter window, not after the delay
    [0, 0, 3250],
    [0, 1000, 3000],
    [0, 3000, 4000],
  ])('a bot at seat %i with a %i ms delay claims at %i', (claimer, delay, at) => {
    const start = allFives(
      ['5-5 1-2 1-3 1-4 2-4 0-1 0-2', '0-5 3-4 3-6 4-6 2-6 1-6 2-3'],
      'stealing',
    );
    const pending = mustApply(start, { type: 'play', tile: '0-5', end: 'left', at: 1000 }).state;
    expect(pending.hand?.pending).toMatchObject({ seat: 1, deadline: 4000 });
    expect(botClaimTime(pending, claimer, 1000, delay)).toBe(at);
    expect(botClaimTime(start, claimer, 1000, delay)).toBeNull(); // nothing pending
  });

  it('a partner claims after the bot delay (pairs)', () => {
    const rules = mustRules('all-fives', {
      players: 4,
      pairs: true,
      muggins: 'stealing',
      mugginsWindowMs: 3000,
    });
    const hands = [
      '5-5 1-2 1-3 1-4 2-4',
      '0-5 3-4 3-6 4-6 2-6',
      '0-1 0-2 1-6 2-3 0-3',
      '0-4 0-6 1-1 2-2 3-3',
    ];
    const start = mustDeal(createMatch(rules), deckFrom(hands.map(hand))).state;
    const pending = mustApply(start, { type: 'play', tile: '0-5', end: 'left', at: 1000 }).state;
    expect(pending.hand?.pending).toMatchObject({ seat: 1, deadline: 4000 });
    expect(botClaimTime(pending, 3, 1000, 700)).toBe(1700); // seat 3, seat 1's partner
    expect(botClaimTime(pending, 2, 1000, 700)).toBe(3250); // an opponent steals late
  });
});

/** Matches won by `a` against `b`, two players, swapping seats every match (fixed seeds: exact). */
function series(preset: PresetId, a: BotLevel, b: BotLevel, matches: number): number {
  const rules = mustRules(preset, { players: 2 });
  const rng = new Sfc32(7);
  let won = 0;
  for (let m = 0; m < matches; m++) {
    let state = createMatch(rules);
    while (state.phase !== 'match-over') {
      state = dealRandom(state, rng).state;
      while (state.phase === 'playing') {
        const seat = state.hand!.turn;
        const step = apply(
          state,
          seat,
          botAction(viewFor(state, seat), (seat + m) % 2 === 0 ? a : b, seedFrom(rng)),
        );
        if (!step.ok) throw new Error(step.message);
        state = step.value.state;
      }
    }
    if (state.result!.winners.length === 1 && (state.result!.winners[0]! + m) % 2 === 0) won++;
  }
  return won;
}

describe('bots that count the ends beat one that does not', () => {
  it.each(['all-fives', 'telephone'] as const)(
    '%s: normal beats easy in most of 30 matches',
    (preset) => {
      // Measured with 200 matches: normal wins about 92 % against easy in both games.
      expect(series(preset, 'normal', 'easy', 30)).toBeGreaterThanOrEqual(24);
    },
    60_000,
  );
});
