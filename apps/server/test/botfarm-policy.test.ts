// Bot farms nobody watches (issue 44, part 2), tried as a hostile client would: a table of bots
// left running after its host walked away, a finished table of bots restarted again and again, and
// one address starting more tables of bots than it may. The counts live in the store, so a second
// process sharing it counts the same places.
import { presetRules } from '@boneyard/engine';
import type { CreateRoomRequest, RoomInfo } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import {
  build,
  cleanRedis,
  connect,
  createRoom,
  fetchJson,
  newPrefix,
  send,
  TestPlayer,
  until,
  untilEnded,
  type TestServer,
} from './helpers.ts';
import { ALL_STORES, buildOn } from './kinds.ts';
import { freePort, startServer } from './children.ts';
import { stage } from './stage.ts';
import { closeAfterEach } from './teardown.ts';

const SHORT = { preset: 'draw', players: 2, target: 50 } as const;
/** Every seat a bot; the host only watches (hostSeat: null), as a script would run a farm. */
const BOTS_ONLY: CreateRoomRequest = {
  name: 'Host',
  rules: SHORT,
  seats: [{ bot: 'easy' }, { bot: 'easy' }],
  hostSeat: null,
};

const movesSeen = (player: TestPlayer) => player.last?.view?.hand?.moves.length ?? 0;

/** Two-player Draw to 10,000: a match of bots that cannot end by itself while a test looks at it. */
function endlessDraw(): CreateRoomRequest {
  const draw = presetRules('draw', { players: 2 });
  if (!draw.ok) throw new Error(draw.message);
  return {
    ...BOTS_ONLY,
    rules: { custom: { ...draw.value, target: { ...draw.value.target, score: 10_000 } } },
  };
}

/** A table of bots created over HTTP, its host connected and watching. */
async function botTable(
  server: TestServer,
  name = 'host',
): Promise<{ code: string; host: TestPlayer }> {
  const created = await createRoom(server.url, BOTS_ONLY);
  const host = new TestPlayer(server.url, created.code, created.token, name);
  await until(() => host.joined, 10_000, 'host joined');
  return { code: created.code, host };
}

function bounds(overrides: Partial<Config['bounds']>): Pick<Config, 'bounds'> {
  return {
    bounds: { maxRooms: 50_000, roomsPerIp: 100_000, botRoomsPerIp: 100_000, ...overrides },
  };
}

describe.each(ALL_STORES)('bot farms (%s store)', (store) => {
  let server: TestServer;
  let players: TestPlayer[] = [];
  closeAfterEach(() => ({ server, players }));

  it('a table of bots pauses when its watching host leaves (other spectators do not count) and plays on when the host is back', async () => {
    server = await buildOn(store);
    const { code, host } = await botTable(server);
    const spectator = new TestPlayer(server.url, code, undefined, 'spectator');
    players = [host, spectator];
    await until(() => spectator.joined, 10_000, 'spectator joined');
    expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
    await until(() => movesSeen(spectator) > 0, 20_000, 'bots playing');
    const token = host.token!;
    host.close();
    await until(() => spectator.snapshot?.room.paused === true, 10_000, 'paused');
    const pausedAt = spectator.version;
    // Bots move at once here (BOT_DELAY_MS 0): anything left due would show within milliseconds.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(spectator.version).toBe(pausedAt);
    const info = (await fetchJson(`${server.url}/api/rooms/${code}`)).body as RoomInfo;
    expect(info).toMatchObject({ status: 'playing', paused: true });

    const back = new TestPlayer(server.url, code, token, 'back');
    players.push(back);
    await until(() => back.joined, 10_000, 'host back');
    expect(back.snapshot!.room.paused).toBe(false);
    await untilEnded([back, spectator], 60_000);
    expect(spectator.version).toBeGreaterThan(pausedAt);
  });

  it('a table of bots nobody watches expires with the normal time to live', async () => {
    // A long match, its bots a little slowed: it cannot end (and stop renewing the room) by itself
    // before the room is checked.
    server = await buildOn(store, { roomTtlMs: 3_000, botDelayMs: 20 });
    const created = await createRoom(server.url, endlessDraw());
    const code = created.code;
    const host = new TestPlayer(server.url, code, created.token, 'host');
    players = [host];
    await until(() => host.joined, 10_000, 'host joined');
    expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
    await until(() => movesSeen(host) > 0, 20_000, 'bots playing');
    host.close();
    // Had its bots kept playing, every move would have renewed the room's time to live.
    const started = Date.now();
    while ((await fetchJson(`${server.url}/api/rooms/${code}`)).status !== 404) {
      if (Date.now() - started > 30_000)
        throw new Error('the unwatched table of bots did not expire');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('a rematch counts against the room creation limit', async () => {
    server = await buildOn(store, {
      limits: {
        socketPerSecond: 1000,
        ipPerSecond: 100_000,
        createPerMinute: 1,
        joinPerMinute: 10_000,
        abuse: 20,
      },
    });
    const socket = connect(server.url);
    const created = await send(socket, 'room:create', BOTS_ONLY);
    socket.disconnect();
    if (!created.ok) throw new Error(created.error.message);
    const host = new TestPlayer(server.url, created.value.code, created.value.token, 'host');
    players = [host];
    await until(() => host.joined, 10_000, 'host joined');
    expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
    await untilEnded([host], 60_000);
    // The one creation a minute was the room itself: restarting the finished table is another.
    const rematch = await send(host.socket, 'host:rematch', {});
    expect(rematch).toMatchObject({ ok: false, error: { code: 'rate-limited' } });
    expect(!rematch.ok && rematch.error.message).toContain('a rematch counts as a new room');
    expect(host.snapshot!.room.status).toBe('ended');
  });

  it('one address may have only BOT_ROOMS_PER_IP tables of bots playing; a finished one frees its place', async () => {
    server = await buildOn(store, bounds({ botRoomsPerIp: 1 }));
    const first = await botTable(server, 'first');
    const second = await botTable(server, 'second');
    players = [first.host, second.host];
    expect((await send(first.host.socket, 'host:start', {})).ok).toBe(true);
    const refused = await send(second.host.socket, 'host:start', {});
    expect(refused).toMatchObject({ ok: false, error: { code: 'too-many-bot-rooms' } });
    expect(!refused.ok && refused.error.message).toContain('1 matches with bots playing');
    expect(second.host.snapshot!.room.status).toBe('lobby');
    // A table with no bot seat is not counted.
    const people = await createRoom(server.url, { name: 'Ann', rules: SHORT });
    const ann = new TestPlayer(server.url, people.code, people.token, 'ann');
    const bob = new TestPlayer(server.url, people.code, undefined, 'bob');
    players.push(ann, bob);
    await until(() => ann.joined && bob.joined, 10_000, 'people joined');
    expect((await send(bob.socket, 'seat:take', { seat: 1, name: 'Bob' })).ok).toBe(true);
    expect((await send(ann.socket, 'host:start', {})).ok).toBe(true);
    // Once the first table's match is over, the second may start.
    await untilEnded([first.host], 60_000);
    expect((await send(second.host.socket, 'host:start', {})).ok).toBe(true);
    // And the first may not be restarted while the second plays.
    const rematch = await send(first.host.socket, 'host:rematch', {});
    expect(rematch).toMatchObject({ ok: false, error: { code: 'too-many-bot-rooms' } });
  });
});

describe('bot farms over two processes (redis store)', () => {
  let servers: TestServer[] = [];
  let players: TestPlayer[] = [];
  closeAfterEach(() => ({ server: undefined, players }));

  it('the cap on tables of bots is one count for every process sharing the store', async () => {
    const redisPrefix = newPrefix();
    try {
      servers = [
        await build('redis', { redisPrefix, ...bounds({ botRoomsPerIp: 2 }) }),
        await build('redis', { redisPrefix, ...bounds({ botRoomsPerIp: 2 }) }),
      ];
      const tables = [
        await botTable(servers[0]!),
        await botTable(servers[1]!),
        await botTable(servers[1]!),
      ];
      players = tables.map((table) => table.host);
      expect((await send(tables[0]!.host.socket, 'host:start', {})).ok).toBe(true);
      expect((await send(tables[1]!.host.socket, 'host:start', {})).ok).toBe(true);
      expect(await send(tables[2]!.host.socket, 'host:start', {})).toMatchObject({
        ok: false,
        error: { code: 'too-many-bot-rooms' },
      });
    } finally {
      for (const player of players) player.close();
      for (const server of servers) await server.close();
      await cleanRedis(redisPrefix);
    }
  });
});

describe('a watching host whose process dies (redis store, two processes)', () => {
  const prefix = newPrefix();
  const scene = stage(() => cleanRedis(prefix));

  it(
    'counts no more once the process lease lapses: the table of bots pauses',
    { timeout: 120_000 },
    async () => {
      const settings = { PROCESS_LEASE_MS: '1000', BOT_DELAY_MS: '20' };
      const [portA, portB] = [await freePort(), await freePort()];
      const a = await startServer(portA, prefix, settings);
      scene.children.push(a, await startServer(portB, prefix, settings));
      const created = await createRoom(`http://127.0.0.1:${portA}`, endlessDraw());
      const host = new TestPlayer(`http://127.0.0.1:${portA}`, created.code, created.token, 'host');
      const spectator = new TestPlayer(
        `http://127.0.0.1:${portB}`,
        created.code,
        undefined,
        'spectator',
      );
      scene.seat([host, spectator]);
      await until(() => host.joined && spectator.joined, 10_000, 'joins');
      expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
      await until(() => movesSeen(spectator) > 0, 20_000, 'bots playing');
      expect(spectator.snapshot!.room.paused).toBe(false);
      // The host's connection dies with its process, which never says so.
      host.socket.io.reconnection(false);
      a.kill('SIGKILL');
      await new Promise((resolve) => a.once('exit', resolve));
      await until(
        () => spectator.snapshot?.room.paused === true,
        20_000,
        'paused (seen through process B)',
      );
      const pausedAt = spectator.version;
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(spectator.version).toBe(pausedAt);
    },
  );
});
