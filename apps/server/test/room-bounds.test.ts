// Stored rooms have a bound (issue 44, part 6), tried as a hostile client would: lobbies created
// and never sat in, more rooms from one address than it may keep, and more rooms than the server
// may hold — over HTTP and over a socket, and with two processes sharing one store.
import type { CreateRoomRequest, ErrorPayload } from '@boneyard/protocol';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { LmdbStore } from '../src/store/lmdb.ts';
import { MemoryStore } from '../src/store/memory.ts';
import { RedisStore } from '../src/store/redis.ts';
import type { GameStore } from '../src/store/types.ts';
import {
  build,
  cleanRedis,
  connect,
  createRoom,
  fetchJson,
  newPrefix,
  REDIS_URL,
  send,
  type TestServer,
} from './helpers.ts';
import { ALL_STORES, buildOn } from './kinds.ts';

const SHORT = { preset: 'draw', players: 2 } as const;
/** A lobby nobody sits in: every seat a bot, the host only watching. */
const EMPTY_LOBBY: CreateRoomRequest = {
  name: 'Host',
  rules: SHORT,
  seats: [{ bot: 'easy' }, { bot: 'easy' }],
  hostSeat: null,
};
const SEATED_LOBBY: CreateRoomRequest = { name: 'Host', rules: SHORT };

function bounds(overrides: Partial<Config['bounds']>): Pick<Config, 'bounds'> {
  return {
    bounds: { maxRooms: 50_000, roomsPerIp: 100_000, botRoomsPerIp: 100_000, ...overrides },
  };
}

/** POST /api/rooms, from `from` when given (the servers trust one proxy hop: X-Forwarded-For). */
async function post(
  server: TestServer,
  body: unknown,
  from?: string,
): Promise<{ status: number; body: { code?: string; error?: ErrorPayload } }> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...(from === undefined ? {} : { 'x-forwarded-for': from }),
  };
  const response = await fetch(`${server.url}/api/rooms`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { code?: string; error?: ErrorPayload },
  };
}

/** room:create over a socket (closed after the answer). */
async function createOverSocket(server: TestServer, body: unknown) {
  const socket = connect(server.url);
  try {
    return await send(socket, 'room:create', body);
  } finally {
    socket.disconnect();
  }
}

async function untilGone(server: TestServer, code: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while ((await fetchJson(`${server.url}/api/rooms/${code}`)).status !== 404) {
    if (Date.now() - started > timeoutMs) throw new Error(`room ${code} did not expire`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(ALL_STORES)('room bounds (%s store)', (store) => {
  let server: TestServer | undefined;

  const start = async (overrides: Partial<Config>) => {
    server = await buildOn(store, overrides);
    return server;
  };

  it('a lobby with no person seated expires in LOBBY_TTL; one with a person seated lives on', async () => {
    try {
      const app = await start({ lobbyTtlMs: 1_500 });
      const empty = await createRoom(app.url, EMPTY_LOBBY);
      const seated = await createRoom(app.url, SEATED_LOBBY);
      await untilGone(app, empty.code, 20_000);
      expect((await fetchJson(`${app.url}/api/rooms/${seated.code}`)).status).toBe(200);
    } finally {
      await server?.close();
    }
  });

  it('one address may keep only ROOMS_PER_IP live rooms (HTTP 429 / an error ack); an expired one frees its place', async () => {
    try {
      const app = await start({
        lobbyTtlMs: 1_500,
        proxy: { hops: 1 },
        ...bounds({ roomsPerIp: 3 }),
      });
      const first = await createRoom(app.url, EMPTY_LOBBY);
      await createRoom(app.url, SEATED_LOBBY);
      expect((await createOverSocket(app, SEATED_LOBBY)).ok).toBe(true);
      const refused = await post(app, SEATED_LOBBY);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatchObject({ code: 'too-many-rooms' });
      expect(refused.body.error!.message).toContain('already has 3 live rooms');
      expect(await createOverSocket(app, SEATED_LOBBY)).toMatchObject({
        ok: false,
        error: { code: 'too-many-rooms' },
      });
      // Another address has its own count; one IPv6 client rotating within its /64 has one.
      expect((await post(app, SEATED_LOBBY, '203.0.113.7')).status).toBe(201);
      for (const host of ['1', '2', '3'])
        expect((await post(app, SEATED_LOBBY, `2001:db8:1:2::${host}`)).status).toBe(201);
      expect((await post(app, SEATED_LOBBY, '2001:db8:1:2:ffff::99')).body.error).toMatchObject({
        code: 'too-many-rooms',
      });
      // The empty lobby expires by itself, and its place is free a quarter of its time to live
      // later (room/caps.ts), with no clean-up run.
      await untilGone(app, first.code, 20_000);
      const started = Date.now();
      while ((await post(app, SEATED_LOBBY)).status !== 201) {
        if (Date.now() - started > 20_000) throw new Error('the expired lobby kept its place');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await post(app, SEATED_LOBBY)).status).toBe(429);
    } finally {
      await server?.close();
    }
  });

  it('the server holds only MAX_ROOMS rooms: then "server full" (HTTP 503 / an error ack)', async () => {
    try {
      const app = await start(bounds({ maxRooms: 2 }));
      await createRoom(app.url, SEATED_LOBBY);
      expect((await createOverSocket(app, SEATED_LOBBY)).ok).toBe(true);
      const full = await post(app, SEATED_LOBBY);
      expect(full.status).toBe(503);
      expect(full.body.error).toMatchObject({ code: 'server-full' });
      expect(full.body.error!.message).toContain('the server is full');
      expect(await createOverSocket(app, SEATED_LOBBY)).toMatchObject({
        ok: false,
        error: { code: 'server-full' },
      });
    } finally {
      await server?.close();
    }
  });
});

describe('room bounds over two processes (redis store)', () => {
  it('MAX_ROOMS and ROOMS_PER_IP are one count for every process sharing the store', async () => {
    const redisPrefix = newPrefix();
    const servers: TestServer[] = [];
    try {
      const config = {
        redisPrefix,
        proxy: { hops: 1 },
        ...bounds({ maxRooms: 3, roomsPerIp: 2 }),
      } as const;
      servers.push(await build('redis', config), await build('redis', config));
      const [a, b] = servers as [TestServer, TestServer];
      expect((await post(a, SEATED_LOBBY, '198.51.100.1')).status).toBe(201);
      expect((await post(b, SEATED_LOBBY, '198.51.100.1')).status).toBe(201);
      expect((await post(a, SEATED_LOBBY, '198.51.100.1')).body.error).toMatchObject({
        code: 'too-many-rooms',
      });
      expect((await post(b, SEATED_LOBBY, '198.51.100.2')).status).toBe(201);
      const full = await post(a, SEATED_LOBBY, '198.51.100.3');
      expect(full.status).toBe(503);
      expect(full.body.error).toMatchObject({ code: 'server-full' });
    } finally {
      for (const server of servers) await server.close();
      await cleanRedis(redisPrefix);
    }
  });
});

describe.each(ALL_STORES)(
  'the counts behind the bounds: GameStore.claimSlot (%s store)',
  (kind) => {
    it('lists up to the limit, renews a listed member past it, forgets lapsed and released members', async () => {
      const prefix = newPrefix();
      const dir = mkdtempSync(join(tmpdir(), 'boneyard-slots-'));
      const store: GameStore =
        kind === 'lmdb'
          ? new LmdbStore(dir)
          : kind === 'memory'
            ? new MemoryStore()
            : new RedisStore(REDIS_URL, prefix);
      try {
        const now = Date.now();
        const later = now + 60_000;
        expect(await store.claimSlot('s', 'a', later, 2)).toBe(true);
        expect(await store.claimSlot('s', 'b', now + 300, 2)).toBe(true);
        expect(await store.claimSlot('s', 'c', later, 2)).toBe(false);
        // A listed member is renewed whatever the limit; another set has its own count.
        expect(await store.claimSlot('s', 'a', later + 1, 2)).toBe(true);
        expect(await store.claimSlot('t', 'c', later, 1)).toBe(true);
        // b lapses by itself: its place is free once its time has passed.
        const lapsed = Date.now();
        while (!(await store.claimSlot('s', 'c', later, 2))) {
          if (Date.now() - lapsed > 10_000) throw new Error('a lapsed member kept its place');
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(Date.now()).toBeGreaterThanOrEqual(now + 300);
        expect(await store.claimSlot('s', 'd', later, 2)).toBe(false);
        await store.releaseSlot('s', 'a');
        expect(await store.claimSlot('s', 'd', later, 2)).toBe(true);
        // No limit: always listed (a renewal that must not be refused).
        expect(await store.claimSlot('s', 'e', later, null)).toBe(true);
        expect(await store.claimSlot('s', 'f', later, 3)).toBe(false);
      } finally {
        await store.close();
        rmSync(dir, { recursive: true, force: true });
        if (kind === 'redis') await cleanRedis(prefix);
      }
    });
  },
);
