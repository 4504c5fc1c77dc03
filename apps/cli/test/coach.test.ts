// The coach (packages/protocol/src/replay/coach.ts) and `pnpm coach`: on a match of Expert bots it
// re-derives exactly the moves verify --bots re-derives (every decision the same); where one Expert
// move was replaced by another legal move, it names that decision, as verify --bots does, with an
// estimate of the points given up; it is deterministic; the CLI prints the table and the summary.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { legalActions } from '@boneyard/engine';
import { verifyBots, type MatchRecord } from '@boneyard/protocol';
import { coach, moveText, replayRecord, summarize } from '@boneyard/protocol/replay';
import { describe, expect, it } from 'vitest';
import { runCoach } from '../src/coach.ts';
import { publishedBot, simulateMatch, type Decide } from '../src/simulate-match.ts';
import { TABLES, rulesFor, tableName } from './record-helpers.ts';

function tableNamed(name: string) {
  return TABLES.find((t) => tableName(t) === name)!;
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
        for (let seat = 0; seat < record.seats.length; seat++) {
          for (const decision of coach(replay, seat)) {
            decisions++;
            expect(moveText(decision.expert), `hand ${decision.hand}, move ${decision.move}`).toBe(
              moveText(decision.played),
            );
            expect(decision).toMatchObject({ same: true, loss: null });
          }
        }
        expect(decisions).toBeGreaterThan(record.hands.length);
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
      const summary = summarize(decisions).find((hand) => hand.hand === target!.hand)!;
      expect(summary).toMatchObject({ differed: 1, largest: differed[0] });
      // Anyone re-derives it: the same answer twice.
      expect([...coach(ready(record), target!.seat)]).toEqual(decisions);
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
