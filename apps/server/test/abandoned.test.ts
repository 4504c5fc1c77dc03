// Disconnects: clients are told when a stand-in bot takes an away person's seat (for the "back in
// 0:25, then a bot plays" countdown), and a match whose people have ALL left is paused — no bot
// moves, no deadline — until one of them comes back; a paused room expires like any other.
import type { RoomInfo } from '@boneyard/protocol';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import {
  createRoom,
  fetchJson,
  REDIS_URL,
  send,
  TestPlayer,
  until,
  untilEnded,
  type TestServer,
} from './helpers.ts';
import { ALL_STORES, buildOn } from './kinds.ts';
import { closeAfterEach } from './teardown.ts';

/** The host and a guest against two bots, a short match. */
async function table(server: TestServer) {
  const created = await createRoom(server.url, {
    name: 'Host',
    rules: { preset: 'draw', players: 4, pairs: false, target: 50 },
    seats: [{ bot: null }, { bot: null }, { bot: 'easy' }, { bot: 'easy' }],
  });
  const host = new TestPlayer(server.url, created.code, created.token, 'host');
  const guest = new TestPlayer(server.url, created.code, undefined, 'guest');
  const watcher = new TestPlayer(server.url, created.code, undefined, 'watcher');
  await until(() => host.joined && guest.joined && watcher.joined, 10_000, 'joins');
  expect((await send(guest.socket, 'seat:take', { seat: 1, name: 'Guest' })).ok).toBe(true);
  return { code: created.code, host, guest, watcher };
}

const movesSeen = (player: TestPlayer) => player.last?.view?.hand?.moves.length ?? 0;

describe.each(ALL_STORES)('disconnects (%s store)', (store) => {
  let server: TestServer;
  let players: TestPlayer[] = [];
  closeAfterEach(() => ({ server, players }));

  it('an away seat carries the moment a bot stands in, and loses it on return', async () => {
    const graceMs = 600_000;
    server = await buildOn(store, { graceMs });
    const { code, host, guest } = await table(server);
    players = [host, guest];
    expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
    await until(() => movesSeen(host) > 0, 20_000, 'hand under way');
    const token = guest.token!;
    const left = Date.now();
    guest.close();
    await until(() => host.snapshot?.room.seats[1]?.online === false, 10_000, 'guest away');
    const seat = host.snapshot!.room.seats[1]!;
    expect(seat.standIn).toBe(false);
    expect(seat.standInAt).toBeGreaterThanOrEqual(left + graceMs);
    expect(seat.standInAt).toBeLessThanOrEqual(Date.now() + graceMs);
    expect(host.snapshot!.room.paused).toBe(false);
    const back = new TestPlayer(server.url, code, token, 'back');
    players.push(back);
    await until(() => host.snapshot?.room.seats[1]?.online === true, 10_000, 'guest back');
    expect(host.snapshot!.room.seats[1]!.standInAt).toBeNull();
    expect(host.snapshot!.room.seats.map((s) => s.standInAt)).toEqual([null, null, null, null]);
  });

  it('pauses a match whose people all left, resumes when one is back, and plays it out', async () => {
    // No grace: without the pause, bots would take both seats at once and finish the match alone.
    server = await buildOn(store, { graceMs: 0 });
    const { code, host, guest, watcher } = await table(server);
    players = [host, guest, watcher];
    expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
    await until(() => movesSeen(watcher) > 0, 20_000, 'hand under way');
    const hostToken = host.token!;
    guest.close();
    host.close();
    await until(() => watcher.snapshot?.room.paused === true, 10_000, 'paused');
    const pausedAt = watcher.version;
    const info = (await fetchJson(`${server.url}/api/rooms/${code}`)).body as RoomInfo;
    expect(info.paused).toBe(true);
    expect(info.status).toBe('playing');
    // Paused, no grace period runs out: no seat shows a moment a bot will stand in.
    expect(info.seats.map((seat) => seat.standInAt)).toEqual([null, null, null, null]);
    expect(watcher.snapshot!.room.seats.map((seat) => seat.standInAt)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    if (store === 'redis') {
      // Nothing is due: the room is not in the deadline set at all.
      const redis = new Redis(REDIS_URL);
      expect(await redis.zscore(`${server.config.redisPrefix}deadlines`, code)).toBeNull();
      redis.disconnect();
    }
    // Bots move instantly here (BOT_DELAY_MS 0) and no grace period holds them back: had anything
    // been left due, the watcher would see moves within milliseconds.
    await new Promise((r) => setTimeout(r, 500));
    expect(watcher.version).toBe(pausedAt);
    expect(watcher.snapshot!.room.status).toBe('playing');

    const back = new TestPlayer(server.url, code, hostToken, 'back');
    players.push(back);
    await until(() => back.joined, 10_000, 'host back');
    expect(back.snapshot!.room.paused).toBe(false);
    // The guest's seat (away, grace 0) gets its stand-in; the host plays; the match ends.
    await untilEnded([back, watcher], 60_000);
    expect(back.errors).toEqual([]);
  });

  it('a paused room expires with its time to live', async () => {
    server = await buildOn(store, { graceMs: 0, roomTtlMs: 3_000 });
    const { code, host, guest } = await table(server);
    players = [host, guest];
    expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
    await until(() => movesSeen(host) > 0, 20_000, 'hand under way');
    guest.close();
    host.close();
    const gone = async () => (await fetchJson(`${server.url}/api/rooms/${code}`)).status === 404;
    const started = Date.now();
    while (!(await gone())) {
      if (Date.now() - started > 30_000) throw new Error('the paused room did not expire');
      await new Promise((r) => setTimeout(r, 100));
    }
  });
});
