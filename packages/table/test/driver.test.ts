// The table driver on a simulated clock: a room of bots watched by its host is created and started
// through the commands, then runs only on nextWork/runDue, with every due step named; the record it
// writes passes the verifier, bot moves and Muggins claims included (each from botSeedAt).
import { type PresetId } from '@boneyard/engine';
import { botAction } from '@boneyard/bots';
import { botSeed, bytesToHex, hexToBytes } from '@boneyard/fair';
import { verifyBots, verifyRecord, type CreateRoomRequest } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import {
  botSeedAt,
  commands,
  commitLocally,
  matchRecordOf,
  nextWork,
  runClock,
  stepDue,
  type DecideNow,
  type RoomState,
  type TableSettings,
  type VersionedRoom,
  type WorkKind,
} from '../src/index.ts';

/** Fixed server seeds (hand number and a match byte), so every run plays the same matches. */
function fixedSeeds(match: number): TableSettings['seeds'] {
  return {
    serverSeed: (_room, hand) =>
      Uint8Array.from({ length: 32 }, (_, i) => (i * 7 + hand * 31 + match * 101) % 256),
  };
}
const SETTINGS: TableSettings = {
  botDelayMs: 700,
  graceMs: 60_000,
  seedTimeoutMs: 5_000,
  handPauseMs: 4_000,
  seeds: fixedSeeds(4),
};
const decide: DecideNow = (due) => botAction(due.request.view, due.request.level, due.request.seed);

function unwrap<T>(outcome: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value;
}

/** A started room of bots whose host watches from process "p1" (so it is not paused). */
function botTable(rules: CreateRoomRequest['rules'], players: number, now: number): VersionedRoom {
  const seats = Array.from({ length: players }, () => ({ bot: 'normal' as const }));
  const created = unwrap(
    commands.createRoom(
      'TABLE1',
      { name: 'Host', rules, seats, hostSeat: null },
      'h'.repeat(64),
      now,
    ),
  );
  let current: VersionedRoom = { room: created, version: 1 };
  current = commitLocally(current, commands.watchPresence(current.room, 'p1', [], true)!, now);
  return commitLocally(current, unwrap(commands.start(current.room, now, SETTINGS)), now);
}

/** Runs the room one step at a time, collecting the kinds of work done. */
function playOut(start: VersionedRoom, now: number): { room: RoomState; kinds: Set<WorkKind> } {
  let current = start;
  const kinds = new Set<WorkKind>();
  for (let steps = 0; current.room.status === 'playing'; steps++) {
    if (steps > 20_000) throw new Error('the match did not end');
    const work = nextWork(current.room, SETTINGS, now);
    if (work === null) throw new Error('a playing room of bots has nothing due');
    expect(work.due).toBe(work.at <= now);
    now = Math.max(now, work.at);
    kinds.add(work.kind);
    current = stepDue(current, SETTINGS, now, decide)!;
  }
  return { room: current.room, kinds };
}

describe('the table driver on a simulated clock', () => {
  it.each<[PresetId, number, CreateRoomRequest['rules']]>([
    ['kozel', 4, { preset: 'kozel' }],
    ['all-fives', 2, { preset: 'all-fives', players: 2, muggins: 'stealing' }],
    // A steal by a seat whose turn it is not comes before the next bot's tile, which would lapse it.
    ['telephone', 4, { preset: 'telephone', players: 4, pairs: true, muggins: 'stealing' }],
  ])(
    'plays a whole %s match of %i bots to a record that verify --bots re-derives',
    (_, players, rules) => {
      const { room, kinds } = playOut(botTable(rules, players, 1_000), 1_000);
      expect(room.status).toBe('ended');
      expect(room.revealed[0]!.serverSeed).toBe(
        bytesToHex(SETTINGS.seeds!.serverSeed('TABLE1', 1)),
      );
      expect(kinds).toContain('deal');
      expect(kinds).toContain('next-hand');
      expect(kinds).toContain('bot-turn');
      if ('muggins' in rules) expect(kinds).toContain('bot-claim');
      const record = matchRecordOf(room)!;
      expect(verifyRecord(record)).toMatchObject({ ok: true });
      expect(verifyBots(record)).toMatchObject({ ok: true });
    },
  );

  it('runClock stops when the match is over, and nothing is due after', () => {
    const run = runClock(botTable({ preset: 'kozel' }, 4, 0), SETTINGS, 0, decide);
    expect(run.current.room.status).toBe('ended');
    expect(run.steps).toBeGreaterThan(20);
    expect(nextWork(run.current.room, SETTINGS, run.now)).toBeNull();
  });

  it('has nothing due once nobody is connected (the match is paused)', () => {
    const started = botTable({ preset: 'kozel' }, 4, 0);
    expect(nextWork(started.room, SETTINGS, 0)).toEqual({ kind: 'deal', at: 0, due: true });
    const gone = commands.watchPresence(started.room, 'p1', [], false)!.room;
    expect(nextWork(gone, SETTINGS, 10_000_000)).toBeNull();
  });

  it('waits the bot delay before a bot move; deals the next hand at once when no person is waited for', () => {
    let current = botTable({ preset: 'kozel' }, 4, 0);
    current = stepDue(current, SETTINGS, 0, decide)!; // the deal
    expect(nextWork(current.room, SETTINGS, 0)).toEqual({ kind: 'bot-turn', at: 700, due: false });
    expect(stepDue(current, SETTINGS, 699, decide)).toBeNull();
    let now = 700;
    while (current.room.game?.phase === 'playing') {
      now = nextWork(current.room, SETTINGS, now)!.at;
      current = stepDue(current, SETTINGS, now, decide)!;
    }
    // Bots count as having read the result (pause.ts): the pause ends at the hand's end, not 4 s later.
    expect(current.room.deal?.notBefore).toBe(now + 4_000);
    expect(nextWork(current.room, SETTINGS, now)).toEqual({
      kind: 'next-hand',
      at: now,
      due: true,
    });
  });
});

describe('botSeedAt', () => {
  it('binds the seed to the hand, attempt, seat and move of the room being played', () => {
    let current = botTable({ preset: 'kozel' }, 4, 0);
    expect(() => botSeedAt(current.room, 0)).toThrow(/no hand/);
    current = stepDue(current, SETTINGS, 0, decide)!;
    const { deal, game, code } = current.room;
    const hand = game!.hand!;
    const serverSeed = hexToBytes(deal!.serverSeed);
    if (!serverSeed.ok) throw new Error(serverSeed.message);
    for (const seat of [0, 3]) {
      expect(botSeedAt(current.room, seat)).toEqual(
        botSeed({
          serverSeed: serverSeed.value,
          room: code,
          hand: hand.number,
          attempt: hand.attempt,
          seat,
          move: hand.moves.length,
        }),
      );
    }
    expect(botSeedAt(current.room, 0)).not.toEqual(botSeedAt(current.room, 1));
  });
});
