// Production runs the compiled bundle, not TypeScript: `pnpm build` (build.mjs) writes dist/main.js,
// and plain `node dist/main.js` — no loader — starts, serves, and exits cleanly on SIGTERM.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './children.ts';
import { send, TestPlayer, until } from './helpers.ts';

const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

describe('the compiled server', () => {
  let child: ChildProcess | null = null;
  afterAll(() => {
    if (child !== null && child.exitCode === null) child.kill('SIGKILL');
  });

  it('builds to dist/main.js and runs on plain node', { timeout: 120_000 }, async () => {
    await run(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, timeout: 90_000 });
    const bundle = await readFile(resolve(SERVER_DIR, 'dist/main.js'), 'utf8');
    // The workspace packages are inside; nothing imports a .ts file at run time.
    expect(bundle).not.toMatch(/from ["'][^"']*\.ts["']/);
    expect(bundle).not.toContain('@boneyard/');
    // Bot moves are decided in worker threads: their entry is bundled next to main.js.
    const worker = await readFile(resolve(SERVER_DIR, 'dist/bot-worker.js'), 'utf8');
    expect(worker).not.toMatch(/from ["'][^"']*\.ts["']/);
    expect(worker).not.toContain('@boneyard/');

    const port = await freePort();
    const metricsPort = await freePort();
    child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
      cwd: SERVER_DIR,
      // Only what a production process gets: no NODE_OPTIONS (so no tsx loader), memory store.
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        METRICS_PORT: String(metricsPort),
        STORE: 'memory',
        LOG_LEVEL: 'warn',
        WEB_ROOT: '/nonexistent',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const url = `http://127.0.0.1:${port}`;
    const started = Date.now();
    while (
      !(await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() - started > 60_000 || child.exitCode !== null)
        throw new Error('compiled server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const created = await fetch(`${url}/api/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Op',
        rules: { preset: 'draw', players: 2, pairs: false, target: 50 },
      }),
    });
    expect(created.status).toBe(201);
    // Metrics on their own listener (127.0.0.1 by default), not on the public port.
    const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    expect((await fetch(metricsUrl)).status).toBe(200);
    expect((await fetch(`${url}/metrics`)).status).toBe(404);

    // A bot moves, decided by dist/bot-worker.js in a worker thread of the compiled server.
    const botRoom = await fetch(`${url}/api/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Op',
        rules: { preset: 'draw', players: 2, pairs: false, target: 50 },
        seats: [{ bot: null }, { bot: 'hard' }],
      }),
    });
    const { code, token } = (await botRoom.json()) as { code: string; token: string };
    const host = new TestPlayer(url, code, token, 'host');
    try {
      await until(() => host.joined, 20_000, 'join');
      expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
      const decisions = async () => {
        const text = await (await fetch(metricsUrl)).text();
        return {
          text,
          count: Number(/^boneyard_bot_decision_seconds_count (\d+)$/m.exec(text)?.[1] ?? 0),
        };
      };
      let scraped = await decisions();
      for (const started = Date.now(); scraped.count === 0; scraped = await decisions()) {
        if (Date.now() - started > 60_000) throw new Error('no bot decision within a minute');
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(scraped.text).toMatch(/^boneyard_bot_workers 1$/m);
    } finally {
      host.close();
    }

    const exited = new Promise<number | null>((resolve) =>
      child!.once('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
