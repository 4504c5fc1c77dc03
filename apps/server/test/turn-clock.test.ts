// The turn clock on the server (issue 48): the deadline is the driver's (`turn-timeout` in
// nextWork), stored with the room and run by the RoomService's own timers on the server clock —
// faked here, so a match whose person never moves plays out in milliseconds. Every move their time
// ran out on is the stand-in's, in the record, and `pnpm verify --bots` re-derives it.
import { recordToJson, type CreateRoomRequest, type MatchRecord } from '@boneyard/protocol';
import { commands, matchRecordOf } from '@boneyard/table';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyText } from '../../cli/src/verify.ts';
import { BotPool } from '../src/bots-pool/pool.ts';
import { testConfig } from '../src/config.ts';
import { RoomService } from '../src/room/service.ts';
import { MemoryStore } from '../src/store/memory.ts';
import { build, createRoom, send, TestPlayer, until, type TestServer } from './helpers.ts';

const MAX_TIMERS = 50_000;

/** A draw game of the host (seat 0, connected, never moving) against a bot, with a 15 s clock. */
async function timedOutMatch(): Promise<{
  record: MatchRecord;
  awaySeen: boolean;
  timeouts: number;
}> {
  const config = testConfig({ botDelayMs: 500, handPauseMs: 2_000, botWorkers: 0 });
  const service = new RoomService(
    new MemoryStore(),
    config,
    pino({ level: 'silent' }),
    new BotPool({ size: 0 }),
  );
  try {
    await service.start();
    const request: CreateRoomRequest = {
      name: 'Host',
      rules: { preset: 'draw', players: 2 },
      seats: [{ bot: null }, { bot: 'normal' }],
      turnSeconds: 15,
    };
    const created = await service.create(request, '127.0.0.1');
    if (!created.ok) throw new Error(created.error.message);
    const { code, token } = created.value;
    service.presence.hold(code, RoomService.tokenHash(token));
    await service.presence.sync(code, RoomService.tokenHash(token));
    const started = await service.mutate(code, (room, now) => commands.start(room, now, config));
    if (!started.ok) throw new Error(started.error.message);
    let awaySeen = false;
    let timeouts = 0;
    for (let fired = 0; fired < MAX_TIMERS; fired++) {
      const stored = (await service.load(code))!;
      awaySeen ||= (stored.room.timeouts?.[0] ?? 0) >= 2;
      timeouts = Math.max(timeouts, stored.room.timeouts?.[0] ?? 0);
      if (stored.room.status === 'ended')
        return { record: matchRecordOf(stored.room)!, awaySeen, timeouts };
      await vi.advanceTimersToNextTimerAsync();
      await service.settled();
    }
    throw new Error(`room ${code} did not end`);
  } finally {
    service.close();
  }
}

describe('the turn clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(
    'lets the stand-in play each move whose time ran out; verify --bots re-derives them',
    { timeout: 120_000 },
    async () => {
      vi.useFakeTimers({
        toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
        now: Date.UTC(2026, 11, 6),
      });
      const { record, awaySeen, timeouts } = await timedOutMatch();
      vi.useRealTimers();
      expect(awaySeen).toBe(true);
      expect(timeouts).toBeGreaterThan(2);
      expect(record.seats[0]).toMatchObject({ name: 'Host', bot: false, level: 'normal' });
      expect(record.seats[0]!.standIn!.length).toBeGreaterThan(0);
      // The CLI's own check, as `pnpm verify --bots FILE` runs it on the downloaded record.
      expect(verifyText('timed-out.json', recordToJson(record), true)).toMatchObject({ ok: true });
    },
  );
});

describe('the turn clock over sockets', () => {
  let server: TestServer | undefined;
  const players: TestPlayer[] = [];
  afterEach(async () => {
    for (const player of players.splice(0)) player.close();
    await server?.close();
  });

  it('tells every frame when the time runs out, and refuses lengths it does not offer', async () => {
    server = await build('memory');
    const refused = await fetch(`${server.url}/api/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Host', rules: { preset: 'draw', players: 2 }, turnSeconds: 5 }),
    });
    expect(refused.status).toBe(400);
    const created = await createRoom(server.url, {
      name: 'Host',
      rules: { preset: 'draw', players: 2 },
      seats: [{ bot: null }, { bot: 'easy' }],
      turnSeconds: 30,
    });
    const host = new TestPlayer(server.url, created.code, created.token, 'host');
    host.autoPlay = false;
    players.push(host);
    await until(() => host.joined, 10_000, 'join');
    expect(host.snapshot?.room.turnSeconds).toBe(30);
    expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
    await until(
      () => host.last?.view?.hand?.turn === 0 && (host.last?.legal.length ?? 0) > 0,
      20_000,
      'the host to move',
    );
    const synced = await send(host.socket, 'sync:request', {});
    if (!synced.ok) throw new Error(synced.error.message);
    expect(synced.value.turnEndsAt).toBeGreaterThan(synced.value.serverTime! + 25_000);
    expect(synced.value.turnEndsAt).toBeLessThanOrEqual(synced.value.serverTime! + 30_000);
  });
});
