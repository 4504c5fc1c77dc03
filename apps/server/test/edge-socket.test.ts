// Network edge over Socket.IO, attacked as a crafted client would (issue 7 items 6–7): sockets per
// IP are capped with a clear error, engine.io sessions that never join are bounded too, and the
// socket layer resolves the client IP by the same trusted-proxy rule as HTTP, so a forged
// X-Forwarded-For neither escapes the cap nor the per-IP join limit. Idle-HTTP timeouts do not
// touch live WebSocket connections.
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import type { ConnectionRefusal } from '../src/net/connection-cap.ts';
import { build, createRoom, send, STORES, until, type TestServer } from './helpers.ts';

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

type Opened = {
  socket: Socket;
  connected: boolean;
  refusal: (Error & { data?: ConnectionRefusal }) | null;
};

describe.each(STORES)('sockets per IP (%s store)', (store) => {
  let server: TestServer;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets) socket.disconnect();
    sockets.length = 0;
    await server.close();
  });

  /** Opens a socket (optionally with an X-Forwarded-For) and resolves once it connected or was refused. */
  function open(forwardedFor?: string): Promise<Opened> {
    const socket = ioClient(server.url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      ...(forwardedFor === undefined ? {} : { extraHeaders: { 'x-forwarded-for': forwardedFor } }),
    });
    sockets.push(socket);
    return new Promise((resolve) => {
      socket.once('connect', () => resolve({ socket, connected: true, refusal: null }));
      socket.once('connect_error', (error: Error & { data?: ConnectionRefusal }) =>
        resolve({ socket, connected: false, refusal: error }),
      );
    });
  }

  it('refuses the socket over the cap with a clear error, and admits one again after a socket closed', async () => {
    server = await build(store, { edge: edge({ socketsPerIp: 3 }) });
    const admitted = [await open(), await open(), await open()];
    expect(admitted.map((o) => o.connected)).toEqual([true, true, true]);
    const refused = await open();
    expect(refused.connected).toBe(false);
    expect(refused.refusal?.message).toBe('too-many-connections');
    expect(refused.refusal?.data).toMatchObject({ code: 'rate-limited', limit: 3 });
    expect(refused.refusal?.data?.message).toMatch(/at most 3 connections/);
    // The admitted sockets keep working.
    expect(await send(admitted[0]!.socket, 'sync:request', {})).toMatchObject({
      ok: false,
      error: { code: 'not-joined' },
    });
    admitted[0]!.socket.disconnect();
    // The server learns of the close asynchronously: retry until it has (bounded by the deadline).
    let again: Opened | null = null;
    for (
      const deadline = Date.now() + 20_000;
      again?.connected !== true && Date.now() < deadline;
    ) {
      again = await open();
      if (!again.connected) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(again?.connected).toBe(true);
  });

  it('with a trusted proxy, forged addresses before the one the proxy appended do not escape the cap', async () => {
    server = await build(store, { proxy: { hops: 1 }, edge: edge({ socketsPerIp: 2 }) });
    const forged = [
      await open('1.1.1.1, 203.0.113.5'),
      await open('2.2.2.2, 203.0.113.5'),
      await open('3.3.3.3, 203.0.113.5'),
    ];
    expect(forged.map((o) => o.connected)).toEqual([true, true, false]);
    expect(forged[2]!.refusal?.message).toBe('too-many-connections');
    // A different client behind the proxy (another appended address) is counted on its own.
    expect((await open('203.0.113.6')).connected).toBe(true);
  });

  it('without a trusted proxy, X-Forwarded-For is ignored by the socket layer', async () => {
    server = await build(store, { edge: edge({ socketsPerIp: 2 }) });
    const forged = [
      await open('198.51.100.1'),
      await open('198.51.100.2'),
      await open('198.51.100.3'),
    ];
    expect(forged.map((o) => o.connected)).toEqual([true, true, false]);
  });

  it('an IPv6 client is counted by its /64: rotating the last 64 bits escapes neither the cap nor the join limit', async () => {
    server = await build(store, {
      proxy: { hops: 1 },
      edge: edge({ socketsPerIp: 2 }),
      limits: {
        socketPerSecond: 1000,
        ipPerSecond: 100_000,
        createPerMinute: 1000,
        joinPerMinute: 1,
        abuse: 20,
      },
    });
    const { code } = await createRoom(server.url, {
      name: 'Ann',
      rules: { preset: 'draw', players: 2 },
    });
    const rotated = [
      await open('2001:db8:a:b::1'),
      await open('2001:db8:a:b:ffff:1:2:3'),
      await open('2001:db8:a:b::99'),
    ];
    expect(rotated.map((o) => o.connected)).toEqual([true, true, false]);
    expect(rotated[2]!.refusal?.message).toBe('too-many-connections');
    expect((await send(rotated[0]!.socket, 'room:join', { code })).ok).toBe(true);
    expect(await send(rotated[1]!.socket, 'room:join', { code })).toMatchObject({
      ok: false,
      error: { code: 'rate-limited' },
    });
    // Another /64 is another client.
    const neighbour = await open('2001:db8:a:c::1');
    expect(neighbour.connected).toBe(true);
    expect((await send(neighbour.socket, 'room:join', { code })).ok).toBe(true);
  });

  it('the per-IP join limit counts the resolved client IP, not a forged one', async () => {
    server = await build(store, {
      proxy: { addresses: ['127.0.0.1'] },
      limits: {
        socketPerSecond: 1000,
        ipPerSecond: 100_000,
        createPerMinute: 1000,
        joinPerMinute: 2,
        abuse: 20,
      },
    });
    const { code } = await createRoom(server.url, {
      name: 'Ann',
      rules: { preset: 'draw', players: 2 },
    });
    const answers: string[] = [];
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      const { socket } = await open(`${forged}, 203.0.113.7`);
      const ack = await send(socket, 'room:join', { code });
      answers.push(ack.ok ? 'ok' : ack.error.code);
    }
    expect(answers).toEqual(['ok', 'ok', 'rate-limited']);
    const other = await open('203.0.113.8');
    expect((await send(other.socket, 'room:join', { code })).ok).toBe(true);
  });
});

describe('engine.io sessions that never join', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('refuses handshakes beyond twice the cap from one IP (a crafted client holding bare transports)', async () => {
    server = await build('memory', { edge: edge({ socketsPerIp: 2 }) });
    const handshake = () => fetch(`${server.url}/socket.io/?EIO=4&transport=polling`);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await handshake()).status);
    expect(statuses).toEqual([200, 200, 200, 200, 403]);
    const refused = await handshake();
    expect(await refused.json()).toMatchObject({
      message: expect.stringMatching(/^too-many-connections/),
    });
  });
});

describe('idle-HTTP timeouts and live sockets', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('a WebSocket connection outlives the headers, request and keep-alive timeouts', async () => {
    server = await build('memory', {
      edge: edge({ headersTimeoutMs: 200, requestTimeoutMs: 300, keepAliveTimeoutMs: 200 }),
    });
    const socket = ioClient(server.url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    let disconnects = 0;
    socket.on('disconnect', () => (disconnects += 1));
    await until(() => socket.connected, 10_000, 'connect');
    // Several times every timeout, and over at least two of Node's connection checks (1 s apart).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await send(socket, 'sync:request', {})).toMatchObject({
      ok: false,
      error: { code: 'not-joined' },
    });
    expect(disconnects).toBe(0);
    socket.disconnect();
  });
});
