// Property tests over random whole matches of every preset and player count.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMatch, deal } from './match.ts';
import { apply, legalActions } from './play.ts';
import { ALL_TILES } from './tiles.ts';
import { END_IDS, type Action, type MatchState, type Rules, type Tile } from './types.ts';
import {
  expectAllTiles,
  expectViewsHideUnseen,
  generator,
  matchSeed,
  PRESET_TABLES,
  shuffled,
} from './properties.test-helper.ts';

const ANY_ACTIONS: Action[] = [
  { type: 'draw' },
  { type: 'pass' },
  ...ALL_TILES.flatMap((tile): Action[] => [
    { type: 'play', tile },
    ...END_IDS.map((end): Action => ({ type: 'play', tile, end })),
  ]),
];

interface Trace {
  decks: Tile[][];
  actions: { seat: number; action: Action }[];
  final: MatchState;
}

/** Plays a whole match with random legal moves, calling `check` after every step. */
function playMatch(
  rules: Rules,
  seed: number,
  check: (state: MatchState, random: () => number) => void,
): Trace {
  const random = generator(seed);
  let state = createMatch(rules);
  const decks: Tile[][] = [];
  const actions: Trace['actions'] = [];
  for (let guard = 0; state.phase !== 'match-over'; guard++) {
    if (guard > 5000) throw new Error('match did not end');
    const deck = shuffled(random);
    decks.push(deck);
    const dealt = deal(state, deck);
    if (!dealt.ok) throw new Error(dealt.message);
    state = dealt.value.state;
    check(state, random);
    for (let moves = 0; state.phase === 'playing'; moves++) {
      if (moves > 60) throw new Error('hand did not end');
      const seat = state.hand?.turn ?? -1;
      const legal = legalActions(state, seat);
      const action = legal[Math.floor(random() * legal.length)] as Action;
      actions.push({ seat, action });
      const step = apply(state, seat, action);
      if (!step.ok) throw new Error(`legal action refused: ${step.message}`);
      state = step.value.state;
      check(state, random);
    }
  }
  return { decks, actions, final: state };
}

function replay(rules: Rules, trace: Trace): MatchState {
  let state = createMatch(rules);
  let next = 0;
  for (const deck of trace.decks) {
    const dealt = deal(state, deck);
    if (!dealt.ok) throw new Error(dealt.message);
    state = dealt.value.state;
    while (state.phase === 'playing') {
      const { seat, action } = trace.actions[next++] as Trace['actions'][number];
      const step = apply(state, seat, action);
      if (!step.ok) throw new Error(step.message);
      state = step.value.state;
    }
  }
  return state;
}

const arbitrary = fc.tuple(fc.constantFrom(...PRESET_TABLES), matchSeed());
const runs = { numRuns: 25 };
const TIMEOUT = 60_000;

describe('random whole matches', () => {
  it(
    'account for all 28 tiles at every step',
    () => {
      fc.assert(
        fc.property(arbitrary, ([rules, seed]) => {
          playMatch(rules, seed, expectAllTiles);
        }),
        runs,
      );
    },
    TIMEOUT,
  );

  it(
    'accept exactly the legal actions',
    () => {
      fc.assert(
        fc.property(arbitrary, ([rules, seed]) => {
          playMatch(rules, seed, (state, random) => {
            for (let i = 0; i < 4; i++) {
              const seat = Math.floor(random() * rules.players);
              const action = ANY_ACTIONS[Math.floor(random() * ANY_ACTIONS.length)] as Action;
              const legal = legalActions(state, seat).some(
                (a) => JSON.stringify(a) === JSON.stringify(action),
              );
              const result = apply(state, seat, action);
              // An action without an end may still be accepted when the end is implied.
              if (legal) expect(result.ok).toBe(true);
              if (result.ok && action.type === 'play' && action.end) expect(legal).toBe(true);
              if (result.ok)
                expect(
                  legalActions(state, seat).some(
                    (a) => a.type === 'play' && a.tile === (action as { tile: Tile }).tile,
                  ),
                ).toBe(true);
            }
          });
        }),
        runs,
      );
    },
    TIMEOUT,
  );

  it(
    'end every hand and match, and replay to the same state',
    () => {
      fc.assert(
        fc.property(arbitrary, ([rules, seed]) => {
          const trace = playMatch(rules, seed, () => {});
          expect(trace.final.result?.winners.length).toBeGreaterThan(0);
          expect(replay(rules, trace)).toEqual(trace.final);
        }),
        runs,
      );
    },
    TIMEOUT,
  );

  it(
    'never show a seat another seat’s unplayed tile or the boneyard',
    () => {
      fc.assert(
        fc.property(arbitrary, ([rules, seed]) => {
          playMatch(rules, seed, expectViewsHideUnseen);
        }),
        { numRuns: 10 },
      );
    },
    TIMEOUT,
  );
});
