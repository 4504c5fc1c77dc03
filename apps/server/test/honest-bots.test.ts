// Bots on the server are re-derivable: a match with bots of every level and a match where a
// stand-in played for an absent person both produce records that `verify --bots` accepts move
// by move, with each bot seat's level and algorithm and the stand-in's span of moves named. The
// stand-in plays at the level the room was created with (normal unless chosen).
import { BOT_ALGORITHM, planHash, releaseOf } from '@boneyard/bots';
import { verifyBots, type MatchRecord } from '@boneyard/protocol';
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

describe.each(STORES)('honest bots (%s store)', (store) => {
  let server: TestServer;
  let players: TestPlayer[] = [];
  closeAfterEach(() => ({ server, players }));

  async function record(code: string): Promise<MatchRecord> {
    return (await fetchJson(`${server.url}/api/rooms/${code}/record`)).body as MatchRecord;
  }

  it(
    'bots of every level: every bot move re-derives from the record',
    { timeout: 120_000 },
    async () => {
      server = await build(store);
      // Four bots, one of each level, and the host watching from no seat.
      const levels = ['easy', 'normal', 'hard', 'expert'] as const;
      const rules = { preset: 'draw', players: 4, pairs: false, target: 50 } as const;
      const created = await createRoom(server.url, {
        name: 'Host',
        rules,
        seats: levels.map((bot) => ({ bot })),
        hostSeat: null,
      });
      const host = new TestPlayer(server.url, created.code, created.token, 'host');
      players = [host];
      await until(() => host.joined, 10_000, 'join');
      expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
      await untilEnded([host], 100_000);
      const body = await record(created.code);
      expect(body.seats).toEqual(
        levels.map((level) => ({
          name: `Bot (${level})`,
          bot: true,
          level,
          botAlgorithm: BOT_ALGORITHM,
          botPlan: planHash(releaseOf(BOT_ALGORITHM)!.plan),
        })),
      );
      const outcome = verifyBots(body);
      expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: true });
      if (outcome.ok) expect(outcome.summary.botMoves).toBeGreaterThan(body.hands.length);
    },
  );

  it(
    'a stand-in after the grace period, at the level the room chose: the record names its moves and they re-derive',
    { timeout: 120_000 },
    async () => {
      server = await build(store, { graceMs: 150 });
      // A long match: at 50 one or two big hands could end it before the stand-in laid a tile.
      const table = await fourPlayers(
        server.url,
        { preset: 'kozel', target: 150 },
        { standIn: 'expert' },
      );
      players = table.players;
      const [host, first] = players as [TestPlayer, TestPlayer];
      expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
      await until(() => (host.last?.view?.hand?.moves.length ?? 0) > 3, 10_000, 'mid-hand');
      const token = first.token!;
      first.close();
      const seatInfo = () => host.snapshot!.room.seats[1]!;
      await until(() => seatInfo().standIn, 10_000, 'stand-in');
      const hand = () => host.last?.view?.hand ?? null;
      const since = { number: hand()!.number, moves: hand()!.moves.length };
      // A tile the stand-in played: only a decision plays a tile after the opening lead. (Between
      // hands there is no hand to look at.)
      const standInPlayed = () => {
        const now = hand();
        return (
          now !== null &&
          now.moves.some(
            (move, k) =>
              move.seat === 1 && 'play' in move && (now.number > since.number || k >= since.moves),
          )
        );
      };
      await until(standInPlayed, 20_000, 'a stand-in move');
      const back = new TestPlayer(server.url, table.code, token, 'back');
      players.push(back);
      await until(() => back.joined && !seatInfo().standIn, 10_000, 'seat back');
      await untilEnded(
        players.filter((p) => p !== first),
        100_000,
      );
      const body = await record(table.code);
      const seat = body.seats[1]!;
      expect(host.snapshot!.room.standInLevel).toBe('expert');
      expect(seat).toMatchObject({
        name: 'P1',
        bot: false,
        level: 'expert',
        botAlgorithm: BOT_ALGORITHM,
      });
      expect(seat.standIn!.length).toBeGreaterThan(0);
      for (const span of seat.standIn!) {
        expect(body.hands[span.from.hand - 1]!.moves[span.from.move]!.seat).toBe(1);
        expect(body.hands[span.to.hand - 1]!.moves[span.to.move]!.seat).toBe(1);
      }
      const outcome = verifyBots(body);
      expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: true });
      if (outcome.ok) expect(outcome.summary.botMoves).toBeGreaterThan(0);
    },
  );

  it(
    'a removed player: the bot playing the emptied seat is named with its span, and re-derives',
    { timeout: 120_000 },
    async () => {
      server = await build(store);
      const table = await fourPlayers(server.url, { preset: 'kozel', target: 150 });
      players = table.players;
      const [host, , , third] = players as [TestPlayer, TestPlayer, TestPlayer, TestPlayer];
      expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
      await until(() => (host.last?.view?.hand?.moves.length ?? 0) > 3, 10_000, 'mid-hand');
      expect((await send(host.socket, 'host:kick', { seat: 3 })).ok).toBe(true);
      // To 150 the match lasts several hands, so the bot in the emptied seat surely plays in it.
      await untilEnded(
        players.filter((p) => p !== third),
        100_000,
      );
      const body = await record(table.code);
      expect(body.seats[3]).toMatchObject({
        bot: true,
        level: 'normal',
        botAlgorithm: BOT_ALGORITHM,
      }); // the default
      expect(body.seats[3]!.standIn!.length).toBeGreaterThan(0);
      const outcome = verifyBots(body);
      expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: true });
    },
  );
});
