// Bot moves for bot seats and for people who are away. A bot sees only the seat's view and draws
// its dice from the hand's server seed (boneyard/bot/v1: SHA-256 over the seed, room, hand,
// attempt, seat and move index), so once the seed is revealed anyone can re-derive the move
// (`pnpm verify --bots`). The moves go through the same `act` path as a person's, so the engine
// judges them the same way. Stand-in moves are logged as spans, so the record can say which of
// a person's moves were the bot's.
import {
  legalActions,
  viewFor,
  type BotLevel,
  type MatchState,
  type SeatView,
} from '@boneyard/engine';
import { botClaimSeat, botViewOf } from '@boneyard/bots';
import { bytesToHex, hexToBytes } from '@boneyard/fair';
import { botSeedAtMove } from '@boneyard/protocol';
import { botLevelOf, botPlays, type MovePoint, type RoomState, type StandInSpan } from './state.ts';

export type { MovePoint, StandInSpan } from './state.ts';

/** What a bot needs to choose a move: the view of the seat to move, its level, its seed. */
export interface BotRequest {
  readonly view: SeatView;
  readonly level: BotLevel;
  /** 32 bytes: botSeedAt(room, seat). */
  readonly seed: Uint8Array;
}

/**
 * The boneyard/bot/v1 seed of `seat` at the room's current move: SHA-256 over the hand's server
 * seed, the room code, hand number, deal attempt, seat and move index. Every bot decision and
 * claim of a room draws from this one binding, so `verify --bots` can re-derive them all.
 */
export function botSeedAt(room: RoomState, seat: number): Uint8Array {
  if (!room.game?.hand || room.deal === null) throw new Error('botSeedAt: no hand is being played');
  const serverSeed = hexToBytes(room.deal.serverSeed);
  if (!serverSeed.ok) throw new Error(`stored server seed is not hex: ${serverSeed.message}`);
  // The verifier replays records through the same binding (@boneyard/protocol botSeedAtMove).
  return botSeedAtMove(room.game, serverSeed.value, room.code, seat);
}

/** A bot move that is due: what the bot is asked, and a key naming exactly that decision. */
export interface DueBotMove {
  readonly seat: number;
  readonly request: BotRequest;
  /**
   * The room's game version, the seed (it covers the server seed, room, hand, attempt, seat and
   * move index) and the level: everything the decision is a function of. A decision made for one
   * key is the right move for any room with the same key, and for no other.
   */
  readonly key: string;
}

/**
 * What the engine bot is asked for the seat to move: that seat's view, its level and the seed
 * derived from the hand's (still secret) server seed; null when the seat has nothing to decide.
 * The view is cut to what bots read (botViewOf: no finished hands but the last), so what is copied
 * to a bot worker does not grow with the match.
 */
export function dueBotMove(room: RoomState, seat: number): DueBotMove | null {
  const state = room.game;
  const hand = state?.hand;
  const seatState = room.seats[seat];
  if (
    !state ||
    !hand ||
    room.deal === null ||
    seatState === undefined ||
    legalActions(state, seat).length === 0
  )
    return null;
  const seed = botSeedAt(room, seat);
  const level = botLevelOf(room, seatState);
  const key = `${room.gameVersion}:${bytesToHex(seed)}:${level}`;
  return { seat, request: { view: botViewOf(viewFor(state, seat)), level, seed }, key };
}

/**
 * The bot seat that claims the pending score (strict / stealing Muggins: its own side first, then
 * stealers in seat order), or null when none does. Each bot asks the engine's botWantsClaim with
 * the numbers of its boneyard/bot/v1 seed at this move, the same stream its next move would
 * draw from, so the decision is a pure function of the stored room: every process, before or
 * after a restart, reaches the same one, and nobody can foresee it before the seed is revealed.
 */
export function botClaimer(room: RoomState): number | null {
  const game = room.game;
  const hand = game?.hand;
  const pending = hand?.pending;
  if (!game || !hand || !pending || game.phase !== 'playing' || room.deal === null) return null;
  // The engine's botClaimSeat is what `verify --bots` re-derives: one definition of who claims.
  return botClaimSeat(
    game,
    (seat) => {
      const state = room.seats[seat];
      return state !== undefined && botPlays(state) ? botLevelOf(room, state) : null;
    },
    (seat) => botSeedAt(room, seat),
  );
}

function after(a: MovePoint, b: MovePoint): boolean {
  return a.hand > b.hand || (a.hand === b.hand && a.move > b.move);
}

/** Whether `seat` made any move strictly between two points of the match (a person, or forced). */
function movedBetween(state: MatchState, seat: number, from: MovePoint, to: MovePoint): boolean {
  // Only hands from `from`'s on: walking the history back from its end, not the whole match.
  const recent: { number: number; moves: MatchState['history'][number]['moves'] }[] = state.hand
    ? [state.hand]
    : [];
  for (
    let index = state.history.length - 1;
    index >= 0 && state.history[index]!.number >= from.hand;
    index--
  )
    recent.push(state.history[index]!);
  const seen = new Set<number>();
  for (const hand of recent.reverse()) {
    if (seen.has(hand.number)) continue; // the finished current hand is in history too
    seen.add(hand.number);
    for (const [move, made] of hand.moves.entries()) {
      const point = { hand: hand.number, move };
      if (made.seat === seat && after(point, from) && after(to, point)) return true;
    }
  }
  return false;
}

/**
 * The spans after a stand-in played `seat` at `point` (state: the match before that move). The
 * last span of this seat grows when the seat made no move since it ended; otherwise a new one starts.
 * Spans of earlier matches (before a rematch) are dropped.
 */
export function withStandInMove(
  spans: readonly StandInSpan[],
  match: number,
  state: MatchState,
  seat: number,
  point: MovePoint,
): StandInSpan[] {
  const kept = spans.filter((span) => span.match === match);
  const last = kept.findLastIndex((span) => span.seat === seat);
  const span = kept[last];
  if (span !== undefined && !movedBetween(state, seat, span.to, point)) {
    return kept.map((old, index) => (index === last ? { ...old, to: point } : old));
  }
  return [...kept, { match, seat, from: point, to: point }];
}
