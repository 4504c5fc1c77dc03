// Entry point. Production runs the compiled bundle (`pnpm build` → dist/main.js, `node dist/main.js`);
// development runs this file through tsx. Configuration: docs/server.md.
// SIGTERM (or SIGINT) drains first — not ready, stop listening, finish the messages being handled,
// drop connections so clients reconnect to another process (plugins/drain.ts) — then closes.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

// apps/web/build, found from this file: src/main.ts and dist/main.js sit at the same depth.
const BUILT_WEB_APP = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/build');

const loaded = loadConfig();
const config =
  loaded.webRoot === null && existsSync(BUILT_WEB_APP)
    ? { ...loaded, webRoot: BUILT_WEB_APP }
    : loaded;
const app = await buildApp(config);

// While Redis is down, ioredis can reject a promise no caller holds (past maxRetriesPerRequest, in
// its pipelining); that must not take down every socket of this process (test/faults/redis-outage).
// Any other unhandled rejection still ends the process, as Node does by default.
process.on('unhandledRejection', (reason) => {
  const name = reason instanceof Error ? reason.name : '';
  if (
    name === 'MaxRetriesPerRequestError' ||
    (reason instanceof Error && reason.message === 'Connection is closed.')
  ) {
    app.log.error({ err: reason }, 'a Redis command failed with nobody waiting for it');
    return;
  }
  throw reason;
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app
      .drain()
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
  // One plain line for the person who ran `pnpm start` (the JSON log lines are for machines).
  const bound = app.server.address();
  const port = typeof bound === 'object' && bound !== null ? bound.port : config.port;
  process.stdout.write(`Boneyard is ready: http://localhost:${port}\n`);
  if (app.metricsUrl !== null)
    process.stdout.write(`Metrics (for Prometheus, not public): ${app.metricsUrl}\n`);
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  process.exit(1);
}
