// Issue 7 item 1, played as a hostile client: a person with two or three sockets on one seat token
// (tabs, devices, possibly on different server processes) moves seat with one of them. Every
// socket of that token must leave the old seat's channel in the same change — otherwise the ones
// left behind are shown the hand of whoever sits there next.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { freePort, startServer } from './children.ts';
import {
  build,
  cleanRedis,
  createRoom,
  fourPlayers,
  newPrefix,
  send,
  STORES,
  TestPlayer,
  until,
  type TestServer,
} from './helpers.ts';
import { everyoneSees, moreSockets, newcomerIn, tilesShownFrom } from './hostile.ts';

const KOZEL = { preset: 'kozel', target: 50 } as const;

interface Urls {
  /** Where the four players of the table connect (seat order). */
  table: readonly [string, string, string, string];
  /** Where the mover's other sockets connect. */
  extra: readonly string[];
}

let open: TestPlayer[] = [];
const track = <T extends TestPlayer>(players: T[]): T[] => {
  open.push(...players);
  return players;
};

/**
 * Mid-match: seat 1's player leaves (seat:leave) while dealt in; a newcomer takes seat 1 over. No
 * socket of the leaver's token may be shown a hand from the leave on.
 */
async function leaveMidMatch(urls: Urls): Promise<void> {
  const table = await fourPlayers(urls.table, KOZEL);
  const players = track(table.players);
  for (const player of players) player.autoPlay = false; // the hand waits for people: nothing races the test
  const mover = players[1]!;
  const tabs = track(await moreSockets(urls.extra, table.code, mover.token!));
  const token = [mover, ...tabs];
  await until(() => tabs.every((tab) => tab.seat === 1), 10_000, 'every tab in seat 1');
  expect((await send(players[0]!.socket, 'host:start', {})).ok).toBe(true);
  await until(
    () => token.every((socket) => (socket.last?.view?.hand?.myTiles.length ?? 0) > 0),
    20_000,
    'dealt to every tab',
  );

  expect(await send(mover.socket, 'seat:leave', {})).toEqual({ ok: true, value: {} });
  const leftAt = mover.version; // the leave's own version: its snapshot arrived before the ack
  await until(() => mover.seat === null, 10_000, 'the leaver told it watches');
  const newcomer = track([await newcomerIn(urls.table[1], table.code, 1, 'Newcomer')])[0]!;
  await until(
    () => (newcomer.last?.view?.hand?.myTiles.length ?? 0) > 0,
    10_000,
    'newcomer holds the hand',
  );
  await everyoneSees(newcomer, 'Newcomer2', token);

  for (const socket of token) {
    expect(tilesShownFrom(socket, leftAt), socket.name).toEqual([]);
    expect(socket.seat, socket.name).toBeNull();
  }
}

/**
 * Mid-match removal: the host removes seat 3's player (whose sockets may be on the other process);
 * a newcomer takes seat 3 over. No socket of the removed token is shown a hand from the kick on.
 */
async function kickMidMatch(urls: Urls): Promise<void> {
  const table = await fourPlayers(urls.table, KOZEL);
  const players = track(table.players);
  for (const player of players) player.autoPlay = false;
  const [host, , , victim] = players as [TestPlayer, TestPlayer, TestPlayer, TestPlayer];
  const tabs = track(await moreSockets(urls.extra, table.code, victim.token!));
  const token = [victim, ...tabs];
  await until(() => tabs.every((tab) => tab.seat === 3), 10_000, 'every tab in seat 3');
  expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
  await until(
    () => token.every((socket) => (socket.last?.view?.hand?.myTiles.length ?? 0) > 0),
    20_000,
    'dealt to every tab',
  );

  expect((await send(host.socket, 'host:kick', { seat: 3 })).ok).toBe(true);
  const kickedAt = host.version;
  const newcomer = track([await newcomerIn(urls.table[0], table.code, 3, 'Newcomer')])[0]!;
  await until(
    () => (newcomer.last?.view?.hand?.myTiles.length ?? 0) > 0,
    10_000,
    'newcomer holds the hand',
  );
  await everyoneSees(newcomer, 'Newcomer2', token);

  for (const socket of token) {
    expect(tilesShownFrom(socket, kickedAt), socket.name).toEqual([]);
    expect(socket.seat, socket.name).toBeNull();
  }
}

/**
 * Lobby: seat 1's player moves to seat 2; a newcomer sits in seat 1; the match starts. The mover's
 * sockets hold seat 2's hand and never a tile of seat 1's.
 */
async function moveInLobby(urls: Urls): Promise<void> {
  const created = await createRoom(urls.table[0], { name: 'Host', rules: KOZEL });
  const host = track([new TestPlayer(urls.table[0], created.code, created.token, 'host')])[0]!;
  const mover = track([new TestPlayer(urls.table[1], created.code, undefined, 'mover')])[0]!;
  for (const player of [host, mover]) player.autoPlay = false;
  await until(() => host.joined && mover.joined, 10_000, 'joins');
  expect((await send(mover.socket, 'seat:take', { seat: 1, name: 'Mover' })).ok).toBe(true);
  await until(() => mover.seat === 1, 10_000, 'mover seated');
  const tabs = track(await moreSockets(urls.extra, created.code, mover.token!));
  const token = [mover, ...tabs];
  await until(() => tabs.every((tab) => tab.seat === 1), 10_000, 'every tab in seat 1');

  expect(await send(mover.socket, 'seat:take', { seat: 2 })).toEqual({
    ok: true,
    value: { seat: 2 },
  });
  const movedAt = mover.version;
  await until(() => mover.seat === 2, 10_000, 'the mover told its new seat');
  const newcomer = track([await newcomerIn(urls.table[2], created.code, 1, 'Newcomer')])[0]!;
  expect((await send(host.socket, 'host:bot', { seat: 3, level: 'easy' })).ok).toBe(true);
  expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
  await until(
    () => [mover, newcomer].every((socket) => (socket.last?.view?.hand?.myTiles.length ?? 0) > 0),
    20_000,
    'dealt',
  );
  await everyoneSees(newcomer, 'Newcomer2', token);

  const seatOneHand = new Set<string>(newcomer.last!.view!.hand!.myTiles);
  const seatTwoHand = new Set<string>(mover.last!.view!.hand!.myTiles);
  for (const socket of token) {
    const shown = tilesShownFrom(socket, movedAt);
    expect(
      shown.filter((tile) => seatOneHand.has(tile)),
      socket.name,
    ).toEqual([]);
    expect(
      shown.every((tile) => seatTwoHand.has(tile)),
      socket.name,
    ).toBe(true);
    expect(shown.length, socket.name).toBeGreaterThan(0);
    expect(socket.seat, socket.name).toBe(2);
  }
}

afterEach(() => {
  for (const player of open) player.close();
  open = [];
});

describe.each(STORES)(
  'every socket of a token moves with its seat — one process (%s store)',
  (store) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await build(store);
    });
    afterAll(async () => server.close());
    const same = (count: number): Urls => ({
      table: [server.url, server.url, server.url, server.url],
      extra: Array.from({ length: count - 1 }, () => server.url),
    });

    it.each([2, 3])(
      'seat:leave mid-match with %i sockets: none of them sees the next holder’s tiles',
      async (count) => {
        await leaveMidMatch(same(count));
      },
    );
    it.each([2, 3])(
      'a move in the lobby with %i sockets: all of them follow to the new seat',
      async (count) => {
        await moveInLobby(same(count));
      },
    );
    it.each([2, 3])(
      'host:kick mid-match with %i sockets: none of them sees the next holder’s tiles',
      async (count) => {
        await kickMidMatch(same(count));
      },
    );
  },
);

describe('every socket of a token moves with its seat — two processes on Redis', () => {
  const prefix = newPrefix();
  const children: ChildProcess[] = [];
  let a = '';
  let b = '';
  beforeAll(async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    children.push(await startServer(portA, prefix), await startServer(portB, prefix));
    a = `http://127.0.0.1:${portA}`;
    b = `http://127.0.0.1:${portB}`;
  }, 200_000);
  afterAll(async () => {
    await Promise.all(
      children.map((child) =>
        child.exitCode === null
          ? new Promise((done) => child.once('exit', done).kill('SIGTERM'))
          : undefined,
      ),
    );
    await cleanRedis(prefix);
  });
  // The mover's socket is on A; its other sockets on B (and A): the change made on A must move them on B too.
  const split = (count: number): Urls => ({
    table: [a, a, b, b],
    extra: count === 2 ? [b] : [b, a],
  });

  it.each([2, 3])('seat:leave mid-match with %i sockets across both processes', async (count) => {
    await leaveMidMatch(split(count));
  });
  it.each([2, 3])('a move in the lobby with %i sockets across both processes', async (count) => {
    await moveInLobby(split(count));
  });
  it.each([2, 3])(
    'host:kick mid-match on one process, the removed token’s %i sockets across both',
    async (count) => {
      await kickMidMatch(split(count));
    },
  );
});
