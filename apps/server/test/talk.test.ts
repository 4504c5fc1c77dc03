// Reactions and chat (issue 48) against hostile clients: only seated people talk (spectators read),
// the seat is the token's (a payload cannot name one), lines are cleaned like names and capped,
// a room without chat refuses text but not reactions, spam is refused and counts as abuse until
// the socket is cut off, and nothing said is stored in the room or its record.
import type { Said } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import {
  build,
  connect,
  createRoom,
  fetchJson,
  send,
  TestPlayer,
  until,
  type TestServer,
} from './helpers.ts';
import { closeAfterEach } from './teardown.ts';

/** Everything `player`'s socket hears on `said`. */
function listen(player: TestPlayer): Said[] {
  const lines: Said[] = [];
  player.socket.on('said', (said: Said) => lines.push(said));
  return lines;
}

describe('reactions and chat', () => {
  let server: TestServer;
  let players: TestPlayer[] = [];
  closeAfterEach(() => ({ server, players }));

  async function table(
    chat?: boolean,
  ): Promise<{ code: string; anna: TestPlayer; boris: TestPlayer; watcher: TestPlayer }> {
    const created = await createRoom(server.url, {
      name: 'Anna',
      rules: { preset: 'draw', players: 2 },
      ...(chat === undefined ? {} : { chat }),
    });
    const anna = new TestPlayer(server.url, created.code, created.token, 'anna');
    const boris = new TestPlayer(server.url, created.code, undefined, 'boris');
    const watcher = new TestPlayer(server.url, created.code, undefined, 'watcher');
    players = [anna, boris, watcher];
    await until(() => players.every((p) => p.joined), 10_000, 'joins');
    expect((await send(boris.socket, 'seat:take', { seat: 1, name: 'Boris' })).ok).toBe(true);
    return { code: created.code, anna, boris, watcher };
  }

  it('relays a seated person’s reactions and lines to everyone, spectators included, and stores none', async () => {
    server = await build('memory');
    const { code, anna, boris, watcher } = await table();
    const [toBoris, toWatcher] = [listen(boris), listen(watcher)];
    expect(await send(anna.socket, 'talk:react', { reaction: 'gg' })).toEqual({
      ok: true,
      value: {},
    });
    expect(await send(anna.socket, 'talk:chat', { text: '  well   played  ' })).toEqual({
      ok: true,
      value: {},
    });
    await until(() => toWatcher.length === 2 && toBoris.length === 2, 5_000, 'the lines');
    expect(toBoris).toEqual([
      { seat: 0, reaction: 'gg' },
      { seat: 0, text: 'well played' },
    ]);
    expect(toWatcher).toEqual(toBoris);
    expect(JSON.stringify((await fetchJson(`${server.url}/api/rooms/${code}`)).body)).not.toContain(
      'well played',
    );
    expect((await fetchJson(`${server.url}/api/rooms/${code}`)).body).toMatchObject({ chat: true });
  });

  it('refuses spectators, crafted payloads, hidden characters and overlong lines', async () => {
    server = await build('memory');
    const { anna, boris, watcher } = await table();
    const toBoris = listen(boris);
    expect(await send(watcher.socket, 'talk:react', { reaction: 'nice' })).toMatchObject({
      ok: false,
      error: { code: 'not-seated' },
    });
    expect(await send(watcher.socket, 'talk:chat', { text: 'hi' })).toMatchObject({
      ok: false,
      error: { code: 'not-seated' },
    });
    const stranger = connect(server.url);
    expect(await send(stranger, 'talk:react', { reaction: 'nice' })).toMatchObject({
      ok: false,
      error: { code: 'not-joined' },
    });
    stranger.disconnect();
    for (const payload of [
      { reaction: 'evil' },
      { reaction: 'nice', seat: 1 },
      { reaction: ['nice'] },
      {},
    ]) {
      expect(await send(anna.socket, 'talk:react', payload)).toMatchObject({
        ok: false,
        error: { code: 'bad-request' },
      });
    }
    for (const text of [
      'a\u202Eevil',
      'zero\u200Bwidth',
      'line\nbreak',
      'bell\u0007',
      '   ',
      'x'.repeat(201),
      { text: 'hi' },
    ]) {
      expect(await send(anna.socket, 'talk:chat', { text })).toMatchObject({
        ok: false,
        error: { code: 'bad-request' },
      });
    }
    expect(await send(anna.socket, 'talk:chat', { text: 'x'.repeat(200), seat: 1 })).toMatchObject({
      ok: false,
      error: { code: 'bad-request' },
    });
    expect((await send(anna.socket, 'talk:chat', { text: '👍'.repeat(200) })).ok).toBe(true);
    await until(() => toBoris.length === 1, 5_000, 'the one good line');
    expect(toBoris[0]).toMatchObject({ seat: 0 });
  });

  it('keeps text out of a room created without chat, reactions still on', async () => {
    server = await build('memory');
    const { code, anna } = await table(false);
    expect(await send(anna.socket, 'talk:chat', { text: 'hello' })).toMatchObject({
      ok: false,
      error: { code: 'chat-off' },
    });
    expect((await send(anna.socket, 'talk:react', { reaction: 'wow' })).ok).toBe(true);
    expect((await fetchJson(`${server.url}/api/rooms/${code}`)).body).toMatchObject({
      chat: false,
    });
  });

  it('refuses spam and counts it as abuse until the socket is cut off', async () => {
    server = await build('memory', {
      limits: {
        socketPerSecond: 1000,
        ipPerSecond: 100_000,
        createPerMinute: 1000,
        joinPerMinute: 10_000,
        abuse: 4,
      },
    });
    const { anna, boris } = await table();
    const toBoris = listen(boris);
    let cutOff = false;
    anna.socket.on('disconnect', () => (cutOff = true));
    const answers = [];
    for (let i = 0; i < 9 && !cutOff; i++)
      answers.push(await send(anna.socket, 'talk:react', { reaction: 'hurry' }).catch(() => null));
    expect(answers.slice(0, 5).every((answer) => answer?.ok)).toBe(true);
    expect(answers[5]).toMatchObject({ ok: false, error: { code: 'rate-limited' } });
    await until(() => cutOff, 5_000, 'the spammer cut off');
    expect(toBoris).toHaveLength(5);
  });
});
