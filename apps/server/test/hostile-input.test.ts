// Issue 7 items 8 and 11, played as hostile clients (both stores): event names a plain object
// inherits, and client seeds aimed at a commitment they were not made for.
import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { verifyRecord, type MatchRecord } from '@boneyard/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import {
  build,
  connect,
  fetchJson,
  fourPlayers,
  send,
  STORES,
  until,
  type TestPlayer,
  type TestServer,
} from './helpers.ts';

const INHERITED = [
  'toString',
  'hasOwnProperty',
  '__proto__',
  'constructor',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
];

describe.each(STORES)('hostile input (%s store)', (store) => {
  let server: TestServer;
  let sockets: Socket[] = [];
  let players: TestPlayer[] = [];
  afterEach(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const player of players) player.close();
    sockets = [];
    players = [];
    await server.close();
  });

  it('item 8: inherited names (toString, __proto__, …) are unknown messages: each is refused and counted as abuse', async () => {
    const abuse = INHERITED.length;
    server = await build(store, {
      limits: {
        socketPerSecond: 1000,
        ipPerSecond: 100_000,
        createPerMinute: 100,
        joinPerMinute: 100,
        abuse,
      },
    });
    const socket = connect(server.url);
    sockets.push(socket);
    await until(() => socket.connected, 10_000, 'connect');
    const errors: { code: string; message: string }[] = [];
    socket.on('error', (error: { code: string; message: string }) => errors.push(error));
    const answers: { ok: boolean; error: { code: string; message: string } }[] = [];
    const disconnected = new Promise<void>((resolve) => socket.on('disconnect', () => resolve()));
    for (const name of INHERITED)
      socket.emit(name, {}, (answer: (typeof answers)[number]) => answers.push(answer));
    await until(
      () => answers.length >= abuse && errors.length > 0,
      10_000,
      'an answer per inherited name',
    );
    expect(
      answers.every(
        ({ ok, error }) =>
          !ok && error.code === 'unknown-message' && error.message.startsWith('unknown message'),
      ),
    ).toBe(true);
    expect(errors.at(-1)).toMatchObject({ code: 'rate-limited' }); // the last strike disconnects
    await disconnected;
    // The server is unharmed: a fresh socket is answered as usual.
    const fresh = connect(server.url);
    sockets.push(fresh);
    await until(() => fresh.connected, 10_000, 'reconnect');
    expect(await send(fresh, 'sync:request', {})).toMatchObject({
      ok: false,
      error: { code: 'not-joined' },
    });
  });

  it('item 11: a seed naming another commitment or match is refused; the one made for this commitment is dealt with', async () => {
    // Seeds wait for every seat (no timeout within the test), so nothing deals behind the test's back.
    server = await build(store, { seedTimeoutMs: 600_000 });
    const table = await fourPlayers(server.url, { preset: 'kozel', target: 50 });
    players = table.players;
    const silent = players[2]!;
    silent.autoSeed = false;
    expect((await send(players[0]!.socket, 'host:start', {})).ok).toBe(true);
    await until(() => silent.last?.fair?.stage === 'collecting', 10_000, 'collecting seeds');
    const { hand, commitment } = silent.last!.fair!;
    const seed = randomBytes(32).toString('hex');
    const other = randomBytes(32).toString('hex');
    const refused = { ok: false, error: { code: 'seed-not-expected' } };
    expect(
      await send(silent.socket, 'seed:submit', { match: 1, hand, commitment: other, seed }),
    ).toMatchObject(refused);
    expect(
      await send(silent.socket, 'seed:submit', { match: 2, hand, commitment, seed }),
    ).toMatchObject(refused);
    expect(
      await send(silent.socket, 'seed:submit', { match: 1, hand: hand + 1, commitment, seed }),
    ).toMatchObject(refused);
    // A seed that names only its hand (the old form) is not bound to anything: malformed.
    expect(await send(silent.socket, 'seed:submit', { hand, seed })).toMatchObject({
      ok: false,
      error: { code: 'bad-request' },
    });
    const synced = await send(silent.socket, 'sync:request', {});
    expect(synced.ok && synced.value.fair).toMatchObject({
      stage: 'collecting',
      seedsFrom: expect.not.arrayContaining([2]),
    });

    expect(await send(silent.socket, 'seed:submit', { match: 1, hand, commitment, seed })).toEqual({
      ok: true,
      value: {},
    });
    await until(() => silent.last?.fair?.stage === 'dealt', 10_000, 'dealt once every seed is in');
    expect(silent.last!.fair!.clientSeeds![2]).toBe(seed);
    // The record of the hand verifies with that seed in it.
    silent.autoSeed = true;
    for (const player of players) player.autoPlay = true;
    await Promise.all(players.map((player) => player.resync())); // a fresh snapshot sets them playing
    await until(
      () => (silent.last?.view?.hand?.number ?? 0) > hand || silent.status === 'ended',
      30_000,
      'hand played out',
    );
    // The record is written right after the hand's last frame goes out: ask until it is there.
    let body: unknown = null;
    for (
      let tries = 0;
      tries < 100 && ((body as MatchRecord | null)?.hands?.length ?? 0) === 0;
      tries++
    ) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      body = (await fetchJson(`${server.url}/api/rooms/${table.code}/record`)).body;
    }
    expect(verifyRecord(body).ok).toBe(true);
    expect((body as MatchRecord).hands[0]!.deal.clientSeeds[2]).toBe(seed);
  });
});
