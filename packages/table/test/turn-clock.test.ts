// The turn clock on a fake clock: a person who lets their time run out has that move played by
// the room's stand-in (recorded as a bot move, so verify --bots re-derives it), shows as away after
// two time-outs in a row, and is back as soon as they act.
import { botAction } from '@boneyard/bots';
import { legalActions } from '@boneyard/engine';
import { verifyBots, verifyRecord, type CreateRoomRequest } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import {
  commands,
  commitLocally,
  matchRecordOf,
  nextWork,
  roomInfo,
  snapshotFor,
  stepDue,
  turnDeadline,
  type DecideNow,
  type TableSettings,
  type VersionedRoom,
} from '../src/index.ts';

const SETTINGS: TableSettings = {
  botDelayMs: 500,
  graceMs: 60_000,
  seedTimeoutMs: 2_000,
  handPauseMs: 3_000,
  seeds: {
    serverSeed: (_room, hand) =>
      Uint8Array.from({ length: 32 }, (_, i) => (i * 11 + hand * 17) % 256),
  },
};
const decide: DecideNow = (due) => botAction(due.request.view, due.request.level, due.request.seed);
const HOST = 'a'.repeat(64);

function unwrap<T>(outcome: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value;
}

/** A started draw game: the host in seat 0 (online on process p1), a bot in seat 1. */
function clockedTable(turnSeconds: CreateRoomRequest['turnSeconds'], now: number): VersionedRoom {
  const request: CreateRoomRequest = {
    name: 'Host',
    rules: { preset: 'draw', players: 2 },
    seats: [{ bot: null }, { bot: 'normal' }],
    turnSeconds,
  };
  let current: VersionedRoom = {
    room: unwrap(commands.createRoom('CLOCK1', request, HOST, now)),
    version: 1,
  };
  current = commitLocally(
    current,
    commands.seatPresence(current.room, 0, 'p1', [], true, now)!,
    now,
  );
  return commitLocally(current, unwrap(commands.start(current.room, now, SETTINGS)), now);
}

/** Runs what falls due until seat 0 (the person) is to move with the clock running. */
function untilPersonsTurn(
  start: VersionedRoom,
  now: number,
): { current: VersionedRoom; now: number } {
  let current = start;
  for (let steps = 0; steps < 500; steps++) {
    if (turnDeadline(current.room) !== null || current.room.status !== 'playing')
      return { current, now };
    const work = nextWork(current.room, SETTINGS, now)!;
    now = Math.max(now, work.at);
    current = stepDue(current, SETTINGS, now, decide)!;
  }
  throw new Error('the person never got a turn');
}

describe('the turn clock', () => {
  it('is off unless the room asks for it, and its deadline is a move of the stand-in', () => {
    // Without a clock the person's turn waits for them: nothing is due.
    let off = clockedTable(undefined, 0);
    let now = 0;
    while (legalActions(off.room.game!, 0).length === 0 || off.room.deal?.stage !== 'dealt') {
      const work = nextWork(off.room, SETTINGS, now)!;
      now = Math.max(now, work.at);
      off = stepDue(off, SETTINGS, now, decide)!;
    }
    expect(off.room.turnMs).toBeUndefined();
    expect(nextWork(off.room, SETTINGS, now + 3_600_000)).toBeNull();
    const clocked = untilPersonsTurn(clockedTable(15, 0), 0);
    const { room } = clocked.current;
    expect(roomInfo(room).turnSeconds).toBe(15);
    expect(turnDeadline(room)).toBe(room.changedAt + 15_000);
    expect(snapshotFor(room, clocked.current.version, 0, true, 0).turnEndsAt).toBe(
      room.changedAt + 15_000,
    );
    // A millisecond early nothing is due; at the deadline the stand-in plays.
    expect(nextWork(room, SETTINGS, room.changedAt + 14_999)).toMatchObject({
      kind: 'turn-timeout',
      due: false,
    });
    expect(stepDue(clocked.current, SETTINGS, room.changedAt + 14_999, decide)).toBeNull();
    const moves = room.game!.hand!.moves.length;
    const after = stepDue(clocked.current, SETTINGS, room.changedAt + 15_000, decide)!;
    expect(after.room.game!.hand!.moves.length).toBe(moves + 1);
    expect(after.room.game!.hand!.moves.at(-1)!.seat).toBe(0);
    expect(after.room.timeouts?.[0]).toBe(1);
    expect(after.room.standIns).toEqual([
      { match: 1, seat: 0, from: { hand: 1, move: moves }, to: { hand: 1, move: moves } },
    ]);
    expect(roomInfo(after.room).seats[0]!.away).toBeUndefined();
  });

  it('shows the person away after two time-outs in a row, back when they act', () => {
    let { current, now } = untilPersonsTurn(clockedTable(30, 0), 0);
    for (let timeouts = 1; timeouts <= 2; timeouts++) {
      now = turnDeadline(current.room)!;
      expect(nextWork(current.room, SETTINGS, now)).toMatchObject({
        kind: 'turn-timeout',
        due: true,
      });
      current = stepDue(current, SETTINGS, now, decide)!;
      expect(current.room.timeouts?.[0]).toBe(timeouts);
      ({ current, now } = untilPersonsTurn(current, now));
    }
    expect(roomInfo(current.room).seats[0]!.away).toBe(true);
    const move = legalActions(current.room.game!, 0)[0]!;
    const acted = unwrap(commands.personAct(current.room, 0, move, now + 1_000, SETTINGS));
    expect(acted.roomChanged).toBe(true);
    expect(roomInfo(acted.room).seats[0]!.away).toBeUndefined();
    expect(acted.room.timeouts?.[0]).toBe(0);
  });

  it('plays a whole match nobody moves in to a record that verify --bots re-derives', () => {
    let { current, now } = untilPersonsTurn(clockedTable(15, 0), 0);
    let timeouts = 0;
    for (let steps = 0; current.room.status === 'playing'; steps++) {
      if (steps > 5_000) throw new Error('the match did not end');
      const work = nextWork(current.room, SETTINGS, now)!;
      if (work.kind === 'turn-timeout') timeouts++;
      now = Math.max(now, work.at);
      current = stepDue(current, SETTINGS, now, decide)!;
    }
    expect(timeouts).toBeGreaterThan(2);
    const record = matchRecordOf(current.room)!;
    expect(record.seats[0]).toMatchObject({ bot: false, level: 'normal' });
    expect(record.seats[0]!.standIn!.length).toBeGreaterThan(0);
    expect(verifyRecord(record)).toMatchObject({ ok: true });
    expect(verifyBots(record)).toMatchObject({ ok: true });
  });
});
