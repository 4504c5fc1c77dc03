// Rule sets whose redeal rule makes every deal a misdeal: refused with the reason when a room is
// created (HTTP and socket, both stores); and a room whose deal fails anyway (a rule set stored
// before the check existed) ends its match with a `deal-failed` event instead of hanging in
// "dealing".
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_DEAL_ATTEMPTS, presetRules, type Rules } from '@boneyard/engine';
import type { UpdateFrame } from '@boneyard/protocol';
import { commands, type RoomState } from '@boneyard/table';
import {
  build,
  connect,
  createRoom,
  REDIS_URL,
  send,
  STORES,
  TestPlayer,
  until,
  type TestServer,
} from './helpers.ts';

const TIMING = { botDelayMs: 0, graceMs: 1000, seedTimeoutMs: 1000, handPauseMs: 0 };

function kozel(redealDoubles: number | null, redealSuit: number | null): Rules {
  const base = presetRules('kozel');
  if (!base.ok) throw new Error(base.message);
  return { ...base.value, specials: { ...base.value.specials, redealDoubles, redealSuit } };
}

const NEVER_DEALS = kozel(5, 2); // 4 hands of 7 hold every tile: some hand has 2 of each number

describe.each(STORES)('rule sets that cannot deal are refused (%s store)', (store) => {
  let server: TestServer;
  afterEach(async () => server.close());

  it('over HTTP and over the socket, naming the reason', { timeout: 60_000 }, async () => {
    server = await build(store);
    const response = await fetch(`${server.url}/api/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Host', rules: { custom: NEVER_DEALS } }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('bad-request');
    expect(body.error.message).toMatch(
      /^rules.custom.specials: every deal is a misdeal: 4 hands of 7 tiles hold at least 7 of the 7 tiles showing any one number/,
    );

    const socket = connect(server.url);
    try {
      await until(() => socket.connected, 10_000, 'connect');
      const created = await send(socket, 'room:create', {
        name: 'Host',
        rules: { custom: kozel(2, null) },
      });
      expect(created).toMatchObject({ ok: false, error: { code: 'bad-request' } });
      expect(!created.ok && created.error.message).toMatch(
        /every deal is a misdeal: .* the 7 doubles/,
      );
      // The same table with dealable thresholds is fine.
      expect(
        await send(socket, 'room:create', { name: 'Host', rules: { custom: kozel(3, 4) } }),
      ).toMatchObject({ ok: true });
    } finally {
      socket.disconnect();
    }
  });
});

describe('a deal that keeps failing ends the match', () => {
  function startedRoom(rules: Rules): RoomState {
    const created = commands.createRoom(
      'ABCD2345',
      { name: 'Host', rules: { custom: rules }, hostSeat: null },
      'host-hash',
      0,
    );
    if (!created.ok) throw new Error(created.error.message);
    let room = created.value;
    for (let seat = 0; seat < 4; seat++) {
      const bot = commands.setBot(room, seat, 'easy');
      if (!bot.ok) throw new Error(bot.error.message);
      room = bot.value.room;
    }
    const started = commands.start(room, 0, TIMING);
    if (!started.ok) throw new Error(started.error.message);
    return started.value.room;
  }

  it(`after ${MAX_DEAL_ATTEMPTS} misdeals: status ended, a deal-failed event with the seed, no deal pending`, () => {
    const room = startedRoom(NEVER_DEALS); // the schema is bypassed here, as for a room stored earlier
    const dealt = commands.dealNow(room, [], 10, TIMING);
    expect(dealt.room.status).toBe('ended');
    expect(dealt.room.deal).toBeNull();
    expect(dealt.roomChanged).toBe(true);
    const misdeals = dealt.events.filter((event) => event.type === 'misdeal');
    expect(misdeals).toHaveLength(MAX_DEAL_ATTEMPTS);
    expect(dealt.events.at(-1)).toEqual({
      type: 'deal-failed',
      hand: 1,
      attempts: MAX_DEAL_ATTEMPTS,
      serverSeed: room.deal!.serverSeed,
      message: `hand 1 misdealt ${MAX_DEAL_ATTEMPTS} times in a row under these rules; the match is over`,
    });
    // The host can still start a rematch (which fails the same way, but does not hang either).
    expect(commands.rematch(dealt.room, 20, TIMING).ok).toBe(true);
  });

  it('a dealable set still deals', () => {
    const dealt = commands.dealNow(startedRoom(kozel(5, 6)), [], 10, TIMING);
    expect(dealt.room.status).toBe('playing');
    expect(dealt.room.game?.phase).toBe('playing');
    expect(dealt.events.some((event) => event.type === 'deal-failed')).toBe(false);
  });

  it(
    'a room stored with such rules before the check: the watching host sees the match end',
    { timeout: 60_000 },
    async () => {
      const server = await build('redis');
      const redis = new Redis(REDIS_URL);
      const host = { player: null as TestPlayer | null };
      try {
        const created = await createRoom(server.url, {
          name: 'Host',
          rules: { custom: kozel(5, 6) },
          hostSeat: null,
          seats: [{ bot: 'easy' }, { bot: 'easy' }, { bot: 'easy' }, { bot: 'easy' }],
        });
        // Rewrite the stored rules the way an older server could have stored them.
        const key = `${server.config.redisPrefix}room:{${created.code}}`;
        const stored = JSON.parse((await redis.hget(key, 's'))!) as RoomState;
        await redis.hset(key, 's', JSON.stringify({ ...stored, rules: NEVER_DEALS }));

        const watcher = new TestPlayer(server.url, created.code, created.token, 'Host');
        host.player = watcher;
        await until(() => watcher.joined, 10_000, 'join');
        expect(await send(watcher.socket, 'host:start', {})).toMatchObject({ ok: true });
        await until(() => watcher.status === 'ended' || endedByFrame(watcher), 30_000, 'match end');
        const failed = watcher.frames
          .filter((frame) => frame.kind === 'update')
          .flatMap((frame) => (frame.payload as UpdateFrame).events)
          .find((event) => 'type' in event && event.type === 'deal-failed');
        expect(failed).toMatchObject({ type: 'deal-failed', hand: 1, attempts: MAX_DEAL_ATTEMPTS });
        const snapshot = await send(watcher.socket, 'sync:request', {});
        expect(snapshot).toMatchObject({ ok: true, value: { room: { status: 'ended' } } });
      } finally {
        host.player?.close();
        redis.disconnect();
        await server.close();
      }
    },
  );
});

function endedByFrame(player: TestPlayer): boolean {
  return player.frames.some(
    (frame) => frame.kind === 'update' && (frame.payload as UpdateFrame).room?.status === 'ended',
  );
}
