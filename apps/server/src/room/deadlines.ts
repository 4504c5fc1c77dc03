// Everything that happens in a room without anyone asking: the grace period running out (a bot
// stands in; an away host's controls pass on, room/host-handover.ts), the client seeds locking
// (after the pause between hands), a bot's move. The next such moment is stored with the room (a
// sorted set in Redis, an index in LMDB), so any process — or the same one after a restart — can
// pick it up: the state alone says what is due. A match whose people have all left has nothing
// due (room/pause.ts): it waits for them, or expires with the room.
// Strict and stealing Muggins add two more: a bot claiming (or stealing) a pending score, and the
// claim window closing (the engine's expireClaim, just after the score's stored deadline).
// A bot's move is decided off the event loop (bots-pool/): runDueWithBots asks for the decision,
// awaits it, then re-runs the due step on the room as stored by then, and plays the move only if
// the room still asks exactly that question (same game version, seed and level).
import { botClaimTime, legalActions, type Action } from '@boneyard/engine';
import { botStaleObservers } from '../observe.ts';
import { act, change, claimExpired, dealNow } from './commands.ts';
import { botClaimer, dueBotMove, withStandInMove, type DueBotMove } from './bots.ts';
import { lockTime, type Timing } from './fair.ts';
import { handOverHost, hostHandoverAt } from './host-handover.ts';
import type { Mutated, RoomMutator } from './mutation.ts';
import { abandoned } from './pause.ts';
import { ok, type Outcome } from './result.ts';
import { botPlays, type RoomChange, type RoomState } from './state.ts';

/**
 * The move a due bot plays, when it is already decided for exactly this question (same key);
 * undefined while it is not (runDue then leaves the bot's turn alone).
 */
export type BotAnswers = (due: DueBotMove) => Action | undefined;

/** Decides a bot move (bots-pool/pool.ts BotPool.decide). */
export type BotDecider = (due: DueBotMove) => Promise<Action>;

/** The room's own grace period (fixed when it was created, and shown to clients), else GRACE_MS. */
function graceOf(room: RoomState, timing: Timing): number {
  return room.graceMs ?? timing.graceMs;
}

function graceDeadlines(room: RoomState, timing: Timing): number[] {
  if (room.status !== 'playing') return [];
  return room.seats.flatMap((seat) =>
    seat.kind === 'human' && !seat.online && !seat.standIn && seat.offlineSince !== null
      ? [seat.offlineSince + graceOf(room, timing)]
      : [],
  );
}

function botTurnAt(room: RoomState, timing: Timing): number | null {
  const game = room.game;
  if (room.status !== 'playing' || game === null || game.phase !== 'playing' || game.hand === null) return null;
  if (game.hand.finishing) return null; // the hand only waits for its pending score
  const seat = room.seats[game.hand.turn];
  if (seat === undefined || !botPlays(seat)) return null;
  const due = room.changedAt + timing.botDelayMs;
  // A bot's play closes the pending score's window (the engine writes the lapse first), so a bot
  // does not play over a score a person at the table may still claim or steal: it waits for the
  // claim or for the window to close, as a person would be given the whole window to see it.
  const pending = game.hand.pending;
  return pending && personMayClaim(room) ? Math.max(due, pending.deadline + 1) : due;
}

/** Whether a seat played by a person (not a bot or stand-in) may claim the pending score now. */
function personMayClaim(room: RoomState): boolean {
  const game = room.game;
  if (game === null) return false;
  return room.seats.some((seat, index) => !botPlays(seat) && legalActions(game, index).some((action) => action.type === 'claim'));
}

/** When the pending score's window closes: the first millisecond expireClaim accepts. */
function claimWindowEnd(room: RoomState): number | null {
  const pending = room.game?.hand?.pending;
  return room.status === 'playing' && room.game?.phase === 'playing' && pending ? pending.deadline + 1 : null;
}

/** When a bot claims the pending score, if one does (the engine's botClaimTime says when). */
function botClaimAt(room: RoomState, timing: Timing): number | null {
  const game = room.game;
  const claimer = room.status === 'playing' && game?.hand?.pending ? botClaimer(room) : null;
  return game && claimer !== null ? botClaimTime(game, claimer, room.changedAt, timing.botDelayMs) : null;
}

/** The earliest time something is due in this room, or null when it waits for people only. */
export function nextDeadline(room: RoomState, timing: Timing): number | null {
  if (abandoned(room)) return null;
  const times = [
    ...graceDeadlines(room, timing),
    hostHandoverAt(room, graceOf(room, timing)),
    lockTime(room),
    botTurnAt(room, timing),
    botClaimAt(room, timing),
    claimWindowEnd(room),
  ].filter(
    (time): time is number => time !== null,
  );
  return times.length === 0 ? null : Math.min(...times);
}

/**
 * One due step (grace expiries are folded into it), or null when nothing is due at `now`. A due
 * bot move is played only when `answers` has its decision; otherwise the step is whatever else
 * was due (or null), and the caller decides the move and runs the step again.
 */
export function runDue(room: RoomState, now: number, timing: Timing, answers: BotAnswers): RoomChange | null {
  if (abandoned(room)) return null;
  let current = room;
  let expired = false;
  if (room.status === 'playing') {
    const seats = room.seats.map((seat) => {
      const due = seat.kind === 'human' && !seat.online && !seat.standIn && seat.offlineSince !== null;
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
    const dealt = dealNow(current, [], now);
    return { ...dealt, roomChanged: dealt.roomChanged || expired };
  }
  const claimAt = botClaimAt(current, timing);
  const claimer = botClaimer(current);
  if (claimAt !== null && claimAt <= now && claimer !== null) {
    const claimed = act(current, claimer, { type: 'claim' }, Math.min(now, current.game!.hand!.pending!.deadline), timing);
    if (claimed.ok) return { ...claimed.value, roomChanged: claimed.value.roomChanged || expired };
  }
  const windowEnd = claimWindowEnd(current);
  if (windowEnd !== null && windowEnd <= now) {
    const lapsed = claimExpired(current, Math.max(now, windowEnd), timing);
    if (lapsed.ok) return { ...lapsed.value, roomChanged: lapsed.value.roomChanged || expired };
  }
  const botAt = botTurnAt(current, timing);
  if (botAt !== null && botAt <= now && current.game?.hand && current.deal !== null) {
    const game = current.game;
    const hand = game.hand!;
    const seat = hand.turn;
    const due = dueBotMove(current, seat);
    const action = due === null ? undefined : answers(due);
    if (action !== undefined) {
      // A stand-in's move is logged so the record can name which of the seat's moves were the bot's.
      const point = { hand: hand.number, move: hand.moves.length };
      const logged =
        current.seats[seat]!.kind === 'bot'
          ? current
          : { ...current, standIns: withStandInMove(current.standIns ?? [], current.match, game, seat, point) };
      const moved = act(logged, seat, action, now, timing);
      if (moved.ok) return { ...moved.value, roomChanged: moved.value.roomChanged || expired };
    }
  }
  return expired ? change(current, [], { roomChanged: true }) : null;
}

/** Decisions one tick waits for at most: each extra one means the room moved on while the bot thought. */
const MAX_DECISIONS = 4;

/**
 * Does what is due in the room, deciding a due bot move with `decideBot` (off the event loop) in
 * between: run the due step; when it reaches a bot move not decided yet, await the decision and
 * run the step again on the room as it is stored then. The move is applied only when the fresh
 * room asks the same question (DueBotMove.key); a decision for a room that moved on — another
 * process played the move, the hand ended, the host stopped the match — is dropped, and the new
 * question, if any, is decided afresh.
 */
export async function runDueWithBots(mutator: RoomMutator, code: string, timing: Timing, decideBot: BotDecider): Promise<Outcome<Mutated>> {
  let decided: { key: string; action: Action } | null = null;
  for (let round = 0; ; round++) {
    const asked: { due: DueBotMove | null } = { due: null };
    const result = await mutator.mutate(code, (room, now) => {
      asked.due = null;
      const step = runDue(room, now, timing, (due) => {
        if (decided !== null && decided.key === due.key) return decided.action;
        asked.due = due;
        return undefined;
      });
      return ok(step);
    });
    const due = asked.due;
    if (!result.ok || due === null || round >= MAX_DECISIONS) return result;
    if (decided !== null) for (const observe of botStaleObservers) observe();
    decided = { key: due.key, action: await decideBot(due) };
  }
}
