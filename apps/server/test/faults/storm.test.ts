// A reconnect storm: hundreds of clients in many rooms over two processes lose their connections at
// the same moment and reconnect at once; one seat is played from two tabs throughout. Every room's
// match ends with every invariant holding.
import type { MatchRecord } from '@boneyard/protocol';
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer } from '../children.ts';
import { cleanRedis, createRoom, fetchJson, newPrefix, send, until } from '../helpers.ts';
import { allInvariants } from './invariants.ts';
import { FaultPlayer } from './player.ts';
import { playersToEnd, seatFour } from './table.ts';

const ROOMS = 30; // × (4 seats + a spectator) + a second tab = 151 clients

describe('a reconnect storm', () => {
  const prefix = newPrefix();
  const children: ChildProcess[] = [];
  const clients: FaultPlayer[] = [];
  afterAll(async () => {
    for (const client of clients) client.close();
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    await cleanRedis(prefix);
  });

  it(
    'every client drops and reconnects at once; a seat played from two tabs; all matches end clean',
    { timeout: 240_000 },
    async () => {
      const [portA, portB] = [await freePort(), await freePort()];
      // Generous limits: a reconnecting crowd all on 127.0.0.1 (the per-IP caps are tested elsewhere).
      const env = {
        MAX_SOCKETS_PER_IP: '10000',
        RATE_JOIN_PER_MIN: '100000',
        RATE_CREATE_PER_MIN: '10000',
      };
      children.push(await startServer(portA, prefix, env), await startServer(portB, prefix, env));
      const urls = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
      const tables: { code: string; players: FaultPlayer[] }[] = [];
      for (let r = 0; r < ROOMS; r++) {
        const created = await createRoom(urls[r % 2]!, {
          name: 'Host',
          rules: { preset: 'kozel', target: 50 },
        });
        const players = await seatFour(
          [urls[0]!, urls[1]!, urls[0]!, urls[1]!],
          created.code,
          created.token,
        );
        const spectator = new FaultPlayer(urls[r % 2]!, created.code, undefined, `spectator${r}`);
        players.push(spectator);
        clients.push(...players);
        tables.push({ code: created.code, players });
      }
      // The second tab of seat 0 in the first room, on the other process: it plays too.
      const secondTab = new FaultPlayer(
        urls[1]!,
        tables[0]!.code,
        tables[0]!.players[0]!.token,
        'p0-tab2',
      );
      tables[0]!.players.push(secondTab);
      clients.push(secondTab);
      await until(() => clients.every((c) => c.joined), 60_000, 'everyone joined');
      for (const table of tables)
        expect((await send(table.players[0]!.socket, 'host:start', {})).ok).toBe(true);
      await until(
        () => tables.every((t) => (t.players[4]!.last?.view?.hand?.moves.length ?? 0) >= 2),
        90_000,
        'every room mid-hand',
      );

      // The storm: every transport closes at once (as when a network path drops); the clients
      // reconnect by themselves, all together.
      const before = clients.map((c) => c.version);
      for (const client of clients) client.socket.io.engine.close();
      await until(() => clients.every((c) => c.socket.connected), 60_000, 'everyone reconnected');

      for (const table of tables) await playersToEnd(table.players, 150_000);
      clients.forEach((client, i) => expect(client.version).toBeGreaterThan(before[i]!));
      for (const table of tables) {
        const record = (await fetchJson(`${urls[0]}/api/rooms/${table.code}/record`))
          .body as MatchRecord;
        expect(await allInvariants(record, table.players, prefix), table.code).toEqual([]);
      }
      // The shared seat was played (by whichever tab won each turn: the invariants above show no
      // turn was played twice), and the second tab followed the whole match.
      expect(secondTab.acked.length + tables[0]!.players[0]!.acked.length).toBeGreaterThan(0);
      expect(secondTab.status).toBe('ended');
    },
  );
});
