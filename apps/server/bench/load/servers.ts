// The processes a benchmark configuration runs: server processes on a given store — the production
// bundle dist/main.js (built once per run by main.ts), as `pnpm start` runs it, with SERVER_NODE_ARGS
// added (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) — and a private redis-server (AOF, appendfsync
// everysec unless REDIS_APPENDFSYNC says otherwise) so INFO commandstats counts only this run's
// commands. Open-file limits are raised for them where the OS allows (`ulimit -n`).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';

/** BENCH_SERVER_DIR: another checkout's apps/server (with node_modules), to compare two versions. */
const SERVER_DIR =
  process.env.BENCH_SERVER_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const OPEN_FILES = Number(process.env.OPEN_FILES ?? 65_536);

export function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs a command with the open-file limit raised as far as allowed (root can pass the hard limit). */
export function spawnWithFiles(
  command: string,
  args: readonly string[],
  options: Parameters<typeof spawn>[2],
): ChildProcess {
  const script = `ulimit -n ${OPEN_FILES} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$0" "$@"`;
  return spawn('/bin/sh', ['-c', script, command, ...args], options);
}

/** Builds dist/main.js (the bundle every server process of the run starts from). */
export function buildServer(): void {
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const NODE_ARGS = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '');

/** Where a server keeps rooms: 'memory', 'lmdb', a Redis URL, or a cluster's seed nodes. */
export type BenchStore = string | { readonly cluster: string };

export interface ServerProcess {
  readonly url: string;
  /** Its /metrics: on the metrics listener (METRICS_PORT), or on `url` for a server from before it. */
  readonly metricsUrl: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

function storeEnvOf(
  store: BenchStore,
  prefix: string,
  dataDir: string | null,
): Record<string, string> {
  if (typeof store !== 'string')
    return { REDIS_URL: '', REDIS_CLUSTER: store.cluster, REDIS_PREFIX: prefix };
  if (store === 'memory' || store === 'lmdb')
    return { REDIS_URL: '', STORE: store, ...(dataDir ? { DATA_DIR: dataDir } : {}) };
  return { REDIS_URL: store, REDIS_PREFIX: prefix };
}

/** A server process on `store`, ready to serve. */
export async function startServer(
  store: BenchStore,
  prefix: string,
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const metricsPort = await freePort();
  const dataDir = store === 'lmdb' ? mkdtempSync(join(tmpdir(), 'boneyard-bench-lmdb-')) : null;
  const storeEnv = storeEnvOf(store, prefix, dataDir);
  const child = spawnWithFiles(
    process.execPath,
    [...NODE_ARGS, '--enable-source-maps', 'dist/main.js'],
    {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        ...storeEnv,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        BOT_DELAY_MS: '0',
        HAND_PAUSE_MS: '0',
        WEB_ROOT: '/nonexistent',
        // Every bench client is on 127.0.0.1: the per-IP limits would otherwise stop the swarm.
        RATE_SOCKET_PER_SEC: '100000',
        RATE_IP_PER_SEC: '10000000',
        RATE_CREATE_PER_MIN: '10000000',
        RATE_JOIN_PER_MIN: '10000000',
        RATE_LOOKUP_PER_MIN: '10000000',
        MAX_SOCKETS_PER_IP: '1000000',
        METRICS_PORT: String(metricsPort),
        ROOMS_PER_IP: '1000000',
        BOT_ROOMS_PER_IP: '1000000',
        ...extraEnv,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (
    !(await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() - started > 60_000)
      throw new Error(`server on ${JSON.stringify(store)} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
  // A checkout from before the metrics listener (BENCH_SERVER_DIR) serves /metrics on its own port.
  const listener = `http://127.0.0.1:${metricsPort}/metrics`;
  const metricsUrl = (await fetch(listener).then(
    (r) => r.ok,
    () => false,
  ))
    ? listener
    : `${url}/metrics`;
  return {
    url,
    metricsUrl,
    child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RedisProcess {
  readonly url: string;
  readonly pid: number;
  stop(): Promise<void>;
}

/** REDIS_APPENDFSYNC: the private Redis's AOF (everysec, as docs/server.md advises; always; off: no AOF). */
const REDIS_APPENDFSYNC = process.env.REDIS_APPENDFSYNC ?? 'everysec';

export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'boneyard-bench-redis-'));
  const aof =
    REDIS_APPENDFSYNC === 'off'
      ? ['--appendonly', 'no']
      : ['--appendonly', 'yes', '--appendfsync', REDIS_APPENDFSYNC];
  const child = spawnWithFiles(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      ...aof,
      '--save',
      '',
      '--maxclients',
      '10000',
    ],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    const probe = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    probe.on('error', () => undefined); // refused until it listens: expected
    const pong = await probe
      .connect()
      .then(
        () => probe.ping(),
        () => null,
      )
      .catch(() => null);
    probe.disconnect();
    if (pong === 'PONG') break;
    if (child.exitCode !== null || Date.now() - started > 20_000)
      throw new Error('redis-server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
