// Property tests over random agreement sets: every set the validator accepts plays whole matches
// to the end with all 28 tiles accounted for and every legal action accepted; every set it calls
// contradictory is refused by the schema.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMatch, deal } from './match.ts';
import { apply, legalActions } from './play.ts';
import { isDouble } from './tiles.ts';
import {
  BLOCKED_ROUND_RULES,
  BLOCKED_SCORINGS,
  CANNOT_GO_RULES,
  OPENING_FALLBACKS,
  OPENING_RULES,
  RECORDING_RULES,
  type Action,
  type Agreements,
  type MatchState,
  type Rules,
  type Tile,
} from './types.ts';
import {
  expectAllTiles,
  generator,
  matchSeed,
  PRESET_TABLES,
  shuffled,
} from './properties.test-helper.ts';
import { validateRules } from './validate.ts';

const agreements: fc.Arbitrary<Agreements> = fc.record(
  {
    opening: fc
      .record({
        rule: fc.constantFrom(...OPENING_RULES),
        double: fc.constantFrom<Tile | undefined>(undefined, '0-0', '1-1', '4-4', '6-6', '2-3'),
        fallback: fc.constantFrom(...OPENING_FALLBACKS),
      })
      .map(({ double, ...rest }) =>
        // A named double for the named-double rule (2-3 is not a double: a contradiction), and now
        // and then a double beside another rule (also a contradiction).
        rest.rule === 'named-double' || double === '6-6'
          ? { ...rest, double: double ?? '1-1' }
          : rest,
      ),
    cannotGo: fc.constantFrom(...CANNOT_GO_RULES),
    lastTileDrawable: fc.boolean(),
    buyWithMove: fc.boolean(),
    blockedRound: fc.constantFrom(...BLOCKED_ROUND_RULES),
    roundTo: fc.constantFrom(5 as const, 10 as const),
    deals: fc.integer({ min: 1, max: 6 }),
    semyorka: fc.record(
      { extraTurnAt: fc.integer({ min: 0, max: 12 }), drawTwoAt: fc.integer({ min: 0, max: 12 }) },
      { requiredKeys: [] },
    ),
    recording: fc.constantFrom(...RECORDING_RULES),
    blockedScoring: fc.constantFrom(...BLOCKED_SCORINGS),
    doublesAcross: fc.boolean(),
    twoDoubles: fc.boolean(),
    doubleClosesArm: fc.boolean(),
    ceremonies: fc.record(
      {
        general: fc.boolean(),
        admiral: fc.boolean(),
        snottyGoat: fc.boolean(),
        winnerToZero: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);

/** How often the new paths ran, so the test shows it reaches them. */
const seen = { secondDouble: 0, skip: 0, closed: 0 };

/** No tile lies on a shut arm after it was shut, and a shut arm is never offered. */
function checkArms(state: MatchState): void {
  const hand = state.hand;
  if (!hand || state.phase !== 'playing') return;
  const closed = hand.board.closed ?? [];
  for (const action of legalActions(state, hand.turn))
    if (action.type === 'play' && action.end !== undefined)
      expect(closed).not.toContain(action.end);
  // A second double is offered only to the seat to move, and only doubles go with Skip.
  if (hand.secondDouble)
    for (const a of legalActions(state, hand.turn))
      expect(
        a.type === 'skip' || a.type === 'claim' || (a.type === 'play' && isDouble(a.tile)),
      ).toBe(true);
}

/** A whole match with random legal actions and a random day of the week per deal. */
function playMatch(rules: Rules, seed: number): MatchState {
  const random = generator(seed);
  let state = createMatch(rules);
  for (let hands = 0; state.phase !== 'match-over'; hands++) {
    if (hands > 3000) throw new Error('match did not end');
    const dealt = deal(state, shuffled(random), Math.floor(random() * 7));
    if (!dealt.ok) throw new Error(dealt.message);
    state = dealt.value.state;
    expectAllTiles(state);
    for (let moves = 0; state.phase === 'playing'; moves++) {
      if (moves > 200) throw new Error('hand did not end');
      const seat = state.hand?.turn ?? -1;
      const legal = legalActions(state, seat);
      expect(legal.length).toBeGreaterThan(0);
      // Claims are not this test's subject: take the turn's own actions.
      const own = legal.filter((a) => a.type !== 'claim');
      const action = (own.length > 0 ? own : legal)[
        Math.floor(random() * (own.length || legal.length))
      ] as Action;
      const step = apply(state, seat, action);
      if (!step.ok) throw new Error(`legal action refused: ${step.error} ${step.message}`);
      state = step.value.state;
      expectAllTiles(state);
      checkArms(state);
      if (state.hand?.secondDouble) seen.secondDouble++;
      if (action.type === 'skip') seen.skip++;
      if ((state.hand?.board.closed ?? []).length > 0) seen.closed++;
    }
  }
  return state;
}

describe('random agreement sets', () => {
  // (That RulesSchema refuses exactly the contradictory sets is @boneyard/protocol's rules.test.ts.)
  it('sets without a contradiction play whole matches', () => {
    let played = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...PRESET_TABLES),
        agreements,
        matchSeed(),
        (table, agreed, seed) => {
          const rules: Rules = { ...table, agreements: agreed };
          if (validateRules(rules).contradictions.length > 0) return;
          played++;
          const final = playMatch(rules, seed);
          expect(final.result?.winners.length).toBeGreaterThan(0);
          const deals = rules.agreements?.deals;
          if (deals !== undefined)
            expect(
              final.history.filter((h) => !h.result.notes.some((n) => n.kind === 'redealt')).length,
            ).toBe(deals);
        },
      ),
      { numRuns: 120 },
    );
    // The generator must reach playable sets, not only contradictions, and the doubles' paths.
    expect(played).toBeGreaterThan(30);
    // (Skip is one of two or three choices at each of the ~10–20 offers: usually taken, not always.)
    expect(seen.secondDouble).toBeGreaterThan(0);
    expect(seen.closed).toBeGreaterThan(0);
  }, 120_000);
});
