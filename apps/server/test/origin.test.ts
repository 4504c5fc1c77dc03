// Issue 44 item 3, played as a hostile web page: a page on another site used to be able to open
// Socket.IO connections (WebSocket has no CORS) and create rooms with its visitors' browsers and
// addresses. The page cannot choose the Origin header its visitor's browser sends, so the server
// refuses any origin but its own (and those in ALLOWED_ORIGINS) with a clear error, and still
// serves clients that send no Origin at all (scripts, the CLI, these tests).
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import type { OriginRefusal } from '../src/plugins/connection-guard.ts';
import { build, type TestServer } from './helpers.ts';

const EVIL = 'https://evil.example';
const PARTNER = 'https://play.partner.example';
const BODY = JSON.stringify({
  name: 'Host',
  rules: { preset: 'draw', players: 2, pairs: false, target: 50 },
});

type Opened = { connected: boolean; refusal: (Error & { data?: OriginRefusal }) | null };

describe('origins', () => {
  let server: TestServer;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await server.close();
  });

  /** Opens a socket with these extra headers; resolves once it connected or was refused. */
  function open(
    headers: Record<string, string>,
    transport: 'websocket' | 'polling' = 'websocket',
  ): Promise<Opened> {
    const socket = ioClient(server.url, {
      transports: [transport],
      forceNew: true,
      reconnection: false,
      extraHeaders: headers,
    });
    sockets.push(socket);
    return new Promise((resolve) => {
      socket.once('connect', () => resolve({ connected: true, refusal: null }));
      socket.once('connect_error', (error: Error & { data?: OriginRefusal }) =>
        resolve({ connected: false, refusal: error }),
      );
    });
  }

  function createFrom(headers: Record<string, string>): Promise<Response> {
    return fetch(`${server.url}/api/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: BODY,
    });
  }

  const own = () => server.url; // http://127.0.0.1:PORT: what the server's own pages send

  it('a page of another site cannot open a socket, on either transport, and is told why', async () => {
    server = await build('memory');
    for (const transport of ['websocket', 'polling'] as const) {
      const refused = await open({ origin: EVIL }, transport);
      expect(refused.connected).toBe(false);
      expect(refused.refusal?.message).toBe('forbidden-origin');
      expect(refused.refusal?.data).toEqual({
        code: 'forbidden-origin',
        message: expect.stringContaining(EVIL),
      });
    }
    // `null` (a sandboxed frame, a file) is not the server's own page either.
    expect((await open({ origin: 'null' })).refusal?.message).toBe('forbidden-origin');
    // Its own pages and clients without an Origin connect.
    expect((await open({ origin: own() })).connected).toBe(true);
    expect((await open({})).connected).toBe(true);
  });

  it('a page of another site cannot create a room; refused requests spend none of the creation limit', async () => {
    server = await build('memory', {
      limits: {
        socketPerSecond: 1000,
        ipPerSecond: 100_000,
        createPerMinute: 2,
        joinPerMinute: 100,
        abuse: 20,
      },
    });
    for (let i = 0; i < 5; i++) {
      const refused = await createFrom({ origin: EVIL });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        error: { code: 'forbidden-origin', message: expect.stringContaining('ALLOWED_ORIGINS') },
      });
    }
    expect((await createFrom({ origin: own() })).status).toBe(201);
    expect((await createFrom({})).status).toBe(201);
  });

  it('a refused page takes no place of its visitor under the sockets-per-IP cap', async () => {
    const edge: Config['edge'] = {
      lookupPerMinute: 1000,
      socketsPerIp: 2,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
    };
    server = await build('memory', { edge });
    for (let i = 0; i < 4; i++) expect((await open({ origin: EVIL })).connected).toBe(false);
    expect((await open({ origin: own() })).connected).toBe(true);
    expect((await open({ origin: own() })).connected).toBe(true);
  });

  it('ALLOWED_ORIGINS admits the pages it lists, and no others', async () => {
    server = await build('memory', { allowedOrigins: [PARTNER] });
    expect((await open({ origin: PARTNER })).connected).toBe(true);
    expect((await createFrom({ origin: PARTNER })).status).toBe(201);
    expect((await open({ origin: EVIL })).refusal?.message).toBe('forbidden-origin');
    expect((await createFrom({ origin: EVIL })).status).toBe(403);
    expect((await open({ origin: own() })).connected).toBe(true);
  });

  it('X-Forwarded-Host names the public host only when a trusted proxy sent it', async () => {
    const forwarded = { origin: PARTNER, 'x-forwarded-host': 'play.partner.example' };
    // The test client is the proxy here (127.0.0.1): trusted, its X-Forwarded-Host is the host.
    server = await build('memory', { proxy: { addresses: ['loopback'] } });
    expect((await open(forwarded)).connected).toBe(true);
    expect((await createFrom(forwarded)).status).toBe(201);
    // Only the last entry counts (the one the nearest proxy wrote): a forged first one does not.
    expect(
      (await createFrom({ origin: EVIL, 'x-forwarded-host': 'evil.example, play.partner.example' }))
        .status,
    ).toBe(403);
    await server.close();
    // Not trusted: the header is the client's own say-so and is ignored.
    server = await build('memory');
    expect((await open(forwarded)).refusal?.message).toBe('forbidden-origin');
    expect((await createFrom(forwarded)).status).toBe(403);
  });

  it('a connected socket of its own page plays as usual', async () => {
    server = await build('memory');
    const opened = await open({ origin: own() });
    expect(opened.connected).toBe(true);
    const socket = sockets[0]!;
    const answer = await socket.timeout(10_000).emitWithAck('sync:request', {});
    expect(answer).toMatchObject({ ok: false, error: { code: 'not-joined' } });
  });
});

describe('ALLOWED_ORIGINS', () => {
  it('defaults to none and takes origins as browsers write them', () => {
    expect(loadConfig({}).allowedOrigins).toEqual([]);
    expect(
      loadConfig({ ALLOWED_ORIGINS: ' https://Play.Example.com , http://localhost:5173' })
        .allowedOrigins,
    ).toEqual(['https://play.example.com', 'http://localhost:5173']);
  });

  it('refuses what is not an origin', () => {
    for (const bad of [
      'play.example.com',
      'https://play.example.com/',
      'https://play.example.com/path',
      'ftp://play.example.com',
      '*',
    ]) {
      expect(() => loadConfig({ ALLOWED_ORIGINS: bad }), bad).toThrow(
        /ALLOWED_ORIGINS: .* is not an origin/,
      );
    }
  });
});
