// What people do to a match in play, as pure functions: start and rematch, client seeds, the deal,
// a seat's action, a claim window closing. The seat always comes from the caller's authenticated
// socket, never from a payload (commands.ts re-exports these with the seat and host commands).
import {
  apply,
  claimsNeeded,
  createMatch,
  expireClaim,
  type Action,
  type Step,
} from '@boneyard/engine';
import { change } from './change.ts';
import { afterGameStep, lockAndDeal, lockTime, startHand } from './fair.ts';
import { fail, ok, type Outcome } from './result.ts';
import type { TableSettings } from './settings.ts';
import { dealtIn } from './seat-rules.ts';
import type { RoomChange, RoomEvent, RoomState } from './state.ts';
import { actedInPerson } from './turn-clock.ts';

function beginMatch(
  room: RoomState,
  now: number,
  timing: TableSettings,
  match: number,
): RoomChange {
  const game = createMatch(room.rules);
  const base: RoomState = dealtIn({
    ...room,
    status: 'playing',
    match,
    game,
    revealed: [],
    timeouts: [],
    rematchVotes: [],
  });
  const started = startHand(base, game, now, timing, false);
  return change(
    { ...base, deal: started.deal },
    [{ type: 'match-started', match }, ...started.events],
    {
      roomChanged: true,
      gameChanged: true,
      historyChanged: true,
    },
  );
}

export function start(room: RoomState, now: number, timing: TableSettings): Outcome<RoomChange> {
  if (room.status !== 'lobby') return fail('wrong-status', 'the match has already started');
  const empty = room.seats.findIndex((seat) => seat.kind === 'empty');
  if (empty !== -1)
    return fail('room-not-ready', `seat ${empty} is empty: a person or a bot must sit there`);
  return ok(beginMatch(room, now, timing, room.match));
}

export function rematch(room: RoomState, now: number, timing: TableSettings): Outcome<RoomChange> {
  if (room.status !== 'ended') return fail('wrong-status', 'a rematch follows a finished match');
  return ok(beginMatch(room, now, timing, room.match + 1));
}

/** What a client seed answers: the commitment (of one hand of one match) it was made for. */
export interface SeedAnswer {
  readonly match: number;
  readonly hand: number;
  readonly commitment: string;
  readonly seed: string;
}

export function submitSeed(
  room: RoomState,
  seat: number,
  answer: SeedAnswer,
  now: number,
  timing: TableSettings,
): Outcome<RoomChange> {
  const { match, hand, commitment, seed } = answer;
  const deal = room.deal;
  if (deal === null || deal.stage !== 'collecting' || deal.hand !== hand || room.match !== match) {
    return fail(
      'seed-not-expected',
      `not collecting client seeds for match ${match}, hand ${hand}`,
    );
  }
  // A seed is only ever accepted for the commitment it was made after (not a stale or replayed one).
  if (deal.commitment !== commitment)
    return fail('seed-not-expected', 'that seed answers another commitment');
  const previous = deal.clientSeeds[seat];
  if (previous !== null && previous !== undefined) {
    return previous === seed
      ? ok(change(room, []))
      : fail('seed-not-expected', 'this seat already sent its seed');
  }
  const clientSeeds = deal.clientSeeds.map((old, index) => (index === seat ? seed : old));
  const next: RoomState = { ...room, deal: { ...deal, clientSeeds } };
  const events: RoomEvent[] = [{ type: 'seed-received', hand, seat }];
  const at = lockTime(next);
  if (at !== null && at <= now) return ok(dealNow(next, events, now, timing));
  return ok(change(next, events));
}

/**
 * Locks the seeds and deals; shared by seed arrival, "Next hand" and the seed deadline. A deal can
 * end its hand at once (two-player Block: the opener's tile is placed for them and, about one deal
 * in 130, neither hand holds a tile that fits it): then, as after any move that ends a hand, the
 * seed is revealed and the next hand committed, else the table would wait for nobody.
 */
export function dealNow(
  room: RoomState,
  before: RoomEvent[],
  now: number,
  timing: TableSettings,
): RoomChange {
  const dealt = lockAndDeal(room, now);
  const after = afterGameStep({ ...dealt.room, changedAt: now }, now, timing);
  return change(after.room, [...before, ...dealt.events, ...after.events], {
    gameChanged: true,
    historyChanged: after.events.length > 0,
    roomChanged: after.room.status !== room.status,
  });
}

/**
 * A seat's action. In strict and stealing Muggins plays and claims carry the server's clock `now`
 * (the client never sends a time: the wire schema has no `at`), which opens and judges claim windows.
 */
export function act(
  room: RoomState,
  seat: number,
  action: Action,
  now: number,
  timing: TableSettings,
): Outcome<RoomChange> {
  if (room.status !== 'playing' || room.game === null)
    return fail('wrong-status', 'no match is being played');
  const timed =
    claimsNeeded(room.game) && (action.type === 'play' || action.type === 'claim')
      ? { ...action, at: now }
      : action;
  const step = apply(room.game, seat, timed);
  if (!step.ok) return fail(step.error, step.message);
  return ok(afterStep(room, step.value, now, timing));
}

/**
 * A person's own action (never a bot's or a stand-in's): like `act`, and it ends the seat's run of
 * time-outs on the turn clock, so a person shown as away is back (turn-clock.ts).
 */
export function personAct(
  room: RoomState,
  seat: number,
  action: Action,
  now: number,
  timing: TableSettings,
): Outcome<RoomChange> {
  const acted = act(actedInPerson(room, seat), seat, action, now, timing);
  if (!acted.ok) return acted;
  const back = (room.timeouts?.[seat] ?? 0) > 0;
  return back ? ok({ ...acted.value, roomChanged: true }) : acted;
}

/** The claim window of the pending score closed (server clock `now`, after its deadline). */
export function claimExpired(
  room: RoomState,
  now: number,
  timing: TableSettings,
): Outcome<RoomChange> {
  if (room.status !== 'playing' || room.game === null)
    return fail('wrong-status', 'no match is being played');
  const step = expireClaim(room.game, now);
  if (!step.ok) return fail(step.error, step.message);
  return ok(afterStep(room, step.value, now, timing));
}

function afterStep(room: RoomState, step: Step, now: number, timing: TableSettings): RoomChange {
  const played: RoomState = { ...room, game: step.state, changedAt: now };
  const after = afterGameStep(played, now, timing);
  const ended = after.events.length > 0;
  return change(after.room, [...step.events, ...after.events], {
    gameChanged: true,
    historyChanged: ended,
    roomChanged: after.room.status !== room.status,
  });
}
