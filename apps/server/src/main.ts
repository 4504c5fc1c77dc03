// Entry point. Production runs the compiled bundle (`pnpm build` → dist/main.js, `node dist/main.js`);
// development runs this file through tsx. Configuration: docs/server.md.
// SIGTERM (or SIGINT) drains first — not ready, stop listening, finish the messages being handled,
// drop connections so clients reconnect to another process (plugins/drain.ts) — then closes.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildApp(config);

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
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  process.exit(1);
}
