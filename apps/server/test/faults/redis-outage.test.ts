// Redis (a private instance with AOF, appendfsync always: see private-redis.ts) is SIGKILLed mid-hand and restarted under two server
// processes: a change asked for meanwhile gets a clear try-again error and is not applied, no move
// is acknowledged that the restarted Redis does not hold, and the match plays on to a verified end.
import type { MatchRecord } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import { freePort, startServer } from '../children.ts';
import { createRoom, fetchJson, newPrefix, send, until } from '../helpers.ts';
import { allInvariants } from './invariants.ts';
import { FaultPlayer, TRY_AGAIN_CODES } from './player.ts';
import { PrivateRedis } from './private-redis.ts';
import { playersToEnd, seatFour } from './table.ts';
import { stage } from '../stage.ts';

describe('Redis killed and restarted mid-hand', () => {
  const scene = stage();

  it(
    'clients get try-again errors, never a false acknowledgement, then play on',
    { timeout: 150_000 },
    async () => {
      const redis = scene.own(await PrivateRedis.start());
      const prefix = newPrefix();
      const [portA, portB] = [await freePort(), await freePort()];
      const env = { REDIS_URL: redis.url };
      scene.children.push(
        await startServer(portA, prefix, env),
        await startServer(portB, prefix, env),
      );
      const [urlA, urlB] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
      const created = await createRoom(urlA, {
        name: 'Host',
        rules: { preset: 'kozel', target: 50 },
      });
      const players = scene.seat(
        await seatFour([urlA, urlA, urlB, urlB], created.code, created.token),
      );
      const spectator = new FaultPlayer(urlB, created.code, undefined, 'spectator');
      players.push(spectator);
      await until(() => spectator.joined, 10_000, 'spectator joined');
      expect((await send(players[0]!.socket, 'host:start', {})).ok).toBe(true);
      await until(() => (spectator.last?.view?.hand?.moves.length ?? 0) >= 4, 30_000, 'mid-hand');

      await redis.kill();
      // Asked while Redis is down: refused with a code a client retries, and not applied.
      const during = await send(players[1]!.socket, 'name:set', { name: 'Renamed' });
      expect(during.ok).toBe(false);
      if (!during.ok) expect(TRY_AGAIN_CODES).toContain(during.error.code);
      await redis.up();

      await playersToEnd(players);
      const record = (await fetchJson(`${urlA}/api/rooms/${created.code}/record`))
        .body as MatchRecord;
      expect(await allInvariants(record, players, prefix, redis.url)).toEqual([]);
      expect(players[0]!.snapshot?.room.seats[1]?.name).toBe('P1');
    },
  );
});
