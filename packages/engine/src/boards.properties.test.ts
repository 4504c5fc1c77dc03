// Property tests over random whole matches of the board and scoring presets, with Muggins
// strict and stealing: random legal moves, random claims at random times on a made-up clock.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMatch, deal } from './match.ts';
import { apply, expireClaim, legalActions } from './play.ts';
import { presetRules } from './presets.ts';
import { sideOfSeat } from './sides.ts';
import { roundToFive } from './scoring.ts';
import type {
  Action,
  EndId,
  MatchState,
  MugginsMode,
  PlayedHand,
  PresetId,
  Rules,
  Tile,
} from './types.ts';
import {
  expectAllTiles,
  expectViewsHideUnseen,
  generator,
  matchSeed,
  shuffled,
} from './properties.test-helper.ts';

const TABLES: Rules[] = (
  ['telephone', 'all-fives', 'osyol', 'telefon', 'trains'] as PresetId[]
).flatMap((id) =>
  [2, 3, 4].flatMap((players) => {
    const modes: (MugginsMode | undefined)[] =
      id === 'telephone' || id === 'all-fives' ? ['lenient', 'strict', 'stealing'] : [undefined];
    return modes.map((muggins) => {
      const rules = presetRules(id, { players, pairs: false, ...(muggins ? { muggins } : {}) });
      if (!rules.ok) throw new Error(rules.message);
      return rules.value;
    });
  }),
);

type Step =
  | { kind: 'deal'; deck: Tile[] }
  | { kind: 'act'; seat: number; action: Action }
  | { kind: 'expire'; at: number };

function run(state: MatchState, step: Step): MatchState {
  const result =
    step.kind === 'deal'
      ? deal(state, step.deck)
      : step.kind === 'act'
        ? apply(state, step.seat, step.action)
        : expireClaim(state, step.at);
  if (!result.ok) throw new Error(`${result.error}: ${result.message}`);
  return result.value.state;
}

/** A whole match: random legal actions, with claims by random seats at random moments. */
function playMatch(
  rules: Rules,
  seed: number,
  check: (state: MatchState) => void,
): { steps: Step[]; final: MatchState } {
  const random = generator(seed);
  let state = createMatch(rules);
  let now = 0;
  const steps: Step[] = [];
  const take = (step: Step) => {
    steps.push(step);
    state = run(state, step);
    check(state);
  };
  for (let guard = 0; state.phase !== 'match-over'; guard++) {
    if (guard > 2000) throw new Error('match did not end');
    take({ kind: 'deal', deck: shuffled(random) });
    for (let moves = 0; state.phase === 'playing'; moves++) {
      if (moves > 200) throw new Error('hand did not end');
      now += 1 + Math.floor(random() * 2500);
      const hand = state.hand!;
      if (hand.pending && (random() < 0.5 || hand.finishing)) {
        const claimers = Array.from({ length: rules.players }, (_, s) => s).filter((s) =>
          legalActions(state, s).some((a) => a.type === 'claim'),
        );
        const seat = claimers[Math.floor(random() * claimers.length)];
        if (seat !== undefined && now <= hand.pending.deadline)
          take({ kind: 'act', seat, action: { type: 'claim', at: now } });
        else if (hand.finishing)
          take({ kind: 'expire', at: Math.max(now, hand.pending.deadline + 1) });
        continue;
      }
      const plays = legalActions(state, hand.turn).filter((a) => a.type !== 'claim');
      const action = plays[Math.floor(random() * plays.length)]!;
      take({
        kind: 'act',
        seat: hand.turn,
        action: action.type === 'play' ? { ...action, at: now } : action,
      });
    }
  }
  return { steps, final: state };
}

/** The hand's play points from its moves alone: awarded plays (no claim window) and claims. */
function playPointsFromMoves(rules: Rules, sides: number, hand: PlayedHand): number[] {
  const points = Array.from({ length: sides }, () => 0);
  const windowed = rules.muggins?.mode === 'strict' || rules.muggins?.mode === 'stealing';
  hand.moves.forEach((move, i) => {
    if ('claim' in move) points[sideOfSeat(rules, move.seat)]! += move.claim;
    // Without a window a score is the player's at once; the compulsory lead (move 0 with no time) too.
    if ('play' in move && move.scored && (!windowed || (i === 0 && move.at === undefined)))
      points[sideOfSeat(rules, move.seat)]! += move.scored;
  });
  return points;
}

const arbitrary = fc.tuple(fc.constantFrom(...TABLES), matchSeed());
const TIMEOUT = 120_000;

describe('random whole matches on the new boards', () => {
  it(
    'account for all 28 tiles, end every hand, and replay to the same state',
    () => {
      fc.assert(
        fc.property(arbitrary, ([rules, seed]) => {
          const { steps, final } = playMatch(rules, seed, expectAllTiles);
          expect(final.result?.winners.length).toBeGreaterThan(0);
          expect(steps.reduce(run, createMatch(rules))).toEqual(final);
        }),
        { numRuns: 30 },
      );
    },
    TIMEOUT,
  );

  it(
    'score exactly the scoring plays (as awarded or claimed) plus the hand bonuses',
    () => {
      fc.assert(
        fc.property(arbitrary, ([rules, seed]) => {
          const { final } = playMatch(rules, seed, () => {});
          const totals = final.sides.map(() => 0);
          for (const hand of final.history) {
            const play =
              rules.playScoring === 'none'
                ? final.sides.map(() => 0)
                : playPointsFromMoves(rules, final.sides.length, hand);
            if (rules.playScoring !== 'none') expect(hand.result.playPoints).toEqual(play);
            if (rules.handScoring === 'winner-takes-pips-rounded') {
              const pips = final.sides.map((seats) =>
                seats.reduce((sum, s) => sum + (hand.result.pips[s] ?? 0), 0),
              );
              const bonus = final.sides.map((_, side) =>
                side === hand.result.winner
                  ? roundToFive(pips.reduce((a, b) => a + b, 0) - pips[side]!)
                  : 0,
              );
              expect(hand.result.points).toEqual(bonus.map((b, side) => b + play[side]!));
            }
            hand.result.points.forEach((p, side) => (totals[side]! += p));
            expect(hand.result.totals).toEqual(totals);
          }
        }),
        { numRuns: 30 },
      );
    },
    TIMEOUT,
  );

  it(
    'accept only legal plays: every arm a tile is refused on is one the engine does not list',
    () => {
      fc.assert(
        fc.property(arbitrary, ([rules, seed]) => {
          playMatch(rules, seed, (state) => {
            const hand = state.hand;
            if (!hand || state.phase !== 'playing' || hand.finishing) return;
            const seat = hand.turn;
            const legal = new Set(legalActions(state, seat).map((a) => JSON.stringify(a)));
            for (const tile of hand.hands[seat] ?? [])
              for (const end of [
                'left',
                'right',
                'up',
                'down',
                'table',
                `train-${seat}`,
                `train-${(seat + 1) % rules.players}`,
              ] as EndId[]) {
                const ok = apply(state, seat, { type: 'play', tile, end, at: 1e12 }).ok;
                expect(ok).toBe(legal.has(JSON.stringify({ type: 'play', tile, end })));
              }
          });
        }),
        { numRuns: 10 },
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
        { numRuns: 8 },
      );
    },
    TIMEOUT,
  );
});
