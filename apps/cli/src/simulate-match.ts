// Bots playing one whole match from seeds derived from a text, so that a simulation is exactly
// repeatable and its records are real commit-reveal records: every server seed, client seed and
// bot choice comes from SHA-256/HMAC of the seed text.
import { createHash, createHmac } from 'node:crypto';
import {
  apply,
  createMatch,
  botAction,
  deal,
  type BotLevel,
  type MatchState,
  type Rules,
} from '@boneyard/engine';
import { commitment, concatBytes, dealHands, enc, u32 } from '@boneyard/fair';
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

/** sfc32 seeded from SHA-256(enc("boneyard/sim/bots") ‖ enc(seed) ‖ u32(match)): the bots' dice. */
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
}

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
  const random = simulatedRandom(options.seed, match);
  let state = createMatch(rules);
  const deals: DealSeeds[] = [];
  while (state.phase !== 'match-over') {
    if (deals.length >= MAX_HANDS)
      throw new Error(`match ${match} did not end within ${MAX_HANDS} hands`);
    const dealt = dealNextHand(state, options, room);
    state = dealt.state;
    deals.push(dealt.seeds);
    while (state.phase === 'playing') {
      const seat = state.hand!.turn;
      const action = botAction(state, seat, level, random);
      state = orThrow(apply(state, seat, action), `bot move in hand ${dealt.seeds.number}`).state;
    }
  }
  const seats = Array.from({ length: rules.players }, (_, seat) => ({
    name: `Bot ${seat + 1}`,
    bot: true,
    level,
  }));
  return buildMatchRecord({ state, room, seats, deals });
}
