// The leak test: record every frame each seat and a spectator receive over whole matches (with
// reloads mid-hand) and check, against the final record, that no frame holds a tile its recipient
// may not see yet, or a server seed before its hand ended.
import type { MatchRecord, Snapshot, UpdateFrame } from '@boneyard/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { build, fetchJson, fourPlayers, send, STORES, TestPlayer, until, untilEnded, type Received, type TestServer } from './helpers.ts';

const TILE = /"([0-6]-[0-6])"/g;

function tilesIn(value: unknown): Set<string> {
  return new Set([...JSON.stringify(value ?? null).matchAll(TILE)].map((m) => m[1]!));
}

/** Tiles `seat` may know during hand `number` after `moveCount` moves. */
function allowedTiles(record: MatchRecord, number: number, moveCount: number, seat: number | null): Set<string> {
  const hand = record.hands[number - 1]!;
  const allowed = new Set<string>(seat === null ? [] : hand.hands[seat]);
  for (const move of hand.moves.slice(0, moveCount)) {
    if ('play' in move) allowed.add(move.play);
    if ('draw' in move && move.seat === seat) allowed.add(move.draw);
  }
  return allowed;
}

interface Checked {
  view: Snapshot['view'] | UpdateFrame['view'];
  /** The frame without what is public by construction (finished hands, revealed seeds). */
  rest: unknown;
  revealedHands: number[];
}

function split(frame: Received): Checked | null {
  if (frame.kind === 'ack') {
    const joined = (frame.payload as { snapshot?: Snapshot }).snapshot;
    return joined ? split({ kind: 'snapshot', payload: joined }) : { view: null, rest: frame.payload, revealedHands: [] };
  }
  if (frame.kind === 'snapshot') {
    const { view, revealed, room: _room, ...rest } = frame.payload as Snapshot;
    const live = view === null ? null : { ...view, history: [] };
    return { view: live, rest: { ...rest, view: live }, revealedHands: revealed.map((d) => d.hand) };
  }
  // A patch the client could not apply (it skipped a version and resynced) was never shown; an
  // applied one is recorded whole (helpers.ts expandFrame) and checked below.
  if ((frame.payload as UpdateFrame).patch !== undefined) return null;
  const { history: _history, room: _room, events, ...rest } = frame.payload as UpdateFrame;
  const revealed = events.flatMap((e) => (e.type === 'seed-revealed' ? [e.deal.hand] : []));
  return { view: rest.view, rest: { ...rest, events: events.filter((e) => e.type !== 'seed-revealed') }, revealedHands: revealed };
}

function checkFrames(record: MatchRecord, frames: readonly Received[], seat: number | null, who: string): number {
  const seeds = record.hands.map((hand) => hand.deal.serverSeed);
  let checked = 0;
  for (const frame of frames) {
    const parts = split(frame);
    if (parts === null) continue;
    const text = JSON.stringify(parts.rest);
    for (const seed of seeds) expect(text.includes(seed), `${who}: a server seed outside its reveal`).toBe(false);
    const hand = parts.view?.hand ?? null;
    for (const number of parts.revealedHands) {
      // A seed is revealed only once its hand is over.
      if (hand !== null && hand.number === number) expect(hand.result, `${who}: seed of hand ${number} revealed early`).not.toBeNull();
    }
    if (hand === null) {
      expect([...tilesIn(parts.rest)], `${who}: tiles before any deal`).toEqual([]);
      continue;
    }
    if (hand.result !== null) continue; // a finished hand is public
    const allowed = allowedTiles(record, hand.number, hand.moves.length, seat);
    for (const tile of tilesIn(parts.rest)) {
      expect(allowed.has(tile), `${who}: hidden tile ${tile} in hand ${hand.number} after ${hand.moves.length} moves`).toBe(true);
    }
    checked += 1;
  }
  return checked;
}

/** Reloads per match: each seat once, mid-hand, with the spectator reloading every other time. */
const RELOADS = 4;

/** Reloads `player` (a fresh socket, like a browser reload) and waits until it has joined again. */
async function reloadAndRejoin(player: TestPlayer): Promise<void> {
  const joins = () => player.frames.filter((frame) => frame.kind === 'ack' && 'snapshot' in (frame.payload as object)).length;
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
    const toMove = () => seated.find((p) => p.status === 'playing' && p.last?.view?.hand?.result === null && (p.last?.legal.length ?? 0) > 0);
    await until(() => toMove() !== undefined || seated.every((p) => p.status === 'ended'), 60_000, 'a turn mid-hand');
    const player = toMove();
    if (player === undefined) break;
    await reloadAndRejoin(player);
    if (turn % 2 === 0) await reloadAndRejoin(watcher);
    reloads += 1;
    const version = watcher.version;
    for (const p of seated) p.autoPlay = true;
    await Promise.all(seated.map((p) => p.resync())); // a snapshot makes each of them look for its turn again
    await until(() => watcher.version >= version + 3 || seated.every((p) => p.status === 'ended'), 60_000, 'moves after a reload');
  }
  return reloads;
}

describe.each(STORES)('leaks (%s store)', (store) => {
  let server: TestServer;
  let players: TestPlayer[] = [];
  afterEach(async () => {
    for (const player of players) player.close();
    players = [];
    await server.close();
  });

  it.each([
    ['kozel', { preset: 'kozel' as const, target: 50 }],
    ['draw (boneyard)', { preset: 'draw' as const, players: 4, pairs: false, target: 50 }],
  ])('no frame to a seat or a spectator holds a hidden tile or an unrevealed seed: %s', { timeout: 180_000 }, async (_name, rules) => {
    server = await build(store, { limits: { socketPerSecond: 100, ipPerSecond: 100_000, createPerMinute: 100, joinPerMinute: 10_000, abuse: 100 } });
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
    let checked = 0;
    for (const [index, player] of players.entries()) {
      const seat = index < 4 ? index : null;
      checked += checkFrames(record, player.frames, seat, seat === null ? 'spectator' : `seat ${seat}`);
    }
    expect(checked).toBeGreaterThan(record.hands.length * 10);
    for (const player of players) expect(player.errors.filter((e) => e.includes('shape'))).toEqual([]);
  });

  it('info-level log lines hold no tile and no server seed', async () => {
    const lines: string[] = [];
    server = await build(store, { logLevel: 'info' }, lines);
    const table = await fourPlayers(server.url, { preset: 'draw', players: 4, pairs: false, target: 50 });
    players = table.players;
    expect((await send(players[0]!.socket, 'host:start', {})).ok).toBe(true);
    await untilEnded(players);
    const record = (await fetchJson(`${server.url}/api/rooms/${table.code}/record`)).body as MatchRecord;
    expect(lines.length).toBeGreaterThan(4);
    const text = lines.join('\n');
    expect(text).toContain(table.code); // lines carry the room context
    expect([...text.matchAll(TILE)].map((m) => m[1])).toEqual([]);
    for (const hand of record.hands) expect(text).not.toContain(hand.deal.serverSeed);
  });

  it('the checker itself catches a leak (a frame with another seat\'s tile)', async () => {
    server = await build(store);
    const table = await fourPlayers(server.url, { preset: 'kozel', target: 50 });
    players = table.players;
    expect((await send(players[0]!.socket, 'host:start', {})).ok).toBe(true);
    await untilEnded(players);
    const record = (await fetchJson(`${server.url}/api/rooms/${table.code}/record`)).body as MatchRecord;
    const frame = players[1]!.frames.find((f) => f.kind === 'update' && (f.payload as UpdateFrame).view?.hand?.result === null);
    const payload = frame!.payload as UpdateFrame;
    const stolen = record.hands[payload.view!.hand!.number - 1]!.hands[0]!.find(
      (tile) => !allowedTiles(record, payload.view!.hand!.number, payload.view!.hand!.moves.length, 1).has(tile),
    )!;
    const view = payload.view!;
    const forgedView = { ...view, hand: { ...view.hand!, legal: [{ type: 'play' as const, tile: stolen }] } };
    const forged: Received = { kind: 'update', payload: { ...payload, view: forgedView } };
    expect(() => checkFrames(record, [forged], 1, 'forged')).toThrow(/hidden tile/);
  });
});
