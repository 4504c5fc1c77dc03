// Everything that happens in a room without anyone asking: the grace period running out (a bot
// stands in; an away host's controls pass on, host-handover.ts), the client seeds locking (after
// the pause between hands), a bot's move. The state alone says what is due (nextWork), so any
// driver — the server's processes (which store the next moment with the room), a restarted one,
// the simulator's clock — agrees on it. A match whose people have all left has nothing due
// (pause.ts): it waits for them, or expires with the room.
// Strict and stealing Muggins add two more: a bot claiming (or stealing) a pending score, and the
// claim window closing (the engine's expireClaim, just after the score's stored deadline).
// The turn clock (turn-clock.ts) adds one: a person's time for a move running out, when the
// room's stand-in plays that move.
// A bot's move is asked of the driver (runDue's `answers`): the server decides it off its event
// loop and runs the step again once it has the answer; the simulator answers at once.
import { legalActions, type Action } from '@boneyard/engine';
import { botClaimTime } from '@boneyard/bots';
import { act, change, claimExpired, dealNow } from './commands.ts';
import { botClaimer, dueBotMove, withStandInMove, type DueBotMove } from './bots.ts';
import { lockTime } from './fair.ts';
import { handOverHost, hostHandoverAt } from './host-handover.ts';
import { abandoned } from './pause.ts';
import type { TableSettings } from './settings.ts';
import { botPlays, type RoomChange, type RoomState } from './state.ts';
import { clockedSeat, timeoutsOf, turnDeadline, withTimeouts } from './turn-clock.ts';

/**
 * The move a due bot plays, when it is already decided for exactly this question (same key);
 * undefined while it is not (runDue then leaves the bot's turn alone).
 */
export type BotAnswers = (due: DueBotMove) => Action | undefined;

/** The room's own grace period (fixed when it was created, and shown to clients), else GRACE_MS. */
function graceOf(room: RoomState, timing: TableSettings): number {
  return room.graceMs ?? timing.graceMs;
}

function graceDeadlines(room: RoomState, timing: TableSettings): number[] {
  if (room.status !== 'playing') return [];
  return room.seats.flatMap((seat) =>
    seat.kind === 'human' && !seat.online && !seat.standIn && seat.offlineSince !== null
      ? [seat.offlineSince + graceOf(room, timing)]
      : [],
  );
}

function botTurnAt(room: RoomState, timing: TableSettings): number | null {
  const game = room.game;
  if (room.status !== 'playing' || game === null || game.phase !== 'playing' || game.hand === null)
    return null;
  if (game.hand.finishing) return null; // the hand only waits for its pending score
  const seat = room.seats[game.hand.turn];
  if (seat === undefined || !botPlays(seat)) return null;
  const due = room.changedAt + timing.botDelayMs;
  // A bot's play closes the pending score's window (the engine writes the lapse first), so a bot
  // does not play over a score a person at the table may still claim or steal: it waits for the
  // claim or for the window to close, as a person would be given the whole window to see it.
  const pending = game.hand.pending;
  if (!pending) return due;
  // Nor over a score a bot is about to claim or steal (botClaimTime may put a steal after the bot
  // delay): the claim comes first, as `verify --bots` expects of every claim the seeds give.
  const claimAt = botClaimAt(room, timing);
  const waited = claimAt === null ? due : Math.max(due, claimAt);
  return personMayClaim(room) ? Math.max(waited, pending.deadline + 1) : waited;
}

/** Whether a seat played by a person (not a bot or stand-in) may claim the pending score now. */
function personMayClaim(room: RoomState): boolean {
  const game = room.game;
  if (game === null) return false;
  return room.seats.some(
    (seat, index) =>
      !botPlays(seat) && legalActions(game, index).some((action) => action.type === 'claim'),
  );
}

/** When the pending score's window closes: the first millisecond expireClaim accepts. */
function claimWindowEnd(room: RoomState): number | null {
  const pending = room.game?.hand?.pending;
  return room.status === 'playing' && room.game?.phase === 'playing' && pending
    ? pending.deadline + 1
    : null;
}

/** The seat that claims the pending score: the published bots' choice unless the settings change it. */
function claimerOf(room: RoomState, timing: TableSettings): number | null {
  const published = botClaimer(room);
  return timing.claimer === undefined ? published : timing.claimer(room, published);
}

/** When a bot claims the pending score, if one does (the engine's botClaimTime says when). */
function botClaimAt(room: RoomState, timing: TableSettings): number | null {
  const game = room.game;
  const claimer = room.status === 'playing' && game?.hand?.pending ? claimerOf(room, timing) : null;
  return game && claimer !== null
    ? botClaimTime(game, claimer, room.changedAt, timing.botDelayMs)
    : null;
}

/** What can be due in a room without anyone asking (runDue takes them in this order). */
export type WorkKind =
  | 'stand-in'
  | 'host-handover'
  | 'deal'
  | 'next-hand'
  | 'bot-claim'
  | 'claim-window'
  | 'turn-timeout'
  | 'bot-turn';

/** The next thing due in a room: what, when, and whether it is due at the `now` asked about. */
export interface Work {
  readonly kind: WorkKind;
  readonly at: number;
  readonly due: boolean;
}

function lockKind(room: RoomState): WorkKind {
  return room.game?.phase === 'hand-over' ? 'next-hand' : 'deal';
}

/**
 * The earliest thing due in this room (ties: the one runDue takes first), or null when it waits
 * for people only. A driver runs runDue at `at`; until then nothing changes by itself.
 */
export function nextWork(room: RoomState, timing: TableSettings, now: number): Work | null {
  if (abandoned(room)) return null;
  const candidates: [WorkKind, number | null][] = [
    ...graceDeadlines(room, timing).map((at): [WorkKind, number] => ['stand-in', at]),
    ['host-handover', hostHandoverAt(room, graceOf(room, timing))],
    [lockKind(room), lockTime(room)],
    ['bot-claim', botClaimAt(room, timing)],
    ['claim-window', claimWindowEnd(room)],
    ['turn-timeout', turnDeadline(room)],
    ['bot-turn', botTurnAt(room, timing)],
  ];
  let next: Work | null = null;
  for (const [kind, at] of candidates) {
    if (at !== null && (next === null || at < next.at)) next = { kind, at, due: at <= now };
  }
  return next;
}

/** The earliest time something is due in this room, or null when it waits for people only. */
export function nextDeadline(room: RoomState, timing: TableSettings): number | null {
  return nextWork(room, timing, Number.NEGATIVE_INFINITY)?.at ?? null;
}

/**
 * One due step (grace expiries are folded into it), or null when nothing is due at `now`. A due
 * bot move is played only when `answers` has its decision; otherwise the step is whatever else
 * was due (or null), and the caller decides the move and runs the step again.
 */
export function runDue(
  room: RoomState,
  now: number,
  timing: TableSettings,
  answers: BotAnswers,
): RoomChange | null {
  if (abandoned(room)) return null;
  let current = room;
  let expired = false;
  if (room.status === 'playing') {
    const seats = room.seats.map((seat) => {
      const due =
        seat.kind === 'human' && !seat.online && !seat.standIn && seat.offlineSince !== null;
      if (!due || seat.offlineSince! + graceOf(room, timing) > now) return seat;
      expired = true;
      return { ...seat, standIn: true };
    });
    if (expired) current = { ...room, seats };
  }
  const handedOver = handOverHost(current, now, graceOf(room, timing));
  if (handedOver !== null) {
    current = handedOver;
    expired = true;
  }
  const lockAt = lockTime(current);
  if (lockAt !== null && lockAt <= now) {
    const dealt = dealNow(current, [], now, timing);
    return { ...dealt, roomChanged: dealt.roomChanged || expired };
  }
  const claimAt = botClaimAt(current, timing);
  const claimer = claimAt === null ? null : claimerOf(current, timing);
  if (claimAt !== null && claimAt <= now && claimer !== null) {
    const claimed = act(
      current,
      claimer,
      { type: 'claim' },
      Math.min(now, current.game!.hand!.pending!.deadline),
      timing,
    );
    if (claimed.ok) return { ...claimed.value, roomChanged: claimed.value.roomChanged || expired };
  }
  const windowEnd = claimWindowEnd(current);
  if (windowEnd !== null && windowEnd <= now) {
    const lapsed = claimExpired(current, Math.max(now, windowEnd), timing);
    if (lapsed.ok) return { ...lapsed.value, roomChanged: lapsed.value.roomChanged || expired };
  }
  const timeoutAt = turnDeadline(current);
  const timedOut = timeoutAt !== null && timeoutAt <= now ? clockedSeat(current) : null;
  if (timedOut !== null) {
    // The person's time ran out: the stand-in plays this one move, and the time-out is counted.
    const counted = withTimeouts(current, timedOut, timeoutsOf(current, timedOut) + 1);
    const moved = standInMove(counted, timedOut, now, timing, answers);
    if (moved !== null) return { ...moved, roomChanged: true };
  }
  const botAt = botTurnAt(current, timing);
  if (botAt !== null && botAt <= now && current.game?.hand && current.deal !== null) {
    const moved = standInMove(current, current.game.hand.turn, now, timing, answers);
    if (moved !== null) return { ...moved, roomChanged: moved.roomChanged || expired };
  }
  return expired ? change(current, [], { roomChanged: true }) : null;
}

/**
 * The bot's move for `seat` (a bot seat's own, or a stand-in's for a person), once `answers` has
 * it; null while it is not decided. A stand-in's move is logged so the record can name which of
 * the seat's moves were the bot's.
 */
function standInMove(
  room: RoomState,
  seat: number,
  now: number,
  timing: TableSettings,
  answers: BotAnswers,
): RoomChange | null {
  const game = room.game;
  const hand = game?.hand;
  if (!game || !hand || room.deal === null) return null;
  const due = dueBotMove(room, seat);
  const action = due === null ? undefined : answers(due);
  if (action === undefined) return null;
  const point = { hand: hand.number, move: hand.moves.length };
  const logged =
    room.seats[seat]!.kind === 'bot'
      ? room
      : { ...room, standIns: withStandInMove(room.standIns ?? [], room.match, game, seat, point) };
  const moved = act(logged, seat, action, now, timing);
  return moved.ok ? moved.value : null;
}
