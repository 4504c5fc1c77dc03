// Rooms: host controls, bots, reload/reconnect mid-hand, grace period → stand-in bot, kicks,
// missing client seeds after the timeout.
import type { RoomInfo } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import {
  build,
  createRoom,
  fetchJson,
  fourPlayers,
  send,
  STORES,
  TestPlayer,
  until,
  untilEnded,
  type TestServer,
} from './helpers.ts';
import { closeAfterEach } from './teardown.ts';
import { startMatch, untilMoves, verifiedRecord } from './tables.ts';

describe.each(STORES)('rooms (%s store)', (store) => {
  let server: TestServer;
  let players: TestPlayer[] = [];
  closeAfterEach(() => ({ server, players }));

  it('host adds bots, only the host may, and a person plays a whole match with three bots', async () => {
    server = await build(store);
    const created = await createRoom(server.url, {
      name: 'Host',
      rules: { preset: 'draw', players: 4, pairs: false, target: 50 },
    });
    expect(created.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    const host = new TestPlayer(server.url, created.code, created.token, 'host');
    const guest = new TestPlayer(server.url, created.code, undefined, 'guest');
    players = [host, guest];
    await until(() => host.joined && guest.joined, 5_000, 'joins');
    expect(host.snapshot?.you).toEqual({ seat: 0, host: true });
    expect(guest.snapshot?.you).toEqual({ seat: null, host: false });
    expect(await send(guest.socket, 'host:bot', { seat: 1, level: 'easy' })).toMatchObject({
      ok: false,
      error: { code: 'not-host' },
    });
    expect(await send(host.socket, 'host:start', {})).toMatchObject({
      ok: false,
      error: { code: 'room-not-ready' },
    });
    for (const seat of [1, 2, 3])
      expect((await send(host.socket, 'host:bot', { seat, level: 'normal' })).ok).toBe(true);
    expect(await send(host.socket, 'host:bot', { seat: 0, level: 'easy' })).toMatchObject({
      ok: false,
      error: { code: 'seat-taken' },
    });
    await startMatch(host);
    await untilEnded([host]);
    const record = await verifiedRecord(server.url, created.code);
    expect(record.seats.map((s) => s.bot)).toEqual([false, true, true, true]);
    expect(guest.status).toBe('ended'); // the spectator followed along
  });

  it('a reload mid-hand gets the same seat, hand and tiles back, and the match goes on', async () => {
    server = await build(store);
    const table = await fourPlayers(server.url, { preset: 'kozel', target: 50 });
    players = table.players;
    const [host, , second] = players as [TestPlayer, TestPlayer, TestPlayer];
    second.autoPlay = false;
    await startMatch(host);
    await untilMoves(second, 1, 10_000);
    const before = {
      hand: second.last!.view!.hand!.number,
      tiles: [...second.last!.view!.hand!.myTiles],
      commitment: second.last!.fair!.commitment,
    };
    second.reload();
    await until(
      () => second.joined && second.snapshot?.version !== undefined && second.socket.connected,
      5_000,
      'rejoin',
    );
    await until(() => second.snapshot!.view?.hand?.number === before.hand, 5_000, 'same hand');
    expect(second.seat).toBe(2);
    expect(second.snapshot!.fair!.commitment).toBe(before.commitment);
    expect([...second.snapshot!.view!.hand!.myTiles].sort()).toEqual([...before.tiles].sort());
    second.autoPlay = true;
    await second.resync();
    await untilEnded(players);
    await verifiedRecord(server.url, table.code);
  });

  it('after the grace period a bot stands in, and the player gets the seat back on return', async () => {
    server = await build(store, { graceMs: 150 });
    const table = await fourPlayers(server.url, { preset: 'kozel', target: 50 });
    players = table.players;
    const [host, first] = players as [TestPlayer, TestPlayer];
    await startMatch(host);
    await untilMoves(host, 4, 10_000);
    const token = first.token!;
    first.close();
    const seatInfo = () => host.snapshot!.room.seats[1]!;
    await until(() => seatInfo().standIn, 5_000, 'stand-in');
    expect(seatInfo().online).toBe(false);
    const back = new TestPlayer(server.url, table.code, token, 'back');
    players.push(back);
    await until(() => back.joined, 5_000, 'return');
    expect(back.seat).toBe(1);
    await until(() => !seatInfo().standIn && seatInfo().online, 5_000, 'seat back');
    await untilEnded(players.filter((p) => p !== first));
    await verifiedRecord(server.url, table.code);
  });

  it('the host removes a player: their socket watches, a bot stands in, they sit again only once readmitted', async () => {
    server = await build(store);
    const table = await fourPlayers(server.url, { preset: 'kozel', target: 50 });
    players = table.players;
    const [host, , , third] = players as [TestPlayer, TestPlayer, TestPlayer, TestPlayer];
    await startMatch(host);
    expect(await send(third.socket, 'host:kick', { seat: 1 })).toMatchObject({
      ok: false,
      error: { code: 'not-host' },
    });
    expect(await send(host.socket, 'host:kick', { seat: 0 })).toMatchObject({
      ok: false,
      error: { code: 'bad-seat' },
    });
    expect((await send(host.socket, 'host:kick', { seat: 3 })).ok).toBe(true);
    await until(() => third.seat === null, 5_000, 'kicked to spectator').catch((error: Error) => {
      const recent = third.frames
        .slice(-5)
        .map((f) => `${f.kind}:${JSON.stringify(f.payload).slice(0, 80)}`);
      throw new Error(`${error.message}: version ${third.version} ${JSON.stringify(recent)}`);
    });
    const room = (await fetchJson(`${server.url}/api/rooms/${table.code}`)).body as RoomInfo;
    expect(room.seats[3]).toMatchObject({ kind: 'empty' });
    expect(await send(third.socket, 'seat:take', { seat: 3, name: 'Again' })).toMatchObject({
      ok: false,
      error: { code: 'removed' },
    });
    expect((await send(host.socket, 'host:readmit', { name: 'P3' })).ok).toBe(true);
    const retaken = await send(third.socket, 'seat:take', { seat: 3, name: 'Again' });
    expect(retaken).toEqual({ ok: true, value: { seat: 3 } });
    await until(() => third.seat === 3, 5_000, 'seat retaken');
    await untilEnded(players);
    await verifiedRecord(server.url, table.code);
  });

  it('locks the seeds without a silent seat after the timeout and records it as empty', async () => {
    server = await build(store, { seedTimeoutMs: 200 });
    const table = await fourPlayers(server.url, { preset: 'kozel', target: 50 });
    players = table.players;
    players[2]!.autoSeed = false;
    expect((await send(players[0]!.socket, 'host:start', {})).ok).toBe(true);
    await until(() => players[0]!.last?.fair?.stage === 'dealt', 5_000, 'deal after timeout');
    expect(players[0]!.last!.fair!.clientSeeds![2]).toBe('');
    expect(players[0]!.last!.fair!.clientSeeds![0]).toMatch(/^[0-9a-f]{64}$/);
    const late = await send(players[2]!.socket, 'seed:submit', {
      match: 1,
      hand: 1,
      commitment: players[0]!.last!.fair!.commitment,
      seed: 'ab'.repeat(32),
    });
    expect(late).toMatchObject({ ok: false, error: { code: 'seed-not-expected' } });
    await untilEnded(players);
    const record = await verifiedRecord(server.url, table.code);
    expect(record.hands[0]!.deal.clientSeeds[2]).toBe('');
  });

  it('rematch starts match 2 after the end; match 1 stays retrievable', async () => {
    server = await build(store);
    const table = await fourPlayers(server.url, { preset: 'kozel', target: 50 });
    players = table.players;
    expect((await send(players[0]!.socket, 'host:start', {})).ok).toBe(true);
    await untilEnded(players);
    const first = await verifiedRecord(server.url, table.code);
    // A rematch by agreement: the host proposes, every other person accepts.
    for (const player of players)
      expect((await send(player.socket, 'rematch:vote', { match: 1 })).ok).toBe(true);
    await untilEnded(players, 40_000, 2);
    await verifiedRecord(server.url, table.code);
    const old = await fetchJson(`${server.url}/api/rooms/${table.code}/record?match=1`);
    expect(old.body).toEqual(first);
  });
});
