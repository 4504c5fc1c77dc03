// Entry point: `node --import tsx src/main.ts` (or `pnpm start`). Configuration: docs/server.md.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildApp(config);

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
  // One plain line for the person who ran `pnpm start` (the JSON log lines are for machines).
  const bound = app.server.address();
  const port = typeof bound === 'object' && bound !== null ? bound.port : config.port;
  process.stdout.write(`Boneyard is ready: http://localhost:${port}\n`);
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  process.exit(1);
}
