// Expiry by an index of deadlines (issue 44, part 6): each store removes, per tick, only rooms whose
// expiry passed — at most a batch of them — found in expiry order (a sorted set in Redis, a key
// range in LMDB), never by reading every room. Each write's own ttl moves the room in the index.
import type { RoomState } from '@boneyard/table';
import { Redis } from 'ioredis';
import { open as openLmdb } from 'lmdb';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LmdbStore } from '../src/store/lmdb.ts';
import { MemoryStore } from '../src/store/memory.ts';
import { RedisStore } from '../src/store/redis.ts';
import type { GameStore } from '../src/store/types.ts';
import { cleanRedis, newPrefix, REDIS_URL } from './helpers.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'boneyard-expiry-'));
const prefixes: string[] = [];
const raw = new Redis(REDIS_URL);
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  for (const prefix of prefixes) await cleanRedis(prefix);
  raw.disconnect();
});

const KINDS = ['memory', 'lmdb', 'redis'] as const;
type Kind = (typeof KINDS)[number];
let dirs = 0;

function room(code: string, seats: unknown[] = []): RoomState {
  return { code, createdAt: 0, changedAt: 0, game: null, seats } as unknown as RoomState;
}

interface Opened {
  readonly store: GameStore;
  /** Room entries in the store's expiry index. */
  indexed(): Promise<number>;
}

function open(kind: Kind): Opened {
  if (kind === 'memory') {
    const store = new MemoryStore();
    return { store, indexed: async () => store.indexSizes().rooms };
  }
  if (kind === 'lmdb') {
    // No time budget: a tick's count then depends on the batch alone, not on the machine's speed.
    const store = new LmdbStore(join(dataDir, String(++dirs)), Number.POSITIVE_INFINITY);
    return { store, indexed: async () => store.counts().roomExpiries! };
  }
  const prefix = newPrefix();
  prefixes.push(prefix);
  const store = new RedisStore(REDIS_URL, prefix);
  return { store, indexed: () => raw.zcard(`${prefix}expiries`) };
}

const NO_HOLDERS = { added: [], removed: [] };
const FAR = 3_600_000;

/** Waits (real time: Redis expires keys by its own clock) until `ms` have passed since `since`. */
async function passed(since: number, ms: number): Promise<void> {
  while (Date.now() < since + ms + 5) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe.each(KINDS)('%s store: expiry by index', (kind) => {
  it('a shortened ttl on commit makes the room expire earlier, and its index entries go with it', async () => {
    const { store, indexed } = open(kind);
    await store.keepAlive('proc-a', FAR, true);
    await store.create(room('XSHORT'), FAR);
    await store.create(room('XLONG'), FAR);
    const base = {
      events: [],
      actionId: null,
      deadlineAt: Date.now() + FAR,
      expectVersion: 0,
      holders: { added: ['proc-a'], removed: [] },
    };
    await store.commit({
      ...base,
      code: 'XSHORT',
      room: room('XSHORT', [{ heldBy: ['proc-a'] }]),
      ttlMs: 150,
    });
    const committed = Date.now(); // its expiry is at most this + 150
    await store.commit({
      ...base,
      code: 'XLONG',
      room: room('XLONG', [{ heldBy: ['proc-a'] }]),
      ttlMs: FAR,
    });
    expect(await indexed()).toBe(2);
    await passed(committed, 150);

    expect(await store.expire(Date.now(), 100)).toEqual({ rooms: 1, records: 0 });
    expect(await indexed()).toBe(1);
    expect(await store.load('XSHORT')).toBeNull();
    expect((await store.load('XLONG'))?.version).toBe(1);
    // Its deadline and its place in the process's index went with it.
    const due = await store.dueRooms(Number.MAX_SAFE_INTEGER, 10);
    expect(due).toContain('XLONG');
    expect(due).not.toContain('XSHORT');
    if (kind !== 'memory') expect(await store.roomsHeldBy('proc-a')).toEqual(['XLONG']);
    expect(await store.expire(Date.now(), 100)).toEqual({ rooms: 0, records: 0 });
    await store.close();
  });

  it('a tick removes at most the batch size', async () => {
    const { store, indexed } = open(kind);
    for (let i = 0; i < 7; i++) await store.create(room(`XBATCH${i}`), 100);
    const created = Date.now(); // the last expiry is at most this + 100
    await store.create(room('XSTAYS'), FAR);
    await passed(created, 100);
    const ticks = [];
    for (let tick = 0; tick < 4; tick++) ticks.push((await store.expire(Date.now(), 3)).rooms);
    expect(ticks).toEqual([3, 3, 1, 0]);
    expect(await indexed()).toBe(1);
    expect((await store.load('XSTAYS'))?.version).toBe(0);
    await store.close();
  });
});

describe.each(['memory', 'lmdb'] as const)('%s store: expiry times', (kind) => {
  it('a room expires at its expiry, not before; a longer ttl on commit moves it later', async () => {
    const { store } = open(kind);
    const before = Date.now();
    await store.create(room('XTIME'), 60_000);
    const after = Date.now();
    expect(await store.expire(before + 59_999, 100)).toEqual({ rooms: 0, records: 0 });
    const commitBefore = Date.now();
    const base = {
      code: 'XTIME',
      events: [],
      actionId: null,
      deadlineAt: null,
      holders: NO_HOLDERS,
      room: room('XTIME'),
    };
    await store.commit({ ...base, expectVersion: 0, ttlMs: 120_000 });
    // Its first expiry passed: the index followed the commit, so nothing goes.
    expect(await store.expire(after + 60_000, 100)).toEqual({ rooms: 0, records: 0 });
    expect(await store.expire(commitBefore + 119_999, 100)).toEqual({ rooms: 0, records: 0 });
    expect(await store.expire(Date.now() + 120_000, 100)).toEqual({ rooms: 1, records: 0 });
    await store.close();
  });

  it('records expire by their own ttl, moved by each putRecord', async () => {
    const { store } = open(kind);
    const first = Date.now();
    await store.putRecord('XREC', 1, '{"match":1}', 1_000);
    await store.putRecord('XREC', 2, '{"match":2}', 60_000);
    expect(await store.expire(first + 30_000, 100)).toEqual({ rooms: 0, records: 0 });
    expect(await store.getRecord('XREC', 1)).toBe('{"match":1}');
    expect(await store.expire(Date.now() + 60_000, 100)).toEqual({ rooms: 0, records: 1 });
    if (store instanceof LmdbStore)
      expect(store.counts()).toMatchObject({ records: 0, recordExpiries: 0 });
    if (store instanceof MemoryStore) expect(store.indexSizes().records).toBe(0);
    await store.close();
  });
});

describe('lmdb store: time budget', () => {
  it('a tick past its time budget stops, having removed at least one room', async () => {
    const store = new LmdbStore(join(dataDir, 'budget'), 0);
    for (let i = 0; i < 3; i++) await store.create(room(`XBUDGET${i}`), 1_000);
    const later = Date.now() + 2_000;
    const ticks = [];
    for (let tick = 0; tick < 4; tick++) ticks.push((await store.expire(later, 100)).rooms);
    expect(ticks).toEqual([1, 1, 1, 0]);
    expect(store.counts()).toMatchObject({ rooms: 0, roomExpiries: 0 });
    await store.close();
  });
});

describe('lmdb store: data written before the expiry index', () => {
  it('indexes old rooms and records once at open, so they still expire', async () => {
    const dir = join(dataDir, 'old');
    // What the previous version wrote: rooms and records, no index sub-databases.
    const old = openLmdb({ path: dir, maxDbs: 12 });
    const rooms = old.openDB('rooms', {});
    const records = old.openDB('records', {});
    const now = Date.now();
    await rooms.put('XOLD1', {
      version: 0,
      json: JSON.stringify(room('XOLD1')),
      expiresAt: now + 1_000,
      deadlineAt: null,
    });
    await rooms.put('XOLD2', {
      version: 0,
      json: JSON.stringify(room('XOLD2')),
      expiresAt: now + FAR,
      deadlineAt: null,
    });
    await records.put(['XOLD1', 1], '{"match":1}');
    await records.put(['XOLD1', 0], { latest: 1, expiresAt: now + 1_000 });
    await old.close();

    const store = new LmdbStore(dir);
    expect(store.counts()).toMatchObject({ rooms: 2, roomExpiries: 2, recordExpiries: 1 });
    expect(await store.expire(now + 2_000, 100)).toEqual({ rooms: 1, records: 1 });
    expect(store.counts()).toMatchObject({
      rooms: 1,
      roomExpiries: 1,
      records: 0,
      recordExpiries: 0,
    });
    expect((await store.load('XOLD2'))?.version).toBe(0);
    await store.close();
    // Indexed once: a reopened directory keeps its index as it is.
    const again = new LmdbStore(dir);
    expect(again.counts()).toMatchObject({ rooms: 1, roomExpiries: 1 });
    await again.close();
  });
});

describe('redis store: a room in its last millisecond', () => {
  // Redis expires a key only once its time is strictly past, so PTTL answers 0 during the key's
  // last millisecond. A tick that took 0 for "gone" dropped the room from the expiry index but left
  // it in the rooms-per-process index and the deadlines for good (the soak's leftover `held:` key).
  // Ticks here run back to back, several per millisecond, so most rooms are ticked at 0.
  it('is kept in the index until its key is gone, then leaves every index', async () => {
    const { store, indexed } = open('redis');
    const redisStore = store as RedisStore;
    const shard = redisStore.layout.shard(0);
    await store.keepAlive('proc-a', FAR, true);
    let now = Date.now() + FAR; // every tick sees every room as due; each tick's is later still
    for (let i = 0; i < 20; i++) {
      const code = `XLAST${i}`;
      await store.create(room(code), FAR);
      const held = room(code, [{ heldBy: ['proc-a'] }]);
      const commit = { code, room: held, events: [], actionId: null, expectVersion: 0, ttlMs: 4 };
      await store.commit({
        ...commit,
        deadlineAt: Date.now() + FAR,
        holders: { added: ['proc-a'], removed: [] },
      });
      while ((await indexed()) > 0) await store.expire((now += 1_000), 100);
      expect(await raw.exists(redisStore.layout.room(code)), `${code} expired`).toBe(0);
      expect(await store.roomsHeldBy('proc-a'), `${code} left the process's rooms`).toEqual([]);
      expect(await raw.zcard(shard.deadlines), `${code} left the deadlines`).toBe(0);
    }
    await store.close();
  });
});
