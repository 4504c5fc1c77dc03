// The GameStore port, on every implementation (memory, LMDB, Redis): one atomic commit checks the action id and the
// version, writes the room, appends its events and moves the deadline; records outlive rooms.
import type { RoomState } from '@boneyard/table';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { LmdbStore } from '../src/store/lmdb.ts';
import { MemoryStore } from '../src/store/memory.ts';
import { RedisStore } from '../src/store/redis.ts';
import type { GameStore } from '../src/store/types.ts';
import { build, cleanRedis, newPrefix, REDIS_URL, STORES } from './helpers.ts';

const prefix = newPrefix();
const dataDir = mkdtempSync(join(tmpdir(), 'boneyard-store-'));
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await cleanRedis(prefix);
});

const KINDS = [...STORES, 'lmdb'] as const;
let lmdbDirs = 0;

function room(code: string, marker: number): RoomState {
  return { code, createdAt: marker, changedAt: marker, game: null } as unknown as RoomState;
}

const NO_HOLDERS = { added: [], removed: [] };

function open(kind: (typeof KINDS)[number]): GameStore {
  if (kind === 'lmdb') return new LmdbStore(join(dataDir, String(++lmdbDirs)));
  return kind === 'memory' ? new MemoryStore() : new RedisStore(REDIS_URL, prefix);
}

describe.each(KINDS)('%s store', (kind) => {
  it('creates once, then commits only on the expected version', async () => {
    const store = open(kind);
    const code = `C${kind.toUpperCase()}A`;
    expect(await store.create(room(code, 0), 60_000)).toBe(true);
    expect(await store.create(room(code, 9), 60_000)).toBe(false);
    const base = {
      code,
      events: [],
      actionId: null,
      deadlineAt: null,
      ttlMs: 60_000,
      holders: NO_HOLDERS,
    };
    expect(await store.commit({ ...base, expectVersion: 0, room: room(code, 1) })).toEqual({
      kind: 'ok',
      version: 1,
    });
    expect(await store.commit({ ...base, expectVersion: 0, room: room(code, 2) })).toEqual({
      kind: 'conflict',
    });
    const loaded = await store.load(code);
    expect(loaded?.version).toBe(1);
    expect(loaded?.room.createdAt).toBe(1);
    expect(
      await store.commit({
        ...base,
        code: 'NOSUCHROOM',
        expectVersion: 0,
        room: room('NOSUCHROOM', 1),
      }),
    ).toEqual({
      kind: 'conflict',
    });
    await store.close();
  });

  it('answers a repeated action id with its first result, whatever the version', async () => {
    const store = open(kind);
    const code = `C${kind.toUpperCase()}B`;
    await store.create(room(code, 0), 60_000);
    const base = {
      code,
      events: [{ type: 'match-started' as const, match: 1 }],
      deadlineAt: null,
      ttlMs: 60_000,
      holders: NO_HOLDERS,
    };
    expect(
      await store.commit({ ...base, expectVersion: 0, actionId: 's:a1', room: room(code, 1) }),
    ).toEqual({ kind: 'ok', version: 1 });
    expect(
      await store.commit({ ...base, expectVersion: 1, actionId: 's:a1', room: room(code, 2) }),
    ).toEqual({
      kind: 'duplicate',
      result: { version: 1 },
    });
    expect(
      await store.commit({ ...base, expectVersion: 7, actionId: 's:a1', room: room(code, 2) }),
    ).toMatchObject({ kind: 'duplicate' });
    expect(await store.actionResult(code, 's:a1')).toEqual({ version: 1 });
    expect(await store.actionResult(code, 's:zz')).toBeNull();
    expect((await store.load(code))?.version).toBe(1);
    expect(await store.eventsSince(code, 0)).toEqual([
      { version: 1, events: [{ type: 'match-started', match: 1 }] },
    ]);
    await store.close();
  });

  it('keeps the deadline with the room, and leases go to one owner', async () => {
    const store = open(kind);
    const code = `C${kind.toUpperCase()}C`;
    await store.create(room(code, 0), 60_000);
    const base = { code, events: [], actionId: null, ttlMs: 60_000, holders: NO_HOLDERS };
    await store.commit({ ...base, expectVersion: 0, room: room(code, 1), deadlineAt: 1_000 });
    expect(await store.dueRooms(999, 10)).not.toContain(code);
    expect(await store.dueRooms(1_000, 10)).toContain(code);
    await store.commit({ ...base, expectVersion: 1, room: room(code, 2), deadlineAt: null });
    expect(await store.dueRooms(Number.MAX_SAFE_INTEGER, 10)).not.toContain(code);
    await store.commit({ ...base, expectVersion: 2, room: room(code, 3), deadlineAt: 5 });
    await store.dropDeadline(code);
    expect(await store.dueRooms(Number.MAX_SAFE_INTEGER, 10)).not.toContain(code);
    expect(await store.lease(`tick:${code}`, 'one', 5_000)).toBe(true);
    expect(await store.lease(`tick:${code}`, 'two', 5_000)).toBe(false);
    await store.close();
  });

  it('stores finished hands apart from the room and gives them back on load', async () => {
    const store = open(kind);
    const code = `C${kind.toUpperCase()}E`;
    await store.create(room(code, 0), 60_000);
    const withHistory = (history: unknown[]) =>
      ({ ...room(code, 1), game: { phase: 'playing', history } }) as unknown as RoomState;
    const base = {
      code,
      events: [],
      actionId: null,
      deadlineAt: null,
      ttlMs: 60_000,
      holders: NO_HOLDERS,
    };
    const hands = [{ number: 1 }];
    await store.commit({ ...base, expectVersion: 0, room: withHistory(hands) });
    await store.commit({ ...base, expectVersion: 1, room: withHistory(hands) }); // same hands: not rewritten
    expect((await store.load(code))?.room.game?.history).toEqual([{ number: 1 }]);
    await store.commit({ ...base, expectVersion: 2, room: withHistory([...hands, { number: 2 }]) });
    // Another client of the same store (Redis) or the same store re-read (the embedded ones).
    const other = open(kind === 'redis' ? 'redis' : 'memory');
    const seen = kind === 'redis' ? await other.load(code) : await store.load(code);
    expect(seen?.room.game?.history).toEqual([{ number: 1 }, { number: 2 }]);
    await other.close();
    await store.close();
  });

  it('expires abandoned rooms but keeps their records', async () => {
    const store = open(kind);
    const code = `C${kind.toUpperCase()}D`;
    await store.create(room(code, 0), 100);
    await store.putRecord(code, 1, '{"match":1}', 60_000);
    await store.putRecord(code, 2, '{"match":2}', 60_000);
    await new Promise((r) => setTimeout(r, 250));
    expect(await store.load(code)).toBeNull();
    expect(await store.getRecord(code, null)).toBe('{"match":2}');
    expect(await store.getRecord(code, 1)).toBe('{"match":1}');
    expect(await store.getRecord(code, 3)).toBeNull();
    await store.close();
  });
});

describe('redis store: what a commit writes', () => {
  it('rewrites only the live part of the room; rules, seats and revealed deals only when they change', async () => {
    const store = new RedisStore(REDIS_URL, prefix);
    const raw = new Redis(REDIS_URL);
    const code = 'CPARTS';
    const key = `${prefix}room:{${code}}`;
    const rules = { preset: 'kozel' };
    const seats = [{ kind: 'human', name: 'A' }];
    const revealed = [{ hand: 1 }];
    const at = (marker: number, parts: Record<string, unknown> = {}) =>
      ({ ...room(code, marker), rules, seats, revealed, ...parts }) as unknown as RoomState;
    const base = {
      code,
      events: [],
      actionId: null,
      deadlineAt: null,
      ttlMs: 60_000,
      holders: NO_HOLDERS,
    };
    await store.create(at(0), 60_000);
    expect(await store.commit({ ...base, expectVersion: 0, room: at(1) })).toEqual({
      kind: 'ok',
      version: 1,
    });
    expect(JSON.parse((await raw.hget(key, 's'))!)).not.toHaveProperty('rules');
    // Marked behind the store's back: a commit that rewrote the field would erase the mark.
    await raw.hset(key, 'u', '{"preset":"marked"}', 'p', '[{"name":"marked"}]');
    expect(await store.commit({ ...base, expectVersion: 1, room: at(2) })).toEqual({
      kind: 'ok',
      version: 2,
    });
    expect(await raw.hmget(key, 'u', 'p')).toEqual(['{"preset":"marked"}', '[{"name":"marked"}]']);
    // New seats (someone joined): that part alone is written.
    expect(
      await store.commit({
        ...base,
        expectVersion: 2,
        room: at(3, { seats: [{ kind: 'human', name: 'B' }] }),
      }),
    ).toEqual({ kind: 'ok', version: 3 });
    expect(await raw.hmget(key, 'u', 'p')).toEqual([
      '{"preset":"marked"}',
      '[{"kind":"human","name":"B"}]',
    ]);
    // Another process reads the room whole.
    const other = new RedisStore(REDIS_URL, prefix);
    const loaded = await other.load(code);
    expect(loaded?.room).toMatchObject({
      createdAt: 3,
      rules: { preset: 'marked' },
      seats: [{ name: 'B' }],
      revealed: [{ hand: 1 }],
    });
    await other.close();
    raw.disconnect();
    await store.close();
  });
});

describe('redis store: process presence', () => {
  it('indexes the rooms a process holds with the commit, and lists it as dead once its lease lapses', async () => {
    const store = new RedisStore(REDIS_URL, prefix);
    const code = 'CPRESENCE';
    await store.create(room(code, 0), 60_000);
    const base = { code, events: [], actionId: null, deadlineAt: null, ttlMs: 60_000 };
    expect(await store.keepAlive('alive', 60_000, true)).toBe(true);
    // A long lease, shortened below: a 100 ms lease could lapse before the checks that expect it
    // alive when the machine is busy.
    expect(await store.keepAlive('doomed', 60_000, true)).toBe(true);
    await store.commit({
      ...base,
      expectVersion: 0,
      room: room(code, 1),
      holders: { added: ['alive', 'doomed'], removed: [] },
    });
    expect(await store.roomsHeldBy('doomed')).toEqual([code]);
    expect(await store.deadProcesses()).toEqual([]);
    expect(await store.keepAlive('doomed', 1, false)).toBe(true); // the last renewal: 1 ms
    while ((await store.deadProcesses()).length === 0) await new Promise((r) => setTimeout(r, 10));
    expect(await store.keepAlive('doomed', 100, false)).toBe(false); // lapsed: not silently revived
    expect(await store.deadProcesses()).toEqual(['doomed']);
    expect(await store.forgetProcess('doomed')).toBe(false); // a room still lists it
    await store.commit({
      ...base,
      expectVersion: 1,
      room: room(code, 2),
      holders: { added: [], removed: ['doomed'] },
    });
    expect(await store.roomsHeldBy('doomed')).toEqual([]);
    expect(await store.forgetProcess('doomed')).toBe(true);
    expect(await store.deadProcesses()).toEqual([]);
    expect(await store.roomsHeldBy('alive')).toEqual([code]);
    await store.close();
  });
});

describe('lmdb store: persistence and sweeping', () => {
  it('a reopened data directory holds every committed room, event, action, deadline and record', async () => {
    const dir = join(dataDir, 'reopen');
    const first = new LmdbStore(dir);
    const code = 'CREOPEN';
    await first.create(room(code, 0), 60_000);
    const base = {
      code,
      events: [{ type: 'match-started' as const, match: 1 }],
      ttlMs: 60_000,
      holders: { added: ['p1'], removed: [] },
    };
    expect(
      await first.commit({
        ...base,
        expectVersion: 0,
        actionId: 's:a1',
        room: room(code, 1),
        deadlineAt: 500,
      }),
    ).toEqual({ kind: 'ok', version: 1 });
    await first.putRecord(code, 1, '{"match":1}', 60_000);
    expect(await first.keepAlive('p1', 60_000, true)).toBe(true);
    await first.close();

    const second = new LmdbStore(dir);
    expect(await second.load(code)).toEqual({ room: room(code, 1), version: 1 });
    expect(await second.actionResult(code, 's:a1')).toEqual({ version: 1 });
    expect(await second.eventsSince(code, 0)).toEqual([
      { version: 1, events: [{ type: 'match-started', match: 1 }] },
    ]);
    expect(await second.dueRooms(500, 10)).toEqual([code]);
    expect(await second.roomsHeldBy('p1')).toEqual([code]);
    expect(await second.getRecord(code, null)).toBe('{"match":1}');
    expect(
      await second.commit({
        ...base,
        expectVersion: 0,
        actionId: null,
        room: room(code, 2),
        deadlineAt: null,
      }),
    ).toEqual({ kind: 'conflict' });
    await second.close();
  });

  it('keeps only the last 200 changes of the event log', async () => {
    const store = new LmdbStore(join(dataDir, 'log'));
    const code = 'CLOG';
    await store.create(room(code, 0), 60_000);
    for (let version = 0; version < 205; version++) {
      const events = [{ type: 'match-started' as const, match: version }];
      await store.commit({
        code,
        events,
        actionId: null,
        deadlineAt: null,
        ttlMs: 60_000,
        holders: NO_HOLDERS,
        expectVersion: version,
        room: room(code, version),
      });
    }
    const log = await store.eventsSince(code, 0);
    expect(log.map((entry) => entry.version)).toEqual(Array.from({ length: 200 }, (_, i) => i + 6));
    await store.close();
  });

  it('sweeps expired rooms with everything kept for them, and expired records', async () => {
    const store = new LmdbStore(join(dataDir, 'sweep'));
    const keep = 'CKEEP';
    const gone = 'CGONE';
    await store.create(room(keep, 0), 60_000);
    await store.create(room(gone, 0), 60_000);
    const withHolder = { ...room(gone, 1), seats: [{ heldBy: ['dead'] }] } as unknown as RoomState;
    const base = {
      events: [],
      ttlMs: 60_000,
      expectVersion: 0,
      holders: { added: ['dead'], removed: [] },
    };
    await store.commit({
      ...base,
      code: keep,
      actionId: 'k:1',
      room: room(keep, 1),
      deadlineAt: 10,
    });
    await store.commit({
      ...base,
      code: gone,
      actionId: 'g:1',
      room: withHolder,
      deadlineAt: 10,
      ttlMs: 50,
    });
    await store.putRecord(keep, 1, '{"keep":1}', 60_000);
    await store.putRecord(gone, 1, '{"gone":1}', 50);
    const before = store.counts();
    expect(before).toMatchObject({ rooms: 2, parts: 1, log: 2, actions: 2, deadlines: 2, held: 2 }); // parts: the seats of `gone`

    // Swept as if 100 ms later: nothing of the expired room or record is left, the rest is intact.
    expect(await store.sweep(Date.now() + 100)).toEqual({ rooms: 1, records: 1 });
    expect(store.counts()).toEqual({
      rooms: 1,
      parts: 0,
      log: 1,
      actions: 1,
      deadlines: 1,
      held: 1,
      records: 2,
      roomExpiries: 1,
      recordExpiries: 1,
    });
    expect(await store.roomsHeldBy('dead')).toEqual([keep]);
    expect(await store.getRecord(gone, null)).toBeNull();
    expect(await store.getRecord(keep, 1)).toBe('{"keep":1}');
    expect((await store.load(keep))?.version).toBe(1);
    await store.close();
  });

  it('a server starting on a data directory sweeps the rooms that expired while it was down', async () => {
    const dir = join(dataDir, 'startup');
    const before = new LmdbStore(dir);
    await before.create(room('CSTALE', 0), 1);
    await before.create(room('CFRESH', 0), 600_000);
    await before.close();
    await new Promise((r) => setTimeout(r, 20));
    const server = await build('memory', { embeddedStore: 'lmdb', dataDir: dir });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    await server.close();
    const after = new LmdbStore(dir);
    expect(after.counts().rooms).toBe(1);
    expect((await after.load('CFRESH'))?.version).toBe(0);
    await after.close();
  });
});
