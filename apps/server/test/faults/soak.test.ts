// A soak sized for CI: hundreds of rooms are created, some played to the end by a person and three
// bots, the rest joined and abandoned, all with a short TTL; once they expire, the Redis keys, the
// process's handles and its heap come back to where they were before (two rounds, so a leak that
// grows per round shows). Runs the server in this process (for the heap), on Redis.
import { Redis } from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  build,
  cleanRedis,
  connect,
  createRoom,
  newPrefix,
  REDIS_URL,
  send,
  until,
  type TestServer,
} from '../helpers.ts';
import { FaultPlayer } from './player.ts';

const ROOMS_PER_ROUND = Number(process.env.SOAK_ROOMS ?? 300);
const PLAYED_PER_ROUND = Math.ceil(ROOMS_PER_ROUND / 10);
// Long enough that a loaded machine sets a round up well inside it (every commit renews it), short
// enough that the expiry waits stay brief.
const TTL_MS = 15_000;

async function keysUnder(
  redis: Redis,
  prefix: string,
): Promise<{ rooms: number; records: number; other: string[] }> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  const local = keys.map((key) => key.slice(prefix.length));
  return {
    rooms: local.filter((key) => key.startsWith('room:')).length,
    // Match records are kept RECORD_TTL_DAYS (≥ 7) on purpose: counted, not expected to go.
    records: local.filter((key) => key.startsWith('records:')).length,
    other: local.filter((key) => !key.startsWith('room:') && !key.startsWith('records:')).sort(),
  };
}

// A full collection before each heap reading, whichever config runs this file (no --expose-gc needed).
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

function heapMiB(): number {
  collect();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

async function round(server: TestServer): Promise<void> {
  const played: FaultPlayer[] = [];
  for (let i = 0; i < PLAYED_PER_ROUND; i++) {
    const created = await createRoom(server.url, {
      name: 'Host',
      rules: { preset: 'draw', players: 4, pairs: false, target: 50 },
      seats: [{ bot: null }, { bot: 'easy' }, { bot: 'easy' }, { bot: 'easy' }],
    });
    played.push(new FaultPlayer(server.url, created.code, created.token, `host${i}`));
  }
  await until(() => played.every((p) => p.joined), 30_000, 'hosts joined');
  for (const host of played) {
    const started = await send(host.socket, 'host:start', {});
    expect(started.ok, JSON.stringify(started)).toBe(true);
  }
  // The abandoned ones: created, joined by a guest who sits down, then everyone leaves.
  for (let i = PLAYED_PER_ROUND; i < ROOMS_PER_ROUND; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, ROOMS_PER_ROUND - i) }, async () => {
        const created = await createRoom(server.url, { name: 'Host', rules: { preset: 'kozel' } });
        const guest = connect(server.url);
        expect((await send(guest, 'room:join', { code: created.code })).ok).toBe(true);
        expect((await send(guest, 'seat:take', { seat: 1, name: 'Guest' })).ok).toBe(true);
        guest.disconnect();
      }),
    );
  }
  await until(() => played.every((p) => p.status === 'ended'), 120_000, 'played rooms ended');
  for (const host of played) host.close();
}

describe('soak: rooms created, played, abandoned and expired', () => {
  const prefix = newPrefix();
  const redis = new Redis(REDIS_URL);
  let server: TestServer | null = null;
  afterAll(async () => {
    await server?.close();
    await cleanRedis(prefix);
    redis.disconnect();
  });

  it(
    `${ROOMS_PER_ROUND} rooms a round, two rounds: keys, handles and heap return to baseline`,
    { timeout: 480_000 },
    async () => {
      server = await build('redis', {
        redisPrefix: prefix,
        roomTtlMs: TTL_MS,
        limits: {
          socketPerSecond: 1000,
          ipPerSecond: 1_000_000,
          createPerMinute: 1_000_000,
          joinPerMinute: 1_000_000,
          abuse: 20,
        },
      });
      const expired = async () => {
        const started = Date.now();
        for (;;) {
          const keys = await keysUnder(redis, prefix);
          // The expiry index empties with the ticks after the room keys expire (store/redis.ts).
          if (keys.rooms === 0 && !keys.other.includes('expiries')) return keys;
          if (Date.now() - started > TTL_MS + 90_000)
            throw new Error(`rooms not expired: ${JSON.stringify(keys)}`);
          await sleep(500);
        }
      };
      // Warm-up round (JIT, pools, module state), then the baseline.
      await round(server);
      const warm = await expired();
      await sleep(1000);
      const baseline = {
        heap: heapMiB(),
        handles: process.getActiveResourcesInfo().length,
        keys: warm,
      };

      const after: { heap: number; handles: number }[] = [];
      for (let r = 0; r < 2; r++) {
        await round(server);
        const keys = await expired();
        expect(
          keys.other,
          'keys other than rooms and records are back to the baseline set',
        ).toEqual(baseline.keys.other);
        expect(keys.records).toBe(baseline.keys.records + (r + 1) * PLAYED_PER_ROUND);
        await sleep(1000);
        after.push({ heap: heapMiB(), handles: process.getActiveResourcesInfo().length });
      }
      console.log(
        JSON.stringify({ baseline: { heap: baseline.heap, handles: baseline.handles }, after }),
      );
      for (const sample of after) {
        expect(sample.handles, 'handles back to baseline').toBeLessThanOrEqual(
          baseline.handles + 5,
        );
        expect(sample.heap, 'heap back to baseline (MiB)').toBeLessThan(baseline.heap + 12);
      }
      // No growth from one round to the next.
      expect(after[1]!.heap - after[0]!.heap).toBeLessThan(6);
    },
  );
});
