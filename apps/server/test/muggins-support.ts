// What the Muggins tests share: two people at a table who move only when told, the play that
// scores most, waiting for a pending score, and the frames' events.
import { boardOps, playScore, type Action, type BotLevel, type SeatView } from '@boneyard/engine';
import type { CreateRoomRequest, UpdateFrame } from '@boneyard/protocol';
import { afterEach, expect } from 'vitest';
import type { Config } from '../src/config.ts';
import { build, createRoom, send, until, TestPlayer, type TestServer } from './helpers.ts';
import { hostedRoom, startMatch } from './tables.ts';

export type Rules = CreateRoomRequest['rules'];

/** The servers and players a test opened, closed after each test whether it passed or not. */
export function closedAfterEach(): {
  readonly servers: TestServer[];
  readonly players: TestPlayer[];
} {
  const opened = { servers: [] as TestServer[], players: [] as TestPlayer[] };
  afterEach(async () => {
    for (const player of opened.players.splice(0)) player.close();
    for (const server of opened.servers.splice(0)) await server.close();
  });
  return opened;
}

/** A room of the host (a person, seat 0) and a bot of `level` in seat 1. */
export function hostAndBot(rules: Rules, level: BotLevel): CreateRoomRequest {
  return { name: 'Host', rules, seats: [{ bot: null }, { bot: level }] };
}

/**
 * A server on the memory store (`config` over the test defaults) with a started match of a host
 * who moves only when told and a bot of `level`; closed after the test with the others opened.
 */
export async function hostAgainstBot(
  opened: { readonly servers: TestServer[]; readonly players: TestPlayer[] },
  rules: Rules,
  level: BotLevel,
  config: Partial<Config> = {},
): Promise<TestPlayer> {
  const server = await build('memory', config);
  opened.servers.push(server);
  const { host } = await hostedRoom(server.url, hostAndBot(rules, level), opened.players, {
    autoPlay: false,
    joinMs: 20_000,
  });
  await startMatch(host);
  return host;
}

/** Host in seat 0 and a second person in seat 1, both moving only when the test says so. */
export async function twoPeople(
  url: string,
  rules: Rules,
  players: TestPlayer[],
): Promise<[TestPlayer, TestPlayer]> {
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
export function bestMove(view: SeatView): Action {
  const hand = view.hand!;
  const moves = hand.legal.filter((a) => a.type !== 'claim');
  let best = moves[0]!;
  let bestPoints = -1;
  for (const action of moves) {
    if (action.type !== 'play') continue;
    const lead = boardOps(hand.board.shape).isEmpty(hand.board);
    const board = boardOps(hand.board.shape).place(
      hand.board,
      action.tile,
      lead ? null : (action.end ?? null),
      view.seat!,
    );
    const points = board ? playScore(view.rules, board, lead, action.tile) : 0;
    if (points > bestPoints) [best, bestPoints] = [action, points];
  }
  return best;
}

/**
 * `player` makes `action` (else its best move) at the version it sees, and waits until the move is
 * seen. A `stale` answer (a bot's claim landed first) is no failure: the caller looks again, after
 * the resync when `waitResync`.
 */
export async function moveUnlessStale(
  player: TestPlayer,
  action: Action | undefined,
  waitResync: boolean,
): Promise<void> {
  const version = player.version;
  const ack = await player.act({
    id: `h-${version}`,
    version,
    action: action ?? bestMove(player.last!.view as SeatView),
  });
  if (!ack.ok && ack.error.code === 'stale') {
    if (waitResync)
      await until(() => player.version > version, 20_000, 'the resync after a stale move');
    return;
  }
  expect(ack.ok, JSON.stringify(ack)).toBe(true);
  await until(() => player.version > version, 20_000, 'the move');
}

export const pendingOf = (player: TestPlayer) => player.last?.view?.hand?.pending ?? null;

/** Plays scoring moves (person to move, one at a time) until a score waits to be claimed. */
export async function untilPending(
  people: readonly TestPlayer[],
): Promise<NonNullable<ReturnType<typeof pendingOf>>> {
  for (let moves = 0; moves < 300; moves++) {
    await until(
      () =>
        people.some((p) => pendingOf(p) !== null) ||
        people.some((p) => (p.last?.legal ?? []).some((a) => a.type !== 'claim')),
      30_000,
      'a turn or a pending score',
    );
    const waiting = people.map(pendingOf).find((p) => p !== null);
    if (waiting) return waiting;
    const mover = people.find((p) => (p.last?.legal ?? []).some((a) => a.type !== 'claim'))!;
    const version = mover.version;
    const ack = await mover.act({
      id: `${mover.name}-${version}`,
      version,
      action: bestMove(mover.last!.view as SeatView),
    });
    expect(ack.ok, JSON.stringify(ack)).toBe(true);
    await until(
      () => people.every((p) => p.version > version),
      20_000,
      'the move seen by everyone',
    );
  }
  throw new Error('no scoring play in 300 moves');
}

export function eventsOf(player: TestPlayer): UpdateFrame['events'] {
  return player.frames.flatMap((f) =>
    f.kind === 'update' ? (f.payload as UpdateFrame).events : [],
  );
}

export const strict = (mode: 'strict' | 'stealing', windowMs: number): Rules => ({
  preset: 'all-fives',
  players: 2,
  target: 61,
  muggins: mode,
  mugginsWindowMs: windowMs,
});

/**
 * The deals are random, so a match can end before what a test waits for happens: then the host
 * starts the next match. True when it did (the caller looks again).
 */
export async function nextMatchIfEnded(host: TestPlayer): Promise<boolean> {
  if (host.status !== 'ended') return false;
  const match = host.snapshot?.room.match ?? 0;
  expect((await send(host.socket, 'host:rematch', {})).ok).toBe(true);
  await until(
    () => host.status !== 'ended' && (host.snapshot?.room.match ?? 0) > match,
    20_000,
    'the rematch',
  );
  return true;
}
