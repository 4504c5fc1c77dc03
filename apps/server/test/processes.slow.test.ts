// Several server processes on one Redis: players split across two child processes play a whole
// match while one process is SIGKILLed mid-hand and restarted; the hand continues with the same
// deal, nothing is lost or applied twice, and every hand verifies.
import { verifyRecord, type MatchRecord } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import { freePort, startServer } from './children.ts';
import {
  cleanRedis,
  createRoom,
  fetchJson,
  fourPlayers,
  newPrefix,
  send,
  TestPlayer,
  until,
  untilEnded,
} from './helpers.ts';
import { stage } from './stage.ts';

describe('two processes on one Redis', () => {
  const prefix = newPrefix();
  const scene = stage(() => cleanRedis(prefix));

  it(
    'players split across two processes finish a match while one is killed and restarted mid-hand',
    { timeout: 300_000 },
    async () => {
      const [portA, portB] = [await freePort(), await freePort()];
      let a = await startServer(portA, prefix);
      scene.children.push(a, await startServer(portB, prefix));
      const urlA = `http://127.0.0.1:${portA}`;
      const urlB = `http://127.0.0.1:${portB}`;
      const table = await fourPlayers([urlA, urlA, urlB, urlB], { preset: 'kozel', target: 50 });
      const players = scene.seat(table.players);
      const watcher = players[0]!;
      expect((await send(watcher.socket, 'host:start', {})).ok).toBe(true);
      await until(() => (watcher.last?.view?.hand?.moves.length ?? 0) >= 4, 20_000, 'mid-hand');

      // Freeze what seat 0 knew right before the kill.
      const hand = watcher.last!.view!.hand!;
      const before = {
        number: hand.number,
        commitment: watcher.last!.fair!.commitment,
        tiles: [...hand.myTiles],
        moves: [...hand.moves],
      };
      a.kill('SIGKILL');
      await new Promise((r) => a.once('exit', r));
      a = await startServer(portA, prefix);
      scene.children.push(a);

      await untilEnded(players, 60_000);
      for (const player of players) expect(player.errors).toEqual([]);
      const { body } = await fetchJson(`${urlB}/api/rooms/${table.code}/record`);
      const record = body as MatchRecord;
      const outcome = verifyRecord(record);
      expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
      const same = record.hands[before.number - 1]!;
      expect(same.deal.commitment).toBe(before.commitment);
      for (const tile of before.tiles) expect(same.hands[0]).toContain(tile);
      // The moves seen before the kill are exactly the start of the recorded hand: none lost or doubled.
      const seen = before.moves.map((m) =>
        'play' in m ? `${m.seat}:${m.play}` : 'draw' in m ? `${m.seat}:draw` : `${m.seat}:pass`,
      );
      const recorded = same.moves.map((m) =>
        'play' in m ? `${m.seat}:${m.play}` : 'draw' in m ? `${m.seat}:draw` : `${m.seat}:pass`,
      );
      expect(recorded.slice(0, seen.length)).toEqual(seen);
    },
  );

  it(
    'bots whose process died keep playing: another process picks up the stored deadlines',
    { timeout: 300_000 },
    async () => {
      const [portA, portB] = [await freePort(), await freePort()];
      // Bots wait 100 ms, so the process can die while a bot's move is due.
      const slowBots = { BOT_DELAY_MS: '100' };
      const a = await startServer(portA, prefix, slowBots);
      scene.children.push(a, await startServer(portB, prefix, slowBots));
      const urlA = `http://127.0.0.1:${portA}`;
      const urlB = `http://127.0.0.1:${portB}`;
      const created = await createRoom(urlA, {
        name: 'Host',
        rules: { preset: 'draw', players: 4, pairs: false, target: 50 },
        seats: [{ bot: null }, { bot: 'easy' }, { bot: 'easy' }, { bot: 'easy' }],
      });
      const host = new TestPlayer(urlA, created.code, created.token, 'host');
      const players = scene.seat([host]);
      await until(() => host.joined, 10_000, 'join');
      expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
      const hand = () => host.last?.view?.hand ?? null;
      await until(
        () => (hand()?.moves.length ?? 0) >= 1 && hand()!.turn !== 0 && hand()!.result === null,
        20_000,
        "a bot's turn",
      );
      host.autoPlay = false;
      const movesAtKill = hand()!.moves.length;
      a.kill('SIGKILL');
      await new Promise((r) => a.once('exit', r));
      host.reload(urlB); // the load balancer sends the host to the surviving process
      // Nobody on B touched the room: only B's deadline poller can make the bots move now.
      await until(
        () =>
          (hand()?.moves.length ?? 0) > movesAtKill ||
          (hand()?.number !== undefined && hand()!.result !== null),
        20_000,
        'bots moving on B',
      );
      host.autoPlay = true;
      await host.resync();
      await untilEnded(players, 60_000);
      const { body } = await fetchJson(`${urlB}/api/rooms/${created.code}/record`);
      expect(verifyRecord(body).ok).toBe(true);
    },
  );
});
