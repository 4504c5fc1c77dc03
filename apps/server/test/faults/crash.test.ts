// A server process SIGKILLs itself at an exact step of a move or a deal (BONEYARD_FAULT, see
// src/faults.ts), then is restarted on the same port or its clients fail over to the other process.
// Every invariant in invariants.ts must hold once the match is over.
import type { MatchRecord } from '@boneyard/protocol';
import type { ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startServer } from '../children.ts';
import { cleanRedis, createRoom, fetchJson, newPrefix, send, until } from '../helpers.ts';
import { allInvariants } from './invariants.ts';
import { FaultPlayer } from './player.ts';
import { playersToEnd, seatFour } from './table.ts';

// All four players sit on the faulty process A, so every write of the room is A's and the Nth one
// is reached for sure; process B holds a spectator and takes the players over on a fail-over.
const SCENARIOS = [
  {
    fault: 'after-commitment:1',
    recovery: 'restart',
    what: 'the commitment is stored, not yet published',
  },
  {
    fault: 'after-seed-lock:1',
    recovery: 'fail-over',
    what: 'the seeds are locked and the hand dealt',
  },
  { fault: 'before-write:16', recovery: 'fail-over', what: 'a move is validated, not yet written' },
  { fault: 'after-write:16', recovery: 'restart', what: 'a move is written, not yet broadcast' },
] as const;

describe('a server process killed at each step of a move and of a deal', () => {
  const prefixes: string[] = [];
  const children: ChildProcess[] = [];
  let players: FaultPlayer[] = [];
  afterEach(async () => {
    for (const player of players) player.close();
    players = [];
    for (const child of children.splice(0))
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    for (const prefix of prefixes.splice(0)) await cleanRedis(prefix);
  });

  it.each(SCENARIOS)(
    '$fault ($what), then $recovery',
    { timeout: 150_000 },
    async ({ fault, recovery }) => {
      const prefix = newPrefix();
      prefixes.push(prefix);
      const [portA, portB] = [await freePort(), await freePort()];
      const a = await startServer(portA, prefix, { BONEYARD_FAULT: fault });
      children.push(a, await startServer(portB, prefix));
      const died = new Promise<NodeJS.Signals | null>((done) =>
        a.once('exit', (_code, signal) => done(signal)),
      );
      const [urlA, urlB] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];

      const created = await createRoom(urlA, {
        name: 'Host',
        rules: { preset: 'kozel', target: 50 },
      });
      players = await seatFour(urlA, created.code, created.token);
      const spectator = new FaultPlayer(urlB, created.code, undefined, 'spectator');
      players.push(spectator);
      await until(() => spectator.joined, 10_000, 'spectator joined');
      // The start itself may be the step that dies (its answer is then lost): the room says whether it started.
      void send(players[0]!.socket, 'host:start', {}).catch(() => undefined);

      expect(await died, 'process A killed itself at the fault point').toBe('SIGKILL');
      if (recovery === 'restart') children.push(await startServer(portA, prefix));
      else for (const player of players.slice(0, 4)) player.moveTo(urlB);

      await playersToEnd(players);
      const record = (await fetchJson(`${urlB}/api/rooms/${created.code}/record`))
        .body as MatchRecord;
      expect(await allInvariants(record, players, prefix)).toEqual([]);
      // The start survived the crash: the match that ended is the one the host started.
      expect(record.hands.length).toBeGreaterThan(0);
    },
  );
});
