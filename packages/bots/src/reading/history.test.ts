// v14's reading of the past: the knowledge rebuilt for any earlier moment of the hand is what the
// seat's view showed then (checked against the engine's own views of the same game, move by move),
// and the opponents' plays before their draws tell a shedder from a thinker.
import { describe, expect, it } from 'vitest';
import { type Action, type MatchState, type Rules, viewFor, Sfc32 } from '@boneyard/engine';
import { fastApplies, fastConfig } from '../fast/config.ts';
import { everyTable } from '../fast/simulate.ts';
import { popcount } from '../fast/tables.ts';
import { decisionPositions, heaviestPlay } from '../honesty.test-helper.ts';
import { knowledgeWithLead } from '../lead.ts';
import { knowledgeBefore, likeliestFromPast, pastEvidence } from './history.ts';

const TWO_DRAWING = everyTable().filter(
  (table) =>
    fastApplies(table.rules) && fastConfig(table.rules).drawing && table.rules.players === 2,
);
/** The plain shedders (prior 3) and the players who think ahead, as the published expert reads them before v15's choice model. */
const MODELS = [
  { greedy: 0.95, prior: 3, opponentGreedy: 63000, inferenceGreedy: 0.95 },
  { greedy: 0.6, prior: 1, opponentGreedy: 58000, inferenceGreedy: 0.6 },
];

/** Seat 0's decisions, with seat 1 playing as `others` says. */
const positions = (rules: Rules, seed: number, others = heaviestPlay): MatchState[] =>
  decisionPositions(rules, 120, seed, { seat: 0, others });

describe('v14/history: the knowledge of an earlier moment', () => {
  it.each(TWO_DRAWING.map((table) => [`${table.preset} ${table.players}p`, table.rules] as const))(
    '%s: now is what knowledgeWithLead reads, and every earlier moment holds together',
    (_name, rules) => {
      let moments = 0;
      for (const state of positions(rules, 31)) {
        const view = viewFor(state, 0);
        const moves = view.hand!.moves.length;
        const now = knowledgeWithLead(view)!;
        const rebuilt = knowledgeBefore(view, moves);
        expect({ ...rebuilt, mustPlay: now.mustPlay }).toEqual(now);
        for (let index = 0; index <= moves; index++) {
          const then = knowledgeBefore(view, index);
          const hidden =
            then.counts.reduce((sum, count, seat) => sum + (seat === then.seat ? 0 : count), 0) +
            then.boneyardCount;
          expect(popcount(then.unknown)).toBe(hidden);
          expect(popcount(then.mine)).toBe(then.counts[then.seat]);
          expect(then.mine & then.board).toBe(0);
          moments++;
        }
      }
      expect(moments).toBeGreaterThan(100);
    },
  );

  it('an earlier moment is what the view showed then: the same game, stopped there', () => {
    // decisionPositions' states are successive moments of the same games: an earlier state of a
    // hand (the same deal) is an earlier moment of a later one.
    for (const table of TWO_DRAWING) {
      const states = positions(table.rules, 37);
      let compared = 0;
      for (const later of states) {
        const laterView = viewFor(later, 0);
        for (const earlier of states) {
          const earlierView = viewFor(earlier, 0);
          const earlierMoves = earlierView.hand!.moves;
          // The same hand: the same deal (and the later one has moved on from the earlier one).
          if (
            earlier === later ||
            JSON.stringify(earlier.hand!.dealt) !== JSON.stringify(later.hand!.dealt)
          )
            continue;
          if (earlierMoves.length >= laterView.hand!.moves.length) continue;
          if (
            JSON.stringify(laterView.hand!.moves.slice(0, earlierMoves.length)) !==
            JSON.stringify(earlierMoves)
          )
            continue;
          const expected = knowledgeWithLead(earlierView)!;
          expect({
            ...knowledgeBefore(laterView, earlierMoves.length),
            mustPlay: expected.mustPlay,
          }).toEqual(expected);
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(0);
    }
  });
});

describe('v14/history: what the plays before a draw say', () => {
  it('no evidence before anybody drew, and only from the opponent', () => {
    const config = fastConfig(TWO_DRAWING[0]!.rules);
    for (const state of positions(TWO_DRAWING[0]!.rules, 41)) {
      const view = viewFor(state, 0);
      const opponentDrew = view.hand!.moves.some((move) => 'draw' in move && move.seat === 1);
      const logs = pastEvidence(view, config, new Sfc32(5, 6, 7), MODELS, 64);
      if (!opponentDrew) expect([...logs]).toEqual(MODELS.map(() => 0));
      for (const log of logs) expect(Number.isFinite(log)).toBe(true);
    }
  });

  it("reads a heavy-tile shedder's past plays as a shedder's, and a random player's as not", () => {
    let shedderRead = 0;
    let shedderPositions = 0;
    let randomRead = 0;
    let randomPositions = 0;
    const others = new Sfc32(17, 19, 23);
    const randomPlay = (legal: readonly Action[]) => legal[others.below(legal.length)]!;
    for (const table of TWO_DRAWING) {
      const config = fastConfig(table.rules);
      const rng = new Sfc32(9, 10, 11);
      for (const state of positions(table.rules, 43)) {
        const view = viewFor(state, 0);
        if (pastEvidence(view, config, new Sfc32(1, 2, 3), MODELS, 64)[0] === 0) continue;
        shedderPositions++;
        if (likeliestFromPast(view, config, rng, MODELS, 64) === 0) shedderRead++;
      }
      for (const state of positions(table.rules, 47, randomPlay)) {
        const view = viewFor(state, 0);
        if (pastEvidence(view, config, new Sfc32(1, 2, 3), MODELS, 64)[0] === 0) continue;
        randomPositions++;
        if (likeliestFromPast(view, config, rng, MODELS, 64) === 0) randomRead++;
      }
    }
    expect(shedderPositions).toBeGreaterThan(20);
    expect(randomPositions).toBeGreaterThan(20);
    expect(shedderRead / shedderPositions).toBeGreaterThan(0.9);
    // A random player's few plays often look like a shedder's (the heaviest tile by chance, and
    // the shedders' prior is three times the thinkers'), but much less often than a shedder's.
    expect(randomRead / randomPositions).toBeLessThan(0.7);
  });
});
