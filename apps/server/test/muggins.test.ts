// Scoring during play online: the new presets play through the server, and strict / stealing
// Muggins claim windows are kept by the server's clock as stored deadlines (every store, and
// across a restart on Redis). Nothing here waits for a clock to race: each step waits for the
// frame that proves it happened, with generous timeouts.
import { boardOps, playScore, type Action, type SeatView } from '@boneyard/engine';
import { verifyRecord, type CreateRoomRequest, type UpdateFrame } from '@boneyard/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { build, cleanRedis, createRoom, fetchJson, newPrefix, send, until, TestPlayer, type TestServer } from './helpers.ts';
import { ALL_STORES, buildOn } from './kinds.ts';

type Rules = CreateRoomRequest['rules'];

let servers: TestServer[] = [];
let players: TestPlayer[] = [];
afterEach(async () => {
  for (const player of players) player.close();
  players = [];
  for (const server of servers) await server.close();
  servers = [];
});

/** Host in seat 0 and a second person in seat 1, both moving only when the test says so. */
async function twoPeople(url: string, rules: Rules): Promise<[TestPlayer, TestPlayer]> {
  const created = await createRoom(url, { name: 'Host', rules });
  const host = new TestPlayer(url, created.code, created.token, 'host');
  const guest = new TestPlayer(url, created.code, undefined, 'guest');
  host.autoPlay = false;
  guest.autoPlay = false;
  players.push(host, guest);
  await until(() => host.joined && guest.joined, 20_000, 'joins');
  expect((await send(guest.socket, 'seat:take', { seat: 1, name: 'Guest' })).ok).toBe(true);
  await until(() => guest.seat === 1, 20_000, 'guest seated');
  expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
  return [host, guest];
}

/** The play that scores most on this view's board (the engine's own scoring), else the first action. */
function bestMove(view: SeatView): Action {
  const hand = view.hand!;
  const moves = hand.legal.filter((a) => a.type !== 'claim');
  let best = moves[0]!;
  let bestPoints = -1;
  for (const action of moves) {
    if (action.type !== 'play') continue;
    const lead = boardOps(hand.board.shape).isEmpty(hand.board);
    const board = boardOps(hand.board.shape).place(hand.board, action.tile, lead ? null : (action.end ?? null), view.seat!);
    const points = board ? playScore(view.rules, board, lead, action.tile) : 0;
    if (points > bestPoints) [best, bestPoints] = [action, points];
  }
  return best;
}

const pendingOf = (player: TestPlayer) => player.last?.view?.hand?.pending ?? null;

/** Plays scoring moves (person to move, one at a time) until a score waits to be claimed. */
async function untilPending(people: readonly TestPlayer[]): Promise<NonNullable<ReturnType<typeof pendingOf>>> {
  for (let moves = 0; moves < 300; moves++) {
    await until(
      () => people.some((p) => pendingOf(p) !== null) || people.some((p) => (p.last?.legal ?? []).some((a) => a.type !== 'claim')),
      30_000,
      'a turn or a pending score',
    );
    const waiting = people.map(pendingOf).find((p) => p !== null);
    if (waiting) return waiting;
    const mover = people.find((p) => (p.last?.legal ?? []).some((a) => a.type !== 'claim'))!;
    const version = mover.version;
    const ack = await mover.act({ id: `${mover.name}-${version}`, version, action: bestMove(mover.last!.view as SeatView) });
    expect(ack.ok, JSON.stringify(ack)).toBe(true);
    await until(() => people.every((p) => p.version > version), 20_000, 'the move seen by everyone');
  }
  throw new Error('no scoring play in 300 moves');
}

function eventsOf(player: TestPlayer): UpdateFrame['events'] {
  return player.frames.flatMap((f) => (f.kind === 'update' ? (f.payload as UpdateFrame).events : []));
}

const strict = (mode: 'strict' | 'stealing', windowMs: number): Rules => ({ preset: 'all-fives', players: 2, target: 61, muggins: mode, mugginsWindowMs: windowMs });

/**
 * The deals are random, so a match can end before what a test waits for happens: then the host
 * starts the next match. True when it did (the caller looks again).
 */
async function nextMatchIfEnded(host: TestPlayer): Promise<boolean> {
  if (host.status !== 'ended') return false;
  const match = host.snapshot?.room.match ?? 0;
  expect((await send(host.socket, 'host:rematch', {})).ok).toBe(true);
  await until(() => host.status !== 'ended' && (host.snapshot?.room.match ?? 0) > match, 20_000, 'the rematch');
  return true;
}

describe.each(ALL_STORES)('the claim window on the server clock (%s store)', (store) => {
  it('an unclaimed score lapses at its stored deadline and is not awarded', { timeout: 120_000 }, async () => {
    const server = await buildOn(store);
    servers.push(server);
    const people = await twoPeople(server.url, strict('strict', 500));
    const pending = await untilPending(people);
    const before = people[0]!.last!.view!.hand!.playPoints ?? [0, 0];
    await until(() => eventsOf(people[0]!).some((e) => e.type === 'lapsed'), 30_000, 'the lapse');
    await until(() => pendingOf(people[0]!) === null, 10_000, 'no pending score');
    const hand = people[0]!.last!.view!.hand!;
    expect(hand.playPoints ?? [0, 0]).toEqual(before);
    const lapsed = hand.moves.find((m) => 'lapsed' in m) as { lapsed: number; at: number; seat: number } | undefined;
    expect(lapsed).toMatchObject({ seat: pending.seat, lapsed: pending.points });
    expect(lapsed!.at).toBeGreaterThan(pending.deadline);
    for (const person of people) expect(person.errors).toEqual([]);
  });

  it('the scorer claims inside the window; the opponent may not in strict, may steal in stealing', { timeout: 120_000 }, async () => {
    const server = await buildOn(store);
    servers.push(server);
    const people = await twoPeople(server.url, strict('strict', 60_000));
    const pending = await untilPending(people);
    const scorer = people[pending.seat]!;
    const other = people[1 - pending.seat]!;
    const refused = await other.act({ id: 'steal', version: other.version, action: { type: 'claim' } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'not-yours-to-claim' } });
    const before = scorer.last!.view!.hand!.playPoints?.[pending.side] ?? 0;
    const sent = Date.now();
    const claimed = await scorer.act({ id: 'claim', version: scorer.version, action: { type: 'claim' } });
    expect(claimed.ok, JSON.stringify(claimed)).toBe(true);
    await until(() => pendingOf(scorer) === null, 10_000, 'claimed');
    const hand = scorer.last!.view!.hand!;
    expect(hand.playPoints?.[pending.side]).toBe(before + pending.points);
    // The time is the server's, stamped when the claim arrived.
    const move = hand.moves.find((m) => 'claim' in m) as { at: number; claim: number };
    expect(move.claim).toBe(pending.points);
    expect(move.at).toBeGreaterThanOrEqual(sent - 5_000);
    expect(move.at).toBeLessThanOrEqual(pending.deadline);

    const thief = await buildOn(store);
    servers.push(thief);
    const stealing = await twoPeople(thief.url, strict('stealing', 60_000));
    const open = await untilPending(stealing);
    const robber = stealing[1 - open.seat]!;
    const stolen = await robber.act({ id: 'steal', version: robber.version, action: { type: 'claim' } });
    expect(stolen.ok, JSON.stringify(stolen)).toBe(true);
    await until(() => eventsOf(robber).some((e) => e.type === 'claimed'), 10_000, 'the steal');
    expect(eventsOf(robber).find((e) => e.type === 'claimed')).toMatchObject({ seat: robber.seat, points: open.points, stolen: true });
  });

  it('a hostile second client cannot steal outside the window, nor bring its own clock', { timeout: 120_000 }, async () => {
    const server = await buildOn(store);
    servers.push(server);
    const people = await twoPeople(server.url, strict('stealing', 500));
    const pending = await untilPending(people);
    const hostile = people[1 - pending.seat]!;
    // A claim that names its own time is not a protocol message at all.
    const forged = await hostile.act({ id: 'forged', version: hostile.version, action: { type: 'claim', at: pending.deadline - 100 } });
    expect(forged).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    await until(() => eventsOf(hostile).some((e) => e.type === 'lapsed'), 30_000, 'the lapse');
    const late = await hostile.act({ id: 'late', version: hostile.version, action: { type: 'claim' } });
    expect(late).toMatchObject({ ok: false, error: { code: 'nothing-to-claim' } });
    expect(eventsOf(hostile).some((e) => e.type === 'claimed')).toBe(false);
    expect(hostile.last!.view!.hand!.playPoints?.[1 - pending.side] ?? 0).toBe(
      people[0]!.last!.view!.hand!.playPoints?.[1 - pending.side] ?? 0,
    );
  });
});

describe('the claim window survives a restart (redis store)', () => {
  it('a window opened on one server process closes on the next one', { timeout: 120_000 }, async () => {
    const prefix = newPrefix();
    try {
      const first = await build('redis', { redisPrefix: prefix });
      // 10 s: the first process is closed right after the score, long before its deadline.
      const people = await twoPeople(first.url, strict('strict', 10_000));
      const pending = await untilPending(people);
      await first.close();
      expect(eventsOf(people[0]!).some((e) => e.type === 'lapsed')).toBe(false);
      const second = await build('redis', { redisPrefix: prefix });
      servers.push(second);
      for (const person of people) person.reload(second.url);
      await until(() => eventsOf(people[0]!).some((e) => e.type === 'lapsed'), 60_000, 'the lapse on the second process');
      const lapsed = people[0]!.last!.view!.hand!.moves.find((m) => 'lapsed' in m) as { at: number };
      expect(lapsed.at).toBeGreaterThan(pending.deadline);
    } finally {
      await cleanRedis(prefix);
    }
  });
});

describe('every new preset online', () => {
  it.each<[string, Rules]>([
    ['telephone', { preset: 'telephone', players: 2, target: 61 }],
    ['all-fives strict', { preset: 'all-fives', players: 2, target: 61, muggins: 'strict', mugginsWindowMs: 60_000 }],
    ['osyol', { preset: 'osyol', players: 2 }],
    ['telefon', { preset: 'telefon', players: 2 }],
    ['trains', { preset: 'trains', players: 2 }],
  ])('%s: a person and a bot play a whole hand; the record verifies', { timeout: 120_000 }, async (_name, rules) => {
    const server = await build('memory');
    servers.push(server);
    const created = await createRoom(server.url, { name: 'Host', rules, seats: [{ bot: null }, { bot: 'hard' }] });
    const host = new TestPlayer(server.url, created.code, created.token, 'host');
    players.push(host);
    await until(() => host.joined, 20_000, 'join');
    expect(host.snapshot!.room.rules.preset).toBe('preset' in rules ? rules.preset : null);
    expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
    await until(() => eventsOf(host).some((e) => e.type === 'hand-over'), 90_000, 'the first hand over');
    expect(host.errors).toEqual([]);
    const { body } = await fetchJson(`${server.url}/api/rooms/${created.code}/record`);
    const outcome = verifyRecord(body);
    expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
  });

  it('a hard bot steals the score a person leaves unclaimed (stealing Muggins)', { timeout: 120_000 }, async () => {
    const server = await build('memory');
    servers.push(server);
    // An 8 s window: the bot steals late in it (the host had until then to claim its own score).
    const created = await createRoom(server.url, { name: 'Host', rules: strict('stealing', 8_000), seats: [{ bot: null }, { bot: 'hard' }] });
    const host = new TestPlayer(server.url, created.code, created.token, 'host');
    host.autoPlay = false;
    players.push(host);
    await until(() => host.joined, 20_000, 'join');
    expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
    const stolen = () => eventsOf(host).some((e) => e.type === 'claimed' && e.seat === 1 && e.stolen);
    for (let moves = 0; moves < 300 && !stolen(); moves++) {
      await until(() => stolen() || host.status === 'ended' || (host.last?.legal ?? []).some((a) => a.type !== 'claim'), 30_000, 'the host to move');
      if (stolen()) break;
      if (await nextMatchIfEnded(host)) continue;
      const version = host.version;
      const ack = await host.act({ id: `h-${version}`, version, action: bestMove(host.last!.view as SeatView) });
      // The bot may claim (steal) between our reading the version and the server receiving the
      // move: the server answers `stale` and resyncs, as it does for any client; look again.
      if (!ack.ok && ack.error.code === 'stale') {
        await until(() => host.version > version, 20_000, 'the resync after a stale move');
        continue;
      }
      expect(ack.ok, JSON.stringify(ack)).toBe(true);
      await until(() => host.version > version, 20_000, 'the move');
    }
    expect(stolen()).toBe(true);
    // Not before the last quarter of the window: the server time of the frame that carried the
    // steal against the deadline of the score it took (the last pending score before it).
    const frames = host.frames.flatMap((f) => (f.kind === 'update' ? [f.payload as UpdateFrame] : []));
    const stealFrame = frames.findIndex((f) => f.events.some((e) => e.type === 'claimed' && e.stolen));
    const scored = frames
      .slice(0, stealFrame + 1)
      .flatMap((f) => f.events)
      .filter((e) => e.type === 'scored' && e.pending)
      .at(-1) as { deadline: number };
    expect(frames[stealFrame]!.serverTime).toBeGreaterThanOrEqual(scored.deadline - 8_000 / 4);
    expect(host.errors).toEqual([]);
  });

  it("a bot does not play over a person's unclaimed score: the whole window stays the person's", { timeout: 120_000 }, async () => {
    // Strict (no stealing), bot delay 0: before bots waited, the bot's next play closed the
    // person's window at once and their claim was refused.
    const server = await build('memory');
    servers.push(server);
    const created = await createRoom(server.url, { name: 'Host', rules: strict('strict', 60_000), seats: [{ bot: null }, { bot: 'easy' }] });
    const host = new TestPlayer(server.url, created.code, created.token, 'host');
    host.autoPlay = false;
    players.push(host);
    await until(() => host.joined, 20_000, 'join');
    expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
    const mine = () => (host.last?.legal ?? []).some((a) => a.type === 'claim');
    for (let moves = 0; moves < 300 && !mine(); moves++) {
      await until(() => mine() || host.status === 'ended' || (host.last?.legal ?? []).some((a) => a.type !== 'claim'), 30_000, 'the host to move or claim');
      if (mine()) break;
      if (await nextMatchIfEnded(host)) continue;
      const version = host.version;
      const ack = await host.act({ id: `h-${version}`, version, action: bestMove(host.last!.view as SeatView) });
      if (!ack.ok && ack.error.code === 'stale') continue; // a bot's claim landed first; look again
      expect(ack.ok, JSON.stringify(ack)).toBe(true);
      await until(() => host.version > version, 20_000, 'the move');
    }
    expect(mine()).toBe(true);
    const version = host.version;
    const claim = await host.act({ id: `claim-${version}`, version, action: { type: 'claim' } });
    expect(claim.ok, JSON.stringify(claim)).toBe(true);
    expect(eventsOf(host).some((e) => e.type === 'claimed' && e.seat === 0)).toBe(true);
    // Once claimed, the bot plays on.
    await until(() => host.version > version + 1, 30_000, 'the bot to play after the claim');
    expect(host.errors).toEqual([]);
  });

  it('a bot calls its own score at once: a person who plays at once cannot close its window', { timeout: 180_000 }, async () => {
    // Bot delay 1.5 s: bots used to claim their own scores after the delay, so a person who
    // played sooner made every one of them lapse.
    const server = await build('memory', { botDelayMs: 1500 });
    servers.push(server);
    const created = await createRoom(server.url, { name: 'Host', rules: strict('strict', 60_000), seats: [{ bot: null }, { bot: 'hard' }] });
    const host = new TestPlayer(server.url, created.code, created.token, 'host');
    host.autoPlay = false;
    players.push(host);
    await until(() => host.joined, 20_000, 'join');
    expect((await send(host.socket, 'host:start', {})).ok).toBe(true);
    const botEvents = (type: string) => eventsOf(host).filter((e) => e.type === type && 'seat' in e && e.seat === 1);
    const settled = () => botEvents('claimed').length + botEvents('lapsed').length;
    for (let moves = 0; moves < 300 && settled() < 2; moves++) {
      await until(() => settled() >= 2 || host.status === 'ended' || (host.last?.legal.length ?? 0) > 0, 60_000, 'the host to move or claim');
      if (settled() >= 2) break;
      if (await nextMatchIfEnded(host)) continue;
      const version = host.version;
      // The host claims its own scores (the bot waits for them) and otherwise plays the moment it may.
      const claim = host.last!.legal.find((a) => a.type === 'claim');
      const ack = await host.act({ id: `h-${version}`, version, action: claim ?? bestMove(host.last!.view as SeatView) });
      if (!ack.ok && ack.error.code === 'stale') {
        await until(() => host.version > version, 20_000, 'the resync after a stale move');
        continue;
      }
      expect(ack.ok, JSON.stringify(ack)).toBe(true);
      await until(() => host.version > version, 20_000, 'the move');
    }
    expect(botEvents('lapsed')).toEqual([]);
    expect(botEvents('claimed').length).toBeGreaterThanOrEqual(2);
    expect(host.errors).toEqual([]);
  });

  it('muggins options are checked when the room is created', async () => {
    const server = await build('memory');
    servers.push(server);
    const bad = await fetch(`${server.url}/api/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Host', rules: { preset: 'draw', muggins: 'strict' } }),
    });
    expect(bad.status).toBe(400);
    const tooShort = await fetch(`${server.url}/api/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Host', rules: { preset: 'all-fives', muggins: 'strict', mugginsWindowMs: 10 } }),
    });
    expect(tooShort.status).toBe(400);
  });
});
