// The real game server serving the production build (like server.ts), which also records every
// HTTP response it sends: browser tests and the phone-profile benchmark use it to see what a visit
// really fetched (a repeat visit must fetch no asset again).
import { buildApp, testConfig, type Config } from '@boneyard/server';
import { WEB_BUILD } from './browser.ts';
import type { RunningServer } from './static-server.ts';

export interface ServedResponse {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
}

export interface RecordingServer extends RunningServer {
  /** Every response sent so far, oldest first. */
  readonly served: ServedResponse[];
}

export async function startRecordingServer(
  overrides: Partial<Config> = {},
): Promise<RecordingServer> {
  const app = await buildApp(
    testConfig({ port: 0, host: '127.0.0.1', webRoot: WEB_BUILD, ...overrides }),
  );
  const served: ServedResponse[] = [];
  app.addHook('onResponse', async (request, reply) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) headers[name] = String(value);
    served.push({
      method: request.method,
      path: request.url.split('?')[0] ?? '',
      status: reply.statusCode,
      headers,
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, served, close: () => app.close() };
}
