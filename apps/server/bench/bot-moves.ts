// pnpm bench:server, the bot-moves scenario: what one bot move costs the event loop, at hand 1 and
// at hand 1,001 of a match, in one process with a real bot pool (one worker thread). A Kozel room
// of four expert bots is built with the room commands; the later match has 1,000 finished hands
// (copies of one played hand, each its own objects, as a real match's are). Per bot move, the
// main-thread work the server does around the decision, timed: dueBotMove (the seat's view, cut by
// botViewOf, and the seed), handing it to the worker (postMessage copies it), applying the answer
// (runDue: the engine's move), and what a commit sends out (the store's live JSON, one frame per seat
// and the spectators, serialised). Printed: bytes per decision (v8's serializer, what postMessage
// copies) and main-thread ms per move — now, and the same handed the full view (what was shipped
// before botViewOf). The move that ends a hand is counted apart, with the steps between hands (the
// next deal): the frames that close a hand carry the match's whole history, which does grow with
// it. The store's round trips and socket writes are left out: a move rewrites none of the stored
// parts that grow (store/room-parts.ts).
import { figure, type SummaryRow } from './summary.ts';
import { viewFor, type MatchState } from '@boneyard/engine';
import { playOut } from '@boneyard/engine/testing';
import { serialize } from 'node:v8';
import { BotPool } from '../src/bots-pool/pool.ts';
import {
  commands,
  dueBotMove,
  frameFor,
  runDue,
  withHostWatching,
  type RoomChange,
  type RoomState,
} from '@boneyard/table';
import { liveJson } from '../src/store/room-parts.ts';
import { roundTo } from './table-client.ts';
import type { Result } from '@boneyard/result';

const TIMING = { botDelayMs: 0, graceMs: 60_000, seedTimeoutMs: 1_000, handPauseMs: 0 };

function must<T>(outcome: Result<T, { error: { message: string } }>): T {
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value;
}

/** A Kozel room of four expert bots, started and dealt, its host watching (else it would pause). */
function botRoom(): RoomState {
  let room = must(
    commands.createRoom(
      'BENCH234',
      { name: 'Host', rules: { preset: 'kozel' }, hostSeat: null },
      'host-hash',
      0,
    ),
  );
  for (let seat = 0; seat < 4; seat++) room = must(commands.setBot(room, seat, 'expert')).room;
  room = withHostWatching(room, 'bench', [], true) ?? room;
  return commands.dealNow(must(commands.start(room, 0, TIMING)).room, [], 1, TIMING).room;
}

/** The room as if `hands` hands had been played before this one. */
function withHistory(
  room: RoomState,
  played: MatchState['history'][number],
  hands: number,
): RoomState {
  const game = room.game!;
  const history = Array.from({ length: hands }, (_, index) => ({
    ...structuredClone(played),
    number: index + 1,
  }));
  return { ...room, game: { ...game, history, hand: { ...game.hand!, number: hands + 1 } } };
}

/** What a commit sends out for a change: the store's live JSON and every audience's frame, as text. */
function publish(change: RoomChange, version: number): void {
  liveJson(change.room);
  const now = Date.now();
  for (let seat = 0; seat < change.room.seats.length; seat++)
    JSON.stringify(frameFor(change, version, seat, now));
  JSON.stringify(frameFor(change, version, null, now));
}

interface Sample {
  bytes: number[];
  /** Bot moves inside a hand. */
  moveMs: number[];
  /** Moves that end a hand, and the steps between hands. */
  handEndMs: number[];
}

/** Plays until `moves` bot moves inside hands, from `start` (fullView: hand the worker the whole view, as before). */
async function play(
  pool: BotPool,
  start: RoomState,
  moves: number,
  fullView: boolean,
): Promise<Sample> {
  const sample: Sample = { bytes: [], moveMs: [], handEndMs: [] };
  let room = start;
  let now = 10;
  for (let version = 1; sample.moveMs.length < moves; version++) {
    now += 1;
    const began = performance.now();
    const due = room.game?.hand ? dueBotMove(room, room.game.hand.turn) : null;
    if (due === null) {
      // Not a bot's turn: the hand ended (or a deal is due): run the step, time it, go on.
      const step = runDue(room, now, TIMING, () => undefined);
      if (step === null) room = start;
      else {
        publish(step, version);
        room = step.room;
      }
      sample.handEndMs.push(performance.now() - began);
      continue;
    }
    const request = fullView
      ? { ...due.request, view: viewFor(room.game!, due.seat) }
      : due.request;
    const answer = pool.decide(request, `${version}`, 'BENCH234');
    const asked = performance.now();
    const action = await answer;
    const answered = performance.now();
    const step = runDue(room, now, TIMING, (next) => (next.key === due.key ? action : undefined));
    if (step === null) throw new Error('the bot move was not applied');
    publish(step, version);
    (step.historyChanged ? sample.handEndMs : sample.moveMs).push(
      asked - began + (performance.now() - answered),
    );
    sample.bytes.push(serialize(request).byteLength);
    room = step.room;
  }
  return sample;
}

const mean = (values: number[]) =>
  values.length === 0 ? NaN : values.reduce((a, b) => a + b, 0) / values.length;

/** Prints one JSON line per (hand, payload): bytes per decision, main-thread ms per bot move. */
export async function botMovesScenario(moves: number): Promise<SummaryRow> {
  const pool = new BotPool({ size: 1 });
  await pool.warm();
  try {
    const first = botRoom();
    const later = withHistory(first, playOut(first.game!).history.at(-1)!, 1000);
    console.log(
      JSON.stringify({ scenario: 'bot-moves', moves, level: 'expert', table: 'kozel, 4 bots' }),
    );
    await play(pool, first, 20, false); // warm-up: the JIT, the worker
    const now: { bytes: number; ms: number }[] = [];
    for (const fullView of [false, true]) {
      for (const [hand, start] of [
        [1, first],
        [1001, later],
      ] as const) {
        const sample = await play(pool, start, moves, fullView);
        if (!fullView) now.push({ bytes: mean(sample.bytes), ms: mean(sample.moveMs) });
        console.log(
          JSON.stringify({
            payload: fullView ? 'full view (before)' : 'botViewOf (now)',
            hand,
            bytesPerDecision: Math.round(mean(sample.bytes)),
            mainThreadMsPerBotMove: roundTo(mean(sample.moveMs), 3),
            handEndSteps: sample.handEndMs.length,
            mainThreadMsPerHandEndStep: roundTo(mean(sample.handEndMs), 2),
          }),
        );
      }
    }
    const [one, late] = now as [{ bytes: number; ms: number }, { bytes: number; ms: number }];
    return {
      scenario: 'bot-moves: Kozel, four Expert bots, hand 1 → hand 1,001',
      measured: `${figure(one.bytes)} → ${figure(late.bytes)} bytes per decision; ${figure(one.ms)} → ${figure(late.ms)} main-thread ms per bot move`,
      goal: 'flat as the match grows',
    };
  } finally {
    await pool.close();
  }
}
