// bench:server's expiry scenario (issue 44, part 6): the pause of one expiry tick with EXPIRY_ROOMS
// lobby rooms stored. LMDB: the tick (a range read of the expiry index, one write transaction of
// at most EXPIRY_BATCH removals) with a third of the rooms overdue, and with none due; against,
// in the same run, the full scan the store ran once a minute before the index (every room read
// and decoded). Redis: the tick (one script per index shard) after a third of the rooms' keys
// expired. Per tick: "wall", the await; "busy", the event loop's active time in it (the pause other
// rooms see; on a loaded machine it includes time the thread waited for a core); "cpu", the
// process's CPU time in it (all threads: an upper bound of the main thread's). The first tick of
// each run is cold (JIT, pages) and printed apart; p50 and max are over the TICKS after it.
import { figure, type SummaryRow } from './summary.ts';
import { CreateRoomRequestSchema } from '@boneyard/protocol';
import { commands, type RoomState } from '@boneyard/table';
import { Redis } from 'ioredis';
import { open as openLmdb } from 'lmdb';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance as hooks } from 'node:perf_hooks';
import { LmdbStore } from '../src/store/lmdb.ts';
import { RedisStore } from '../src/store/redis.ts';
import { EXPIRY_BATCH, type GameStore } from '../src/store/types.ts';
import { clearPrefix, percentile, roundTo } from './table-client.ts';

/** Ticks measured each way: p50 and max. */
const TICKS = 20;
/** Repetitions of the old full scan. */
const SCANS = 5;
const HOUR = 3_600_000;

const round = (n: number) => roundTo(n, 3);
interface Summary {
  readonly p50: number;
  readonly max: number;
}
const summary = (values: number[]): Summary => ({
  p50: round(percentile(values, 50)),
  max: round(Math.max(...values)),
});

/** A lobby room as `room:create` makes it (Kozel, the host's seat and three open ones). */
function lobbyRoom(index: number, now: number): RoomState {
  const request = CreateRoomRequestSchema.parse({ name: 'Host', rules: { preset: 'kozel' } });
  const made = commands.createRoom(
    `E${index.toString(36).toUpperCase().padStart(5, '0')}`,
    request,
    'x'.repeat(64),
    now,
  );
  if (!made.ok) throw new Error(`lobby room: ${made.error.message}`);
  return made.value;
}

/**
 * Stores `count` lobby rooms as a host's visit leaves them — created, then the host's connection
 * recorded in their seat (a commit: seats part, log entry, holder index) — every third with
 * `shortTtl`, the others for a day; in parallel batches.
 */
async function fill(store: GameStore, count: number, shortTtl: number): Promise<void> {
  const now = Date.now();
  const visit = async (index: number) => {
    const room = lobbyRoom(index, now);
    const ttlMs = index % 3 === 0 ? shortTtl : 24 * HOUR;
    await store.create(room, ttlMs);
    const seats = room.seats.map((seat, at) =>
      at === 0 ? { ...seat, heldBy: ['bench-process'], online: true } : seat,
    );
    const holders = { added: ['bench-process'], removed: [] };
    await store.commit({
      code: room.code,
      expectVersion: 0,
      room: { ...room, seats },
      events: [],
      actionId: null,
      deadlineAt: null,
      ttlMs,
      holders,
    });
  };
  for (let start = 0; start < count; start += 1_000) {
    await Promise.all(
      Array.from({ length: Math.min(1_000, count - start) }, (_, i) => visit(start + i)),
    );
  }
}

interface Timing {
  readonly wall: number;
  readonly busy: number;
  readonly cpu: number;
}

/** Wall, event-loop-active and CPU milliseconds of `work`. */
async function timed(work: () => Promise<unknown>): Promise<Timing> {
  const loop = hooks.eventLoopUtilization();
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return {
    wall,
    busy: hooks.eventLoopUtilization(loop).active,
    cpu: (used.user + used.system) / 1000,
  };
}

const summaries = (times: Timing[]) => ({
  wallMs: summary(times.map((t) => t.wall)),
  busyMs: summary(times.map((t) => t.busy)),
  cpuMs: summary(times.map((t) => t.cpu)),
});
const rounded = (time: Timing) => ({
  wallMs: round(time.wall),
  busyMs: round(time.busy),
  cpuMs: round(time.cpu),
});

/** A cold tick, then TICKS measured ones. */
async function ticks(store: GameStore, now: () => number) {
  const times: Timing[] = [];
  let removed = 0;
  for (let tick = 0; tick <= TICKS; tick++)
    times.push(
      await timed(async () => (removed += (await store.expire(now(), EXPIRY_BATCH)).rooms)),
    );
  return { firstTick: rounded(times[0]!), ...summaries(times.slice(1)), removed };
}

/** What the LMDB store did once a minute before the index, SCANS times: read every room. */
async function fullScans(dir: string, now: number): Promise<{ times: Timing[]; overdue: number }> {
  const root = openLmdb({ path: dir, maxDbs: 14 });
  const rooms = root.openDB<{ expiresAt: number }, string>('rooms', {});
  const times: Timing[] = [];
  let overdue = 0;
  for (let scan = 0; scan < SCANS; scan++) {
    times.push(
      await timed(
        async () =>
          (overdue = [...rooms.getRange({})].filter(({ value }) => value.expiresAt <= now).length),
      ),
    );
  }
  await root.close();
  return { times, overdue };
}

async function lmdbExpiry(count: number): Promise<object> {
  const dir = mkdtempSync(join(tmpdir(), 'boneyard-bench-expiry-'));
  try {
    const filling = new LmdbStore(dir);
    const started = performance.now();
    await fill(filling, count, 10 * 60_000);
    const fillSeconds = (performance.now() - started) / 1000;
    await filling.close();
    const later = Date.now() + 11 * 60_000; // a third overdue
    const { times: scans, overdue } = await fullScans(dir, later);
    const store = new LmdbStore(dir);
    const nothingDue = await ticks(store, () => Date.now());
    const batchDue = await ticks(store, () => later);
    await store.close();
    const fullScan = summaries(scans);
    return {
      rooms: count,
      overdue,
      batch: EXPIRY_BATCH,
      fillSeconds: round(fillSeconds),
      tickNothingDue: nothingDue,
      tickBatchDue: batchDue,
      oldFullScan: fullScan,
      fullScanOverTickBusyP50: round(fullScan.busyMs.p50 / batchDue.busyMs.p50),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function redisExpiry(count: number, url: string): Promise<object> {
  const prefix = `bench:${Date.now().toString(36)}:expiry:`;
  const store = new RedisStore(url, prefix);
  const raw = new Redis(url);
  try {
    const started = performance.now();
    await fill(store, count, 2_000);
    const fillSeconds = (performance.now() - started) / 1000;
    const nothingDue = await ticks(store, () => Date.now() - 60_000);
    await new Promise((resolve) => setTimeout(resolve, 2_500)); // the short rooms' keys expire
    const batchDue = await ticks(store, () => Date.now());
    return {
      rooms: count,
      batch: EXPIRY_BATCH,
      fillSeconds: round(fillSeconds),
      tickNothingDue: nothingDue,
      tickBatchDue: batchDue,
    };
  } finally {
    await store.close();
    await clearPrefix(raw, prefix);
    raw.disconnect();
  }
}

export async function expiryScenario(rooms: number, redisUrl: string): Promise<SummaryRow> {
  const lmdb = await lmdbExpiry(rooms);
  const redis = await redisExpiry(rooms, redisUrl);
  console.log(JSON.stringify({ scenario: 'expiry', lmdb, redis }, null, 2));
  const busyP50 = (result: object) =>
    (result as { tickBatchDue: { busyMs: { p50: number } } }).tickBatchDue.busyMs.p50;
  return {
    scenario: `expiry: one cleanup tick with ${rooms.toLocaleString('en-US')} rooms stored, a third overdue`,
    measured: `tick busy p50 ${figure(busyP50(lmdb))} ms on LMDB, ${figure(busyP50(redis))} ms on Redis`,
    goal: '≤ 5 ms a tick',
  };
}
