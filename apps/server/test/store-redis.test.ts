// The Redis store beyond the GameStore port: which fields a commit rewrites, and process presence.
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { RoomState } from '@boneyard/table';
import { RedisStore } from '../src/store/redis.ts';
import { cleanRedis, newPrefix, REDIS_URL } from './helpers.ts';
import { NO_HOLDERS, room } from './store-fixtures.ts';

const prefix = newPrefix();
afterAll(async () => {
  await cleanRedis(prefix);
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
