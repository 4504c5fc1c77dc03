// The default store survives a restart: a real server process on the embedded LMDB store (no
// REDIS_URL, nothing set up but a data directory) is SIGKILLed mid-hand and started again on the
// same directory; every move acknowledged before the kill is still there, the same players rejoin
// with their seat tokens, and the match is played to its end and verifies.
import { verifyRecord } from '@boneyard/protocol';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer } from './children.ts';
import {
  fetchJson,
  fourPlayers,
  newPrefix,
  send,
  until,
  untilEnded,
  type TestPlayer,
} from './helpers.ts';

/** The highest room version any of this player's moves was acknowledged with. */
function lastAcked(player: TestPlayer): number {
  let version = -1;
  for (const frame of player.frames) {
    const ack = frame.payload as { ok?: boolean; value?: { version?: unknown } };
    if (frame.kind === 'ack' && ack.ok === true && typeof ack.value?.version === 'number')
      version = Math.max(version, ack.value.version);
  }
  return version;
}

describe('the default store across a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'boneyard-restart-'));
  const children: ChildProcess[] = [];
  let players: TestPlayer[] = [];
  afterAll(async () => {
    for (const player of players) player.close();
    const running = children.filter(
      (child) => child.exitCode === null && child.signalCode === null,
    );
    for (const child of running) child.kill('SIGTERM');
    await Promise.all(running.map((child) => new Promise((r) => child.once('exit', r))));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'a killed server comes back with the room; the players rejoin and finish the match',
    { timeout: 120_000 },
    async () => {
      // No REDIS_URL: the default embedded store. A short process lease so the dead process's
      // presence records are released during the test (the rejoined seats must stay online).
      const env = {
        REDIS_URL: '',
        DATA_DIR: dataDir,
        PROCESS_LEASE_MS: '1500',
        GRACE_MS: '600000',
      };
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const first = await startServer(port, newPrefix(), env);
      children.push(first);
      expect((await fetchJson(`${url}/readyz`)).body).toMatchObject({ ok: true, store: 'lmdb' });
      const table = await fourPlayers(url, { preset: 'kozel', target: 50 });
      players = table.players;
      const host = players[0]!;
      expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
      // Mid-hand, after a person's move has been acknowledged: the first moves can be the server's
      // own (a compulsory lead, knocks), and a move's ack may still be on its way when the others
      // already see it, so the count of moves alone does not say an ack has arrived.
      await until(
        () =>
          (host.last?.view?.hand?.moves.length ?? 0) >= 3 &&
          Math.max(...players.map(lastAcked)) > 0,
        30_000,
        'mid-hand, a move acknowledged',
      );

      first.kill('SIGKILL');
      await new Promise((r) => first.once('exit', r));
      const acked = Math.max(...players.map(lastAcked));
      expect(acked).toBeGreaterThan(0);
      const seenBefore = Math.max(...players.map((p) => p.version));

      children.push(await startServer(port, newPrefix(), env));
      // Each player's socket reconnects by itself and joins again with its token.
      await until(
        () =>
          players.every(
            (p) =>
              p.socket.connected &&
              p.frames.filter((f) => f.kind === 'ack' && 'snapshot' in (f.payload as object))
                .length >= 2,
          ),
        30_000,
        'rejoins',
      );
      for (const [seat, player] of players.entries()) expect(player.seat).toBe(seat);
      const rejoined = host.frames
        .filter((f) => f.kind === 'ack' && 'snapshot' in (f.payload as object))
        .at(-1)!.payload as { snapshot: { version: number } };
      // Everything acknowledged was stored before the ack, so the room is at least that far along.
      expect(rejoined.snapshot.version).toBeGreaterThanOrEqual(acked);
      expect(seenBefore).toBeGreaterThanOrEqual(acked);

      await untilEnded(players, 90_000);
      for (const player of players) expect(player.errors).toEqual([]);
      // Nobody was replaced: the dead process's presence was released, the new connections hold the seats.
      // (Eventually: on a loaded machine this process's own short lease may lapse between renewals;
      // it then takes a new id and records its connections again, so presence settles, never a bot.)
      const settled = () =>
        host.snapshot!.room.seats.every(
          (seat) => seat.kind === 'human' && seat.online && !seat.standIn,
        );
      await until(settled, 30_000, 'every seat online with its person');
      expect(host.snapshot!.room.seats.some((seat) => seat.standIn)).toBe(false);
      const { body } = await fetchJson(`${url}/api/rooms/${table.code}/record`);
      const verified = verifyRecord(body);
      expect(verified.ok, JSON.stringify(verified)).toBe(true);
    },
  );
});
