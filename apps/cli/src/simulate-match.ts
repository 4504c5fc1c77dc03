// Bots playing one whole match from seeds derived from a text, so that a simulation is exactly
// repeatable and its records are real commit-reveal records: every server seed and client seed
// comes from SHA-256/HMAC of the seed text, and every bot choice from the hand's server seed
// (the bot seed, the functions of BOT_ALGORITHM, boneyard/bot/v18), exactly as on the server — turns and Muggins
// claims alike — so `verify --bots` can re-derive it.
import { createHash, createHmac } from 'node:crypto';
import {
  BOT_ALGORITHM,
  apply,
  botAction,
  botParametersFor,
  botClaimSeat,
  claimsNeeded,
  createMatch,
  expireClaim,
  handsPerMatchCap,
  legalActions,
  viewFor,
  type Action,
  type BotAlgorithm,
  type BotLevel,
  type MatchState,
  type Rules,
} from '@boneyard/engine';
import { botSeed, commitment, concatBytes, enc, u32 } from '@boneyard/fair';
import {
  buildMatchRecord,
  dealFromSeeds,
  type DealSeeds,
  type MatchRecord,
} from '@boneyard/protocol';


/**
 * The simulated clock for strict muggins (ms): a bot thinks 800–2,000 ms per tile (easy bots
 * sometimes 4,000, past a 3 s claim window), claims its own score 400 ms after the play and
 * steals 1,000 ms after it. Deterministic: the times come from the bots' seeded dice.
 */
const THINK_MS = 800;
const THINK_SPREAD_MS = 1200;
const SLOW_THINK_MS = 4000;
const CLAIM_AFTER_MS = 400;
const STEAL_AFTER_MS = 1000;

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

/**
 * sfc32 seeded from SHA-256(enc("boneyard/sim/bots") ‖ enc(seed) ‖ u32(match)): the dice of
 * thinking times in strict muggins (turns and claims use the bot seeds).
 */
export function simulatedRandom(seed: string, match: number): () => number {
  const words = new DataView(sha256(enc('boneyard/sim/bots'), enc(seed), u32(match)).buffer);
  let a = words.getUint32(0);
  let b = words.getUint32(4);
  let c = words.getUint32(8);
  let d = words.getUint32(12);
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

function orThrow<T>(
  result: { ok: true; value: T } | { ok: false; error: string; message: string },
  what: string,
): T {
  if (!result.ok) throw new Error(`${what}: ${result.error}: ${result.message}`);
  return result.value;
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
 * The day of the week a simulated hand is dealt on, only where the rules' opening asks for it (a
 * server gives its calendar's day): match m's hand n falls on day (m + n − 1) mod 7, 0 = Sunday.
 */
function simulatedWeekday(rules: Rules, match: number, number: number): number | undefined {
  return rules.agreements?.opening?.rule === 'weekday' ? (match + number - 1) % 7 : undefined;
}

/** Deals hand state.next.number from the derived seeds, redealing misdeals; returns the seeds used. */
function dealNextHand(
  state: MatchState,
  options: SimulateMatchOptions,
  room: string,
): { state: MatchState; seeds: DealSeeds } {
  const { rules, seed, match } = options;
  const number = state.next.number;
  const { serverSeed, clientSeeds } =
    options.seedsFor?.(number) ?? simulatedHandSeeds(seed, match, number, rules.players);
  const dealt = orThrow(
    dealFromSeeds(state, { serverSeed, room, clientSeeds, weekday: simulatedWeekday(rules, match, number) }),
    `deal hand ${number}`,
  );
  return {
    state: dealt.state,
    seeds: {
      number,
      commitment: commitment(serverSeed, room, number),
      serverSeed,
      clientSeeds,
      attempt: dealt.attempt,
    },
  };
}

/**
 * Strict muggins: the bot that claims the pending score (botClaimSeat: the scoring seat, then
 * the others in seat order, each from its view and bot seed at this move, as on the server)
 * claims it, its own side's 400 ms after the play, a steal 1,000 ms after; unclaimed, the score
 * lapses when the next tile is played or — at the hand's end — when the window closes.
 */
function settleClaims(state: MatchState, now: number, bot: HandBot): { state: MatchState; now: number } {
  const current = state.hand;
  const pending = current?.pending;
  if (!current || !pending) return { state, now };
  const seedOf = (seat: number) =>
    botSeed({ serverSeed: bot.serverSeed, room: bot.room, hand: current.number, attempt: current.attempt, seat, move: current.moves.length });
  const published = botClaimSeat(state, () => bot.level, seedOf);
  const seat = bot.claimer ? bot.claimer(state, published) : published;
  if (seat !== null) {
    const own = state.sides[pending.side]?.includes(seat) ?? false;
    const at = Math.min(now + (own ? CLAIM_AFTER_MS : STEAL_AFTER_MS), pending.deadline);
    return { state: orThrow(apply(state, seat, { type: 'claim', at }), `claim by seat ${seat}`).state, now: at };
  }
  if (!current.finishing) return { state, now };
  const at = pending.deadline + 1;
  return { state: orThrow(expireClaim(state, at), 'closing the claim window').state, now: at };
}

function thinkMs(level: BotLevel, random: () => number): number {
  if (level === 'easy' && random() < 0.2) return SLOW_THINK_MS;
  return THINK_MS + Math.floor(random() * THINK_SPREAD_MS);
}

/** Who decides a hand's turns: the bot function, its level, and where its seeds come from. */
interface HandBot {
  readonly decide: Decide;
  readonly level: BotLevel;
  readonly serverSeed: Uint8Array;
  readonly room: string;
  readonly claimer?: Claimer;
}

/**
 * Plays the dealt hand to its end with bots (and, in strict muggins, their claims). Each turn's
 * choice and each claim comes from the bot functions with their bot seeds; thinking times
 * (strict muggins only) from `random`.
 */
function playHand(state: MatchState, bot: HandBot, random: () => number, hand: number): MatchState {
  const { level } = bot;
  const timed = claimsNeeded(state);
  let now = 0;
  while (state.phase === 'playing') {
    if (timed) {
      ({ state, now } = settleClaims(state, now, bot));
      if (state.phase !== 'playing') break;
    }
    const current = state.hand!;
    const seat = current.turn;
    const seed = botSeed({ serverSeed: bot.serverSeed, room: bot.room, hand: current.number, attempt: current.attempt, seat, move: current.moves.length });
    let action: Action = bot.decide(state, seat, seed, level);
    if (action.type === 'claim') {
      // Only a bot the claim check passed over can get here (a test's own decide): play on.
      action = legalActions(state, seat).find((a) => a.type !== 'claim') ?? action;
    }
    if (timed && action.type === 'play') {
      now += thinkMs(level, random);
      action = { ...action, at: now };
    }
    state = orThrow(apply(state, seat, action), `bot move in hand ${hand}`).state;
  }
  return state;
}

/** Bots play one whole match; the result is its record. */
export function simulateMatch(options: SimulateMatchOptions): MatchRecord {
  const { rules, match, level } = options;
  const room = options.room ?? simulatedRoom(match);
  const algorithm = options.algorithm ?? BOT_ALGORITHM;
  const decide = options.decide ?? publishedBotOf(algorithm);
  const random = simulatedRandom(options.seed, match);
  let state = createMatch(rules);
  const deals: DealSeeds[] = [];
  while (state.phase !== 'match-over') {
    // The engine ends every match by its cap on hands (issue 44): one more means an engine bug.
    if (deals.length >= handsPerMatchCap(rules))
      throw new Error(`match ${match} did not end within its cap of ${handsPerMatchCap(rules)} hands`);
    const dealt = dealNextHand(state, options, room);
    state = dealt.state;
    deals.push(dealt.seeds);
    const serverSeed = options.seedsFor?.(dealt.seeds.number)?.serverSeed ?? simulatedServerSeed(options.seed, match, dealt.seeds.number);
    const bot: HandBot = { decide, level, serverSeed, room, ...(options.claimer ? { claimer: options.claimer } : {}) };
    state = playHand(state, bot, random, dealt.seeds.number);
  }
  const seats = Array.from({ length: rules.players }, (_, seat) => ({
    name: `Bot ${seat + 1}`,
    bot: true,
    level,
    botAlgorithm: algorithm,
  }));
  return buildMatchRecord({ state, room, seats, deals });
}
