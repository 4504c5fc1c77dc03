// The processes a benchmark configuration runs: server processes (the real entry point) on a given
// store, and a private redis-server (AOF, appendfsync everysec) so INFO commandstats counts only
// this run's commands. Open-file limits are raised for them where the OS allows (`ulimit -n`).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';

const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
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
export function spawnWithFiles(command: string, args: readonly string[], options: Parameters<typeof spawn>[2]): ChildProcess {
  const script = `ulimit -n ${OPEN_FILES} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$0" "$@"`;
  return spawn('/bin/sh', ['-c', script, command, ...args], options);
}

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/** A server process on `store` ('memory', 'lmdb', or a Redis URL), ready to serve. */
export async function startServer(store: string, prefix: string, extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = store === 'lmdb' ? mkdtempSync(join(tmpdir(), 'boneyard-bench-lmdb-')) : null;
  const storeEnv = store === 'memory' || store === 'lmdb' ? { REDIS_URL: '', STORE: store, ...(dataDir ? { DATA_DIR: dataDir } : {}) } : { REDIS_URL: store, REDIS_PREFIX: prefix };
  const child = spawnWithFiles(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (!(await fetch(`${url}/readyz`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || Date.now() - started > 60_000) throw new Error(`server on ${store} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
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

export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'boneyard-bench-redis-'));
  const child = spawnWithFiles('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--appendfsync', 'everysec', '--save', '', '--maxclients', '10000'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined); // refused until it listens: expected
    const pong = await probe.connect().then(() => probe.ping(), () => null).catch(() => null);
    probe.disconnect();
    if (pong === 'PONG') break;
    if (child.exitCode !== null || Date.now() - started > 20_000) throw new Error('redis-server did not start');
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
