// Presence must not depend on a process living long enough to clean up: a player whose process is
// SIGKILLed and who never comes back is marked offline by the surviving process once the dead
// process's lease lapses, a bot stands in after the grace period, and the match goes on.
import { verifyRecord } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
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
import { stage } from './stage.ts';

describe('a process dies and its player never comes back', () => {
  const prefix = newPrefix();
  const scene = stage(() => cleanRedis(prefix));

  it(
    'the surviving process marks the seat offline, a bot stands in after the grace period, the match ends',
    { timeout: 120_000 },
    async () => {
      // Short lease and grace so the whole chain (lease lapses → seat offline → grace → stand-in) is quick.
      const settings = { GRACE_MS: '1000', PROCESS_LEASE_MS: '1000' };
      const [portA, portB] = [await freePort(), await freePort()];
      const a = await startServer(portA, prefix, settings);
      scene.children.push(a, await startServer(portB, prefix, settings));
      const urlA = `http://127.0.0.1:${portA}`;
      const urlB = `http://127.0.0.1:${portB}`;
      // Seat 1 is the only player on process A.
      const table = await fourPlayers([urlB, urlA, urlB, urlB], { preset: 'kozel', target: 50 });
      const players = scene.seat(table.players);
      const [host, lost, ...rest] = players as [TestPlayer, TestPlayer, ...TestPlayer[]];
      const seatOne = () => host.snapshot?.room.seats[1];
      await until(() => seatOne()?.online === true, 10_000, 'seat 1 online');
      expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
      await until(() => (host.last?.view?.hand?.moves.length ?? 0) >= 2, 20_000, 'mid-hand');

      // The player's connection dies with its process, and it never reconnects anywhere.
      lost.autoPlay = false;
      lost.socket.io.reconnection(false);
      a.kill('SIGKILL');
      await new Promise((r) => a.once('exit', r));

      await until(
        () => seatOne()?.online === false,
        20_000,
        'seat 1 offline (seen through process B)',
      );
      await until(() => seatOne()?.standIn === true, 20_000, 'a bot standing in for seat 1');
      expect(lost.socket.connected).toBe(false);
      const survivors = [host, ...rest];
      await untilEnded(survivors, 90_000);
      for (const player of survivors) expect(player.errors).toEqual([]);
      const { body } = await fetchJson(`${urlB}/api/rooms/${table.code}/record`);
      const outcome = verifyRecord(body);
      expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
    },
  );
});
