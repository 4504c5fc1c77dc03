// An evening at one table (issue 48): a rematch starts when every person at the table accepts
// (bots accept by themselves; any seated person may propose), the room's tally adds up each match
// (Kozel's goats included), and every match's record stays downloadable. Hostile votes: from a
// spectator, before joining, for another match, with a crafted payload.
import { verifyRecord, type RoomInfo } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import {
  build,
  connect,
  createRoom,
  fetchJson,
  send,
  TestPlayer,
  until,
  untilEnded,
  type TestServer,
} from './helpers.ts';
import { closeAfterEach } from './teardown.ts';
import { startMatch } from './tables.ts';

const roomOf = (player: TestPlayer): RoomInfo | undefined => player.snapshot?.room;

describe('an evening at one table', () => {
  let server: TestServer;
  let players: TestPlayer[] = [];
  closeAfterEach(() => ({ server, players }));

  it(
    'plays two matches by agreement and keeps their tally and records',
    { timeout: 120_000 },
    async () => {
      server = await build('memory');
      const created = await createRoom(server.url, {
        name: 'Anna',
        rules: { preset: 'kozel', target: 50 },
        seats: [{ bot: null }, { bot: null }, { bot: 'easy' }, { bot: 'easy' }],
      });
      const anna = new TestPlayer(server.url, created.code, created.token, 'anna');
      const boris = new TestPlayer(server.url, created.code, undefined, 'boris');
      const watcher = new TestPlayer(server.url, created.code, undefined, 'watcher');
      players = [anna, boris, watcher];
      await until(() => players.every((p) => p.joined), 10_000, 'joins');
      expect((await send(boris.socket, 'seat:take', { seat: 1, name: 'Boris' })).ok).toBe(true);
      // Not before the match is over.
      expect(await send(boris.socket, 'rematch:vote', { match: 1 })).toMatchObject({
        ok: false,
        error: { code: 'wrong-status' },
      });
      await startMatch(anna);
      await untilEnded([anna, boris], 60_000);

      const tally = (await fetchJson(`${server.url}/api/rooms/${created.code}`)).body as RoomInfo;
      expect(tally.tally).toHaveLength(1);
      expect(tally.tally![0]).toMatchObject({
        match: 1,
        sides: [
          [0, 2],
          [1, 3],
        ],
        names: ['Anna', 'Boris', '', ''],
      });
      // Kozel: the losing side is the goats.
      expect(tally.tally![0]!.losers).toHaveLength(1);
      expect(tally.tally![0]!.winners).toEqual([1 - tally.tally![0]!.losers[0]!]);

      // Hostile votes change nothing.
      const stranger = connect(server.url);
      expect(await send(stranger, 'rematch:vote', { match: 1 })).toMatchObject({
        ok: false,
        error: { code: 'not-joined' },
      });
      stranger.disconnect();
      expect(await send(watcher.socket, 'rematch:vote', { match: 1 })).toMatchObject({
        ok: false,
        error: { code: 'not-seated' },
      });
      expect(await send(boris.socket, 'rematch:vote', { match: 2 })).toMatchObject({
        ok: false,
        error: { code: 'wrong-status' },
      });
      expect(await send(boris.socket, 'rematch:vote', { match: '1' })).toMatchObject({
        ok: false,
        error: { code: 'bad-request' },
      });
      expect(await send(boris.socket, 'rematch:vote', { match: 1, seat: 0 })).toMatchObject({
        ok: false,
        error: { code: 'bad-request' },
      });
      expect(await send(boris.socket, 'host:rematch', {})).toMatchObject({
        ok: false,
        error: { code: 'not-host' },
      });
      expect(roomOf(anna)?.rematch ?? null).toBeNull();

      // Boris (not the host) proposes; the match waits for Anna; her acceptance starts it.
      expect((await send(boris.socket, 'rematch:vote', { match: 1 })).ok).toBe(true);
      await until(() => roomOf(watcher)?.rematch?.waiting.length === 1, 10_000, 'the proposal');
      expect(roomOf(watcher)?.rematch).toEqual({ proposedBy: 1, accepted: [1], waiting: [0] });
      expect(roomOf(anna)?.status).toBe('ended');
      expect((await send(boris.socket, 'rematch:vote', { match: 1 })).ok).toBe(true);
      expect(roomOf(anna)?.status).toBe('ended');
      expect((await send(anna.socket, 'rematch:vote', { match: 1 })).ok).toBe(true);
      await untilEnded([anna, boris], 60_000, 2);

      const after = (await fetchJson(`${server.url}/api/rooms/${created.code}`)).body as RoomInfo;
      expect(after.tally!.map((entry) => entry.match)).toEqual([1, 2]);
      for (const match of [1, 2]) {
        const record = await fetchJson(
          `${server.url}/api/rooms/${created.code}/record?match=${match}`,
        );
        expect(record.status).toBe(200);
        expect(verifyRecord(record.body)).toMatchObject({ ok: true });
      }
    },
  );
});
