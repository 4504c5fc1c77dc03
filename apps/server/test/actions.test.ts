// Actions: the seat comes from the socket, duplicates answer the first result, stale versions
// are refused with a resync, and illegal moves get the engine's code.
import type { Action } from '@boneyard/engine';
import type { UpdateFrame } from '@boneyard/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import {
  build,
  fourPlayers,
  send,
  STORES,
  until,
  type TestPlayer,
  type TestServer,
} from './helpers.ts';

describe.each(STORES)('actions (%s store)', (store) => {
  let server: TestServer;
  let players: TestPlayer[] = [];
  afterEach(async () => {
    for (const player of players) player.close();
    await server.close();
  });

  async function startManual() {
    server = await build(store);
    const table = await fourPlayers(server.url, { preset: 'kozel', target: 50 });
    players = table.players;
    for (const player of players) player.autoPlay = false;
    expect((await send(players[0]!.socket, 'host:start', {})).ok).toBe(true);
    await until(() => players.some((p) => (p.last?.legal.length ?? 0) > 0), 10_000, 'first turn');
    const mover = players.find((p) => (p.last?.legal.length ?? 0) > 0)!;
    return { mover, action: mover.last!.legal[0] as Action };
  }

  it('answers a repeated action id with the first result, and does not apply it twice', async () => {
    const { mover, action } = await startManual();
    const version = mover.version;
    const movesBefore = mover.last!.view!.hand!.moves.length;
    const first = await mover.act({ id: 'move-1', version, action });
    // The mover's frame of its change comes in the acknowledgement, and only there.
    expect(first).toMatchObject({
      ok: true,
      value: { version: version + 1, frame: { version: version + 1 } },
    });
    expect(mover.version).toBe(version + 1);
    const answer = { ok: true, value: { version: version + 1 } };
    const again = await mover.act({ id: 'move-1', version, action });
    expect(again).toEqual(answer);
    const synced = await send(mover.socket, 'sync:request', {});
    if (!synced.ok) throw new Error('sync failed');
    expect(synced.value.version).toBe(version + 1);
    // The move, then possibly passes forced on the next seats (applied in the same change).
    const moves = synced.value.view!.hand!.moves;
    expect(moves.length).toBeGreaterThan(movesBefore);
    expect(moves[movesBefore]!.seat).toBe(mover.seat);
    expect(moves.slice(movesBefore + 1).every((move) => 'pass' in move)).toBe(true);
    // Even from a fresh socket of the same seat (a reload that retries), after the room moved on.
    await until(() => players.every((p) => p.version >= version + 1), 5_000, 'frames');
    mover.reload();
    await until(() => mover.joined && mover.version >= version + 2, 5_000, 'rejoin');
    const retried = await mover.act({ id: 'move-1', version, action });
    expect(retried).toEqual(answer);
    const framesOfTheMove = (player: TestPlayer) =>
      player.frames.filter(
        (f) => f.kind === 'update' && (f.payload as UpdateFrame).version === version + 1,
      ).length;
    expect(players.map(framesOfTheMove)).toEqual(players.map(() => 1));
    expect(mover.last!.view!.hand!.moves.length).toBe(moves.length);
  });

  it('refuses a stale version with `stale` and pushes a snapshot', async () => {
    const { mover, action } = await startManual();
    const version = mover.version;
    expect((await mover.act({ id: 'a', version, action })).ok).toBe(true);
    const next = players.find((p) => p !== mover && p.seat === (mover.seat! + 1) % 4)!;
    await until(
      () => (next.last?.legal.length ?? 0) > 0 || next.version > version,
      5_000,
      'next turn',
    );
    const snapshotsBefore = next.frames.filter((f) => f.kind === 'snapshot').length;
    const stale = await next.act({ id: 'b', version: version - 1, action: { type: 'pass' } });
    expect(stale).toMatchObject({ ok: false, error: { code: 'stale' } });
    await until(
      () => next.frames.filter((f) => f.kind === 'snapshot').length > snapshotsBefore,
      5_000,
      'snapshot push',
    );
  });

  it('takes the seat from the socket: a payload seat is rejected, and others cannot move out of turn', async () => {
    const { mover, action } = await startManual();
    const other = players.find((p) => p !== mover)!;
    const forged = await other.act({ id: 'x', version: other.version, action, seat: mover.seat });
    expect(forged).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    const outOfTurn = await other.act({ id: 'y', version: other.version, action });
    expect(outOfTurn.ok).toBe(false);
    if (!outOfTurn.ok)
      expect(['not-your-turn', 'tile-not-in-hand', 'stale']).toContain(outOfTurn.error.code);
  });

  it('a spectator cannot act and sees no tiles of its own', async () => {
    const { action } = await startManual();
    const { TestPlayer } = await import('./helpers.ts');
    const watcher = new TestPlayer(server.url, players[0]!.code, undefined, 'watcher');
    players.push(watcher);
    await until(() => watcher.joined, 5_000, 'spectator join');
    expect(watcher.seat).toBeNull();
    expect(watcher.snapshot?.view?.hand?.myTiles).toEqual([]);
    const tried = await watcher.act({ id: 'z', version: watcher.version, action });
    expect(tried).toMatchObject({ ok: false, error: { code: 'not-seated' } });
  });
});
