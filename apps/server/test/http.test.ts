// HTTP surface: health, room creation over HTTP and over the socket, public room info, the built
// web app with its SPA fallback, and JSON errors for unknown API paths.
import type { RoomInfo } from '@boneyard/protocol';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build, connect, fetchJson, send, until, type TestServer } from './helpers.ts';

describe('http', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('serves the web app with an SPA fallback, and JSON errors for API paths', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'boneyard-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Boneyard</title>');
    writeFileSync(join(webRoot, 'app.js'), 'console.log(1)');
    server = await build('memory', { webRoot });
    for (const path of ['/', '/r/ABCD2345', '/verify']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<title>Boneyard</title>');
    }
    expect(await (await fetch(`${server.url}/app.js`)).text()).toBe('console.log(1)');
    const api = await fetchJson(`${server.url}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ error: { code: 'not-found' } });
    expect((await fetchJson(`${server.url}/healthz`)).body).toEqual({ ok: true });
    expect((await fetchJson(`${server.url}/readyz`)).body).toEqual({ ok: true, store: 'memory' });
  });

  it('creates a room over the socket; its public info names seats and no secrets', async () => {
    server = await build('redis');
    const socket = connect(server.url);
    await until(() => socket.connected, 5_000, 'connect');
    const created = await send(socket, 'room:create', {
      name: 'Ann',
      rules: { preset: 'kozyol', players: 3 },
      seats: [{ bot: null }, { bot: 'hard' }, { bot: null }],
    });
    if (!created.ok) throw new Error(created.error.message);
    expect(created.value.url).toBe(`/r/${created.value.code}`);
    const { status, body } = await fetchJson(
      `${server.url}/api/rooms/${created.value.code.toLowerCase()}`,
    );
    expect(status).toBe(200);
    const info = body as RoomInfo;
    expect(info.seats.map((s) => s.kind)).toEqual(['human', 'bot', 'empty']);
    expect(info.seats[0]).toMatchObject({ name: 'Ann', host: true });
    expect(JSON.stringify(body)).not.toContain(created.value.token);
    expect(info.standInLevel).toBe('normal'); // none chosen
    const bad = await send(socket, 'room:create', {
      name: 'Ann',
      rules: { preset: 'kozel' },
      seats: [{ bot: null }],
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    const expert = await send(socket, 'room:create', {
      name: 'Ann',
      rules: { preset: 'kozel' },
      standIn: 'expert',
    });
    if (!expert.ok) throw new Error(expert.error.message);
    expect(
      ((await fetchJson(`${server.url}/api/rooms/${expert.value.code}`)).body as RoomInfo)
        .standInLevel,
    ).toBe('expert');
    const unknownLevel = await send(socket, 'room:create', {
      name: 'Ann',
      rules: { preset: 'kozel' },
      standIn: 'godlike',
    } as never);
    expect(unknownLevel).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    socket.disconnect();
  });
});
