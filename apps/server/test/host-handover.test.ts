// An away host's controls pass on (@boneyard/table's host-handover.ts): the rule, table-driven on stored rooms,
// then the whole flow against the real server — the host's browser gone from the lobby, the next
// person starts the match, plays it to its end and starts the rematch; the old host, back, is an
// ordinary player whose host messages are refused.
import {
  commands,
  handOverHost,
  hostHandoverAt,
  humanSeat,
  type RoomState,
  type SeatState,
} from '@boneyard/table';
import { afterEach, describe, expect, it } from 'vitest';
import {
  build,
  fourPlayers,
  send,
  STORES,
  TestPlayer,
  until,
  untilEnded,
  type TestServer,
} from './helpers.ts';

const GRACE = 1000;
const AWAY_AT = 5000;

function room(seats: readonly SeatState[], host = 'h0'): RoomState {
  const made = commands.createRoom(
    'ABCD23',
    { name: 'Host', rules: { preset: 'kozel', target: 150 } },
    host,
    0,
  );
  if (!made.ok) throw new Error(made.error.message);
  return { ...made.value, seats };
}
const here = (token: string): SeatState => humanSeat(token, token, ['process'], 0);
const away = (token: string): SeatState => humanSeat(token, token, [], AWAY_AT);
const empty = (): SeatState => ({
  ...humanSeat('', 'x', [], 0),
  kind: 'empty',
  tokenHash: null,
  offlineSince: null,
});

describe('the rule: who takes over an away host, and when', () => {
  const cases: { name: string; seats: SeatState[]; host?: string; next: string | null }[] = [
    {
      name: 'the host is here: nobody',
      seats: [here('h0'), here('a'), here('b'), here('c')],
      next: null,
    },
    {
      name: 'away: the first online person clockwise',
      seats: [away('h0'), empty(), here('b'), here('c')],
      next: 'b',
    },
    {
      name: 'clockwise from the host, wrapping round',
      seats: [here('a'), away('b'), away('h0'), empty()],
      next: 'a',
    },
    {
      name: 'away people are passed over',
      seats: [away('h0'), away('a'), away('b'), here('c')],
      next: 'c',
    },
    {
      name: 'nobody online to take over: the host stays',
      seats: [away('h0'), away('a'), empty(), empty()],
      next: null,
    },
    {
      name: 'a host who holds no seat (watching) stays',
      seats: [here('a'), here('b'), empty(), empty()],
      next: null,
    },
  ];
  it.each(cases)('$name', ({ seats, host, next }) => {
    const stored = room(seats, host);
    expect(hostHandoverAt(stored, GRACE)).toBe(next === null ? null : AWAY_AT + GRACE);
    // Not before the grace period has run out; then exactly the successor.
    expect(handOverHost(stored, AWAY_AT + GRACE - 1, GRACE)).toBeNull();
    expect(handOverHost(stored, AWAY_AT + GRACE, GRACE)?.hostTokenHash ?? null).toBe(next);
  });
});

describe.each(STORES)('an away host hands over (%s store)', (store) => {
  let server: TestServer;
  let players: TestPlayer[] = [];
  afterEach(async () => {
    for (const player of players) player.close();
    players = [];
    await server.close();
  });

  it(
    'the host leaves the lobby: the next person starts, finishes the match and its rematch; the old host is a player',
    { timeout: 120_000 },
    async () => {
      server = await build(store, { graceMs: 300, botDelayMs: 0 });
      const table = await fourPlayers(server.url, { preset: 'kozel', target: 50 });
      players = table.players;
      const [host, next] = table.players as [TestPlayer, TestPlayer];
      const hostToken = host.token!;
      expect(next.snapshot?.you.host).toBe(false);
      expect(await send(next.socket, 'host:start', {})).toMatchObject({
        ok: false,
        error: { code: 'not-host' },
      });
      host.close();
      await until(() => next.snapshot?.you.host === true, 10_000, 'seat 1 told it is the host');
      expect(next.snapshot!.room.seats.map((seat) => seat.host)).toEqual([
        false,
        true,
        false,
        false,
      ]);

      // Back, the old host is an ordinary player in its own seat.
      const back = new TestPlayer(server.url, table.code, hostToken, 'back');
      players.push(back);
      await until(() => back.joined, 10_000, 'old host back');
      expect(back.seat).toBe(0);
      expect(back.snapshot!.you.host).toBe(false);
      expect(await send(back.socket, 'host:start', {})).toMatchObject({
        ok: false,
        error: { code: 'not-host' },
      });

      expect((await send(next.socket, 'host:start', {})).ok).toBe(true);
      const playing = players.filter((p) => p !== host);
      await untilEnded(playing, 90_000);
      expect(await send(back.socket, 'host:rematch', {})).toMatchObject({
        ok: false,
        error: { code: 'not-host' },
      });
      expect((await send(next.socket, 'host:rematch', {})).ok).toBe(true);
      // The host's rematch is a vote like anyone's: it starts once every person has accepted.
      for (const player of playing)
        expect((await send(player.socket, 'rematch:vote', { match: 1 })).ok).toBe(true);
      await until(
        () => playing.every((p) => p.snapshot?.room.match === 2 && p.status === 'playing'),
        20_000,
        'rematch dealt',
      );
      for (const player of playing) expect(player.errors).toEqual([]);
    },
  );
});
