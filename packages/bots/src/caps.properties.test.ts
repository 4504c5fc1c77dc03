// Issue 44's property: every rule set the validator accepts, played by bots, ends within the caps —
// including the hopeless ones (a minimum to start recording one hand almost never reaches, eggs
// off), which only the cap on hands ends. Random sets: every preset table, random agreements, a
// random minimum, eggs and target.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newGameBotAction } from './index.ts';
import {
  handsPerMatchCap,
  movesPerHandCap,
  createMatch,
  deal,
  apply,
  expireClaim,
  dealProblem,
  validateRules,
  BLOCKED_ROUND_RULES,
  BLOCKED_SCORINGS,
  CANNOT_GO_RULES,
  RECORDING_RULES,
  type MatchState,
  type Rules,
  viewFor,
} from '@boneyard/engine';
import { generator, matchSeed, PRESET_TABLES, shuffled } from '@boneyard/engine/testing/properties';

const agreements = fc.record(
  {
    cannotGo: fc.constantFrom(...CANNOT_GO_RULES),
    buyWithMove: fc.boolean(),
    blockedRound: fc.constantFrom(...BLOCKED_ROUND_RULES),
    recording: fc.constantFrom(...RECORDING_RULES),
    blockedScoring: fc.constantFrom(...BLOCKED_SCORINGS),
    twoDoubles: fc.boolean(),
    doubleClosesArm: fc.boolean(),
    roundTo: fc.constantFrom(5 as const, 10 as const),
    deals: fc.integer({ min: 1, max: 8 }),
  },
  { requiredKeys: [] },
);

/** One of the turn's or the pending claim's steps, taken by an easy bot (the pending score lapses). */
function step(state: MatchState, random: () => number): MatchState {
  const hand = state.hand!;
  if (hand.finishing && hand.pending) {
    const lapsed = expireClaim(state, hand.pending.deadline + 1);
    if (!lapsed.ok) throw new Error(lapsed.message);
    return lapsed.value.state;
  }
  // Bots read this hand's public moves, not the whole match: the last hand is enough history.
  const view = viewFor({ ...state, history: state.history.slice(-1) }, hand.turn);
  const seed = Uint8Array.from({ length: 32 }, () => Math.floor(random() * 256));
  let action = newGameBotAction(view, 'easy', seed);
  if (action.type === 'play' || action.type === 'claim') action = { ...action, at: 0 };
  const next = apply(state, hand.turn, action);
  if (!next.ok) throw new Error(`bot action refused: ${next.error} ${next.message}`);
  return next.value.state;
}

/** A whole match by bots; the most moves any hand held. */
function playMatch(rules: Rules, seed: number): { state: MatchState; mostMoves: number } {
  const random = generator(seed);
  let state = createMatch(rules);
  let mostMoves = 0;
  // A generous guard only, so a broken cap fails the test instead of hanging it.
  while (state.phase !== 'match-over' && state.next.number <= handsPerMatchCap(rules) + 1) {
    const dealt = deal(state, shuffled(random), Math.floor(random() * 7));
    if (!dealt.ok) throw new Error(dealt.message);
    state = dealt.value.state;
    while (state.phase === 'playing' && (state.hand?.moves.length ?? 0) <= movesPerHandCap(rules)) {
      state = step(state, random);
      mostMoves = Math.max(mostMoves, state.hand?.moves.length ?? 0);
    }
  }
  return { state, mostMoves };
}

describe('random rule sets played by bots', () => {
  it('always end within the caps on hands and moves', () => {
    const seen = { played: 0, capped: 0 };
    fc.assert(
      fc.property(
        fc.constantFrom(...PRESET_TABLES),
        agreements,
        fc.constantFrom(null, 13, 60, 150, 200),
        fc.boolean(),
        fc.constantFrom(1, 50, 101, 200),
        matchSeed(),
        (table, agreed, minimumToOpen, eggs, score, seed) => {
          const rules: Rules = {
            ...table,
            specials: { ...table.specials, minimumToOpen, eggs },
            target: { ...table.target, score },
            agreements: { ...table.agreements, ...agreed },
          };
          if (validateRules(rules).contradictions.length > 0 || dealProblem(rules)) return;
          seen.played++;
          const { state, mostMoves } = playMatch(rules, seed);
          expect(state.phase).toBe('match-over');
          expect(state.history.length).toBeLessThanOrEqual(handsPerMatchCap(rules));
          expect(mostMoves).toBeLessThanOrEqual(movesPerHandCap(rules));
          expect(state.result?.winners.length).toBeGreaterThan(0);
          if (state.result?.reason === 'hand-cap') {
            seen.capped++;
            expect(state.history.length).toBe(handsPerMatchCap(rules));
          }
        },
      ),
      { numRuns: 300, seed: 44 },
    );
    // The generator reaches playable sets, and some only the cap ends.
    expect(seen.played).toBeGreaterThan(20);
    expect(seen.capped).toBeGreaterThan(0);
  }, 300_000);
});
