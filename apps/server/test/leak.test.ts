// The leak test: record every frame each seat and a spectator receive over whole matches (with
// reloads mid-hand) and check, against the final record, that no frame holds a tile its recipient
// may not see yet, or a server seed before its hand ended (leak-check.ts): what each client showed,
// and every patch frame's raw text, whether or not the client could apply it.
import type { MatchRecord, UpdateFrame } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import {
  build,
  fetchJson,
  fourPlayers,
  send,
  STORES,
  TestPlayer,
  until,
  untilEnded,
  type Received,
  type TestServer,
} from './helpers.ts';
import { allowedTiles, findLeaks, TILE } from './leak-check.ts';
import { closeAfterEach } from './teardown.ts';

/** Reloads per match: each seat once, mid-hand, with the spectator reloading every other time. */
const RELOADS = 4;

/** Reloads `player` (a fresh socket, like a browser reload) and waits until it has joined again. */
async function reloadAndRejoin(player: TestPlayer): Promise<void> {
  const joins = () =>
    player.frames.filter((frame) => frame.kind === 'ack' && 'snapshot' in (frame.payload as object))
      .length;
  const before = joins();
  player.reload();
  await until(() => joins() > before, 30_000, `${player.name} to rejoin`);
}

/**
 * Reloads whoever is to move, RELOADS times, while a hand is in play. The scripted players stop
 * moving first, so the hand waits at someone's turn: each reload happens mid-hand by construction,
 * however fast or slow the machine is, instead of on a timer that may not fire before the end.
 * Between reloads the players move again until the room has advanced a few versions.
 */
async function reloadMidHand(seated: readonly TestPlayer[], watcher: TestPlayer): Promise<number> {
  let reloads = 0;
  for (let turn = 0; turn < RELOADS; turn++) {
    for (const player of seated) player.autoPlay = false;
    const toMove = () =>
      seated.find(
        (p) =>
          p.status === 'playing' &&
          p.last?.view?.hand?.result === null &&
          (p.last?.legal.length ?? 0) > 0,
      );
    await until(
      () => toMove() !== undefined || seated.every((p) => p.status === 'ended'),
      60_000,
      'a turn mid-hand',
    );
    const player = toMove();
    if (player === undefined) break;
    await reloadAndRejoin(player);
    if (turn % 2 === 0) await reloadAndRejoin(watcher);
    reloads += 1;
    const version = watcher.version;
    for (const p of seated) p.autoPlay = true;
    await Promise.all(seated.map((p) => p.resync())); // a snapshot makes each of them look for its turn again
    await until(
      () => watcher.version >= version + 3 || seated.every((p) => p.status === 'ended'),
      60_000,
      'moves after a reload',
    );
  }
  return reloads;
}

describe.each(STORES)('leaks (%s store)', (store) => {
  let server: TestServer;
  let players: TestPlayer[] = [];
  closeAfterEach(() => ({ server, players }));

  // Target 150: the reloads take a hand's first dozen or so versions, and at 50 one hand could end
  // the match before the fourth (a 4-player Draw hand scoring 50 or more: seen once in a run).
  it.each([
    ['kozel', { preset: 'kozel' as const, target: 150 }],
    ['draw (boneyard)', { preset: 'draw' as const, players: 4, pairs: false, target: 150 }],
  ])(
    'no frame to a seat or a spectator holds a hidden tile or an unrevealed seed: %s',
    { timeout: 180_000 },
    async (_name, rules) => {
      server = await build(store, {
        limits: {
          socketPerSecond: 100,
          ipPerSecond: 100_000,
          createPerMinute: 100,
          joinPerMinute: 10_000,
          abuse: 100,
        },
      });
      const table = await fourPlayers(server.url, rules);
      players = table.players;
      const watcher = new TestPlayer(server.url, table.code, undefined, 'watcher');
      players.push(watcher);
      await until(() => watcher.joined, 5_000, 'spectator');
      expect((await send(players[0]!.socket, 'host:start', {})).ok).toBe(true);
      const reloads = await reloadMidHand(players.slice(0, 4), watcher);
      await untilEnded(players, 150_000);
      const { body } = await fetchJson(`${server.url}/api/rooms/${table.code}/record`);
      const record = body as MatchRecord;
      expect(record.hands.length).toBeGreaterThan(0);
      expect(reloads).toBe(RELOADS);
      const recipients = players.map((player, index) => ({
        who: index < 4 ? `seat ${index}` : 'spectator',
        seat: index < 4 ? index : null,
        frames: player.frames,
      }));
      const report = findLeaks(record, recipients);
      expect(report.problems).toEqual([]);
      expect(report.checked).toBeGreaterThan(record.hands.length * 10);
      expect(report.patches).toBeGreaterThan(record.hands.length * 10);
      for (const player of players)
        expect(player.errors.filter((e) => e.includes('shape'))).toEqual([]);
    },
  );

  it('info-level log lines hold no tile and no server seed', async () => {
    const lines: string[] = [];
    server = await build(store, { logLevel: 'info' }, lines);
    const table = await fourPlayers(server.url, {
      preset: 'draw',
      players: 4,
      pairs: false,
      target: 50,
    });
    players = table.players;
    expect((await send(players[0]!.socket, 'host:start', {})).ok).toBe(true);
    await untilEnded(players);
    const record = (await fetchJson(`${server.url}/api/rooms/${table.code}/record`))
      .body as MatchRecord;
    expect(lines.length).toBeGreaterThan(4);
    const text = lines.join('\n');
    expect(text).toContain(table.code); // lines carry the room context
    expect([...text.matchAll(TILE)].map((m) => m[1])).toEqual([]);
    for (const hand of record.hands) expect(text).not.toContain(hand.deal.serverSeed);
  });

  it('the checker itself catches a leak: a shown view, or a raw patch frame applied or not', async () => {
    server = await build(store);
    const table = await fourPlayers(server.url, { preset: 'kozel', target: 50 });
    players = table.players;
    expect((await send(players[0]!.socket, 'host:start', {})).ok).toBe(true);
    await untilEnded(players);
    const record = (await fetchJson(`${server.url}/api/rooms/${table.code}/record`))
      .body as MatchRecord;
    const recipients = players.map((player, seat) => ({
      who: `seat ${seat}`,
      seat,
      frames: player.frames,
    }));
    expect(findLeaks(record, recipients).problems).toEqual([]);
    const frame = players[1]!.frames.find(
      (f) =>
        f.kind === 'update' &&
        f.sent !== undefined &&
        (f.payload as UpdateFrame).view?.hand?.result === null,
    )!;
    const payload = frame.payload as UpdateFrame;
    const hand = payload.view!.hand!;
    const stolen = record.hands[hand.number - 1]!.hands[0]!.find(
      (tile) => !allowedTiles(record, hand.number, hand.moves.length, 1).has(tile),
    )!;
    const seed = record.hands[hand.number - 1]!.deal.serverSeed;
    const leaking = (forged: Received) =>
      findLeaks(record, [...recipients, { who: 'forged', seat: 1, frames: [forged] }]).problems;
    // The state a client showed.
    const forgedView = {
      ...payload.view!,
      hand: { ...hand, legal: [{ type: 'play' as const, tile: stolen }] },
    };
    expect(leaking({ kind: 'update', payload: { ...payload, view: forgedView } })).toEqual([
      expect.stringMatching(/forged: hidden tile/),
    ]);
    // A patch frame the client never applied (it stays raw): judged by the version, not by its content.
    const rawTile = {
      ...frame.sent!,
      patch: [...frame.sent!.patch!, { p: ['hand', 'legal'], v: [{ type: 'play', tile: stolen }] }],
    };
    expect(leaking({ kind: 'update', payload: rawTile, sent: rawTile })).toEqual([
      expect.stringMatching(/forged \(patch frame\): hidden tile/),
    ]);
    const rawSeed = {
      ...frame.sent!,
      patch: [...frame.sent!.patch!, { p: ['fair', 'serverSeed'], v: seed }],
    };
    expect(leaking({ kind: 'update', payload: rawSeed, sent: rawSeed })).toEqual([
      expect.stringMatching(/before its reveal/),
    ]);
    // An applied patch frame whose raw text leaks, though its expanded state does not.
    expect(leaking({ kind: 'update', payload, sent: rawTile })).toEqual([
      expect.stringMatching(/forged \(patch frame\): hidden tile/),
    ]);
  });
});
