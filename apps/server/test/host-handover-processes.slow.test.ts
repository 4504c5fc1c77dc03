// An away host's controls pass on across processes (the slow tier: two server processes on Redis):
// the host on one process leaves; the next person, on the other, is told and starts the match.
// The rule and the one-process flow are host-handover.test.ts.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer } from './children.ts';
import {
  cleanRedis,
  fourPlayers,
  newPrefix,
  send,
  TestPlayer,
  until,
  untilEnded,
} from './helpers.ts';

describe('an away host hands over — two processes on Redis', () => {
  const prefix = newPrefix();
  const children: ChildProcess[] = [];
  const urls: string[] = [];
  let players: TestPlayer[] = [];
  beforeAll(async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    const env = { GRACE_MS: '300' };
    children.push(await startServer(portA, prefix, env), await startServer(portB, prefix, env));
    urls.push(`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`);
  }, 200_000);
  afterAll(async () => {
    for (const player of players) player.close();
    await Promise.all(
      children.map((child) =>
        child.exitCode === null
          ? new Promise((done) => child.once('exit', done).kill('SIGTERM'))
          : undefined,
      ),
    );
    await cleanRedis(prefix);
  });

  it(
    'the host on one process leaves; the next person, on the other, is told and starts the match',
    { timeout: 120_000 },
    async () => {
      const [a, b] = urls as [string, string];
      const table = await fourPlayers([a, b, a, b], { preset: 'kozel', target: 50 });
      players = table.players;
      const [host, next] = table.players as [TestPlayer, TestPlayer];
      host.close();
      await until(
        () => next.snapshot?.you.host === true,
        20_000,
        'seat 1 (on the other process) told it is the host',
      );
      await until(
        () => players.slice(2).every((p) => p.snapshot?.room.seats[1]?.host === true),
        20_000,
        'everyone sees the new host',
      );
      expect((await send(next.socket, 'host:start', {})).ok).toBe(true);
      await untilEnded(players.slice(1), 90_000);
    },
  );
});
