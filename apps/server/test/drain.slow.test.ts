// Graceful drain with two processes behind a load balancer (a small TCP balancer in this file that
// sends each new connection to the first process that accepts it). All four players start on A;
// A gets SIGTERM mid-hand: it stops listening, finishes what it is handling, and drops the
// connections without a disconnect packet, so every client reconnects by itself — through the
// balancer, to B — and the match plays on to its end with nothing lost and every hand verified.
import { verifyRecord, type MatchRecord } from '@boneyard/protocol';
import type { ChildProcess } from 'node:child_process';
import { connect as tcpConnect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer } from './children.ts';
import {
  cleanRedis,
  fetchJson,
  fourPlayers,
  newPrefix,
  send,
  until,
  untilEnded,
  type TestPlayer,
} from './helpers.ts';

interface Balancer {
  readonly url: string;
  /** Connections handed to each backend, in backend order. */
  readonly handed: number[];
  close(): Promise<void>;
}

/** Forwards each connection to the first backend that accepts it (a refused one is skipped). */
async function startBalancer(backends: readonly number[]): Promise<Balancer> {
  const handed = backends.map(() => 0);
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    open.add(client);
    client.pause();
    client.on('error', () => client.destroy());
    client.on('close', () => open.delete(client));
    const tryBackend = (index: number) => {
      if (index >= backends.length || client.destroyed) return void client.destroy();
      const upstream = tcpConnect(backends[index]!, '127.0.0.1');
      let connected = false;
      upstream.once('connect', () => {
        connected = true;
        handed[index]! += 1;
        open.add(upstream);
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => (open.delete(upstream), client.destroy()));
      });
      upstream.on('error', () => (connected ? client.destroy() : tryBackend(index + 1)));
    };
    tryBackend(0);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    handed,
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('graceful drain on SIGTERM', () => {
  const prefix = newPrefix();
  const children: ChildProcess[] = [];
  let players: TestPlayer[] = [];
  let balancer: Balancer | null = null;
  afterAll(async () => {
    for (const player of players) player.close();
    await balancer?.close();
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await cleanRedis(prefix);
  });

  it(
    'players on a draining process reconnect to the other one and finish the match',
    { timeout: 180_000 },
    async () => {
      const [portA, portB] = [await freePort(), await freePort()];
      const a = await startServer(portA, prefix);
      children.push(a, await startServer(portB, prefix));
      balancer = await startBalancer([portA, portB]);
      const table = await fourPlayers(balancer.url, { preset: 'kozel', target: 50 });
      players = table.players;
      expect(balancer.handed[1]).toBe(0); // everyone on A (the room was created over HTTP, on A too)

      const watcher = players[0]!;
      expect((await send(watcher.socket, 'host:start', {})).ok).toBe(true);
      await until(() => (watcher.last?.view?.hand?.moves.length ?? 0) >= 4, 30_000, 'mid-hand');
      const hand = watcher.last!.view!.hand!;
      const before = { number: hand.number, moves: [...hand.moves] };

      const exited = new Promise<number | null>((resolve) =>
        a.once('exit', (code) => resolve(code)),
      );
      a.kill('SIGTERM');
      // Every player lands on B by reconnecting on its own (no reload, no new TestPlayer).
      await until(() => balancer!.handed[1]! >= 4, 60_000, 'reconnects to B');
      expect(await exited).toBe(0); // a clean exit, not a crash or a kill

      await untilEnded(players, 120_000);
      for (const player of players) expect(player.errors).toEqual([]);
      const { body } = await fetchJson(`http://127.0.0.1:${portB}/api/rooms/${table.code}/record`);
      const record = body as MatchRecord;
      const outcome = verifyRecord(record);
      expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
      // The moves seen before the drain are exactly the start of the recorded hand: none lost or doubled.
      const describe = (m: (typeof before.moves)[number]) =>
        'play' in m ? `${m.seat}:${m.play}` : 'draw' in m ? `${m.seat}:draw` : `${m.seat}:pass`;
      expect(
        record.hands[before.number - 1]!.moves.slice(0, before.moves.length).map(describe),
      ).toEqual(before.moves.map(describe));
    },
  );
});
