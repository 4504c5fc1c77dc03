// Entry point: `node --import tsx src/main.ts` (or `pnpm start`). Configuration: docs/server.md.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildApp(config);

// While Redis is down, ioredis can reject a promise no caller holds (past maxRetriesPerRequest, in
// its pipelining); that must not take down every socket of this process (test/faults/redis-outage).
// Any other unhandled rejection still ends the process, as Node does by default.
process.on('unhandledRejection', (reason) => {
  const name = reason instanceof Error ? reason.name : '';
  if (name === 'MaxRetriesPerRequestError' || (reason instanceof Error && reason.message === 'Connection is closed.')) {
    app.log.error({ err: reason }, 'a Redis command failed with nobody waiting for it');
    return;
  }
  throw reason;
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  process.exit(1);
}
