// Malformed and oversized payloads get structured errors (never a crash); rate limits apply per
// socket and per IP; repeated abuse disconnects; HTTP bodies are limited too.
import { afterEach, describe, expect, it } from 'vitest';
import { build, connect, createRoom, send, STORES, until, type TestServer } from './helpers.ts';
import type { Socket } from 'socket.io-client';

describe.each(STORES)('abuse (%s store)', (store) => {
  let server: TestServer;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets) socket.disconnect();
    sockets.length = 0;
    await server.close();
  });

  async function open(): Promise<Socket> {
    const socket = connect(server.url);
    sockets.push(socket);
    await until(() => socket.connected, 5_000, 'connect');
    return socket;
  }

  it('answers malformed payloads with bad-request and keeps serving', async () => {
    server = await build(store, {
      limits: {
        socketPerSecond: 1000,
        ipPerSecond: 100_000,
        createPerMinute: 100,
        joinPerMinute: 100,
        abuse: 1000,
      },
    });
    const socket = await open();
    const garbage: unknown[] = [
      null,
      42,
      'text',
      [],
      { code: 7 },
      { code: 'ABCD2345', token: 'short' },
      { code: 'x'.repeat(40) },
    ];
    for (const payload of garbage) {
      const ack = await send(socket, 'room:join', payload);
      expect(ack).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    }
    const action = await send(socket, 'game:action', {
      id: '../../etc',
      version: -1,
      action: { type: 'fly' },
    });
    expect(action).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(await send(socket, 'sync:request', {})).toMatchObject({
      ok: false,
      error: { code: 'not-joined' },
    });
    const errors: unknown[] = [];
    socket.on('error', (error: unknown) => errors.push(error));
    socket.emit('sync:request', {}); // no ack callback
    await until(() => errors.length === 1, 5_000, 'an error event');
    expect(errors).toMatchObject([{ code: 'bad-request' }]);
    // An unknown message is answered through its ack (test/unknown-message.test.ts).
    expect(await socket.timeout(5_000).emitWithAck('no:such-message', {})).toMatchObject({
      ok: false,
      error: { code: 'unknown-message' },
    });
    const created = await createRoom(server.url, {
      name: 'Ann',
      rules: { preset: 'draw', players: 2 },
    });
    const join = await send(socket, 'room:join', { code: created.code.toLowerCase() });
    expect(join.ok).toBe(true);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
  });

  it('refuses oversized messages: too-large below the transport cap, a closed socket above it', async () => {
    server = await build(store, {
      limits: {
        socketPerSecond: 1000,
        ipPerSecond: 100_000,
        createPerMinute: 100,
        joinPerMinute: 100,
        abuse: 1000,
      },
    });
    const socket = await open();
    const big = await send(socket, 'name:set', { name: 'x'.repeat(20_000) });
    expect(big).toMatchObject({ ok: false, error: { code: 'too-large' } });
    const huge = await open();
    const closed = new Promise<string>((resolve) =>
      huge.on('disconnect', (reason) => resolve(reason)),
    );
    huge.emit('name:set', { name: 'x'.repeat(100_000) }, () => undefined);
    expect(await closed).toBeTruthy();
    expect((await send(socket, 'sync:request', {})).ok).toBe(false); // the server still answers
  });

  it('rate-limits a flooding socket and disconnects it after repeated abuse', async () => {
    server = await build(store, {
      limits: {
        socketPerSecond: 5,
        ipPerSecond: 100_000,
        createPerMinute: 100,
        joinPerMinute: 100,
        abuse: 5,
      },
    });
    const socket = await open();
    const disconnected = new Promise<void>((resolve) => socket.on('disconnect', () => resolve()));
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => send(socket, 'sync:request', {}).catch(() => null)),
    );
    const limited = answers.filter((a) => a !== null && !a.ok && a.error.code === 'rate-limited');
    expect(limited.length).toBeGreaterThan(0);
    await disconnected;
  });

  it('limits messages per IP across all of its sockets', async () => {
    server = await build(store, {
      limits: {
        socketPerSecond: 1000,
        ipPerSecond: 5,
        createPerMinute: 100,
        joinPerMinute: 100,
        abuse: 1000,
      },
    });
    const [one, two] = [await open(), await open()];
    const answers = await Promise.all(
      [one, two].flatMap((socket) =>
        Array.from({ length: 15 }, () => send(socket, 'sync:request', {})),
      ),
    );
    const codes = answers.map((a) => (a.ok ? 'ok' : a.error.code));
    expect(codes.filter((c) => c === 'rate-limited').length).toBeGreaterThanOrEqual(15);
    expect(codes).toContain('not-joined'); // the first few got through
  });

  it('limits room creation per IP and HTTP body size', async () => {
    server = await build(store, {
      limits: {
        socketPerSecond: 100,
        ipPerSecond: 100_000,
        createPerMinute: 3,
        joinPerMinute: 100,
        abuse: 100,
      },
    });
    const body = JSON.stringify({ name: 'Ann', rules: { preset: 'block', players: 2 } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${server.url}/api/rooms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 3)).toEqual([201, 201, 201]);
    expect(statuses.at(-1)).toBe(429);
    const tooBig = await fetch(`${server.url}/api/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(40_000) }),
    });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ error: { code: 'too-large' } });
    const bad = await fetch(`${server.url}/api/rooms/not-a-code`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'bad-request' } });
    const missing = await fetch(`${server.url}/api/rooms/ABCD2345`);
    expect(missing.status).toBe(404);
  });
});
