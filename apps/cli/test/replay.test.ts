// The replay core (packages/protocol/src/replay): every state the table driver's engine passed
// through while bots played a match is a frame of the record's replay, equal to the last field.
import type { MatchState } from '@boneyard/engine';
import { frameAtMove, replayRecord } from '@boneyard/protocol/replay';
import { describe, expect, it } from 'vitest';
import { publishedBot, simulateMatch } from '../src/simulate-match.ts';
import { TABLES, copy, rulesFor, tableName } from './record-helpers.ts';

const CHOSEN = ['kozel 4 pairs', 'draw 2', 'all-fives 4'];

describe('a replay reproduces every state of a recorded match', () => {
  for (const table of TABLES.filter((t) => CHOSEN.includes(tableName(t)))) {
    it(
      `${tableName(table)}: every state the engine reached at a decision is a frame`,
      { timeout: 120_000 },
      () => {
        const seen: MatchState[] = [];
        const record = simulateMatch({
          rules: rulesFor(table),
          seed: 'replay',
          match: 1,
          level: 'normal',
          decide: (state, seat, seed, level) => {
            seen.push(state);
            return publishedBot(state, seat, seed, level);
          },
        });
        const replay = replayRecord(JSON.parse(JSON.stringify(record)));
        expect(replay.ok).toBe(true);
        if (!replay.ok) return;
        expect(replay.verified.ok).toBe(true);
        expect(replay.hands).toHaveLength(record.hands.length);
        expect(seen.length).toBeGreaterThan(record.hands.length);
        for (const state of seen) {
          const hand = replay.hands[state.hand!.number - 1]!;
          const frame = hand.frames.find((f) => f.moves === state.hand!.moves.length);
          expect(
            frame,
            `hand ${state.hand!.number}, move ${state.hand!.moves.length}`,
          ).toBeDefined();
          expect(frame!.state.hand).toEqual(state.hand);
          expect(frame!.state.scores).toEqual(state.scores);
          expect(frameAtMove(hand, state.hand!.moves.length)).toBe(frame);
        }
        // Each hand ends where the record says, with its totals.
        for (const [index, hand] of replay.hands.entries()) {
          const last = hand.frames.at(-1)!;
          expect(last.moves).toBe(record.hands[index]!.moves.length);
          expect(last.state.scores).toEqual(record.hands[index]!.totals);
          expect(hand.check).toEqual({ ok: true });
        }
      },
    );
  }

  it('stops at the first hand that does not verify and names it', () => {
    const record = copy(
      simulateMatch({
        rules: rulesFor(TABLES.find((t) => tableName(t) === 'kozel 4 pairs')!),
        seed: 'replay',
        match: 1,
        level: 'easy',
      }),
    );
    const second = record.hands[1]!;
    second.pips = second.pips.map((pips) => pips + 1);
    const replay = replayRecord(record);
    expect(replay.ok).toBe(true);
    if (!replay.ok) return;
    expect(replay.hands).toHaveLength(2);
    expect(replay.hands[0]!.check.ok).toBe(true);
    expect(replay.hands[1]!.check).toMatchObject({ ok: false, check: 'pips', hand: 2 });
    expect(replay.verified).toMatchObject({ ok: false, check: 'pips' });
  });

  it('refuses what is not a record', () => {
    expect(replayRecord({ format: 'nope' })).toMatchObject({ ok: false, check: 'format' });
  });
});
