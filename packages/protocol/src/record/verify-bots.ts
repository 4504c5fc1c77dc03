// verifyBots: re-derives every bot move of a record. The record is first checked as a whole
// (verifyRecord); then every hand is replayed, and at each decision a bot made, the seat's view
// at that moment is rebuilt and the published bot function (boneyard/bot/v1) is asked again with
// the seed derived from the revealed server seed. The first move that differs is named.
import {
  BOT_ALGORITHM,
  apply,
  botAction,
  createMatch,
  deal,
  viewFor,
  type Action,
  type BotLevel,
  type MatchState,
} from '@boneyard/engine';
import { botSeed, dealHands, hexToBytes } from '@boneyard/fair';
import { recordMoves } from './build.ts';
import { describeMove, type RecordCheck, type VerifyFailure, type VerifySummary } from './checks.ts';
import type { HandRecord, MatchRecord, MoveRecord, SeatRecord } from './schema.ts';
import { verifyRecord } from './verify.ts';

export const BOT_CHECKS = [
  'bot-algorithm', // a bot seat names no bot algorithm, or one this verifier does not know
  'bot-level', // a bot seat names no level
  'bot-move', // a bot move differs from what the bot function gives from the seat's view
] as const;
export type BotCheck = (typeof BOT_CHECKS)[number];

export type BotVerifyOutcome =
  | { readonly ok: true; readonly summary: VerifySummary & { readonly botMoves: number } }
  | (Omit<VerifyFailure, 'check'> & { readonly check: RecordCheck | BotCheck; readonly seat?: number });

/** Called after each hand: hands done, hands in all (for a progress bar). */
export type BotProgress = (done: number, total: number) => void;

function botFailure(check: BotCheck, error: string, hand?: number, move?: number, seat?: number) {
  const where = hand === undefined ? '' : move === undefined ? `hand ${hand}: ` : `hand ${hand}, move ${move}: `;
  return {
    ok: false as const,
    check,
    error: `${check}: ${where}${error}`,
    ...(hand === undefined ? {} : { hand }),
    ...(move === undefined ? {} : { move }),
    ...(seat === undefined ? {} : { seat }),
  };
}

/** Whether the bot made seat's decision at move `move` of hand `hand`. */
export function botPlayed(seat: SeatRecord, hand: number, move: number): boolean {
  if (seat.standIn === undefined) return seat.bot;
  const at = hand * 1_000_000 + move;
  return seat.standIn.some((span) => span.from.hand * 1_000_000 + span.from.move <= at && at <= span.to.hand * 1_000_000 + span.to.move);
}

function usesBot(seat: SeatRecord): boolean {
  return seat.standIn === undefined ? seat.bot : seat.standIn.length > 0;
}

function toAction(move: MoveRecord): Action {
  if ('play' in move) return move.end === undefined ? { type: 'play', tile: move.play } : { type: 'play', tile: move.play, end: move.end };
  return 'draw' in move ? { type: 'draw' } : { type: 'pass' };
}

/** The move an action makes at index k, written as the record writes it (or null if illegal). */
function recordedAs(state: MatchState, seat: number, action: Action, k: number): MoveRecord | null {
  const step = apply(state, seat, action);
  if (!step.ok) return null;
  return recordMoves(step.value.state.hand?.moves ?? [])[k] ?? null;
}

function dealt(state: MatchState, record: MatchRecord, hand: HandRecord): MatchState {
  const serverSeed = hexToBytes(hand.deal.serverSeed);
  const clientSeeds = hand.deal.clientSeeds.map((hex) => hexToBytes(hex));
  if (!serverSeed.ok || clientSeeds.some((seed) => !seed.ok)) throw new Error('verified record with bad seeds');
  for (let attempt = 0; attempt <= hand.deal.attempt; attempt++) {
    const outcome = dealHands({
      serverSeed: serverSeed.value,
      room: record.room,
      hand: hand.number,
      attempt,
      seats: record.rules.players,
      tilesEach: record.rules.tilesEach,
      clientSeeds: clientSeeds.map((seed) => (seed.ok ? seed.value : new Uint8Array())),
    });
    if (!outcome.ok) throw new Error(outcome.message);
    const step = deal(state, outcome.value.deck);
    if (!step.ok) throw new Error(step.message);
    state = step.value.state;
  }
  return state;
}

/** Checks the seats' bot fields: every seat a bot played names a level and a known algorithm. */
function checkSeats(record: MatchRecord): ReturnType<typeof botFailure> | null {
  for (const [index, seat] of record.seats.entries()) {
    if (!usesBot(seat)) continue;
    if (seat.level === undefined) return botFailure('bot-level', `seat ${index} was played by a bot but the record names no level`, undefined, undefined, index);
    if (seat.botAlgorithm !== BOT_ALGORITHM) {
      const named = seat.botAlgorithm === undefined ? 'names no bot algorithm' : `names bot algorithm "${seat.botAlgorithm}"`;
      return botFailure('bot-algorithm', `seat ${index} ${named}; this verifier re-derives ${BOT_ALGORITHM} moves only`, undefined, undefined, index);
    }
  }
  return null;
}

/** One hand: every decision a bot made is asked again of the bot function. */
function checkHand(record: MatchRecord, start: MatchState, hand: HandRecord): { state: MatchState; botMoves: number } | ReturnType<typeof botFailure> {
  const serverSeed = hexToBytes(hand.deal.serverSeed);
  if (!serverSeed.ok) throw new Error('verified record with a bad server seed');
  let state = dealt(start, record, hand);
  let botMoves = 0;
  while (state.phase === 'playing' && state.hand !== null) {
    const k = state.hand.moves.length;
    const seat = state.hand.turn;
    const recorded = hand.moves[k]!;
    const info = record.seats[seat]!;
    if (botPlayed(info, hand.number, k)) {
      const level = info.level as BotLevel;
      const seed = botSeed({ serverSeed: serverSeed.value, room: record.room, hand: hand.number, attempt: hand.deal.attempt, seat, move: k });
      const expected = recordedAs(state, seat, botAction(viewFor(state, seat), level, seed), k);
      botMoves++;
      if (expected === null || JSON.stringify(expected) !== JSON.stringify(recorded)) {
        const should = expected === null ? 'an illegal move' : describeMove(expected);
        return botFailure('bot-move', `seat ${seat} (${level} bot) — the record says ${describeMove(recorded)}, but ${BOT_ALGORITHM} from that seat's view gives ${should}`, hand.number, k, seat);
      }
    }
    const step = apply(state, seat, toAction(recorded));
    if (!step.ok) throw new Error(`verified record with an illegal move: ${step.message}`);
    state = step.value.state;
  }
  return { state, botMoves };
}

/** Verifies the record (verifyRecord) and then re-derives every bot move in it. */
export function verifyBots(input: unknown, onProgress?: BotProgress): BotVerifyOutcome {
  const whole = verifyRecord(input);
  if (!whole.ok) return whole;
  const record = input as MatchRecord;
  const seats = checkSeats(record);
  if (seats !== null) return seats;
  let state = createMatch(record.rules);
  let botMoves = 0;
  for (const [index, hand] of record.hands.entries()) {
    const checked = checkHand(record, state, hand);
    if (!('state' in checked)) return checked;
    state = checked.state;
    botMoves += checked.botMoves;
    onProgress?.(index + 1, record.hands.length);
  }
  return { ok: true, summary: { ...whole.summary, botMoves } };
}
