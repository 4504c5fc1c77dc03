// Server processes as children (the real entry point, on Redis) for the multi-process tests:
// SIGKILL one and the others must carry on.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REDIS_URL } from './helpers.ts';

const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/** Starts `src/main.ts` on Redis with test settings (overridable by `env`) and waits until it is ready. */
export async function startServer(
  port: number,
  prefix: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      REDIS_URL,
      REDIS_PREFIX: prefix,
      LOG_LEVEL: 'warn',
      BOT_DELAY_MS: '0',
      HAND_PAUSE_MS: '0',
      SEED_TIMEOUT_MS: '1000',
      DEADLINE_POLL_MS: '100',
      RATE_SOCKET_PER_SEC: '1000',
      RATE_IP_PER_SEC: '100000',
      // Tests create rooms as fast as the machine allows (and random codes may need retries):
      // the per-IP limits are tested in-process (rate-limits tests), not here.
      RATE_CREATE_PER_MIN: '10000',
      RATE_JOIN_PER_MIN: '100000',
      RATE_LOOKUP_PER_MIN: '100000',
      // Every test client is on 127.0.0.1: the room caps are tested on their own (room-bounds, botfarm-policy).
      ROOMS_PER_IP: '100000',
      BOT_ROOMS_PER_IP: '100000',
      WEB_ROOT: '/nonexistent',
      // Several children at once: each metrics listener on a free port of its own.
      METRICS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    if (Date.now() - started > 90_000) throw new Error('server did not start in 90 s');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** SIGTERMs every child still running, empties the list, and waits until each has exited. */
export async function stopChildren(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children
      .splice(0)
      .map((child) =>
        child.exitCode === null && child.signalCode === null
          ? new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')))
          : undefined,
      ),
  );
}
