// The throughput scenario's server (bench.ts): `src/main.ts` in its own process on Redis under
// the run's prefix, every rate limit lifted (all bench clients share 127.0.0.1), bots instant.
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server under test, in its own process, on Redis under this run's prefix; resolves once ready. */
export async function startServer(
  port: number,
  redisUrl: string,
  prefix: string,
): Promise<ChildProcess> {
  // SERVER_NODE_ARGS: extra node flags for the server process, e.g. "--cpu-prof".
  const extra = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...extra, '--import', 'tsx', 'src/main.ts'], {
    cwd: resolve(dirname(fileURLToPath(import.meta.url)), '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      LOG_LEVEL: 'warn',
      BOT_DELAY_MS: '0',
      HAND_PAUSE_MS: '0',
      WEB_ROOT: '/nonexistent',
      RATE_SOCKET_PER_SEC: '100000',
      RATE_IP_PER_SEC: '1000000',
      RATE_CREATE_PER_MIN: '100000',
      RATE_JOIN_PER_MIN: '100000',
      MAX_SOCKETS_PER_IP: '100000', // every bench client is on 127.0.0.1
      ROOMS_PER_IP: '100000',
      BOT_ROOMS_PER_IP: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 400) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return server;
}
