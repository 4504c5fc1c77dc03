// Strict Muggins on a fake clock: a bot to move after a person's score waits for the person's
// claim or for the window's end (deadlines.ts botTurnAt, personMayClaim), since its tile would
// close the window. The server and the browser's local host both run this driver, so this is
// where the wait is checked to the millisecond; apps/e2e/test/muggins-bot-waits.test.ts checks
// the same through the pages (a late claim and a lapse, on a short real window).
import { botAction } from '@boneyard/bots';
import { legalActions, type Action } from '@boneyard/engine';
import { verifyBots, verifyRecord, type CreateRoomRequest } from '@boneyard/protocol';
import { describe, expect, it } from 'vitest';
import {
  commands,
  commitLocally,
  matchRecordOf,
  nextWork,
  stepDue,
  type DecideNow,
  type TableSettings,
  type VersionedRoom,
} from '../src/index.ts';

const WINDOW_MS = 10_000;
const SETTINGS: TableSettings = {
  botDelayMs: 600,
  graceMs: 60_000,
  seedTimeoutMs: 2_000,
  handPauseMs: 3_000,
  seeds: {
    serverSeed: (_room, hand) =>
      Uint8Array.from({ length: 32 }, (_, i) => (i * 13 + hand * 29) % 256),
  },
};
const decide: DecideNow = (due) => botAction(due.request.view, due.request.level, due.request.seed);

function unwrap<T>(outcome: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value;
}

/** A started All Fives match, strict Muggins: a person in seat 0 (online on p1), a bot in seat 1. */
function strictTable(now: number): VersionedRoom {
  const request: CreateRoomRequest = {
    name: 'Anna',
    rules: {
      preset: 'all-fives',
      players: 2,
      target: 250,
      muggins: 'strict',
      mugginsWindowMs: WINDOW_MS,
    },
    seats: [{ bot: null }, { bot: 'easy' }],
  };
  let current: VersionedRoom = {
    room: unwrap(commands.createRoom('WAIT01', request, 'a'.repeat(64), now)),
    version: 1,
  };
  current = commitLocally(
    current,
    commands.seatPresence(current.room, 0, 'p1', [], true, now)!,
    now,
  );
  return commitLocally(current, unwrap(commands.start(current.room, now, SETTINGS)), now);
}

/** The person's move: the first tile that fits (else a draw or a pass), never a claim. */
function personMove(current: VersionedRoom): Action | undefined {
  return legalActions(current.room.game!, 0).find((action) => action.type !== 'claim');
}

/** The person acts `after` ms from `now`; returns the new room and time. */
function personActs(current: VersionedRoom, action: Action, now: number) {
  const change = unwrap(commands.personAct(current.room, 0, action, now, SETTINGS));
  return commitLocally(current, change, now);
}

type Choice = 'late' | 'lapse';

/**
 * At a score of the person's with the bot to move next: nothing is due before the window's end
 * (the bot does not play), then the person claims 3 s in ('late') or lets it lapse.
 */
function waitOut(current: VersionedRoom, now: number, choice: Choice) {
  const pending = current.room.game!.hand!.pending!;
  expect(pending.deadline).toBe(now + WINDOW_MS);
  const work = nextWork(current.room, SETTINGS, now)!;
  // The bot's delay (600 ms) passes long before the window's end: the wait is the window's.
  expect(work).toMatchObject({ kind: 'claim-window', at: pending.deadline + 1 });
  expect(stepDue(current, SETTINGS, pending.deadline, decide)).toBeNull();
  if (choice === 'late') {
    const at = now + 3_000;
    current = personActs(current, { type: 'claim' }, at);
    const move = current.room.game!.hand!.moves.at(-1)!;
    expect(move).toMatchObject({ seat: 0, claim: pending.points, at });
    // The bot plays once its delay has passed after the claim, not before.
    expect(nextWork(current.room, SETTINGS, at)).toMatchObject({ kind: 'bot-turn', at: at + 600 });
    return { current, now: at };
  }
  now = pending.deadline + 1;
  current = stepDue(current, SETTINGS, now, decide)!;
  expect(current.room.game!.hand!.moves.at(-1)).toMatchObject({ seat: 0, lapsed: pending.points });
  return { current, now };
}

describe('strict Muggins: a bot waits for a person who may claim', () => {
  it('until the claim or the window’s end, and the record verifies with every bot move', () => {
    let current = strictTable(0);
    let now = 0;
    const choices: Choice[] = ['late', 'lapse', 'late', 'lapse'];
    const waited: Choice[] = [];
    for (let steps = 0; steps < 20_000 && current.room.status === 'playing'; steps++) {
      const hand = current.room.game?.hand;
      const pending = hand?.pending;
      if (pending && pending.seat === 0 && current.room.game!.phase === 'playing') {
        const botNext = hand!.turn === 1 && !hand!.finishing;
        if (botNext && waited.length < choices.length) {
          const choice = choices[waited.length]!;
          ({ current, now } = waitOut(current, now, choice));
          waited.push(choice);
          continue;
        }
        if (legalActions(current.room.game!, 0).some((a) => a.type === 'claim')) {
          current = personActs(current, { type: 'claim' }, now);
          continue;
        }
      }
      const work = nextWork(current.room, SETTINGS, now);
      const mine = current.room.game?.phase === 'playing' ? personMove(current) : undefined;
      if (mine !== undefined && (work === null || !work.due)) {
        current = personActs(current, mine, now);
        continue;
      }
      if (work === null) throw new Error('nothing due and nothing for the person to do');
      now = Math.max(now, work.at);
      current = stepDue(current, SETTINGS, now, decide) ?? current;
    }
    expect(waited).toEqual(choices);
    expect(current.room.status).toBe('ended');

    // The record: each claim before the bot's next tile, each lapse after the window's end.
    const record = matchRecordOf(current.room)!;
    const moves = record.hands.flatMap((played) => played.moves);
    expect(moves.filter((m) => 'claim' in m && m.seat === 0).length).toBeGreaterThanOrEqual(2);
    expect(moves.filter((m) => 'lapsed' in m && m.seat === 0).length).toBe(2);
    expect(verifyRecord(record)).toMatchObject({ ok: true });
    const bots = verifyBots(record);
    expect(bots).toMatchObject({ ok: true });
    if (bots.ok) expect(bots.value.botMoves).toBeGreaterThan(0);
  });
});
