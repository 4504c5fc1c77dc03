// The browser's bot games and /verify's bot check: a match against a bot, played through the
// table driver's LocalHost exactly as a local game is (lib/game/local-table.svelte.ts), makes a record whose every bot move the check
// (the code the Web Worker runs) re-derives, reporting progress per hand; a record claiming a
// different level for the bot fails, naming hand, move and seat. A boneyard/bot/v1 record in
// strict Muggins passes with the verifier's sentence on why its bots' claims are not re-derived.
import {
  apply,
  createMatch,
  deal,
  expireClaim,
  legalActions,
  presetRules,
  viewFor,
  type Action,
  type BotLevel,
  type MatchState,
  type Rules,
} from '@boneyard/engine';
import { BOT_ALGORITHM, botAction, botParametersFor, type BotAlgorithm } from '@boneyard/bots';
import { botSeed, bytesToHex, commitment, dealHands } from '@boneyard/fair';
import { buildMatchRecord, type DealSeeds, type MatchRecord } from '@boneyard/protocol';
import { expect, test } from 'vitest';
import { checkBots, type BotCheckMessage } from '../src/lib/fair/verify.ts';
import { decideBotMove, LocalHost } from '@boneyard/table';

const ROOM = 'LOCALBOTS';

/** Deals hand `state.next.number` from fixed seeds (redealing as the rules ask); its seeds. */
function dealNext(state: MatchState): {
  state: MatchState;
  seeds: DealSeeds;
  serverSeed: Uint8Array;
} {
  const number = state.next.number;
  const serverSeed = new Uint8Array(32).fill(number);
  const clientSeeds = [new Uint8Array(32).fill(200 + number), new Uint8Array()];
  do {
    const dealt = dealHands({
      serverSeed,
      room: ROOM,
      hand: number,
      attempt: state.next.attempt,
      seats: 2,
      tilesEach: state.rules.tilesEach,
      clientSeeds,
    });
    if (!dealt.ok) throw new Error(dealt.message);
    const step = deal(state, dealt.value.deck);
    if (!step.ok) throw new Error(step.message);
    state = step.value.state;
  } while (state.phase === 'dealing');
  return {
    state,
    serverSeed,
    seeds: {
      number,
      commitment: commitment(serverSeed, ROOM, number),
      serverSeed: bytesToHex(serverSeed),
      clientSeeds: clientSeeds.map(bytesToHex),
    },
  };
}

/** The record of a match of this device's player (seat 0) against one bot (seat 1). */
function meAgainstBot(
  state: MatchState,
  deals: DealSeeds[],
  level: BotLevel,
  botAlgorithm: BotAlgorithm,
): MatchRecord {
  const seats = [
    { name: 'Me', bot: false },
    { name: 'Bot', bot: true, level, botAlgorithm },
  ];
  return buildMatchRecord({ state, room: ROOM, seats, deals });
}

/** This device's player (seat 0, first legal action) against a hard bot, on a clock moved by hand. */
function playAgainstBot(): MatchRecord {
  const rules = presetRules('draw', { players: 2, target: 50 });
  if (!rules.ok) throw new Error(rules.message);
  // Seeds fixed for every hand (a browser draws fresh ones), so the match is the same on every run
  // and lasts more than one hand (a random deal can reach 50 in one).
  const fixed = (value: number) => new Uint8Array(32).fill(value);
  const settings = {
    botDelayMs: 0,
    graceMs: 60_000,
    seedTimeoutMs: 10_000,
    handPauseMs: 1_000,
    seeds: { serverSeed: (_room: string, hand: number) => fixed(hand) },
  };
  const seats = [
    { name: 'Me', bot: null, tokenHash: 'me' },
    { name: 'Bot', bot: 'hard' as const, tokenHash: '' },
  ];
  const { host } = LocalHost.start(
    ROOM,
    rules.value,
    seats,
    0,
    settings,
    decideBotMove,
    (seat, hand) => fixed(16 * seat + hand),
  );
  let now = 0;
  for (let steps = 0; host.room.status === 'playing' && steps < 100_000; steps++) {
    now += 1;
    const game = host.room.game!;
    const mine = game.phase === 'playing' ? legalActions(game, 0)[0] : undefined;
    if (mine !== undefined && host.act(0, mine, now).ok) continue;
    if (game.phase === 'hand-over' && host.ready(now).ok) continue;
    const work = host.nextWork(now);
    if (work === null) throw new Error('the local table waits for nobody');
    now = Math.max(now, work.at);
    host.step(now);
  }
  const record = host.record();
  if (record === null || record.result === null) throw new Error('the match did not end');
  return record;
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
  expect(outcome).toMatchObject({
    type: 'done',
    outcome: { ok: false, check: 'bot-move', seat: 1 },
  });
  if (outcome.type === 'done' && !outcome.outcome.ok)
    expect(outcome.outcome.error).toMatch(/^bot-move: hand \d+, move \d+: seat 1 \(easy bot\)/);
});

/**
 * One strict-Muggins All Fives hand: the person plays their first legal tile, the bot is the
 * release's normal bot; plays carry a clock, and a score nobody claims lapses (the next tile, or
 * at the hand's end the window, closes it).
 */
function strictHandAgainstBot(rules: Rules): MatchRecord {
  const dealt = dealNext(createMatch(rules));
  let state = dealt.state;
  let now = 1_000;
  while (state.phase === 'playing') {
    const hand = state.hand!;
    if (hand.finishing && hand.pending) {
      const step = expireClaim(state, hand.pending.deadline + 1);
      if (!step.ok) throw new Error(step.message);
      state = step.value.state;
      continue;
    }
    const seat = hand.turn;
    const seed = botSeed({
      serverSeed: dealt.serverSeed,
      room: ROOM,
      hand: hand.number,
      attempt: hand.attempt,
      seat,
      move: hand.moves.length,
    });
    const wanted =
      seat === 1
        ? botAction(viewFor(state, seat), 'normal', seed, botParametersFor(BOT_ALGORITHM))
        : null;
    const chosen: Action =
      wanted !== null && wanted.type !== 'claim'
        ? wanted
        : legalActions(state, seat).find((action) => action.type !== 'claim')!;
    now += 500;
    const step = apply(state, seat, chosen.type === 'play' ? { ...chosen, at: now } : chosen);
    if (!step.ok) throw new Error(step.message);
    state = step.value.state;
  }
  return meAgainstBot(state, [dealt.seeds], 'normal', BOT_ALGORITHM);
}

test('a record naming a retired bot version (boneyard/bot/v1) fails plainly, naming the seat', () => {
  const rules = presetRules('all-fives', { players: 2, muggins: 'strict' });
  if (!rules.ok) throw new Error(rules.message);
  const record = strictHandAgainstBot(rules.value);
  const messages: BotCheckMessage[] = [];
  checkBots(record, (message) => messages.push(message));
  expect(messages.at(-1)).toMatchObject({ type: 'done', botSeats: 1, outcome: { ok: true } });
  record.seats[1]!.botAlgorithm = 'boneyard/bot/v1';
  const retired: BotCheckMessage[] = [];
  checkBots(record, (message) => retired.push(message));
  const done = retired.at(-1)!;
  expect(done).toMatchObject({
    type: 'done',
    outcome: { ok: false, check: 'bot-algorithm', seat: 1 },
  });
  if (done.type === 'done' && !done.outcome.ok)
    expect(done.outcome.error).toMatch(/"boneyard\/bot\/v1", which is retired/);
});
