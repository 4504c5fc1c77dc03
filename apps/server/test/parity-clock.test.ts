// One driver, two hosts, with times (issue 45): strict and stealing Muggins records carry the
// server's clock on every play, claim and lapse, so here the server's clock is faked — vitest's
// fake timers drive Date and the RoomService's own deadline timers — and starts where `simulate`'s
// simulated clock starts. The RoomService (memory store, bots decided inline) runs a room of bots
// its host watches only on its timers; `simulate` plays the same rules, room code and seeds: the
// two records are the same, byte for byte as recordToJson writes them.
import { presetRules, type Rules } from '@boneyard/engine';
import { recordToJson, verifyBots, type CreateRoomRequest, type MatchRecord } from '@boneyard/protocol';
import { commands, matchRecordOf } from '@boneyard/table';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { simulatedSeedSource, simulateMatch } from '../../cli/src/simulate-match.ts';
import { BotPool } from '../src/bots-pool/pool.ts';
import { testConfig } from '../src/config.ts';
import { RoomService } from '../src/room/service.ts';
import { MemoryStore } from '../src/store/memory.ts';

const SEED = 'parity-clock';
/** simulate's clock: it starts on Sunday 4 January 2026, 00:00 UTC, and a bot moves 1 s after the last move. */
const CLOCK_START = Date.UTC(2026, 0, 4);
const BOT_DELAY_MS = 1000;
/** More timer firings than any of these matches needs (the loop stops when the match ends). */
const MAX_TIMERS = 100_000;

function mugginsRules(preset: 'all-fives' | 'telephone', players: number, muggins: 'strict' | 'stealing'): Rules {
  const rules = presetRules(preset, { players, muggins });
  if (!rules.ok) throw new Error(rules.message);
  return rules.value;
}

/** The server's record of the match its timers play in a room of `level` bots its host watches. */
async function serverRecord(rules: Rules): Promise<{ code: string; record: MatchRecord }> {
  const config = testConfig({ botDelayMs: BOT_DELAY_MS, botWorkers: 0, seeds: simulatedSeedSource(SEED, 1) });
  const service = new RoomService(new MemoryStore(), config, pino({ level: 'silent' }), new BotPool({ size: 0 }));
  try {
    await service.start();
    const seats = Array.from({ length: rules.players }, () => ({ bot: 'normal' as const }));
    const request: CreateRoomRequest = { name: 'Host', rules: { custom: rules }, seats, hostSeat: null };
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
    }
    throw new Error(`room ${code} did not end within ${MAX_TIMERS} timers`);
  } finally {
    await service.close();
  }
}

describe('the server and simulate write the same record, times included', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each<[string, Rules]>([
    ['all-fives 2 strict', mugginsRules('all-fives', 2, 'strict')],
    ['all-fives 4 pairs stealing', mugginsRules('all-fives', 4, 'stealing')],
    ['telephone 4 pairs stealing', mugginsRules('telephone', 4, 'stealing')],
  ])('%s, normal bots', { timeout: 180_000 }, async (_name, rules) => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], now: CLOCK_START });
    const served = await serverRecord(rules);
    vi.useRealTimers();
    const simulated = simulateMatch({ rules, seed: SEED, match: 1, level: 'normal', room: served.code });
    expect(served.record.hands.some((hand) => hand.moves.some((move) => 'claim' in move))).toBe(true);
    expect(recordToJson(served.record)).toBe(recordToJson(simulated));
    expect(verifyBots(served.record)).toMatchObject({ ok: true });
  });
});
