// A hostile client picks names that hide or reverse text, overflow the limit with emoji, or pass for
// another seat's name. The server parses every name with the protocol's one schema and refuses a
// name another seat already shows; a refused attempt changes nothing.
import { afterEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { Ack, ClientReply, RoomInfo } from '@boneyard/protocol';
import { build, connect, createRoom, send, STORES, until, type TestServer } from './helpers.ts';

describe.each(STORES)('hostile names (%s store)', (store) => {
  let server: TestServer;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets) socket.disconnect();
    sockets.length = 0;
    await server.close();
  });

  const tokens = new Map<Socket, string>();
  async function joinRaw(code: string, token?: string): Promise<Socket> {
    const socket = connect(server.url);
    sockets.push(socket);
    await until(() => socket.connected, 10_000, 'connect');
    const joined = await send(
      socket,
      'room:join',
      token === undefined ? { code } : { code, token },
    );
    if (!joined.ok) throw new Error(joined.error.message);
    tokens.set(socket, joined.value.token);
    return socket;
  }

  async function seats(socket: Socket): Promise<RoomInfo['seats']> {
    const snapshot = (await send(socket, 'sync:request', {})) as Ack<ClientReply<'sync:request'>>;
    if (!snapshot.ok) throw new Error(snapshot.error.message);
    return snapshot.value.room.seats;
  }

  it(
    'refuses hidden, reversed, overlong and look-alike names at every entry point',
    { timeout: 60_000 },
    async () => {
      server = await build(store);
      const created = await createRoom(server.url, {
        name: 'Host',
        rules: { preset: 'draw', players: 4 },
      });
      const host = await joinRaw(created.code, created.token);
      const hostile = await joinRaw(created.code);

      const badRequests: [string, RegExp][] = [
        ['tsoH\u202e', /U\+202E/], // right-to-left override: shows as "Host" reversed
        ['\u2067Host\u2069', /U\+2067/], // isolate
        ['Ho\u200bst', /U\+200B/], // zero-width space
        ['Ho\u200dst', /U\+200D/], // zero-width joiner between letters
        ['Host\u2028(host)', /U\+2028/], // line separator
        ['Host\u0085', /U\+0085/], // C1 next line
        ['😀'.repeat(25), /longer than 24/], // 25 graphemes (50 UTF-16 units)
        ['👨‍👩‍👧‍👦'.repeat(25), /longer than 24/],
      ];
      for (const [name, message] of badRequests) {
        const taken = await send(hostile, 'seat:take', { seat: 1, name });
        expect(taken, JSON.stringify(name)).toMatchObject({
          ok: false,
          error: { code: 'bad-request' },
        });
        expect(!taken.ok && taken.error.message).toMatch(message);
      }
      for (const name of ['Ноst', 'HOST', ' host ', 'Ｈｏｓｔ', 'Hоѕt']) {
        const taken = await send(hostile, 'seat:take', { seat: 1, name });
        expect(taken, JSON.stringify(name)).toMatchObject({
          ok: false,
          error: { code: 'name-taken' },
        });
        expect(!taken.ok && taken.error.message).toContain('"Host"');
      }
      expect((await seats(host)).map((seat) => seat.kind)).toEqual([
        'human',
        'empty',
        'empty',
        'empty',
      ]);

      // 24 emoji are 24 characters: accepted, and the name arrives NFC-normalised.
      const emoji = '👨‍👩‍👧‍👦'.repeat(24);
      expect(await send(hostile, 'seat:take', { seat: 1, name: emoji })).toMatchObject({
        ok: true,
      });
      expect(await send(hostile, 'name:set', { name: 'Jose\u0301' })).toMatchObject({ ok: true });
      expect((await seats(host))[1]!.name).toBe('José');

      // Renaming into a look-alike, directly or on a rejoin, is refused; the old name stays.
      expect(await send(hostile, 'name:set', { name: 'Нost' })).toMatchObject({
        ok: false,
        error: { code: 'name-taken' },
      });
      expect(await send(hostile, 'name:set', { name: 'Host\u202e' })).toMatchObject({
        ok: false,
        error: { code: 'bad-request' },
      });
      expect(
        await send(hostile, 'room:join', { code: created.code, name: 'Ann\u200b' }),
      ).toMatchObject({ ok: false, error: { code: 'bad-request' } });
      // A rejoin that asks for another seat's name still joins (a reload must not lock anyone out),
      // keeping the name the seat had.
      const rejoin = await send(hostile, 'room:join', {
        code: created.code,
        token: tokens.get(hostile)!,
        name: 'HOST',
      });
      expect(rejoin).toMatchObject({ ok: true, value: { snapshot: { you: { seat: 1 } } } });
      // The host cannot take the newcomer's look-alike either.
      expect(await send(host, 'name:set', { name: 'JOSE' })).toMatchObject({
        ok: false,
        error: { code: 'name-taken' },
      });
      expect((await seats(host)).map((seat) => seat.name)).toEqual(['Host', 'José', '', '']);

      // Moving seats in the lobby keeps one's own name: it does not clash with itself.
      expect(await send(hostile, 'seat:take', { seat: 2 })).toMatchObject({ ok: true });
      expect(await send(hostile, 'seat:take', { seat: 3, name: 'josé' })).toMatchObject({
        ok: true,
      });
      expect((await seats(host)).map((seat) => seat.name)).toEqual(['Host', '', '', 'josé']);
    },
  );

  it('refuses a spoofed host name when a room is created over HTTP', async () => {
    server = await build(store);
    for (const name of ['Host\u202e', 'A\u200bnn', '😀'.repeat(25), '']) {
      const response = await fetch(`${server.url}/api/rooms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, rules: { preset: 'draw' } }),
      });
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'bad-request' } });
    }
  });
});
