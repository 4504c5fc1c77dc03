// The real game server, in-process on a free port, serving the production web build (bots move
// at once, hands follow each other without a pause).
import { buildApp, testConfig, type Config } from '@boneyard/server';
import { WEB_BUILD } from './browser.ts';
import type { RunningServer } from './static-server.ts';

export async function startServer(overrides: Partial<Config> = {}): Promise<RunningServer> {
  const app = await buildApp(
    testConfig({
      port: 0,
      host: '127.0.0.1',
      webRoot: WEB_BUILD,
      seedTimeoutMs: 3000,
      ...overrides,
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
