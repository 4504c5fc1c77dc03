// verifyBots: re-derives every bot move of a record. The record is first checked as a whole
// (verifyRecord); then every hand is replayed, and at each decision a bot made, the seat's view
// at that moment is rebuilt and the bot release the seat names (a row of @boneyard/bots' registry,
// e.g. bots-2026.12) is asked again with the seed derived from the revealed server seed; Muggins
// claims are re-derived too (verify-bot-claims.ts). A seat naming a retired or unknown version, or
// none (boneyard/bot/v1, retired), fails plainly (bot-algorithm); so does a plan hash that is not
// the release's. The first move that differs is named.
import {
  apply,
  createMatch,
  expireClaim,
  viewFor,
  type Action,
  type BotLevel,
  type MatchState,
} from '@boneyard/engine';
import {
  botAction,
  botParametersFor,
  planHash,
  releaseOf,
  unknownAlgorithmReason,
  type BotAlgorithm,
} from '@boneyard/bots';
import type { Ok } from '@boneyard/result';
import { hexToBytes } from '@boneyard/fair';
import { botSeedAtMove } from './bot-seed.ts';
import { recordMoves } from './build.ts';
import { dealFromSeeds } from './deal.ts';
import {
  describeMove,
  type RecordCheck,
  type VerifyFailure,
  type VerifySummary,
} from './checks.ts';
import {
  parseMatchRecord,
  type HandRecord,
  type MatchRecord,
  type MoveRecord,
  type SeatRecord,
} from './schema.ts';
import { verifyRecord } from './verify.ts';
import { checkClaim, claimsNotRederived } from './verify-bot-claims.ts';
import { BOT_CHECKS, algorithmOf, botFailure, botPlayed, type BotCheck } from './bot-seats.ts';

export { BOT_CHECKS, algorithmOf, botPlayed, type BotCheck };

export type BotVerifyOutcome =
  | Ok<
      VerifySummary & {
        readonly botMoves: number;
        /** Set when the record's bot Muggins claims could not be re-derived, saying why (v1 records). */
        readonly claimsNotRederived?: string;
      }
    >
  | (Omit<VerifyFailure, 'check'> & {
      readonly check: RecordCheck | BotCheck;
      readonly seat?: number;
    });

/** Called after each hand: hands done, hands in all (for a progress bar). */
export type BotProgress = (done: number, total: number) => void;

function usesBot(seat: SeatRecord): boolean {
  return seat.standIn === undefined ? seat.bot : seat.standIn.length > 0;
}

/** The engine action a recorded move asks for. */
export function toAction(move: MoveRecord): Action {
  if ('play' in move)
    return {
      type: 'play',
      tile: move.play,
      ...(move.end === undefined ? {} : { end: move.end }),
      ...(move.at === undefined ? {} : { at: move.at }),
    };
  if ('draw' in move) return { type: 'draw' };
  if ('claim' in move) return { type: 'claim', at: move.at };
  if ('skip' in move) return { type: 'skip' };
  return { type: 'pass' };
}

/** A move as a bot chose it: which tile at which end, or draw or pass (not when, nor what it scored). */
export function choiceOf(move: MoveRecord | null): string {
  if (move === null) return 'illegal';
  if ('play' in move) return `${move.seat} play ${move.play} ${move.end ?? ''}`;
  if ('draw' in move) return `${move.seat} draw`;
  if ('skip' in move) return `${move.seat} skip`;
  return `${move.seat} pass`;
}

/**
 * The move an action makes, written as the record writes it (or null if illegal). A play that
 * closes an open claim window first writes the lapse of that score (strict Muggins): the bot's
 * choice is the move after it, not the lapse.
 */
export function recordedAs(state: MatchState, seat: number, action: Action): MoveRecord | null {
  const step = apply(state, seat, action);
  if (!step.ok) return null;
  const before = state.hand?.moves.length ?? 0;
  return (
    recordMoves(step.value.state.hand?.moves ?? [])
      .slice(before)
      .find((move) => !('lapsed' in move)) ?? null
  );
}

function dealt(state: MatchState, record: MatchRecord, hand: HandRecord): MatchState {
  const serverSeed = hexToBytes(hand.deal.serverSeed);
  const clientSeeds = hand.deal.clientSeeds.map((hex) => hexToBytes(hex));
  if (!serverSeed.ok || clientSeeds.some((seed) => !seed.ok))
    throw new Error('verified record with bad seeds');
  const seeds = clientSeeds.map((seed) => (seed.ok ? seed.value : new Uint8Array()));
  const outcome = dealFromSeeds(state, {
    serverSeed: serverSeed.value,
    room: record.room,
    clientSeeds: seeds,
    weekday: hand.weekday,
  });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value.state;
}

/** The engine step recorded move k asks for (as verify-hand replays it; lapses close windows). */
function stepFor(state: MatchState, moves: readonly MoveRecord[], k: number) {
  const recorded = moves[k]!;
  if (!('lapsed' in recorded)) return apply(state, recorded.seat, toAction(recorded));
  const pending = state.hand?.pending;
  if (pending && recorded.at > pending.deadline) return expireClaim(state, recorded.at);
  const next = moves[k + 1]!;
  return apply(state, next.seat, toAction(next));
}

/** Checks the seats' bot fields: every seat a bot played names a level and a released version (and its plan, if it names a hash). */
function checkSeats(record: MatchRecord): ReturnType<typeof botFailure> | null {
  for (const [index, seat] of record.seats.entries()) {
    if (!usesBot(seat)) continue;
    if (seat.level === undefined)
      return botFailure(
        'bot-level',
        `seat ${index} was played by a bot but the record names no level`,
        undefined,
        undefined,
        index,
      );
    const unknown = unknownAlgorithmReason(seat.botAlgorithm);
    if (unknown !== null)
      return botFailure('bot-algorithm', `seat ${index} ${unknown}`, undefined, undefined, index);
    const plan = planHash(releaseOf(algorithmOf(seat))!.plan);
    if (seat.botPlan !== undefined && seat.botPlan !== plan) {
      return botFailure(
        'bot-algorithm',
        `seat ${index} names bot plan ${seat.botPlan}, but ${algorithmOf(seat)}'s plan hashes to ${plan}`,
        undefined,
        undefined,
        index,
      );
    }
  }
  return null;
}

/** One hand: every decision a bot made is asked again of the bot function. */
function checkHand(
  record: MatchRecord,
  start: MatchState,
  hand: HandRecord,
): { state: MatchState; botMoves: number } | ReturnType<typeof botFailure> {
  const serverSeed = hexToBytes(hand.deal.serverSeed);
  if (!serverSeed.ok) throw new Error('verified record with a bad server seed');
  let state = dealt(start, record, hand);
  let botMoves = 0;
  while (state.phase === 'playing' && state.hand !== null) {
    const k = state.hand.moves.length;
    const seat = state.hand.turn;
    const recorded = hand.moves[k]!;
    const pending = state.hand.pending;
    // A lapse before its deadline was closed by the next tile: that tile is this turn's choice.
    const closedByPlay = 'lapsed' in recorded && !(pending && recorded.at > pending.deadline);
    const choice = closedByPlay ? hand.moves[k + 1]! : recorded;
    const info = record.seats[seat]!;
    // A score waiting to be claimed (strict muggins): did the bots claim it as their seeds say?
    if (pending) {
      const claim = checkClaim({ record, hand, state, serverSeed: serverSeed.value, k });
      if (claim !== null) return claim;
    }
    // Whether a bot's claim came before a person's is timing, not the bot function; which bot
    // claims (v2) is checked above, and every play, draw and pass of a bot here.
    const turnChoice = choice.seat === seat && !('lapsed' in choice) && !('claim' in choice);
    if (turnChoice && botPlayed(info, hand.number, k)) {
      const level = info.level as BotLevel;
      const algorithm = algorithmOf(info) as BotAlgorithm;
      const seed = botSeedAtMove(state, serverSeed.value, record.room, seat);
      const chosen = botAction(viewFor(state, seat), level, seed, botParametersFor(algorithm));
      // A claim the bot wanted may have come too late for its window; then it played on.
      const late = chosen.type === 'claim';
      const timed =
        chosen.type === 'play' && 'play' in choice && choice.at !== undefined
          ? { ...chosen, at: choice.at }
          : chosen;
      const expected = late ? null : recordedAs(state, seat, timed);
      if (!late) botMoves++;
      if (!late && choiceOf(expected) !== choiceOf(choice)) {
        const should = expected === null ? 'an illegal move' : describeMove(expected);
        const at = closedByPlay ? k + 1 : k;
        return botFailure(
          'bot-move',
          `seat ${seat} (${level} bot) — the record says ${describeMove(choice)}, but ${algorithm}${info.botAlgorithm === undefined ? ' (assumed: the record names no bot algorithm)' : ''} from that seat's view gives ${should}`,
          hand.number,
          at,
          seat,
        );
      }
    }
    const step = stepFor(state, hand.moves, k);
    if (!step.ok) throw new Error(`verified record with an illegal move: ${step.message}`);
    state = step.value.state;
  }
  return { state, botMoves };
}

/** Verifies the record (verifyRecord) and then re-derives every bot move in it. */
export function verifyBots(input: unknown, onProgress?: BotProgress): BotVerifyOutcome {
  const whole = verifyRecord(input);
  if (!whole.ok) return whole;
  const parsed = parseMatchRecord(input);
  if (!parsed.ok) throw new Error('verifyRecord accepted a record the schema refuses');
  const record = parsed.value;
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
  const unchecked = claimsNotRederived(record);
  return {
    ok: true,
    value: {
      ...whole.value,
      botMoves,
      ...(unchecked === null ? {} : { claimsNotRederived: unchecked }),
    },
  };
}
