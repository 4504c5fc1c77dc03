// A process alone in a room publishes nothing (store/room-channels.ts): on a private Redis (so its
// command counts are this test's own), four players on process A play while no other process
// serves the room, and A's SPUBLISH count stays far below the room's changes. Then a spectator and
// a second tab of seat 2 join through process B mid-hand: B announces itself, A publishes again
// (and sends B the stored room), and every client, on both processes, follows every change to
// the match's end.
import type { MatchRecord } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import { freePort, startServer } from './children.ts';
import { PrivateRedis } from './faults/private-redis.ts';
import { allInvariants } from './faults/invariants.ts';
import { FaultPlayer } from './faults/player.ts';
import { playersToEnd, seatFour } from './faults/table.ts';
import { createRoom, fetchJson, newPrefix, send, until } from './helpers.ts';
import { stage } from './stage.ts';

/** How many SPUBLISH commands Redis has run (INFO commandstats). */
async function publishes(redis: PrivateRedis): Promise<number> {
  const stats = await redis.info('commandstats');
  return Number(/cmdstat_spublish:calls=(\d+)/.exec(stats)?.[1] ?? 0);
}

describe('publishing only to other processes', () => {
  const scene = stage();

  it(
    'a lone process skips its publishes; a process joining later hears every change',
    { timeout: 240_000 },
    async () => {
      const redis = scene.own(await PrivateRedis.start('everysec'));
      const prefix = newPrefix();
      const env = { REDIS_URL: redis.url };
      const [portA, portB] = [await freePort(), await freePort()];
      scene.children.push(
        await startServer(portA, prefix, env),
        await startServer(portB, prefix, env),
      );
      const [urlA, urlB] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
      // A long match (150): twenty changes alone must fit before it can end, whatever the deal.
      const created = await createRoom(urlA, {
        name: 'Host',
        rules: { preset: 'kozel', target: 150 },
      });
      const players = scene.seat(await seatFour(urlA, created.code, created.token));
      expect((await send(players[0]!.socket, 'host:start', {})).ok).toBe(true);

      // Alone: many changes, few publishes (the first ones count the listeners; a recount every 5 s).
      await until(
        () => (players[0]!.last?.view?.hand?.moves.length ?? 0) >= 2,
        60_000,
        'the first moves',
      );
      const [versionBefore, publishedBefore] = [players[0]!.version, await publishes(redis)];
      await until(
        () => players[0]!.version >= versionBefore + 20 || players[0]!.status === 'ended',
        120_000,
        'twenty changes',
      );
      const changesAlone = players[0]!.version - versionBefore;
      const publishedAlone = (await publishes(redis)) - publishedBefore;
      expect(changesAlone).toBeGreaterThanOrEqual(20);
      expect(publishedAlone).toBeLessThan(changesAlone / 4);

      // B joins the room: a spectator and seat 2's second tab, mid-match.
      const spectator = new FaultPlayer(urlB, created.code, undefined, 'spectator');
      const secondTab = new FaultPlayer(urlB, created.code, players[2]!.token, 'p2-tab2');
      secondTab.autoPlay = false; // seat 2's first tab plays; this one follows
      players.push(spectator, secondTab);
      await until(() => spectator.joined && secondTab.joined, 30_000, 'joins on B');
      const publishedAtJoin = await publishes(redis);
      const versionAtJoin = players[0]!.version;
      await playersToEnd(players, 180_000);
      // A published again once B listened: about one message per change (hellos, snapshots and
      // B's own presence changes come on top).
      expect((await publishes(redis)) - publishedAtJoin).toBeGreaterThanOrEqual(
        (players[0]!.version - versionAtJoin) / 2,
      );
      const record = (await fetchJson(`${urlA}/api/rooms/${created.code}/record`))
        .body as MatchRecord;
      expect(await allInvariants(record, players, prefix, redis.url)).toEqual([]);
    },
  );
});
