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
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import { Histogram } from './histogram.ts';
import { measureIdle, type IdleResult } from './idle.ts';
import { forkWorker, reply } from './ipc.ts';
import { commandsBetween, redisCommandCalls, redisCpuMs, sampleProcess } from './proc.ts';
import { ackBucketsBetween, ackQuantileMs, readServerSide } from './server-acks.ts';
import { startCluster, type LocalCluster } from '../../test/cluster.ts';
import { readSettings } from '../settings.ts';
import {
  buildServer,
  startRedis,
  startServer,
  type BenchStore,
  type RedisProcess,
  type ServerProcess,
} from './servers.ts';
import type { SetupMessage, WorkerResult } from './worker.ts';

const NAMES: Record<string, string> = {
  memory: 'one process, memory',
  lmdb: 'one process, LMDB',
  redis: 'one process, Redis',
  'redis-2': 'two processes, one Redis',
  'cluster-2': 'two processes, 3-master Redis Cluster',
  'redis-2r': 'two processes, one Redis, rooms kept on one process',
  'cluster-2r': 'two processes, 3-master Redis Cluster, rooms kept on one process',
};

const SETTINGS = readSettings(
  'bench:load',
  'A swarm of socket.io client processes plays whole matches against each configuration; then idle capacity.',
  {
    ROOMS: { fallback: 200, min: 1, help: 'rooms of four seats playing' },
    RATE: { fallback: 1000, min: 1, help: 'moves/s offered, over all rooms' },
    SECONDS: { fallback: 15, min: 1, help: 'measured seconds per configuration' },
    WORKERS: { fallback: 4, min: 1, help: 'swarm processes' },
    CONFIGS: {
      fallback: 'memory,lmdb,redis,redis-2,cluster-2',
      choices: Object.keys(NAMES),
      list: true,
      help: 'configurations in order (empty: the idle part alone)',
    },
    IDLE_ROOMS: {
      fallback: 5000,
      min: 0,
      help: 'idle rooms of four sockets for the idle part (0 skips it)',
    },
    ARRIVALS: {
      fallback: 'even',
      choices: ['even', 'poisson'],
      help: 'how a room spaces its moves',
    },
    JSON_OUT: { fallback: '', help: 'also write the results to this file as JSON' },
    SERVER_NODE_ARGS: {
      fallback: '',
      help: 'extra node arguments for the servers, e.g. --cpu-prof',
    },
    BENCH_SERVER_DIR: {
      fallback: '',
      help: "another checkout's apps/server to run instead of this one (empty: this one)",
    },
    OPEN_FILES: {
      fallback: 65536,
      min: 256,
      help: 'ulimit -n asked for the server, Redis and the swarm',
    },
    REDIS_APPENDFSYNC: {
      fallback: 'everysec',
      choices: ['everysec', 'always', 'off'],
      help: "the private Redis's AOF fsync policy (off: no AOF)",
    },
  },
);
const { ROOMS, RATE, SECONDS, WORKERS, IDLE_ROOMS } = SETTINGS;
const CONFIGS = SETTINGS.CONFIGS.split(',').filter((name) => name !== '');

interface LoadResult {
  config: string;
  rooms: number;
  sockets: number;
  offered: number;
  achieved: number;
  ackMs: number[];
  fanoutMs: number[];
  errors: Record<string, number>;
  serverRssMiB: number[];
  serverCpuPercent: number[];
  serverCpuMsPerMove: number;
  /** The swarm's processes together, and Redis (summed over the cluster's masters): where the rest of the cores went. */
  swarmCpuPercent: number;
  redisCpuPercent: number | null;
  redisCommandsPerMove: number | null;
  redisPingP50Ms: number | null;
  /** The servers' own ack times (handler to ack, their /metrics histograms), p50 and p99. */
  serverAckMs: number[];
  /** Each server's event-loop timer over the window, p99 and max (10 = on time). */
  serverLoopDelayMs: number[][];
}

const PERCENTILES = [50, 95, 99, 99.9];
const round = (n: number, digits = 2) =>
  Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : NaN;

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
    await new Promise((r) => setTimeout(r, 2000)); // warm-up: every room is playing

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
    const countCommands = async () =>
      probe === null ? null : Promise.all(counters.map((counter) => redisCommandCalls(counter)));
    const commandsBefore = await countCommands();
    const cpuBefore = servers.map((s) => sampleProcess(s.child.pid!));
    const swarmBefore = workers.map((w) => sampleProcess(w.pid!).cpuMs);
    const redisCpu = async () =>
      probe === null
        ? null
        : (await Promise.all(counters.map((counter) => redisCpuMs(counter)))).reduce(
            (a, b) => a + b,
            0,
          );
    const redisCpuBefore = await redisCpu();
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
    const redisCpuAfter = await redisCpu();
    const commandsAfter = await countCommands();
    pinging = false;
    await pinger;
    for (const counter of counters) counter.disconnect();

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
  } finally {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGTERM');
    for (const server of servers) await server.stop();
    await redis?.stop();
    await cluster?.stop();
  }
}

function printLoad(results: readonly LoadResult[]): void {
  const header = [
    'configuration',
    'rooms',
    'sockets',
    'moves/s offered',
    'achieved',
    'ack p50/p95/p99/p99.9 ms',
    'fan-out p50/p95/p99/p99.9 ms',
    'errors',
    'server RSS MiB',
    'server CPU %',
    'CPU ms/move',
    'swarm CPU %',
    'Redis CPU %',
    'Redis cmds/move',
    'Redis PING p50 ms',
    'server-side ack p50/p99 ms',
    'server event-loop timer p99/max ms (10 = on time)',
  ];
  const rows = results.map((r) => [
    r.config,
    r.rooms,
    r.sockets,
    r.offered,
    r.achieved,
    r.ackMs.join(' / '),
    r.fanoutMs.join(' / '),
    Object.entries(r.errors)
      .map(([c, n]) => `${c}×${n}`)
      .join(' ') || '0',
    r.serverRssMiB.join(' + '),
    r.serverCpuPercent.join(' + '),
    r.serverCpuMsPerMove,
    r.swarmCpuPercent,
    r.redisCpuPercent ?? '–',
    r.redisCommandsPerMove ?? '–',
    r.redisPingP50Ms ?? '–',
    r.serverAckMs.join(' / '),
    r.serverLoopDelayMs.map((delays) => delays.join(' / ')).join(' + '),
  ]);
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

function printIdle(result: IdleResult): void {
  console.log(
    '\n| idle rooms | idle sockets | server RSS MiB | KiB per idle room | KiB per idle socket | control-room ack p50 / p99 ms | failed joins | server open-file limit |\n|---|---|---|---|---|---|---|---|',
  );
  const rooms =
    result.rooms < result.requested
      ? `${result.rooms} (of ${result.requested} asked: open-file limit)`
      : `${result.rooms}`;
  console.log(
    `| ${rooms} | ${result.sockets} | ${result.rssMiB} | ${result.kibPerRoom} | ${result.kibPerSocket} | ${result.controlAckMs.join(' / ')} | ${result.failed} | ${result.serverOpenFiles} |`,
  );
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
