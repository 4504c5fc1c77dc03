// One driver, two hosts, with times (issue 45): strict and stealing Muggins records carry the
// server's clock on every play, claim and lapse, so here the server's clock is faked — vitest's
// fake timers drive Date and the RoomService's own deadline timers — and starts where `simulate`'s
// simulated clock starts. The RoomService (memory store, bots decided inline) runs a room of bots
// its host watches only on its timers; `simulate` plays the same rules, room code and seeds: the
// two records are the same, byte for byte as recordToJson writes them, and so is the record of the
// browser's local host (local-host.ts) run on simulate's clock. Custom sets too: stealing with two
// doubles in a turn and voluntary drawing; and the weekday opening, which simulate deals each on
// its own day (moving its clock days ahead): there the server and the local host, both on the
// server's clock (every hand dealt on a Sunday), write the same record, and parity-local.test.ts
// shows the local host equals simulate when its clock moves as simulate's.
import {
  legalActions,
  presetRules,
  type Action,
  type Agreements,
  type MatchState,
  type Rules,
} from '@boneyard/engine';
import {
  recordToJson,
  verifyBots,
  type CreateRoomRequest,
  type MatchRecord,
} from '@boneyard/protocol';
import { commands, decideBotMove, LocalHost, matchRecordOf, nextDeadline } from '@boneyard/table';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { simulatedSeedSource, simulateMatch } from '../../cli/src/simulate-match.ts';
import { BotPool } from '../src/bots-pool/pool.ts';
import { testConfig } from '../src/config.ts';
import { RoomService } from '../src/room/service.ts';
import { MemoryStore } from '../src/store/memory.ts';
import { localRecord } from './local-host.ts';

const SEED = 'parity-clock';
/** simulate's clock: it starts on Sunday 4 January 2026, 00:00 UTC, and a bot moves 1 s after the last move. */
const CLOCK_START = Date.UTC(2026, 0, 4);
const BOT_DELAY_MS = 1000;
/** More timer firings than any of these matches needs (the loop stops when the match ends). */
const MAX_TIMERS = 100_000;

function mugginsRules(
  preset: 'all-fives' | 'telephone',
  players: number,
  muggins: 'strict' | 'stealing',
): Rules {
  const rules = presetRules(preset, { players, muggins });
  if (!rules.ok) throw new Error(rules.message);
  return rules.value;
}

function withAgreements(rules: Rules, agreements: Agreements): Rules {
  return { ...rules, agreements: { ...rules.agreements, ...agreements } };
}

function drawRules(players: number): Rules {
  const rules = presetRules('draw', { players });
  if (!rules.ok) throw new Error(rules.message);
  return rules.value;
}

/** The server's record of the match its timers play in a room of `level` bots its host watches. */
async function serverRecord(rules: Rules): Promise<{ code: string; record: MatchRecord }> {
  const config = testConfig({
    botDelayMs: BOT_DELAY_MS,
    botWorkers: 0,
    seeds: simulatedSeedSource(SEED, 1),
  });
  const service = new RoomService(
    new MemoryStore(),
    config,
    pino({ level: 'silent' }),
    new BotPool({ size: 0 }),
  );
  try {
    await service.start();
    const seats = Array.from({ length: rules.players }, () => ({ bot: 'normal' as const }));
    const request: CreateRoomRequest = {
      name: 'Host',
      rules: { custom: rules },
      seats,
      hostSeat: null,
    };
    const created = await service.create(request, '127.0.0.1');
    if (!created.ok) throw new Error(created.error.message);
    const { code, token } = created.value;
    // The host's socket, as the socket plugin records it: this process holds a connection of the token.
    service.presence.hold(code, RoomService.tokenHash(token));
    await service.presence.sync(code, RoomService.tokenHash(token));
    const started = await service.mutate(code, (room, now) => commands.start(room, now, config));
    if (!started.ok) throw new Error(started.error.message);
    for (let fired = 0; fired < MAX_TIMERS; fired++) {
      const stored = await service.load(code);
      if (stored?.room.status === 'ended') return { code, record: matchRecordOf(stored.room)! };
      await vi.advanceTimersToNextTimerAsync();
      await settled(service);
    }
    throw new Error(`room ${code} did not end within ${MAX_TIMERS} timers`);
  } finally {
    await service.close();
  }
}

/** The person in seat 0: the first thing the engine lets them do, the moment they may (a claim too). */
function personsMove(game: MatchState | null): Action | undefined {
  return game?.phase === 'playing' ? legalActions(game, 0)[0] : undefined;
}

/**
 * Lets the server finish what a timer started (its tick awaits the store and real async work), so
 * the person sees the room that timer left before the fake clock moves on. Twenty event-loop turns
 * were once enough, but not on a busy machine: CI saw a bot's claim lapse on the server only.
 */
async function settled(service: RoomService): Promise<void> {
  await service.settled();
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
}

/** The server's record when seat 0 is a person (their moves through RoomService.action) and the rest bots. */
/** The server's settings for these matches: simulate's bot delay and seeds, the test config's pauses. */
function personConfig(): ReturnType<typeof testConfig> {
  return testConfig({
    botDelayMs: BOT_DELAY_MS,
    botWorkers: 0,
    seeds: simulatedSeedSource(SEED, 1),
  });
}

async function serverRecordWithPerson(
  rules: Rules,
): Promise<{ code: string; record: MatchRecord }> {
  const config = personConfig();
  const service = new RoomService(
    new MemoryStore(),
    config,
    pino({ level: 'silent' }),
    new BotPool({ size: 0 }),
  );
  try {
    await service.start();
    const seats = Array.from({ length: rules.players }, (_, seat) => ({
      bot: seat === 0 ? null : ('normal' as const),
    }));
    const created = await service.create(
      { name: 'Ann', rules: { custom: rules }, seats, hostSeat: 0 },
      '127.0.0.1',
    );
    if (!created.ok) throw new Error(created.error.message);
    const { code, token } = created.value;
    const tokenHash = RoomService.tokenHash(token);
    service.presence.hold(code, tokenHash);
    await service.presence.sync(code, tokenHash);
    const started = await service.mutate(code, (room, now) => commands.start(room, now, config));
    if (!started.ok) throw new Error(started.error.message);
    for (let fired = 0, moves = 0; fired < MAX_TIMERS;) {
      const stored = await service.load(code);
      if (stored?.room.status === 'ended') return { code, record: matchRecordOf(stored.room)! };
      const move = personsMove(stored?.room.game ?? null);
      // The server's timers go first when their work is due already (a bot claims its own score
      // as it plays): a person is never that fast, and racing them made about one room in twenty
      // write the bot's claim here and its lapse on the local host, which does the same.
      const dueNow = stored && (nextDeadline(stored.room, config) ?? Infinity) <= Date.now();
      if (stored && move !== undefined && !dueNow) {
        // A timer's step may still be finishing (its callback awaits the store): then the person
        // decided on an older version, and looks again at the room as that step left it.
        const done = await service.action(code, tokenHash, `move-${moves++}`, stored.version, move);
        if (!done.ok && done.error.code !== 'stale') throw new Error(done.error.message);
        continue;
      }
      await vi.advanceTimersToNextTimerAsync();
      await settled(service);
      fired++;
    }
    throw new Error(`room with a person did not end within ${MAX_TIMERS} timers`);
  } finally {
    service.close();
  }
}

/** The browser's local host with the same person making the same moves at the same times. */
function localRecordWithPerson(rules: Rules, code: string): MatchRecord {
  const { botDelayMs, graceMs, seedTimeoutMs, handPauseMs, seeds } = personConfig();
  const settings = { botDelayMs, graceMs, seedTimeoutMs, handPauseMs, seeds };
  const seats = Array.from({ length: rules.players }, (_, seat) =>
    seat === 0
      ? { name: 'Ann', bot: null, tokenHash: 'ann' }
      : { name: '', bot: 'normal' as const, tokenHash: '' },
  );
  const { host } = LocalHost.start(code, rules, seats, CLOCK_START, settings, decideBotMove);
  let now = CLOCK_START;
  while (host.room.status === 'playing') {
    const move = personsMove(host.room.game);
    // As on the server: what is due at this instant goes before the person.
    if (move !== undefined && !host.nextWork(now)?.due) {
      const done = host.act(0, move, now);
      if (!done.ok) throw new Error(done.error.message);
      continue;
    }
    const work = host.nextWork(now);
    if (work === null) throw new Error(`local table ${code} waits for nobody`);
    now = Math.max(now, work.at);
    host.step(now);
  }
  return host.record()!;
}

describe('the server and the local host write the same record when a person plays', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each<[string, Rules]>([
    ['all-fives 2 strict', mugginsRules('all-fives', 2, 'strict')],
    [
      'telephone 4 stealing, two doubles, voluntary drawing',
      withAgreements(mugginsRules('telephone', 4, 'stealing'), {
        twoDoubles: true,
        cannotGo: 'draw-voluntary',
      }),
    ],
    [
      'draw 3, weekday opening',
      withAgreements(drawRules(3), { opening: { rule: 'weekday', fallback: 'heaviest-tile' } }),
    ],
  ])('%s, a person in seat 0 and normal bots', { timeout: 180_000 }, async (_name, rules) => {
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      now: CLOCK_START,
    });
    const served = await serverRecordWithPerson(rules);
    vi.useRealTimers();
    expect(served.record.seats[0]).toEqual({ name: 'Ann', bot: false });
    expect(served.record.hands.some((hand) => hand.moves.some((move) => move.seat === 0))).toBe(
      true,
    );
    expect(recordToJson(localRecordWithPerson(rules, served.code))).toBe(
      recordToJson(served.record),
    );
    expect(verifyBots(served.record)).toMatchObject({ ok: true });
  });
});

describe('the server and simulate write the same record, times included', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each<[string, Rules]>([
    ['all-fives 2 strict', mugginsRules('all-fives', 2, 'strict')],
    ['all-fives 4 pairs stealing', mugginsRules('all-fives', 4, 'stealing')],
    ['telephone 4 pairs stealing', mugginsRules('telephone', 4, 'stealing')],
    [
      'telephone 4 stealing, two doubles, voluntary drawing',
      withAgreements(mugginsRules('telephone', 4, 'stealing'), {
        twoDoubles: true,
        cannotGo: 'draw-voluntary',
      }),
    ],
    [
      'draw 3, weekday opening, voluntary drawing',
      withAgreements(drawRules(3), {
        opening: { rule: 'weekday', fallback: 'heaviest-tile' },
        cannotGo: 'draw-voluntary',
      }),
    ],
  ])('%s, normal bots', { timeout: 180_000 }, async (_name, rules) => {
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      now: CLOCK_START,
    });
    const served = await serverRecord(rules);
    vi.useRealTimers();
    const byDay = rules.agreements?.opening?.rule === 'weekday';
    const local = localRecord(rules, served.code, SEED, 'normal', !byDay);
    expect(recordToJson(local)).toBe(recordToJson(served.record));
    if (byDay) {
      expect(
        served.record.hands.every((hand) => hand.weekday === new Date(CLOCK_START).getUTCDay()),
      ).toBe(true);
      return;
    }
    const simulated = simulateMatch({
      rules,
      seed: SEED,
      match: 1,
      level: 'normal',
      room: served.code,
    });
    if (rules.muggins)
      expect(served.record.hands.some((hand) => hand.moves.some((move) => 'claim' in move))).toBe(
        true,
      );
    expect(recordToJson(served.record)).toBe(recordToJson(simulated));
    expect(verifyBots(served.record)).toMatchObject({ ok: true });
  });
});
