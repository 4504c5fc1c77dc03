// Bots playing one whole match through the table driver (@boneyard/table), the same rules the
// server runs, on a simulated clock: a room of bot seats watched by its host is created and started
// with the driver's commands, then nextWork says what is due and when, the clock jumps there, and
// runDue does it; the record is the driver's own (matchRecordOf). Every server seed and client seed
// comes from SHA-256/HMAC of the seed text, so a simulation is exactly repeatable and its records
// are real commit-reveal records; every bot choice and Muggins claim draws from the hand's server
// seed through botSeedAt, exactly as on the server, so `verify --bots` can re-derive it.
import { createHash, createHmac } from 'node:crypto';
import { viewFor, type Action, type BotLevel, type MatchState, type Rules } from '@boneyard/engine';
import {
  BOT_ALGORITHM,
  botAction,
  botParametersFor,
  planHash,
  releaseOf,
  type BotAlgorithm,
} from '@boneyard/bots';
import { concatBytes, enc, u32 } from '@boneyard/fair';
import type { MatchRecord } from '@boneyard/protocol';
import {
  commands,
  commitLocally,
  matchRecordOf,
  nextWork,
  stepDue,
  type DueBotMove,
  type RoomState,
  type SeedSource,
  type TableSettings,
  type VersionedRoom,
  type Work,
} from '@boneyard/table';

/**
 * The simulated table's clock: a bot moves BOT_DELAY_MS after the last move (claims as the engine's
 * botClaimTime says), and the clock starts on Sunday 4 January 2026, 00:00 UTC.
 */
export const SIMULATED_SETTINGS: TableSettings = {
  botDelayMs: 1000,
  graceMs: 60_000,
  seedTimeoutMs: 10_000,
  handPauseMs: 5_000,
};
export const SIMULATED_CLOCK_START = Date.UTC(2026, 0, 4);
const CLOCK_START = SIMULATED_CLOCK_START;
const DAY_MS = 86_400_000;
/** More steps than any match takes (the engine caps hands per match): one more is a driver bug. */
const MAX_STEPS = 1_000_000;

function sha256(...parts: Uint8Array[]): Uint8Array {
  return new Uint8Array(
    createHash('sha256')
      .update(concatBytes(...parts))
      .digest(),
  );
}

/** serverSeed = SHA-256( enc("boneyard/sim/server") ‖ enc(seed) ‖ u32(match) ‖ u32(hand) ). */
export function simulatedServerSeed(seed: string, match: number, hand: number): Uint8Array {
  return sha256(enc('boneyard/sim/server'), enc(seed), u32(match), u32(hand));
}

/** clientSeed = HMAC-SHA256( key = SHA-256(enc(seed)), enc("boneyard/sim/client") ‖ u32(match) ‖ u32(hand) ‖ u32(seat) ). */
export function simulatedClientSeed(
  seed: string,
  match: number,
  hand: number,
  seat: number,
): Uint8Array {
  const key = sha256(enc(seed));
  const message = concatBytes(enc('boneyard/sim/client'), u32(match), u32(hand), u32(seat));
  return new Uint8Array(createHmac('sha256', key).update(message).digest());
}

export interface SimulateMatchOptions {
  readonly rules: Rules;
  readonly seed: string;
  /** 1-based match number within the run (part of every derived seed). */
  readonly match: number;
  readonly level: BotLevel;
  /** Room code; defaults to simulatedRoom(match). */
  readonly room?: string;
  /** Seeds for a hand instead of the derived ones (e.g. the spec's test vector for hand 1). */
  readonly seedsFor?: (hand: number) => HandSeeds | undefined;
  /** Who decides instead of the published bots (tests: a bot that cheats must be caught). */
  readonly decide?: Decide;
  /** Which published bot functions play (default BOT_ALGORITHM; tests replay older versions). */
  readonly algorithm?: BotAlgorithm;
  /** Who claims a pending score instead of the published choice (tests: a changed claim must be caught). */
  readonly claimer?: Claimer;
}

/** The seat that claims now (or null), given the state and the published bots' choice. */
export type Claimer = (state: MatchState, published: number | null) => number | null;

/** A bot's decision for `seat` from the whole state (so tests can plant a cheat) and its seed. */
export type Decide = (state: MatchState, seat: number, seed: Uint8Array, level: BotLevel) => Action;

/** The published bots of one algorithm version: the seat's view, never the state, goes in. */
export function publishedBotOf(algorithm: BotAlgorithm): Decide {
  const parameters = botParametersFor(algorithm);
  return (state, seat, seed, level) => botAction(viewFor(state, seat), level, seed, parameters);
}

/** The published bots new games play. */
export const publishedBot: Decide = publishedBotOf(BOT_ALGORITHM);

export interface HandSeeds {
  readonly serverSeed: Uint8Array;
  readonly clientSeeds: readonly Uint8Array[];
}

/** The seeds of one hand of a simulated match, derived from the seed text. */
export function simulatedHandSeeds(
  seed: string,
  match: number,
  hand: number,
  seats: number,
): HandSeeds {
  return {
    serverSeed: simulatedServerSeed(seed, match, hand),
    clientSeeds: Array.from({ length: seats }, (_, seat) =>
      simulatedClientSeed(seed, match, hand, seat),
    ),
  };
}

/** Room code of a simulated match: "SIM" and the match number, so records say where they came from. */
export function simulatedRoom(match: number): string {
  return `SIM${String(match).padStart(4, '0')}`;
}

/**
 * The first moment at or after `at` that falls on `weekday` (0 = Sunday) in UTC. Where the rules
 * open on the day of the week, match m's hand n is dealt on day (m + n − 1) mod 7: the clock moves
 * on to that day before the deal, and the driver reads the day off the clock as a server does.
 */
function onWeekday(at: number, weekday: number): number {
  const day = Math.floor((at - CLOCK_START) / DAY_MS);
  const ahead = (weekday - (day % 7) + 7) % 7;
  return ahead === 0 ? at : CLOCK_START + (day + ahead) * DAY_MS;
}

/** When the simulated clock does `work`: at its time, or on its hand's day for a weekday opening. */
export function whenToDo(work: Work, room: RoomState, match: number): number {
  const dealing = work.kind === 'deal' || work.kind === 'next-hand';
  if (!dealing || room.rules.agreements?.opening?.rule !== 'weekday' || room.deal === null)
    return work.at;
  return onWeekday(work.at, (match + room.deal.hand - 1) % 7);
}

/**
 * The seeds of match `match` of a run (simulatedHandSeeds, unless `seedsFor` gives a hand's), as the
 * driver asks for them: also what a server under test is given to deal the same hands.
 */
export function simulatedSeedSource(
  seed: string,
  match: number,
  seedsFor?: (hand: number) => HandSeeds | undefined,
): SeedSource {
  const seedsOf = (hand: number, seats: number): HandSeeds =>
    seedsFor?.(hand) ?? simulatedHandSeeds(seed, match, hand, seats);
  return {
    serverSeed: (_room, hand) => seedsOf(hand, 0).serverSeed,
    clientSeeds: (_room, hand, seats) => seedsOf(hand, seats).clientSeeds,
  };
}

/** The driver's settings for one simulated match: its seeds, and the claim override if any. */
function settingsFor(options: SimulateMatchOptions): TableSettings {
  const settings: TableSettings = {
    ...SIMULATED_SETTINGS,
    seeds: simulatedSeedSource(options.seed, options.match, options.seedsFor),
  };
  const claimer = options.claimer;
  if (claimer === undefined) return settings;
  // The override is asked once per pending score (the driver asks at every step).
  const asked = new Map<string, number | null>();
  return {
    ...settings,
    claimer: (room, published) => {
      const hand = room.game!.hand!;
      const key = `${hand.number}:${hand.attempt}:${hand.moves.length}`;
      if (!asked.has(key)) asked.set(key, claimer(room.game!, published));
      return asked.get(key)!;
    },
  };
}

/** A started room of `level` bots whose host watches (a match nobody watches is paused). */
function botRoom(options: SimulateMatchOptions, settings: TableSettings): VersionedRoom {
  const code = options.room ?? simulatedRoom(options.match);
  const seats = Array.from({ length: options.rules.players }, () => ({ bot: options.level }));
  const created = commands.createRoom(
    code,
    { name: 'Host', rules: { custom: options.rules }, seats, hostSeat: null },
    '0'.repeat(64),
    CLOCK_START,
  );
  if (!created.ok) throw new Error(`simulated room: ${created.error.message}`);
  let current: VersionedRoom = { room: created.value, version: 1 };
  current = commitLocally(
    current,
    commands.watchPresence(current.room, 'simulator', [], true)!,
    CLOCK_START,
  );
  const started = commands.start(current.room, CLOCK_START, settings);
  if (!started.ok) throw new Error(`simulated room: ${started.error.message}`);
  return commitLocally(current, started.value, CLOCK_START);
}

/** Bots play one whole match; the result is its record. */
export function simulateMatch(options: SimulateMatchOptions): MatchRecord {
  const algorithm = options.algorithm ?? BOT_ALGORITHM;
  const decideWith = options.decide ?? publishedBotOf(algorithm);
  const settings = settingsFor(options);
  let current = botRoom(options, settings);
  // A bot may claim on its turn (a steal it would rather make than play on): the driver plays it.
  const decide = (due: DueBotMove): Action =>
    decideWith(current.room.game!, due.seat, due.request.seed, due.request.level);
  let now = CLOCK_START;
  for (let steps = 0; current.room.status === 'playing'; steps++) {
    const work = nextWork(current.room, settings, now);
    if (work === null || steps >= MAX_STEPS)
      throw new Error(`match ${options.match} stopped with nothing due`);
    now = Math.max(now, whenToDo(work, current.room, options.match));
    const next = stepDue(current, settings, now, decide);
    if (next === null)
      throw new Error(
        `match ${options.match}: ${work.kind} was due at ${work.at} but nothing happened`,
      );
    current = next;
  }
  const record = matchRecordOf(current.room);
  if (record === null) throw new Error(`match ${options.match} has no record`);
  if (record.result === null)
    throw new Error(`match ${options.match} ended without a result (${current.room.status})`);
  if (algorithm === BOT_ALGORITHM) return record;
  const botPlan = planHash(releaseOf(algorithm)!.plan);
  return {
    ...record,
    seats: record.seats.map((seat) => ({ ...seat, botAlgorithm: algorithm, botPlan })),
  };
}
