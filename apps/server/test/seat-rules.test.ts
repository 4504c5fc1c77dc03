// Issue 7 items 2–4, played as hostile clients against the real server (both stores): seat hopping
// mid-match, a removed player coming back, and a host trying to hold a second hand.
import { afterEach, describe, expect, it } from 'vitest';
import {
  build,
  createRoom,
  fetchJson,
  fourPlayers,
  send,
  STORES,
  TestPlayer,
  until,
  type TestServer,
} from './helpers.ts';
import {
  moreSockets,
  movedSince,
  newcomerIn,
  playUntil,
  tilesShownFrom,
  versionOf,
} from './hostile.ts';
import type { RoomInfo } from '@boneyard/protocol';

const KOZEL = { preset: 'kozel', target: 150 } as const;

describe.each(STORES)('seat rules against hostile clients (%s store)', (store) => {
  let server: TestServer;
  let open: TestPlayer[] = [];
  afterEach(async () => {
    for (const player of open) player.close();
    open = [];
    await server.close();
  });

  /** Four people at a kozel table, dealt in, nobody playing on their own. */
  async function dealtTable() {
    server = await build(store);
    const table = await fourPlayers(server.url, KOZEL);
    open.push(...table.players);
    for (const player of table.players) player.autoPlay = false;
    expect((await send(table.players[0]!.socket, 'host:start', {})).ok).toBe(true);
    await until(
      () => table.players.every((p) => (p.last?.view?.hand?.myTiles.length ?? 0) > 0),
      20_000,
      'dealt',
    );
    return {
      code: table.code,
      players: table.players as [TestPlayer, TestPlayer, TestPlayer, TestPlayer],
    };
  }

  const roomInfo = async (code: string) =>
    (await fetchJson(`${server.url}/api/rooms/${code}`)).body as RoomInfo;

  it('item 2: a dealt-in player cannot leave and take the seat a bot plays for someone else, only its own again', async () => {
    const { code, players } = await dealtTable();
    const [, hopper, seated, absent] = players;
    expect((await send(absent.socket, 'seat:leave', {})).ok).toBe(true); // seat 3: empty, the bot plays it
    // After leaving its seat first, and straight from a seat: the same refusal.
    expect((await send(hopper.socket, 'seat:leave', {})).ok).toBe(true);
    const leftAt = hopper.version;
    expect(await send(hopper.socket, 'seat:take', { seat: 3, name: 'Hopper' })).toMatchObject({
      ok: false,
      error: { code: 'in-match' },
    });
    expect(await send(seated.socket, 'seat:take', { seat: 3, name: 'Hopper' })).toMatchObject({
      ok: false,
      error: { code: 'in-match' },
    });
    expect(hopper.seat).toBeNull();
    expect(tilesShownFrom(hopper, leftAt)).toEqual([]); // never saw seat 3's hand
    // Back to its own seat (and hand) is fine, under the name it played with (none need be sent);
    // so is the other leaver's.
    expect(await send(hopper.socket, 'seat:take', { seat: 1 })).toEqual({
      ok: true,
      value: { seat: 1 },
    });
    await until(
      () => hopper.seat === 1 && (hopper.last?.view?.hand?.myTiles.length ?? 0) > 0,
      10_000,
      'own seat back',
    );
    expect((await roomInfo(code)).seats[1]).toMatchObject({ kind: 'human', name: 'P1' });
    expect(await send(absent.socket, 'seat:take', { seat: 3, name: 'P3' })).toEqual({
      ok: true,
      value: { seat: 3 },
    });
  });

  it('item 3: a removed player (two sockets) is moved out at once, and neither a rejoin nor a new seat lets them back until readmitted', async () => {
    const { code, players } = await dealtTable();
    const [host, , , victim] = players;
    const tabs = await moreSockets([server.url], code, victim.token!);
    open.push(...tabs);
    expect((await send(host.socket, 'host:kick', { seat: 3 })).ok).toBe(true);
    const kickedAt = host.version;
    await until(
      () => [victim, ...tabs].every((socket) => socket.seat === null && socket.version >= kickedAt),
      10_000,
      'every socket told',
    );
    for (const socket of [victim, ...tabs]) expect(tilesShownFrom(socket, kickedAt)).toEqual([]);
    expect(await send(victim.socket, 'seat:take', { seat: 3, name: 'Hopper' })).toMatchObject({
      ok: false,
      error: { code: 'removed' },
    });
    // A reload (same token) watches, and still cannot sit.
    const joinAcks = () =>
      victim.frames.filter((received) => received.kind === 'ack' && versionOf(received) !== null)
        .length;
    const joinsBefore = joinAcks();
    victim.reload();
    await until(() => joinAcks() > joinsBefore, 10_000, 'rejoin acknowledged');
    expect(victim.seat).toBeNull();
    expect(await send(victim.socket, 'seat:take', { seat: 3, name: 'Hopper' })).toMatchObject({
      ok: false,
      error: { code: 'removed' },
    });
    expect((await roomInfo(code)).seats[3]).toMatchObject({ kind: 'empty' });
    // Only the host readmits, and only someone who was removed.
    expect(await send(tabs[0]!.socket, 'host:readmit', { name: 'P3' })).toMatchObject({
      ok: false,
      error: { code: 'not-host' },
    });
    expect(await send(host.socket, 'host:readmit', { name: 'Nobody' })).toMatchObject({
      ok: false,
      error: { code: 'bad-request' },
    });
    expect((await send(host.socket, 'host:readmit', { name: 'P3' })).ok).toBe(true);
    expect(await send(victim.socket, 'seat:take', { seat: 3, name: 'P3' })).toEqual({
      ok: true,
      value: { seat: 3 },
    });
    await until(
      () => [victim, ...tabs].every((socket) => socket.seat === 3),
      10_000,
      'back in seat 3',
    );
  });

  it('item 3 in the lobby: the removed token cannot take any seat until readmitted', async () => {
    server = await build(store);
    const created = await createRoom(server.url, { name: 'Host', rules: KOZEL });
    const host = new TestPlayer(server.url, created.code, created.token, 'host');
    const victim = new TestPlayer(server.url, created.code, undefined, 'victim');
    open.push(host, victim);
    await until(() => host.joined && victim.joined, 10_000, 'joins');
    expect((await send(victim.socket, 'seat:take', { seat: 1, name: 'Vic' })).ok).toBe(true);
    expect((await send(host.socket, 'host:kick', { seat: 1 })).ok).toBe(true);
    await until(() => victim.seat === null, 10_000, 'kicked');
    for (const seat of [1, 2, 3])
      expect(await send(victim.socket, 'seat:take', { seat, name: 'Vic' })).toMatchObject({
        ok: false,
        error: { code: 'removed' },
      });
    expect((await send(host.socket, 'host:readmit', { name: 'Vic' })).ok).toBe(true);
    expect(await send(victim.socket, 'seat:take', { seat: 2, name: 'Vic' })).toEqual({
      ok: true,
      value: { seat: 2 },
    });
  });

  it('item 4: after a kick mid-match the host cannot take the seat for a second hand; the bot plays it until someone new sits', async () => {
    const { code, players } = await dealtTable();
    const [host, other] = players;
    const people = players.slice(0, 3);
    expect((await send(host.socket, 'host:kick', { seat: 3 })).ok).toBe(true);
    const kickedAt = host.version;
    // The host's own token, after leaving its seat or straight from it; another dealt-in player too.
    expect((await send(host.socket, 'seat:leave', {})).ok).toBe(true);
    expect(await send(host.socket, 'seat:take', { seat: 3, name: 'Hopper' })).toMatchObject({
      ok: false,
      error: { code: 'in-match' },
    });
    expect(await send(host.socket, 'seat:take', { seat: 0, name: 'Host' })).toEqual({
      ok: true,
      value: { seat: 0 },
    });
    await until(() => host.seat === 0, 10_000, 'host back in seat 0');
    expect(await send(host.socket, 'seat:take', { seat: 3, name: 'Hopper' })).toMatchObject({
      ok: false,
      error: { code: 'in-match' },
    });
    expect((await send(other.socket, 'seat:leave', {})).ok).toBe(true);
    expect(await send(other.socket, 'seat:take', { seat: 3, name: 'Hopper' })).toMatchObject({
      ok: false,
      error: { code: 'in-match' },
    });
    expect((await send(other.socket, 'seat:take', { seat: 1, name: 'P1' })).ok).toBe(true);
    await until(() => other.seat === 1, 10_000, 'other back in seat 1');
    // Meanwhile the bot plays seat 3.
    await playUntil(
      people,
      () => movedSince(host, 3, kickedAt),
      'the stand-in bot moves for seat 3',
    );
    expect((await roomInfo(code)).status).toBe('playing');
    // Someone not yet in the match may sit there (the server cannot tell whether it is the host's second browser).
    const newcomer = await newcomerIn(server.url, code, 3, 'Newcomer');
    open.push(newcomer);
    await until(
      () => (newcomer.last?.view?.hand?.myTiles.length ?? 0) > 0,
      10_000,
      'newcomer holds seat 3',
    );
    expect((await roomInfo(code)).seats[3]).toMatchObject({
      kind: 'human',
      online: true,
      standIn: false,
    });
  });
});
