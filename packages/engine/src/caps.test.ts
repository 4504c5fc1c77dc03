// Issue 44: the engine's caps on moves per hand and hands per match, and what reaching each means.
import { describe, expect, it } from 'vitest';
import { cappedMatchResult, handsPerMatchCap, movesPerHandCap } from './caps.ts';
import { createMatch } from './match.ts';
import { legalActions } from './play.ts';
import { presetRules, type PresetOptions } from './presets.ts';
import { scoreHand } from './scoring.ts';
import { generator, shuffled } from './properties.test-helper.ts';
import { mustApply, mustDeal, playOut } from './testing.ts';
import type { Agreements, MatchState, Move, PresetId, Rules } from './types.ts';

function rulesOf(preset: PresetId, options: PresetOptions = {}, agreements?: Agreements): Rules {
  const made = presetRules(preset, options);
  if (!made.ok) throw new Error(made.message);
  return agreements
    ? { ...made.value, agreements: { ...made.value.agreements, ...agreements } }
    : made.value;
}

describe('the caps derived from the rules', () => {
  it.each([
    // preset, players, target, agreements, moves per hand, hands per match
    ['draw', 2, 100, undefined, 224, 250],
    ['kozyol', 4, 100, undefined, 336, 251], // target 101
    ['block', 3, 150, undefined, 280, 275],
    ['draw', 2, 100, { deals: 5 }, 224, 210], // deals: twice the deals plus the slack
    ['draw', 2, 100, { deals: 1000 }, 224, 2200],
  ] as const)(
    '%s for %i to %i %o: %i moves a hand, %i hands',
    (preset, players, target, agreements, moves, hands) => {
      const rules = rulesOf(preset, { players, target }, agreements);
      expect(movesPerHandCap(rules)).toBe(moves);
      expect(handsPerMatchCap(rules)).toBe(hands);
    },
  );

  it('a race to a huge score is capped at 1000 hands', () => {
    const rules = rulesOf('draw', { players: 2 });
    expect(handsPerMatchCap({ ...rules, target: { score: 10_000, reaching: 'wins' } })).toBe(1000);
  });
});

describe('a match stopped at its cap on hands', () => {
  it.each([
    // reaching, totals, winners, losers
    ['wins', [30, 12], [0], []],
    ['wins', [12, 30, 30], [1, 2], []],
    ['wins', [0, 0], [0, 1], []], // level: a draw
    ['loses', [30, 12], [1], [0]], // the lower total is ahead where reaching the target loses
    ['loses', [0, 40, 40], [0], [1, 2]],
    ['loses', [0, 0], [0, 1], []], // level: a draw, nobody the goat
  ] as const)(
    'reaching %s, totals %o: winners %o, losers %o',
    (reaching, totals, winners, losers) => {
      const rules = { ...rulesOf('draw', { players: 2 }), target: { score: 100, reaching } };
      expect(cappedMatchResult(rules, totals)).toEqual({
        winners,
        losers,
        whitewash: false,
        reason: 'hand-cap',
      });
    },
  );

  it('ends when the capped hand is over, the side ahead winning (Kozyol: the lower total)', () => {
    const rules = rulesOf('kozyol', { players: 2 });
    const cap = handsPerMatchCap(rules);
    // Hand `cap` of a match whose sides stand at 40 and 60.
    let state: MatchState = {
      ...createMatch(rules),
      scores: [40, 60],
      next: { number: cap, attempt: 0 },
    };
    state = playOut(mustDeal(state, shuffled(generator(7))).state);
    const totals = state.hand?.result?.totals ?? [];
    expect(Math.max(...totals)).toBeLessThan(rules.target.score); // nobody reached 101
    expect(state.phase).toBe('match-over');
    expect(state.result).toEqual(cappedMatchResult(rules, totals));
    expect(state.result?.reason).toBe('hand-cap');
  });

  it('the hand before the cap does not end the match', () => {
    const rules = rulesOf('kozyol', { players: 2 });
    const state: MatchState = {
      ...createMatch(rules),
      next: { number: handsPerMatchCap(rules) - 1, attempt: 0 },
    };
    const over = playOut(mustDeal(state, shuffled(generator(7))).state);
    expect(over.result === null || over.result.reason !== 'hand-cap').toBe(true);
  });
});

describe('a hand stopped at its cap on moves', () => {
  it('ends as a blocked round, scored by the usual rule and noted', () => {
    const rules = rulesOf('draw', { players: 2 });
    const dealt = mustDeal(createMatch(rules), shuffled(generator(3))).state;
    const hand = dealt.hand!;
    // A hand already holding one move short of the cap (as if an unforeseen path had looped).
    const filler: Move[] = Array.from(
      { length: movesPerHandCap(rules) - 1 - hand.moves.length },
      (_, i) => ({ seat: i % 2, pass: true }),
    );
    const state: MatchState = { ...dealt, hand: { ...hand, moves: [...hand.moves, ...filler] } };
    const seat = hand.turn;
    const action = legalActions(state, seat).find((a) => a.type === 'play')!;
    const after = mustApply(state, action, seat).state;
    const result = after.hand?.result;
    expect(result?.kind).toBe('fish');
    expect(result?.notes).toContainEqual({ kind: 'move-cap' });
    expect(after.hand?.moves).toHaveLength(movesPerHandCap(rules));
    // The same points a blocked round with these hands writes.
    const blocked = scoreHand(rules, after.sides, [0, 0], 0, after.hand!.hands, {
      kind: 'fish',
      by: null,
      lastTile: null,
    });
    expect(result?.points).toEqual(blocked.result.points);
    expect(after.phase).toBe('hand-over');
  });
});
