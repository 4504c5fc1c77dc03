// Rematch by agreement, in the driver: any seated person proposes, the rematch starts when every
// person at the table has accepted (bots accept by themselves, people away are not waited for),
// and a vote for another match, from a spectator, or before the match is over is refused.
import { botAction } from '@boneyard/bots';
import { describe, expect, it } from 'vitest';
import {
  commands,
  commitLocally,
  rematchInfo,
  roomInfo,
  runClock,
  voteRematch,
  type DecideNow,
  type RoomState,
  type TableSettings,
  type VersionedRoom,
} from '../src/index.ts';

const SETTINGS: TableSettings = {
  botDelayMs: 100,
  graceMs: 60_000,
  seedTimeoutMs: 1_000,
  handPauseMs: 1_000,
  seeds: {
    serverSeed: (_room, hand) =>
      Uint8Array.from({ length: 32 }, (_, i) => (i * 5 + hand * 29) % 256),
  },
};
const decide: DecideNow = (due) => botAction(due.request.view, due.request.level, due.request.seed);
const [ANNA, BORIS, VERA] = ['a', 'b', 'c'].map((c) => c.repeat(64)) as [string, string, string];

function unwrap<T>(outcome: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value;
}

/** A finished 4-player draw game: Anna (host), Boris and Vera online, a bot; the clock played every move. */
function finishedMatch(): RoomState {
  const request = {
    name: 'Anna',
    rules: { preset: 'draw' as const, players: 4, pairs: false },
    seats: [{ bot: null }, { bot: null }, { bot: null }, { bot: 'easy' as const }],
    turnSeconds: 15 as const,
  };
  let current: VersionedRoom = {
    room: unwrap(commands.createRoom('VOTE01', request, ANNA, 0)),
    version: 1,
  };
  current = commitLocally(
    current,
    unwrap(commands.takeSeat(current.room, 1, BORIS, 'Boris', ['p1'], 0)),
    0,
  );
  current = commitLocally(
    current,
    unwrap(commands.takeSeat(current.room, 2, VERA, 'Vera', ['p1'], 0)),
    0,
  );
  current = commitLocally(current, commands.seatPresence(current.room, 0, 'p1', [], true, 0)!, 0);
  current = commitLocally(current, unwrap(commands.start(current.room, 0, SETTINGS)), 0);
  const run = runClock(current, SETTINGS, 0, decide);
  expect(run.current.room.status).toBe('ended');
  return run.current.room;
}

describe('rematch by agreement', () => {
  const ended = finishedMatch();

  it('starts when every person at the table has accepted; bots accept by themselves', () => {
    const proposed = unwrap(voteRematch(ended, 1, 1, 10, SETTINGS))!;
    expect(proposed.room.status).toBe('ended');
    expect(roomInfo(proposed.room).rematch).toEqual({
      proposedBy: 1,
      accepted: [1],
      waiting: [0, 2],
    });
    // Accepting twice changes nothing.
    expect(unwrap(voteRematch(proposed.room, 1, 1, 11, SETTINGS))).toBeNull();
    const second = unwrap(voteRematch(proposed.room, 0, 1, 12, SETTINGS))!;
    expect(rematchInfo(second.room)).toEqual({ proposedBy: 1, accepted: [0, 1], waiting: [2] });
    const started = unwrap(voteRematch(second.room, 2, 1, 13, SETTINGS))!;
    expect(started.room.status).toBe('playing');
    expect(started.room.match).toBe(2);
    expect(started.events[0]).toEqual({ type: 'match-started', match: 2 });
    expect(rematchInfo(started.room)).toBeNull();
  });

  it('does not wait for someone who left the table or is away', () => {
    const proposed = unwrap(voteRematch(ended, 0, 1, 10, SETTINGS))!;
    const left = unwrap(commands.leaveSeat(proposed.room, 2));
    expect(rematchInfo(left.room)?.waiting).toEqual([1]);
    const away = commands.seatPresence(left.room, 1, 'p1', ['p1'], false, 20)!;
    expect(rematchInfo(away.room)?.waiting).toEqual([]);
    // Nobody is waited for: the next vote (pressing again) starts it.
    expect(unwrap(voteRematch(away.room, 0, 1, 30, SETTINGS))!.room.status).toBe('playing');
  });

  it('refuses a vote from a spectator, for another match, or during play', () => {
    const left = unwrap(commands.leaveSeat(ended, 2)).room;
    expect(voteRematch(left, 2, 1, 10, SETTINGS)).toMatchObject({
      ok: false,
      error: { code: 'not-seated' },
    });
    expect(voteRematch(ended, 3, 1, 10, SETTINGS)).toMatchObject({
      ok: false,
      error: { code: 'not-seated' },
    });
    expect(voteRematch(ended, 0, 2, 10, SETTINGS)).toMatchObject({
      ok: false,
      error: { code: 'wrong-status' },
    });
    expect(voteRematch(ended, 9, 1, 10, SETTINGS)).toMatchObject({
      ok: false,
      error: { code: 'not-seated' },
    });
    const playing = unwrap(commands.rematch(ended, 10, SETTINGS)).room;
    expect(voteRematch(playing, 0, 1, 10, SETTINGS)).toMatchObject({
      ok: false,
      error: { code: 'wrong-status' },
    });
    expect(voteRematch(playing, 0, 2, 10, SETTINGS)).toMatchObject({
      ok: false,
      error: { code: 'wrong-status' },
    });
  });
});
