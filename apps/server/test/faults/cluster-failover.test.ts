// A Redis Cluster master fails over mid-hand: a private 3-master cluster with a replica per master
// (test/cluster.ts, cluster-node-timeout 2 s), two server processes on it, a room whose master is
// SIGKILLed while the hand is in play. The replica takes over (the cluster's own failover; an
// operator's `CLUSTER FAILOVER FORCE` if it has not after 15 s). Meanwhile a change is either refused
// with a try-again code and not applied, or acknowledged and applied — never acknowledged and lost;
// then the match plays on and every invariant holds (invariants.ts).
//
// The replicas are written asynchronously, so a change the master acknowledged in the instant
// before it died could in principle be missing on the replica (docs/server.md, "Persistence"); on
// loopback the replica receives each write before the client's answer is read.
import type { MatchRecord } from '@boneyard/protocol';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { clusterLayout, keySlot } from '../../src/store/keys.ts';
import { freePort, startServer } from '../children.ts';
import { startCluster, type ClusterNode } from '../cluster.ts';
import { createRoom, fetchJson, newPrefix, send, until } from '../helpers.ts';
import { allInvariants } from './invariants.ts';
import { FaultPlayer, TRY_AGAIN_CODES } from './player.ts';
import { playersToEnd, seatFour } from './table.ts';
import { stage } from '../stage.ts';

const run = promisify(execFile);

describe('a Redis Cluster master failed over mid-hand', () => {
  const scene = stage();

  it(
    'try-again errors or real acknowledgements, never a false one; clients converge and play on',
    { timeout: 300_000 },
    async () => {
      const cluster = scene.own(await startCluster(3, { replicas: 1, nodeTimeoutMs: 2000 }));
      const prefix = newPrefix();
      const layout = clusterLayout(prefix);
      const [portA, portB] = [await freePort(), await freePort()];
      scene.children.push(
        await startServer(portA, prefix, { ...cluster.env }),
        await startServer(portB, prefix, { ...cluster.env }),
      );
      const [urlA, urlB] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
      const created = await createRoom(urlA, {
        name: 'Host',
        rules: { preset: 'kozel', target: 50 },
      });
      const master = cluster.masterOf(keySlot(layout.room(created.code)));
      const replica = cluster.replicaOf(master);
      const players = scene.seat(
        await seatFour([urlA, urlA, urlB, urlB], created.code, created.token),
      );
      const spectator = new FaultPlayer(urlB, created.code, undefined, 'spectator');
      players.push(spectator);
      await until(() => spectator.joined, 20_000, 'spectator joined');
      expect((await send(players[0]!.socket, 'host:start', {})).ok).toBe(true);
      await until(() => (spectator.last?.view?.hand?.moves.length ?? 0) >= 4, 60_000, 'mid-hand');

      cluster.kill(master);
      // Asked while the room's master is down: refused with a code a client retries (and not
      // applied), or — if the answer waited for the replica to take over — applied.
      const during = await send(players[1]!.socket, 'name:set', { name: 'Renamed' }).catch(
        (error: Error) => ({
          ok: false as const,
          error: { code: 'no-answer', message: error.message },
        }),
      );
      if (!during.ok) expect(TRY_AGAIN_CODES).toContain(during.error.code);
      await cluster.failedOver(replica);

      await playersToEnd(players, 180_000);
      const record = (await fetchJson(`${urlA}/api/rooms/${created.code}/record`))
        .body as MatchRecord;
      const live = [replica, ...cluster.nodes.filter((node) => node.port !== master.port)];
      expect(await allInvariants(record, players, prefix, { cluster: live })).toEqual([]);
      expect(players[0]!.snapshot?.room.seats[1]?.name).toBe(during.ok ? 'Renamed' : 'P1');
      // The failover really happened under the players: the room's slot is now served by the old replica.
      expect(await slotOwnerPort(replica, keySlot(layout.room(created.code)))).toBe(replica.port);
    },
  );
});

/** The port of the master serving `slot` now, as `CLUSTER SLOTS` on `node` says. */
async function slotOwnerPort(node: ClusterNode, slot: number): Promise<number> {
  const { stdout } = await run(
    'redis-cli',
    ['-h', node.host, '-p', String(node.port), '--json', 'cluster', 'slots'],
    { timeout: 30_000 },
  );
  const ranges = JSON.parse(stdout) as [
    number,
    number,
    [string, number, ...unknown[]],
    ...unknown[],
  ][];
  const range = ranges.find(([from, to]) => slot >= from && slot <= to);
  return range === undefined ? -1 : range[2][1];
}
