// Building records from engine state and verifying them: every table the presets allow, a match
// still in progress, the spec's test-vector deal, and what the schema says about bad fields.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  apply,
  createMatch,
  deal,
  legalActions,
  type MatchState,
  type PresetId,
} from '@boneyard/engine';
import { commitment, dealHands } from '@boneyard/fair';
import {
  MatchRecordSchema,
  buildMatchRecord,
  parseMatchRecord,
  recordMoves,
  recordToJson,
  verifyRecord,
  type DealSeeds,
  type MatchRecord,
} from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import { simulateMatch } from '../src/simulate-match.ts';
import { TABLES, copy, rulesFor, simulatedRecord, tableName } from './record-helpers.ts';

describe('build + verify round trip', () => {
  it.each(TABLES.map((table) => [tableName(table), table] as const))('%s', (_name, table) => {
    const record = simulatedRecord(table, 'round-trip');
    expect(record.format).toBe('boneyard-match-v1');
    expect(record.preset).toBe(table.preset);
    expect(record.target).toBe(record.rules.target.score);
    expect(record.seats).toHaveLength(table.players);
    expect(record.result).not.toBeNull();
    expect(MatchRecordSchema.safeParse(record).success).toBe(true);

    const outcome = verifyRecord(record);
    expect(outcome).toMatchObject({ ok: true });
    if (!outcome.ok) return;
    expect(outcome.value.hands).toBe(record.hands.length);
    expect(outcome.value.moves).toBe(
      record.hands.reduce((sum, hand) => sum + hand.moves.length, 0),
    );
    expect(outcome.value.totals).toEqual(record.hands.at(-1)!.totals);
    expect(outcome.value.finished).toBe(true);
    expect(outcome.value.winners).toEqual(record.result!.winners);

    // The file form reads back to the same record, which still verifies.
    const reread = JSON.parse(recordToJson(record));
    expect(reread).toEqual(record);
    expect(verifyRecord(reread).ok).toBe(true);
  });

  it('writes every play but the opening tile with its end, and tiles dealt as the seeds say', () => {
    const record = simulatedRecord(TABLES[0]!, 'ends');
    for (const hand of record.hands) {
      const plays = hand.moves.filter((move) => 'play' in move);
      expect(plays[0]).not.toHaveProperty('end');
      for (const play of plays.slice(1)) expect(play).toHaveProperty('end');
      const seeds = hand.deal.clientSeeds.map((hex) => Buffer.from(hex, 'hex'));
      const dealt = dealHands({
        serverSeed: Buffer.from(hand.deal.serverSeed, 'hex'),
        room: record.room,
        hand: hand.number,
        attempt: hand.deal.attempt,
        seats: record.rules.players,
        tilesEach: record.rules.tilesEach,
        clientSeeds: seeds,
      });
      expect(dealt.ok && dealt.value.hands).toEqual(hand.hands);
    }
  });
});

/** Plays hand after hand with the first legal action, keeping the seeds, like a server would. */
function playHands(preset: PresetId, hands: number): { state: MatchState; deals: DealSeeds[] } {
  let state = createMatch(rulesFor({ preset, players: 4, pairs: preset === 'kozel' }));
  const deals: DealSeeds[] = [];
  while (state.history.length < hands && state.phase !== 'match-over') {
    const number = state.next.number;
    const serverSeed = createHash('sha256').update(`room ROOM42 hand ${number}`).digest();
    const clientSeeds = [
      new Uint8Array(32).fill(number),
      new Uint8Array(0),
      new Uint8Array(0),
      new Uint8Array(0),
    ];
    for (;;) {
      const dealt = dealHands({
        serverSeed,
        room: 'ROOM42',
        hand: number,
        attempt: state.next.attempt,
        seats: 4,
        tilesEach: state.rules.tilesEach,
        clientSeeds,
      });
      if (!dealt.ok) throw new Error(dealt.message);
      const attempt = state.next.attempt;
      const step = deal(state, dealt.value.deck);
      if (!step.ok) throw new Error(step.message);
      state = step.value.state;
      if (state.phase === 'dealing') continue;
      deals.push({
        number,
        commitment: commitment(serverSeed, 'ROOM42', number),
        serverSeed,
        clientSeeds,
        attempt,
      });
      break;
    }
    while (state.phase === 'playing') {
      const seat = state.hand!.turn;
      const step = apply(state, seat, legalActions(state, seat)[0]!);
      if (!step.ok) throw new Error(step.message);
      state = step.value.state;
    }
  }
  return { state, deals };
}

describe('a match in progress', () => {
  it('records the finished hands with result null, and verify says it is not finished', () => {
    const { state, deals } = playHands('kozel', 1);
    expect(state.phase).toBe('hand-over');
    const seats = ['Ann', 'Bob', 'Cid', 'Dee'].map((name, seat) => ({ name, bot: seat > 0 }));
    const record = buildMatchRecord({ state, room: 'ROOM42', seats, deals });
    expect(record.hands.map((hand) => hand.number)).toEqual([1]);
    expect(record.result).toBeNull();
    expect(record.hands[0]!.deal.clientSeeds.slice(1)).toEqual(['', '', '']);
    const outcome = verifyRecord(record);
    expect(outcome).toMatchObject({
      ok: true,
      value: { hands: 1, finished: false, winners: [] },
    });

    // Claiming a result for an unfinished match is wrong.
    const claimed = copy(record);
    claimed.result = { winners: [0], losers: [1], whitewash: false, reason: 'target' };
    expect(verifyRecord(claimed)).toMatchObject({ ok: false, check: 'result' });
  });
});

describe('the spec test-vector deal', () => {
  const serverSeed = new Uint8Array(32);
  serverSeed[31] = 1;
  const clientSeeds = [0, 1, 2, 3].map(
    (i) => new Uint8Array(createHash('sha256').update(`seat${i}`).digest()),
  );
  const deck =
    '3-3 0-5 3-4 4-4 1-6 0-0 6-6 0-6 1-3 5-6 0-1 2-3 1-5 2-2 2-5 2-4 1-1 3-6 0-2 1-2 0-4 4-6 0-3 2-6 3-5 5-5 4-5 1-4'.split(
      ' ',
    );

  it('is hand 1 of a kozel record in room ABCD23 that verifies', () => {
    const record = simulateMatch({
      rules: rulesFor({ preset: 'kozel', players: 4, pairs: true }),
      seed: 'vector',
      match: 1,
      level: 'normal',
      room: 'ABCD23',
      seedsFor: (hand) => (hand === 1 ? { serverSeed, clientSeeds } : undefined),
    });
    const first = record.hands[0]!;
    expect(first.deal.commitment).toBe(
      '54ed4e64b51444e0efdf732ea25d20a4aa77bc59372fc8fc99180b7c620c59bc',
    );
    expect(first.deal.serverSeed).toBe(`${'00'.repeat(31)}01`);
    expect(first.deal.attempt).toBe(0);
    expect(first.hands).toEqual([0, 1, 2, 3].map((seat) => deck.slice(seat * 7, seat * 7 + 7)));
    // Kozel: the holder of 1-1 (seat 2 in this deal) leads with it.
    expect(first.moves[0]).toEqual({ seat: 2, play: '1-1' });
    expect(verifyRecord(record)).toMatchObject({ ok: true, value: { room: 'ABCD23' } });
  });
});

describe('parse errors name the field', () => {
  const record = simulatedRecord({ preset: 'draw', players: 3, pairs: false }, 'schema');

  it('a bad tile in a move', () => {
    const bad = copy(record) as unknown as { hands: { moves: Record<string, unknown>[] }[] };
    bad.hands[0]!.moves[1]!.play = '7-1';
    const parsed = parseMatchRecord(bad);
    expect(parsed).toMatchObject({ ok: false, check: 'schema' });
    expect(!parsed.ok && parsed.error).toContain(
      'hands[0].moves[1].play: expected a tile written a-b',
    );
    expect(verifyRecord(bad)).toMatchObject({ ok: false, check: 'schema' });
  });

  it('a move of no known kind, and a missing field', () => {
    const bad = copy(record) as unknown as { hands: Record<string, unknown>[] };
    (bad.hands[0]!.moves as unknown[])[0] = { seat: 0, jump: '1-1' };
    delete bad.hands[1]!.pips;
    const parsed = parseMatchRecord(bad);
    expect(!parsed.ok && parsed.error).toMatch(
      /hands\[0\]\.moves\[0\]: a move is .*hands\[1\]\.pips/,
    );
  });

  it('upper-case hex, a wrong format and a bad rule set', () => {
    const upper = copy(record);
    upper.hands[0]!.deal.serverSeed = upper.hands[0]!.deal.serverSeed.toUpperCase();
    expect(verifyRecord(upper)).toMatchObject({ ok: false, check: 'schema' });
    expect(verifyRecord({ ...copy(record), format: 'boneyard-match-v2' })).toMatchObject({
      ok: false,
      check: 'format',
    });
    expect(verifyRecord([])).toMatchObject({ ok: false, check: 'format' });
    const rules = copy(record) as unknown as { rules: Record<string, unknown> };
    rules.rules.players = 9;
    const outcome = verifyRecord(rules);
    expect(outcome).toMatchObject({ ok: false, check: 'rules' });
    expect(!outcome.ok && outcome.error).toContain('rules.players');
  });
});

describe('recordMoves', () => {
  it('fills in the end the engine implied, following the line from the opening tile', () => {
    const moves = recordMoves([
      { seat: 0, play: '3-5' },
      { seat: 1, play: '5-6' },
      { seat: 2, play: '1-3' },
      { seat: 0, draw: '2-2' },
      { seat: 0, play: '1-1', end: 'left' },
      { seat: 1, pass: true },
    ]);
    expect(moves).toEqual([
      { seat: 0, play: '3-5' },
      { seat: 1, play: '5-6', end: 'right' },
      { seat: 2, play: '1-3', end: 'left' },
      { seat: 0, draw: '2-2' },
      { seat: 0, play: '1-1', end: 'left' },
      { seat: 1, pass: true },
    ]);
  });
});

describe('docs/records.md', () => {
  it('its example verifies as it stands, and breaks when a figure is changed', () => {
    const doc = readFileSync(new URL('../../../docs/records.md', import.meta.url), 'utf8');
    const example = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(doc)![1]!) as MatchRecord;
    expect(verifyRecord(example)).toMatchObject({
      ok: true,
      value: { hands: 1, finished: false },
    });
    example.hands[0]!.pips[1]! += 1;
    expect(verifyRecord(example)).toMatchObject({ ok: false, check: 'pips', hand: 1 });
  });
});
