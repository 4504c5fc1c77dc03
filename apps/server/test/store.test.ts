// The GameStore port, on every implementation (memory, LMDB, Redis): one atomic commit checks the action id and the
// version, writes the room, appends its events and moves the deadline; records outlive rooms.
// What only Redis or only LMDB promises: store-redis.test.ts, store-lmdb.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RoomState } from '@boneyard/table';
import { afterAll, describe, expect, it } from 'vitest';
import { LmdbStore } from '../src/store/lmdb.ts';
import { MemoryStore } from '../src/store/memory.ts';
import { RedisStore } from '../src/store/redis.ts';
import type { GameStore } from '../src/store/types.ts';
import { cleanRedis, newPrefix, REDIS_URL, STORES } from './helpers.ts';
import { NO_HOLDERS, room } from './store-fixtures.ts';

const prefix = newPrefix();
const dataDir = mkdtempSync(join(tmpdir(), 'boneyard-store-'));
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await cleanRedis(prefix);
});

const KINDS = [...STORES, 'lmdb'] as const;
let lmdbDirs = 0;

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
