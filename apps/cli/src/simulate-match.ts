// Bots playing one whole match from seeds derived from a text, so that a simulation is exactly
// repeatable and its records are real commit-reveal records: every server seed and client seed
// comes from SHA-256/HMAC of the seed text, and every bot choice from the hand's server seed
// (boneyard/bot/v1), exactly as on the server, so `verify --bots` can re-derive it.
import { createHash, createHmac } from 'node:crypto';
import {
  BOT_ALGORITHM,
  apply,
  createMatch,
  botAction,
  deal,
  viewFor,
  type Action,
  type BotLevel,
  type MatchState,
  type Rules,
} from '@boneyard/engine';
import { botSeed, commitment, concatBytes, dealHands, enc, u32 } from '@boneyard/fair';
import { buildMatchRecord, type DealSeeds, type MatchRecord } from '@boneyard/protocol';

/** A match that has not ended after this many hands means an engine bug, not a long match. */
const MAX_HANDS = 1000;
const MAX_ATTEMPTS = 1000;

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
}

/** A bot's decision for `seat` from the whole state (so tests can plant a cheat) and its seed. */
export type Decide = (state: MatchState, seat: number, seed: Uint8Array, level: BotLevel) => Action;

/** The published bots: the seat's view, never the state, goes in. */
export const publishedBot: Decide = (state, seat, seed, level) => botAction(viewFor(state, seat), level, seed);

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
  let current = state;
  for (let tries = 0; tries < MAX_ATTEMPTS; tries++) {
    const attempt = current.next.attempt;
    const input = {
      serverSeed,
      room,
      hand: number,
      attempt,
      seats: rules.players,
      tilesEach: rules.tilesEach,
      clientSeeds,
    };
    const outcome = orThrow(dealHands(input), `deal hand ${number}`);
    const step = orThrow(deal(current, outcome.deck), `engine deal hand ${number}`);
    current = step.state;
    if (current.phase !== 'dealing') {
      return {
        state: current,
        seeds: {
          number,
          commitment: commitment(serverSeed, room, number),
          serverSeed,
          clientSeeds,
          attempt,
        },
      };
    }
  }
  throw new Error(`hand ${number} misdealt ${MAX_ATTEMPTS} times`);
}

/** Bots play one whole match; the result is its record. */
export function simulateMatch(options: SimulateMatchOptions): MatchRecord {
  const { rules, match, level } = options;
  const room = options.room ?? simulatedRoom(match);
  const decide = options.decide ?? publishedBot;
  let state = createMatch(rules);
  const deals: DealSeeds[] = [];
  while (state.phase !== 'match-over') {
    if (deals.length >= MAX_HANDS)
      throw new Error(`match ${match} did not end within ${MAX_HANDS} hands`);
    const dealt = dealNextHand(state, options, room);
    state = dealt.state;
    deals.push(dealt.seeds);
    const serverSeed = options.seedsFor?.(dealt.seeds.number)?.serverSeed ?? simulatedServerSeed(options.seed, match, dealt.seeds.number);
    while (state.phase === 'playing') {
      const hand = state.hand!;
      const seat = hand.turn;
      const seed = botSeed({ serverSeed, room, hand: hand.number, attempt: hand.attempt, seat, move: hand.moves.length });
      const action = decide(state, seat, seed, level);
      state = orThrow(apply(state, seat, action), `bot move in hand ${dealt.seeds.number}`).state;
    }
  }
  const seats = Array.from({ length: rules.players }, (_, seat) => ({
    name: `Bot ${seat + 1}`,
    bot: true,
    level,
    botAlgorithm: BOT_ALGORITHM,
  }));
  return buildMatchRecord({ state, room, seats, deals });
}
