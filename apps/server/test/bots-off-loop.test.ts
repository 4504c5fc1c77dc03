// Bots think off the event loop (src/bots-pool/, src/room/run-due.ts runDueWithBots). A bot is
// kept "thinking" by the pool's test-only hold — its worker thread blocks until the test opens it,
// so nothing here depends on how long anything takes:
// - meanwhile a whole other room is created, dealt and played in, every message acknowledged;
// - a decision whose room moved on while it was made (another process played that move, and the
//   bot's turn came round again) is dropped, and the bot plays the move for the room as it is:
//   the finished record re-derives every bot move (verify --bots).
import { verifyBots, type MatchRecord } from '@boneyard/protocol';
import { ok, runDue } from '@boneyard/table';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { decide } from '../src/bots-pool/decide.ts';
import { HOLD_OPEN, holdEntered, newHold, setHold } from '../src/bots-pool/hold.ts';
import { BotPool } from '../src/bots-pool/pool.ts';
import { testConfig } from '../src/config.ts';
import { botStaleObservers } from '../src/observe.ts';
import { createRoom, fetchJson, send, TestPlayer, until, untilEnded } from './helpers.ts';

const DRAW_2P = { preset: 'draw', players: 2, pairs: false, target: 50 } as const;

let app: FastifyInstance | null = null;
let pool: BotPool | null = null;
let players: TestPlayer[] = [];
afterEach(async () => {
  for (const player of players) player.close();
  players = [];
  await app?.close();
  await pool?.close();
  app = null;
  pool = null;
});

/** A server whose bots decide in a one-worker pool behind `hold`. */
async function serverWithHeldBots(hold: SharedArrayBuffer): Promise<string> {
  pool = new BotPool({ size: 1, hold });
  await pool.warm(); // until its worker has loaded the pool decides inline, where the hold does not apply
  const config = testConfig({
    port: 0,
    host: '127.0.0.1',
    deadlinePollMs: 100,
    // Scripted players move at bot speed (as in helpers.build).
    limits: {
      socketPerSecond: 1000,
      ipPerSecond: 100_000,
      createPerMinute: 1000,
      joinPerMinute: 10_000,
      abuse: 20,
    },
  });
  app = await buildApp(config, { botPool: pool });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A room of the host (seat 0, playing random legal moves) and one bot of `level` in seat 1, started. */
async function hostAndBot(
  url: string,
  level: 'hard' | 'expert',
): Promise<{ code: string; host: TestPlayer }> {
  const created = await createRoom(url, {
    name: 'Host',
    rules: DRAW_2P,
    seats: [{ bot: null }, { bot: level }],
  });
  const host = new TestPlayer(url, created.code, created.token, 'host');
  players.push(host);
  await until(() => host.joined, 20_000, 'host join');
  expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
  return { code: created.code, host };
}

const botToMove = (player: TestPlayer) =>
  player.last?.view?.hand?.turn === 1 && player.status === 'playing';

describe('bots off the event loop', () => {
  it(
    "acknowledges another room's moves while a bot's decision is still running",
    { timeout: 120_000 },
    async () => {
      const hold = newHold();
      const url = await serverWithHeldBots(hold);
      const botRoom = await hostAndBot(url, 'expert');
      await until(() => holdEntered(hold) === 1, 60_000, 'the bot to start deciding');
      await until(() => botToMove(botRoom.host), 20_000, "the host's client to see the bot's turn");
      const versionWhileThinking = botRoom.host.version;
      const handWhileThinking = botRoom.host.last!.view!.hand!;

      // Another room, from nothing to a played move, while that worker is still blocked.
      const created = await createRoom(url, { name: 'A', rules: DRAW_2P });
      const a = new TestPlayer(url, created.code, created.token, 'a');
      const b = new TestPlayer(url, created.code, undefined, 'b');
      players.push(a, b);
      for (const p of [a, b]) p.autoPlay = false;
      await until(() => a.joined && b.joined, 20_000, 'joins');
      expect((await send(b.socket, 'seat:take', { seat: 1, name: 'B' })).ok).toBe(true);
      expect((await send(a.socket, 'host:start', {})).ok).toBe(true);
      await until(
        () => [a, b].some((p) => (p.last?.legal.length ?? 0) > 0),
        20_000,
        'a deal and someone to move',
      );
      const mover = [a, b].find((p) => (p.last?.legal.length ?? 0) > 0)!;
      const ack = await mover.act({
        id: 'first',
        version: mover.version,
        action: mover.last!.legal[0]!,
      });
      expect(ack.ok, JSON.stringify(ack)).toBe(true);

      // All of that was answered while the bot was still deciding: it has not moved.
      expect(holdEntered(hold)).toBe(1);
      expect(botRoom.host.version).toBe(versionWhileThinking);
      setHold(hold, HOLD_OPEN);
      await until(() => botRoom.host.version > versionWhileThinking, 30_000, 'the bot move');
      // The next move of that hand is the bot's (forced moves of the host may follow it in the same frame).
      const hand = botRoom.host.last!.view!.hand;
      if (hand?.number === handWhileThinking.number)
        expect(hand.moves[handWhileThinking.moves.length]?.seat).toBe(1);
    },
  );

  it(
    'drops a decision made for a room that moved on, and plays the move for the room as it is',
    { timeout: 120_000 },
    async () => {
      const hold = newHold();
      const url = await serverWithHeldBots(hold);
      let stale = 0;
      const countStale = () => void (stale += 1);
      botStaleObservers.add(countStale);
      try {
        const { code, host } = await hostAndBot(url, 'hard');
        await until(() => holdEntered(hold) === 1, 60_000, 'the bot to start deciding');
        await until(() => botToMove(host), 20_000, "the host's client to see the bot's turn");
        const before = host.version;

        // What another process would do meanwhile: play the same bot turn itself (inline).
        const config = testConfig();
        const played = await app!.rooms.mutate(code, (room, now) =>
          ok(runDue(room, now, config, (due) => decide(due.request).action)),
        );
        expect(played.ok && played.value.change !== null).toBe(true);
        // The host answers (their client plays a random legal move), and the bot is to move again:
        // the same seat, a different position. The held decision is for the old one.
        await until(
          () =>
            host.version >= before + 2 && host.pending === null && host.last?.legal.length === 0,
          30_000,
          "the host's reply",
        );

        setHold(hold, HOLD_OPEN);
        await untilEnded([host], 100_000);
        expect(stale).toBeGreaterThanOrEqual(1);
        const record = (await fetchJson(`${url}/api/rooms/${code}/record`)).body as MatchRecord;
        const outcome = verifyBots(record);
        expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: true });
      } finally {
        botStaleObservers.delete(countStale);
      }
    },
  );
});
