// Redis Cluster for real: a private 3-master cluster (test/cluster.ts) and two server processes on
// it (REDIS_CLUSTER). Rooms are picked so that every master holds one; players split across both
// processes play whole matches; every record verifies. Also checks that the key layout puts each
// room's keys and its shard's index keys in one slot (what the commit script needs), and that a
// room's cross-process messages go on that room's own sharded channel, heard by both processes.
import { verifyRecord } from '@boneyard/protocol';
import { execFile, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterLayout, keySlot } from '../src/store/keys.ts';
import { freePort, startServer } from './children.ts';
import { startCluster, type ClusterNode, type LocalCluster } from './cluster.ts';
import { fetchJson, fourPlayers, newPrefix, send, untilEnded, type TestPlayer } from './helpers.ts';

const run = promisify(execFile);
const cli = async (node: ClusterNode, ...args: string[]) =>
  (
    await run('redis-cli', ['-h', node.host, '-p', String(node.port), ...args], { timeout: 30_000 })
  ).stdout.trim();

/** Polls until `check` holds or 20 s pass (the caller then asserts, so a timeout fails with the value). */
async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await check()) && Date.now() - started < 20_000)
    await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('two processes on a 3-master Redis Cluster', () => {
  const prefix = newPrefix();
  const layout = clusterLayout(prefix);
  let cluster: LocalCluster;
  const children: ChildProcess[] = [];
  const players: TestPlayer[] = [];
  let urls: [string, string];

  beforeAll(async () => {
    cluster = await startCluster();
    const [portA, portB] = [await freePort(), await freePort()];
    children.push(await startServer(portA, prefix, { ...cluster.env }));
    children.push(await startServer(portB, prefix, { ...cluster.env }));
    urls = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
  }, 120_000);

  afterAll(async () => {
    for (const player of players) player.close();
    await Promise.all(
      children.map((child) =>
        child.exitCode === null
          ? new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')))
          : undefined,
      ),
    );
    await cluster?.stop();
  }, 60_000);

  it("puts a room's keys and its shard's index keys in one slot, as Redis computes it", async () => {
    const node = cluster.nodes[0]!;
    for (const code of ['ABCD23', 'ZZZZ99', 'K7M2Q4']) {
      const shard = layout.shard(layout.shardOf(code));
      const keys = [
        layout.room(code),
        layout.room(code, ':log'),
        layout.room(code, ':actions'),
        layout.room(code, ':relay'),
        shard.deadlines,
        shard.expiries,
        shard.registry,
        `${shard.heldPrefix}some-process`,
      ];
      // The expiry script builds the room key from the shard's pattern: the same key.
      expect(shard.roomKey[0] + code + shard.roomKey[1]).toBe(layout.room(code));
      const slots = await Promise.all(
        keys.map(async (key) => Number(await cli(node, 'cluster', 'keyslot', key))),
      );
      expect(new Set(slots).size, JSON.stringify(keys)).toBe(1);
      expect(keySlot(keys[0]!)).toBe(slots[0]);
    }
    // The shards spread over all masters.
    const masters = new Set(
      Array.from(
        { length: layout.shardCount },
        (_unused, index) => cluster.masterOf(keySlot(layout.shard(index).deadlines)).port,
      ),
    );
    expect(masters.size).toBe(3);
  });

  it(
    'players split across both processes finish matches in rooms on every master',
    { timeout: 240_000 },
    async () => {
      // Rooms whose codes land on each master, one each (extra rooms are closed and left to expire).
      const tables = new Map<number, { code: string; players: TestPlayer[] }>();
      for (let attempt = 0; tables.size < cluster.nodes.length; attempt++) {
        if (attempt > 60) throw new Error('no room code landed on some master in 60 rooms');
        const table = await fourPlayers([urls[0], urls[1], urls[0], urls[1]], {
          preset: 'draw',
          players: 4,
          pairs: false,
          target: 50,
        });
        const master = cluster.masterOf(keySlot(layout.room(table.code)));
        if (tables.has(master.port)) {
          for (const player of table.players) player.close();
          continue;
        }
        tables.set(master.port, table);
        players.push(...table.players);
      }
      for (const [port, table] of tables) {
        const node = cluster.nodes.find((candidate) => candidate.port === port)!;
        // The room lives on that master (asked directly, without following redirects).
        expect(await cli(node, 'exists', layout.room(table.code))).toBe('1');
        // Both processes hold sockets of the room, so both listen on its channel (on the same master).
        const listening = async () =>
          Number(
            (await cli(node, 'pubsub', 'shardnumsub', layout.room(table.code, ':relay'))).split(
              '\n',
            )[1],
          );
        await waitUntil(async () => (await listening()) === 2);
        expect(await listening()).toBe(2);
      }
      for (const table of tables.values())
        expect((await send(table.players[0]!.socket, 'host:start', {})).ok).toBe(true);
      for (const table of tables.values()) await untilEnded(table.players, 180_000);

      for (const table of tables.values()) {
        for (const player of table.players) expect(player.errors).toEqual([]);
        // Both processes serve the same stored record.
        const fromA = await fetchJson(`${urls[0]}/api/rooms/${table.code}/record`);
        const fromB = await fetchJson(`${urls[1]}/api/rooms/${table.code}/record`);
        expect(fromA.status).toBe(200);
        expect(fromB.body).toEqual(fromA.body);
        const outcome = verifyRecord(fromA.body);
        expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
      }

      // Once a room's players are gone, no process listens to its channel any more.
      for (const [port, table] of tables) {
        const node = cluster.nodes.find((candidate) => candidate.port === port)!;
        for (const player of table.players) player.close();
        const listening = async () =>
          Number(
            (await cli(node, 'pubsub', 'shardnumsub', layout.room(table.code, ':relay'))).split(
              '\n',
            )[1],
          );
        await waitUntil(async () => (await listening()) === 0);
        expect(await listening()).toBe(0);
      }
    },
  );
});
