// The browser's bot games and /verify's bot check: a match against a bot, played with
// lib/game/bot.ts exactly as a local game does, makes a record whose every bot move the check
// (the code the Web Worker runs) re-derives, reporting progress per hand; a record claiming a
// different level for the bot fails, naming hand, move and seat.
import { BOT_ALGORITHM, apply, createMatch, deal, legalActions, presetRules, type MatchState } from '@boneyard/engine';
import { bytesToHex, commitment, dealHands } from '@boneyard/fair';
import { buildMatchRecord, type DealSeeds, type MatchRecord } from '@boneyard/protocol';
import { expect, test } from 'vitest';
import { checkBots, type BotCheckMessage } from '../src/lib/fair/verify.ts';
import { chooseBotAction } from '../src/lib/game/bot.ts';

const ROOM = 'LOCALBOTS';

function playAgainstBot(): MatchRecord {
  const rules = presetRules('draw', { players: 2, target: 50 });
  if (!rules.ok) throw new Error(rules.message);
  let state: MatchState = createMatch(rules.value);
  const deals: DealSeeds[] = [];
  while (state.phase !== 'match-over') {
    const number = state.next.number;
    const serverSeed = new Uint8Array(32).fill(number);
    const clientSeeds = [new Uint8Array(32).fill(200 + number), new Uint8Array()];
    do {
      const dealt = dealHands({ serverSeed, room: ROOM, hand: number, attempt: state.next.attempt, seats: 2, tilesEach: 7, clientSeeds });
      if (!dealt.ok) throw new Error(dealt.message);
      const step = deal(state, dealt.value.deck);
      if (!step.ok) throw new Error(step.message);
      state = step.value.state;
    } while (state.phase === 'dealing');
    deals.push({ number, commitment: commitment(serverSeed, ROOM, number), serverSeed: bytesToHex(serverSeed), clientSeeds: clientSeeds.map(bytesToHex) });
    while (state.phase === 'playing') {
      const seat = state.hand!.turn;
      const action = seat === 1 ? chooseBotAction(state, seat, 'hard', ROOM, bytesToHex(serverSeed)) : legalActions(state, seat)[0]!;
      const step = apply(state, seat, action!);
      if (!step.ok) throw new Error(step.message);
      state = step.value.state;
    }
  }
  return buildMatchRecord({
    state,
    room: ROOM,
    seats: [
      { name: 'Me', bot: false },
      { name: 'Bot', bot: true, level: 'hard', botAlgorithm: BOT_ALGORITHM },
    ],
    deals,
  });
}

test('every bot move of a local game re-derives, with progress per hand; a wrong level is caught', () => {
  const record = playAgainstBot();
  expect(record.hands.length).toBeGreaterThan(1);
  const messages: BotCheckMessage[] = [];
  checkBots(record, (message) => messages.push(message));
  const done = messages.at(-1)!;
  expect(done).toMatchObject({ type: 'done', botSeats: 1, outcome: { ok: true } });
  expect(messages.filter((m) => m.type === 'progress')).toEqual(
    record.hands.map((_, i) => ({ type: 'progress', done: i + 1, total: record.hands.length })),
  );

  const claimed = structuredClone(record);
  claimed.seats[1]!.level = 'easy';
  const after: BotCheckMessage[] = [];
  checkBots(claimed, (message) => after.push(message));
  const outcome = after.at(-1)!;
  expect(outcome).toMatchObject({ type: 'done', outcome: { ok: false, check: 'bot-move', seat: 1 } });
  if (outcome.type === 'done' && !outcome.outcome.ok) expect(outcome.outcome.error).toMatch(/^bot-move: hand \d+, move \d+: seat 1 \(easy bot\)/);
});
