// pnpm bench:load — a swarm of real socket.io clients, in WORKERS separate processes, opens ROOMS
// rooms of four seats and plays whole matches at RATE moves/s offered, against each configuration:
// one process on memory, one on LMDB, one on Redis, two on one Redis, two on a local 3-master Redis
// Cluster (test/cluster.ts; seats of a room spread over both processes, or, -2r, each room on one). Servers run the production
// bundle (dist/main.js, built first). Per configuration: moves/s offered and achieved, ack and
// fan-out latency percentiles (a log-linear histogram), errors, server RSS and CPU
// (/proc/PID/stat), Redis commands per move (INFO commandstats, summed over the cluster's masters)
// and the Redis PING floor in the same run, and the servers' own ack times from their /metrics
// (server-acks.ts). Then the idle part: memory per idle room and per idle
// socket on one process on Redis, up to IDLE_ROOMS rooms of four sockets. Env: ROOMS (200), RATE
// (1000), SECONDS (15), WORKERS (4), CONFIGS (comma list of memory,lmdb,redis,redis-2,cluster-2,
// and redis-2r,cluster-2r: two processes with every room's sockets on one of them),
// IDLE_ROOMS (5000; 0 skips), JSON_OUT (a file), SERVER_NODE_ARGS (e.g. --cpu-prof), ARRIVALS
// (even or poisson: how a room spaces its moves, arrivals.ts).
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import { Histogram } from './histogram.ts';
import { measureIdle, type IdleResult } from './idle.ts';
import { CONFIGS, IDLE_ROOMS, NAMES, RATE, ROOMS, SECONDS, SETTINGS, WORKERS } from './options.ts';
import { PERCENTILES, printIdle, printLoad, round, type LoadResult } from './report.ts';
import { forkWorker, reply } from './ipc.ts';
import { commandsBetween, redisCommandCalls, redisCpuMs, sampleProcess } from './proc.ts';
import { ackBucketsBetween, ackQuantileMs, readServerSide } from './server-acks.ts';
import { startCluster, type LocalCluster } from '../../test/cluster.ts';
import {
  buildServer,
  startRedis,
  startServer,
  type BenchStore,
  type RedisProcess,
  type ServerProcess,
} from './servers.ts';
import type { SetupMessage, WorkerResult } from './worker.ts';

/** Every Redis that serves the run: commands and CPU counted on each, PING timed on the first. */
function redisProbe(redisUrls: readonly string[]) {
  const counters = redisUrls.map((url) => new Redis(url));
  const probe = counters[0] ?? null;
  const pings = new Histogram();
  let pinging = true;
  const pinger = (async () => {
    while (pinging && probe !== null) {
      const started = performance.now();
      await probe.ping();
      pings.recordMs(performance.now() - started);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  return {
    probe,
    pings,
    countCommands: async () =>
      probe === null ? null : Promise.all(counters.map((counter) => redisCommandCalls(counter))),
    redisCpu: async () =>
      probe === null
        ? null
        : (await Promise.all(counters.map((counter) => redisCpuMs(counter)))).reduce(
            (a, b) => a + b,
            0,
          ),
    stop: async () => {
      pinging = false;
      await pinger;
      for (const counter of counters) counter.disconnect();
    },
  };
}

/** Sends each swarm process its share of the rooms and waits until all are playing. */
async function setupWorkers(
  workers: readonly ChildProcess[],
  servers: readonly ServerProcess[],
  config: string,
): Promise<void> {
  const share = (total: number, i: number) =>
    Math.floor(total / WORKERS) + (i < total % WORKERS ? 1 : 0);
  await Promise.all(
    workers.map((worker, i) => {
      const firstRoom = Array.from({ length: i }, (_, k) => share(ROOMS, k)).reduce(
        (a, b) => a + b,
        0,
      );
      const setup: SetupMessage = {
        type: 'setup',
        urls: servers.map((s) => s.url),
        placement: config.endsWith('-2r') ? 'room' : 'seat',
        firstRoom,
        rooms: share(ROOMS, i),
        movesPerSecond: (RATE * share(ROOMS, i)) / ROOMS,
      };
      worker.send(setup);
      return reply(worker, 'ready');
    }),
  );
}

/** The swarm's results merged: latency histograms, moves and errors by code. */
function mergeResults(results: readonly WorkerResult[]) {
  const ack = new Histogram();
  const fanout = new Histogram();
  const errors: Record<string, number> = {};
  let moves = 0;
  for (const result of results) {
    ack.merge(result.ack);
    fanout.merge(result.fanout);
    moves += result.moves;
    for (const [code, n] of Object.entries(result.errors)) errors[code] = (errors[code] ?? 0) + n;
  }
  return { ack, fanout, errors, moves };
}

/** Plays one measured window of SECONDS against running servers and swarm. */
async function measureWindow(
  config: string,
  servers: readonly ServerProcess[],
  workers: readonly ChildProcess[],
  redisUrls: readonly string[],
): Promise<LoadResult> {
  const redis = redisProbe(redisUrls);
  const { probe, pings } = redis;
  const commandsBefore = await redis.countCommands();
  const cpuBefore = servers.map((s) => sampleProcess(s.child.pid!));
  const swarmBefore = workers.map((w) => sampleProcess(w.pid!).cpuMs);
  const redisCpuBefore = await redis.redisCpu();
  const sideBefore = await Promise.all(servers.map((s) => readServerSide(s.metricsUrl)));
  const started = performance.now();
  for (const worker of workers) worker.send({ type: 'measure' });
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  // Before 'stop': the swarm's CPU while it played (it disconnects and exits after its result).
  const swarmAfter = workers.map((w) => sampleProcess(w.pid!).cpuMs);
  const swarmElapsed = (performance.now() - started) / 1000;
  const sideAfter = await Promise.all(servers.map((s) => readServerSide(s.metricsUrl)));
  const results = await Promise.all(
    workers.map((worker) => {
      worker.send({ type: 'stop' });
      return reply<WorkerResult>(worker, 'result');
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = servers.map((s) => sampleProcess(s.child.pid!));
  const redisCpuAfter = await redis.redisCpu();
  const commandsAfter = await redis.countCommands();
  await redis.stop();

  const { ack, fanout, errors, moves } = mergeResults(results);
  const serverAcks = ackBucketsBetween(
    sideBefore.map((before, i) => [before.acks, sideAfter[i]!.acks] as const),
  );
  const cpuMs = cpuAfter.map((after, i) => after.cpuMs - cpuBefore[i]!.cpuMs);
  return {
    config: NAMES[config] ?? config,
    rooms: ROOMS,
    sockets: results.reduce((sum, r) => sum + r.sockets, 0),
    offered: RATE,
    achieved: round(moves / elapsed, 0),
    ackMs: PERCENTILES.map((p) => round(ack.percentileMs(p))),
    fanoutMs: PERCENTILES.map((p) => round(fanout.percentileMs(p))),
    errors,
    serverRssMiB: cpuAfter.map((s) => round(s.rssBytes / 2 ** 20, 0)),
    serverCpuPercent: cpuMs.map((ms) => round((ms / (elapsed * 1000)) * 100, 0)),
    serverCpuMsPerMove: round(cpuMs.reduce((a, b) => a + b, 0) / Math.max(1, moves), 3),
    swarmCpuPercent: round(
      (swarmAfter.reduce((sum, ms, i) => sum + ms - swarmBefore[i]!, 0) / (swarmElapsed * 1000)) *
        100,
      0,
    ),
    redisCpuPercent:
      redisCpuBefore === null || redisCpuAfter === null
        ? null
        : round(((redisCpuAfter - redisCpuBefore) / (elapsed * 1000)) * 100, 0),
    redisCommandsPerMove:
      commandsBefore && commandsAfter
        ? round(
            commandsBefore.reduce(
              (sum, before, i) => sum + commandsBetween(before, commandsAfter[i]!),
              0,
            ) / Math.max(1, moves),
            1,
          )
        : null,
    redisPingP50Ms: probe === null ? null : round(pings.percentileMs(50), 3),
    serverAckMs: [0.5, 0.99].map((q) => round(ackQuantileMs(serverAcks, q))),
    serverLoopDelayMs: sideAfter.map((side) => side.loopDelayMs.map((ms) => round(ms, 1))),
  };
}

async function runConfig(config: string): Promise<LoadResult> {
  const prefix = `bench:${randomBytes(4).toString('hex')}:`;
  const redis: RedisProcess | null = config.startsWith('redis') ? await startRedis() : null;
  const cluster: LocalCluster | null = config.startsWith('cluster') ? await startCluster() : null;
  const store: BenchStore =
    cluster !== null ? { cluster: cluster.env.REDIS_CLUSTER } : (redis?.url ?? config);
  // Every Redis that serves the run: commands are counted on each, PING timed on the first.
  const redisUrls =
    cluster !== null
      ? cluster.nodes.map((node) => `redis://${node.host}:${node.port}`)
      : redis !== null
        ? [redis.url]
        : [];
  const servers: ServerProcess[] = [];
  const count = /-2r?$/.test(config) ? 2 : 1;
  for (let i = 0; i < count; i++) servers.push(await startServer(store, prefix));
  const workers = Array.from({ length: WORKERS }, () => forkWorker('worker.ts'));
  try {
    await setupWorkers(workers, servers, config);
    await new Promise((r) => setTimeout(r, 2000)); // warm-up: every room is playing
    return await measureWindow(config, servers, workers, redisUrls);
  } finally {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGTERM');
    for (const server of servers) await server.stop();
    await redis?.stop();
    await cluster?.stop();
  }
}

async function main(): Promise<void> {
  const started = new Date().toISOString();
  const load: LoadResult[] = [];
  console.error('bench:load: building dist/main.js …');
  buildServer();
  for (const config of CONFIGS) {
    console.error(`bench:load: ${config} …`);
    load.push(await runConfig(config));
  }
  console.log(
    `bench:load ${started} — ROOMS=${ROOMS} RATE=${RATE} SECONDS=${SECONDS} WORKERS=${WORKERS}\n`,
  );
  printLoad(load);
  let idle: IdleResult | null = null;
  if (IDLE_ROOMS > 0) {
    console.error(`bench:load: idle capacity, ${IDLE_ROOMS} rooms …`);
    // 2,000 sockets per swarm process at most: one holding 5,000 was seen to starve past Socket.IO's
    // ping timeout on a loaded machine, dropping its sockets.
    idle = await measureIdle(IDLE_ROOMS, Math.max(WORKERS, Math.ceil(IDLE_ROOMS / 500)));
    printIdle(idle);
  }
  if (SETTINGS.JSON_OUT)
    writeFileSync(SETTINGS.JSON_OUT, JSON.stringify({ started, load, idle }, null, 2));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
