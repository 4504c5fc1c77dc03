// Issue 44 item 4, played as a stranger on the internet: /metrics (198 series: rooms, sockets,
// bot queue times, Node version, memory, open files) used to answer anyone on the game port. Now
// the game port answers 404, the series are on a listener of their own bound to 127.0.0.1, and
// METRICS_TOKEN, when set, is needed on every /metrics (also on the game port with METRICS_PUBLIC).
import { createServer } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, testConfig } from '../src/config.ts';
import { build, type TestServer } from './helpers.ts';

const TOKEN = 'a-long-enough-scrape-token-0123';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('/metrics off the public port', () => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });

  async function start(overrides: Parameters<typeof build>[1] = {}): Promise<TestServer> {
    const server = await build('memory', overrides);
    servers.push(server);
    return server;
  }

  it('the game port answers 404; the metrics listener, on 127.0.0.1, serves the registry', async () => {
    const server = await start();
    const publicAnswer = await fetch(`${server.url}/metrics`);
    expect(publicAnswer.status).toBe(404);
    expect(await publicAnswer.text()).not.toContain('boneyard_');
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const scraped = await fetch(server.metricsUrl!);
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toContain('text/plain');
    expect(await scraped.text()).toMatch(/^boneyard_sockets 0$/m);
    // Nothing else is served there.
    expect(
      (await fetch(server.metricsUrl!.replace('/metrics', '/api/rooms/ABCDEFGH'))).status,
    ).toBe(404);
    expect((await fetch(server.metricsUrl!, { method: 'POST' })).status).toBe(405);
  });

  it('is not reachable on another interface of this machine', async () => {
    const server = await start();
    const port = Number(new URL(server.metricsUrl!).port);
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry !== undefined && !entry.internal && entry.family === 'IPv4');
    // The listener's address is loopback whether or not this machine has another interface.
    expect(new URL(server.metricsUrl!).hostname).toBe('127.0.0.1');
    if (outside === undefined) return;
    await expect(fetch(`http://${outside.address}:${port}/metrics`)).rejects.toThrow();
  });

  it('METRICS_TOKEN: no token or a wrong one gets 401, the right one the series', async () => {
    const server = await start({ metricsToken: TOKEN });
    const none = await fetch(server.metricsUrl!);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect((await fetch(server.metricsUrl!, { headers: bearer(`${TOKEN}x`) })).status).toBe(401);
    expect((await fetch(server.metricsUrl!, { headers: bearer(TOKEN.slice(0, -1)) })).status).toBe(
      401,
    );
    expect((await fetch(server.metricsUrl!, { headers: { authorization: TOKEN } })).status).toBe(
      401,
    );
    const scraped = await fetch(server.metricsUrl!, { headers: bearer(TOKEN) });
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('boneyard_sockets');
    // A token alone does not open the game port.
    expect((await fetch(`${server.url}/metrics`, { headers: bearer(TOKEN) })).status).toBe(404);
  });

  it('METRICS_PUBLIC=true serves the game port too, behind the token only', async () => {
    const server = await start({ metricsToken: TOKEN, metricsPublic: true });
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${server.url}/metrics`, { headers: bearer('not-the-token-at-all-000') }))
        .status,
    ).toBe(401);
    const scraped = await fetch(`${server.url}/metrics`, { headers: bearer(TOKEN) });
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('boneyard_sockets');
  });

  it('METRICS=false: no listener and nothing on the game port', async () => {
    const server = await start({ metrics: false });
    expect(server.metricsUrl).toBeNull();
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
  });

  it('a metrics port in use fails start-up with a message naming the setting', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    const app = await buildApp(testConfig({ port: 0, host: '127.0.0.1', metricsPort: port }));
    try {
      await expect(app.listen({ port: 0, host: '127.0.0.1' })).rejects.toThrow(/METRICS_PORT/);
    } finally {
      await app.close();
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});

describe('metrics settings', () => {
  it('default to a loopback listener on 9464 without a token, and never the public port', () => {
    const config = loadConfig({});
    expect([
      config.metrics,
      config.metricsPort,
      config.metricsHost,
      config.metricsToken,
      config.metricsPublic,
    ]).toEqual([true, 9464, '127.0.0.1', null, false]);
  });

  it('refuse METRICS_PUBLIC without a token, and a short token', () => {
    expect(() => loadConfig({ METRICS_PUBLIC: 'true' })).toThrow(
      /METRICS_PUBLIC=true .* METRICS_TOKEN/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: at least 16/);
    expect(loadConfig({ METRICS_PUBLIC: 'true', METRICS_TOKEN: TOKEN })).toMatchObject({
      metricsPublic: true,
      metricsToken: TOKEN,
    });
  });
});
