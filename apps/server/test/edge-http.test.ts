// Network edge over HTTP, attacked as a stranger would (issue 7 items 5–7): room look-ups and
// record downloads are limited per IP; an unknown and an expired code get the same answer; a
// forged X-Forwarded-For cannot buy a fresh IP; connections that send nothing are closed.
import { Redis } from 'ioredis';
import { connect as tcpConnect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import { build, createRoom, REDIS_URL, STORES, type TestServer } from './helpers.ts';

const UNKNOWN = 'ZZZZ2345';

function edge(overrides: Partial<Config['edge']>): Config['edge'] {
  return {
    lookupPerMinute: 1000,
    socketsPerIp: 32,
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 30_000,
    keepAliveTimeoutMs: 5_000,
    ...overrides,
  };
}

async function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { headers });
  return { status: response.status, body: await response.json() };
}

/** The answers a prober gets for a code: room info, match record, hand record. */
async function probe(server: TestServer, code: string) {
  return Promise.all(
    [`/api/rooms/${code}`, `/api/rooms/${code}/record`, `/api/rooms/${code}/hands/1/record`].map(
      (path) => get(`${server.url}${path}`),
    ),
  );
}

describe.each(STORES)('room look-ups (%s store)', (store) => {
  let server: TestServer;
  afterEach(() => server.close());

  it('limits GET /api/rooms/CODE and both record endpoints per IP, in one bucket', async () => {
    server = await build(store, { edge: edge({ lookupPerMinute: 6 }) });
    const { code } = await createRoom(server.url, {
      name: 'Ann',
      rules: { preset: 'draw', players: 2 },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) {
      statuses.push((await get(`${server.url}/api/rooms/${code}`)).status);
      statuses.push((await get(`${server.url}/api/rooms/${UNKNOWN}/record`)).status);
      statuses.push((await get(`${server.url}/api/rooms/${UNKNOWN}/hands/1/record`)).status);
    }
    expect(statuses).toEqual([200, 404, 404, 200, 404, 404]);
    for (const path of [
      `/api/rooms/${code}`,
      `/api/rooms/${code}/record`,
      `/api/rooms/${code}/hands/1/record`,
      '/api/rooms/not-a-code',
    ]) {
      const limited = await get(`${server.url}${path}`);
      expect(limited.status, path).toBe(429);
      expect(limited.body).toMatchObject({ error: { code: 'rate-limited' } });
    }
    // The game itself is not limited by look-ups: the same IP still creates rooms and checks health.
    expect(
      (await createRoom(server.url, { name: 'Bo', rules: { preset: 'draw', players: 2 } })).code,
    ).toHaveLength(8);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('with TRUST_PROXY unset, a forged X-Forwarded-For does not buy a fresh bucket', async () => {
    server = await build(store, { edge: edge({ lookupPerMinute: 3 }) });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await get(`${server.url}/api/rooms/${UNKNOWN}`, {
            'x-forwarded-for': `198.51.100.${i + 1}`,
          })
        ).status,
      );
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429, 429]);
  });
});

describe('trusted proxies (HTTP)', () => {
  let server: TestServer;
  afterEach(() => server.close());

  /** Sends `count` look-ups with the given X-Forwarded-For values and returns the statuses. */
  async function lookups(values: readonly string[]): Promise<number[]> {
    const statuses: number[] = [];
    for (const value of values)
      statuses.push(
        (await get(`${server.url}/api/rooms/${UNKNOWN}`, { 'x-forwarded-for': value })).status,
      );
    return statuses;
  }

  for (const proxy of [
    { hops: 1 },
    { addresses: ['127.0.0.1'] },
    { addresses: ['loopback'] },
  ] as const) {
    it(`TRUST_PROXY=${JSON.stringify(proxy)}: the address the proxy appended counts, whatever the client wrote before it`, async () => {
      server = await build('memory', { proxy, edge: edge({ lookupPerMinute: 2 }) });
      // One real client (203.0.113.9, appended by the proxy) writing a new forged address each time.
      const forged = await lookups([
        '1.1.1.1, 203.0.113.9',
        '2.2.2.2, 203.0.113.9',
        '3.3.3.3,203.0.113.9',
        '203.0.113.9',
      ]);
      expect(forged).toEqual([404, 404, 429, 429]);
      // Another real client behind the same proxy has its own bucket.
      expect(await lookups(['203.0.113.10', '9.9.9.9, 203.0.113.10', '203.0.113.10'])).toEqual([
        404, 404, 429,
      ]);
    });
  }

  it('a peer that is not a listed proxy cannot name a client at all', async () => {
    server = await build('memory', {
      proxy: { addresses: ['10.0.0.1', '10.0.0.2'] },
      edge: edge({ lookupPerMinute: 2 }),
    });
    expect(await lookups(['203.0.113.1', '203.0.113.2', '203.0.113.3'])).toEqual([404, 404, 429]);
  });
});

describe('unknown and expired codes answered alike', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('a room that expired in Redis answers exactly like a code never issued', async () => {
    server = await build('redis');
    const { code } = await createRoom(server.url, {
      name: 'Ann',
      rules: { preset: 'block', players: 2 },
    });
    expect((await get(`${server.url}/api/rooms/${code}`)).status).toBe(200);
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${server.config.redisPrefix}room:{${code}}*`);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) await redis.pexpire(key, 1); // Redis's own expiry, as after ROOM_TTL_HOURS
      const deadline = Date.now() + 10_000;
      while ((await redis.exists(...keys)) > 0) {
        if (Date.now() > deadline) throw new Error('Redis did not expire the room keys');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } finally {
      redis.disconnect();
    }
    const [expired, unknown] = [await probe(server, code), await probe(server, UNKNOWN)];
    expect(expired.map((a) => a.status)).toEqual([404, 404, 404]);
    expect(expired).toEqual(unknown);
  });
});

describe('idle HTTP connections', () => {
  let server: TestServer;
  afterEach(() => server.close());

  /** Opens a raw TCP connection, writes `send`, and resolves with what came back once it closed. */
  function rawConnection(url: string, send: string): Promise<string> {
    const { port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = tcpConnect(Number(port), '127.0.0.1');
      let received = '';
      socket.on('connect', () => {
        if (send !== '') socket.write(send);
      });
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });
  }

  it('closes a connection that sends nothing, or only part of a request head (408)', async () => {
    server = await build('memory', {
      edge: edge({ headersTimeoutMs: 300, requestTimeoutMs: 600 }),
    });
    // Each promise resolves only when the server closes the connection (the test timeout bounds it).
    const [silent, partial] = await Promise.all([
      rawConnection(server.url, ''),
      rawConnection(server.url, 'GET /healthz HTTP/1.1\r\nHost: x\r\n'),
    ]);
    expect(silent).toMatch(/^HTTP\/1\.1 408/);
    expect(partial).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a keep-alive connection that goes quiet after its request', async () => {
    server = await build('memory', { edge: edge({ keepAliveTimeoutMs: 300 }) });
    const answer = await rawConnection(
      server.url,
      'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('{"ok":true}');
  });
});

describe('TRUST_PROXY', () => {
  it('reads false, a hop count or addresses, and refuses `true` and non-addresses by name', () => {
    expect(loadConfig({}).proxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).proxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).proxy).toEqual({
      addresses: ['10.0.0.1', '10.0.0.2'],
    });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,loopback' }).proxy).toEqual({
      addresses: ['10.0.0.0/8', 'loopback'],
    });
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true would let any client forge its IP/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'my-proxy.local' })).toThrow(/TRUST_PROXY/);
  });
});
