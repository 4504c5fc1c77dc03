// The coach (packages/protocol/src/replay/coach.ts) and `pnpm coach`: on a match of Expert bots it
// re-derives exactly the moves verify --bots re-derives (every decision the same); where one Expert
// move was replaced by another legal move, it names that decision, as verify --bots does, with an
// estimate of the points given up, taken from the values of the search that made the Expert's
// decision; it is deterministic; the CLI prints the table and the summary.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expertDecision, expertMoveValues } from '@boneyard/bots/move-values';
import { legalActions, viewFor, type Action } from '@boneyard/engine';
import { botSeedAtMove, verifyBots, type MatchRecord } from '@boneyard/protocol';
import {
  coach,
  coachAlgorithm,
  frameAtMove,
  lossOf,
  moveText,
  replayRecord,
  summarize,
  type CoachDecision,
} from '@boneyard/protocol/replay';
import { describe, expect, it } from 'vitest';
import { runCoach } from '../src/coach.ts';
import { publishedBot, simulateMatch, type Decide } from '../src/simulate-match.ts';
import { TABLES, rulesFor, tableName } from './record-helpers.ts';

function tableNamed(name: string) {
  return TABLES.find((t) => tableName(t) === name)!;
}

/** The move the deciding search ranks first: its best value (the tree: its most visited). */
function rankedFirst(decision: CoachDecision) {
  const { search, moves } = decision.values!;
  const key = (m: (typeof moves)[number]) => (search === 'tree' ? m.samples : m.points);
  return moves.reduce((best, m) => (key(m) > key(best) ? m : best));
}

function ready(record: MatchRecord) {
  const replay = replayRecord(JSON.parse(JSON.stringify(record)));
  if (!replay.ok) throw new Error(replay.error);
  return replay;
}

describe('the coach on Expert bots re-derives what verify --bots re-derives', () => {
  for (const name of ['kozel 4 pairs', 'draw 2']) {
    it(
      `${name}: every decision of every seat is the Expert's own move`,
      { timeout: 300_000 },
      () => {
        // A short match (target 30) keeps the test quick: the coach reads every hand the same way.
        const rules = rulesFor(tableNamed(name));
        const record = simulateMatch({
          rules: { ...rules, target: { ...rules.target, score: 30 } },
          seed: 'coach',
          match: 1,
          level: 'expert',
        });
        expect(verifyBots(record)).toMatchObject({ ok: true });
        const replay = ready(record);
        let decisions = 0;
        let searched = 0;
        for (let seat = 0; seat < record.seats.length; seat++) {
          for (const decision of coach(replay, seat)) {
            decisions++;
            const at = `hand ${decision.hand}, move ${decision.move}`;
            expect(moveText(decision.expert), at).toBe(moveText(decision.played));
            expect(decision).toMatchObject({ same: true, loss: null });
            if (decision.values === null) continue;
            // The search's values are the ones it decided by: the move played ranks first.
            searched++;
            const top = rankedFirst(decision);
            const own = decision.values.moves.find(
              (m) => moveText(m.move) === moveText(decision.played),
            )!;
            if (decision.values.search === 'tree') expect(own.samples, at).toBe(top.samples);
            else expect(own.points, at).toBeCloseTo(top.points, 9);
          }
        }
        expect(decisions).toBeGreaterThan(record.hands.length);
        expect(searched).toBeGreaterThan(decisions / 2);
      },
    );
  }
});

describe('a move the Expert did not make', () => {
  const table = tableNamed('kozel 4 pairs');
  let target: { hand: number; move: number; seat: number } | null = null;
  const swapped: Decide = (state, seat, seed, level) => {
    const chosen = publishedBot(state, seat, seed, level);
    const hand = state.hand!;
    const legal = legalActions(state, seat);
    const here =
      target !== null &&
      target.hand === hand.number &&
      target.move === hand.moves.length &&
      target.seat === seat;
    if (here || (target === null && hand.number === 2 && legal.length > 2)) {
      target = { hand: hand.number, move: hand.moves.length, seat };
      return legal.find((action) => JSON.stringify(action) !== JSON.stringify(chosen))!;
    }
    return chosen;
  };
  const record = simulateMatch({
    rules: rulesFor(table),
    seed: 'coach',
    match: 1,
    level: 'expert',
    decide: swapped,
  });

  it(
    'is the one decision that differs, where verify --bots names it, with its estimate',
    { timeout: 300_000 },
    () => {
      const verdict = verifyBots(record);
      expect(verdict).toMatchObject({ ok: false, check: 'bot-move', ...target });
      const replay = ready(record);
      const decisions = [...coach(replay, target!.seat)];
      const differed = decisions.filter((d) => !d.same);
      expect(differed).toHaveLength(1);
      expect(differed[0]).toMatchObject({ hand: target!.hand, move: target!.move });
      const loss = differed[0]!.loss!;
      expect(Number.isFinite(loss.points) && Number.isFinite(loss.error) && loss.error >= 0).toBe(
        true,
      );
      // From the deciding search: the Expert's move ranks first there, and the loss is the
      // search's own difference between the two moves' values.
      const { values, expert, played } = differed[0]!;
      expect(values).not.toBeNull();
      expect(loss.from).toBe(values!.search);
      const valueOf = (move: typeof played | null) =>
        values!.moves.find((m) => moveText(m.move) === moveText(move))!;
      expect(moveText(rankedFirst(differed[0]!).move)).toBe(moveText(expert));
      expect(loss.points).toBeCloseTo(valueOf(expert).points - valueOf(played).points, 9);
      expect(loss.points).toBeGreaterThanOrEqual(-2 * loss.error);
      const summary = summarize(decisions).find((hand) => hand.hand === target!.hand)!;
      expect(summary).toMatchObject({ differed: 1, largest: differed[0] });
      // Anyone re-derives it: the same answer twice.
      expect([...coach(ready(record), target!.seat)]).toEqual(decisions);
    },
  );

  it(
    'falls back to the estimate, marked, where the search never valued the move played',
    { timeout: 300_000 },
    () => {
      const { hand: number, move, seat } = target!;
      const hand = ready(record).hands.find((h) => h.record.number === number)!;
      const { state } = frameAtMove(hand, move);
      const server = Uint8Array.from(Buffer.from(hand.record.deal.serverSeed, 'hex'));
      const seed = botSeedAtMove(state, server, record.room, seat);
      const algorithm = coachAlgorithm(record.seats[seat]!);
      const played = hand.record.moves[move]!;
      if (!('play' in played)) throw new Error('the swapped move is a play');
      const playedAction: Action = { type: 'play', tile: played.play, end: played.end };
      const view = viewFor(state, seat);
      const { action, values } = expertDecision(view, seed, algorithm);
      // The search's value of the move played taken away: as a tree child never tried.
      const unvalued = {
        ...values!,
        values: values!.values.map((v, i) =>
          JSON.stringify(values!.moves[i]) === JSON.stringify(playedAction) ? null : v,
        ),
      };
      expect(unvalued.values.filter((v) => v === null)).toHaveLength(1);
      const loss = lossOf(state, seat, seed, algorithm, action, played, unvalued);
      const gap = expertMoveValues(view, [action, playedAction], seed, algorithm)!.gaps[1]!;
      expect(loss).toEqual({ points: gap.mean, error: gap.error, from: 'estimate', handWin: 12 });
    },
  );

  it(
    "pnpm coach FILE --seat N prints the table and each hand's summary",
    { timeout: 300_000 },
    () => {
      const file = join(mkdtempSync(join(tmpdir(), 'wt-replay49-coach-')), 'match.json');
      writeFileSync(file, JSON.stringify(record));
      const out = runCoach([file, '--seat', String(target!.seat)]);
      expect(out.code).toBe(0);
      expect(out.stdout).toMatch(/^hand\s+move\s+options\s+played\s+expert\s+points given up ± se/);
      expect(out.stdout).toContain(`hand ${target!.hand}: `);
      expect(out.stdout).toMatch(
        new RegExp(
          `1 differed; the largest: hand ${target!.hand}, move ${target!.move + 1}(, about -?\\d+ points)?`,
        ),
      );
      expect(runCoach([file, '--seat', '9']).code).toBe(2);
      expect(runCoach([join(tmpdir(), 'wt-replay49-missing.json'), '--seat', '0']).code).toBe(2);
      expect(runCoach([]).code).toBe(2);
    },
  );
});
