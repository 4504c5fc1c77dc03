// Turning an engine MatchState (whose history holds every finished hand) plus the deal seeds the
// server kept into a `boneyard-match-v1` record.
import type { MatchResult, MatchState, Move, PlayedHand } from '@boneyard/engine';
import { bytesToHex } from '@boneyard/fair';
import { RECORD_DEAL_ALGORITHM, RECORD_FORMAT } from './format.ts';
import type {
  DealRecord,
  HandRecord,
  MatchRecord,
  MatchResultRecord,
  MoveRecord,
  SeatRecord,
} from './schema.ts';

/** Seeds as the server holds them (bytes) or as a record writes them (hex). */
export type SeedInput = string | Uint8Array;

/** What the server knows about one hand's deal beyond the engine state. */
export interface DealSeeds {
  readonly number: number;
  readonly commitment: string;
  readonly serverSeed: SeedInput;
  /** One per seat in seat order; empty (bytes or "") for a seat that sent none. */
  readonly clientSeeds: readonly SeedInput[];
  /** The attempt that was played; defaults to the engine's record of it. */
  readonly attempt?: number;
}

function toHex(seed: SeedInput): string {
  return typeof seed === 'string' ? seed.toLowerCase() : bytesToHex(seed);
}

export function dealRecord(seeds: DealSeeds, attempt: number): DealRecord {
  return {
    commitment: seeds.commitment.toLowerCase(),
    serverSeed: toHex(seeds.serverSeed),
    clientSeeds: seeds.clientSeeds.map(toHex),
    attempt: seeds.attempt ?? attempt,
  };
}

function pipsOnTile(tile: string): readonly [number, number] {
  const [a, b] = tile.split('-').map(Number);
  return [a ?? 0, b ?? 0];
}

/**
 * Moves as the record writes them: every play but the opening tile names its end. The engine may
 * leave `end` off when a tile fits one end only, so the ends are followed along the line (after
 * opening with a-b the left end shows a and the right end b) and the missing end filled in.
 */
export function recordMoves(moves: readonly Move[]): MoveRecord[] {
  let ends: { left: number; right: number } | null = null;
  return moves.map((move): MoveRecord => {
    // Every other board's moves, and claims, draws and passes, are written as the engine made them.
    if (!('play' in move) || move.end !== undefined) {
      if ('play' in move && (move.end === 'left' || move.end === 'right') && ends !== null) {
        const [a, b] = pipsOnTile(move.play);
        const touching = ends[move.end];
        ends = { ...ends, [move.end]: a === touching ? b : a };
      }
      return { ...move };
    }
    const [a, b] = pipsOnTile(move.play);
    if (ends === null) {
      ends = { left: a, right: b };
      return { ...move };
    }
    const end = a === ends.left || b === ends.left ? 'left' : 'right';
    const touching = ends[end];
    ends = { ...ends, [end]: a === touching ? b : a };
    return { ...move, end };
  });
}

/** The hand ended by the engine's cap on moves (issue 44). */
export function movesCapped(result: PlayedHand['result']): boolean {
  return result.notes.some((note) => note.kind === 'move-cap');
}

/** One finished hand as a record entry. */
export function buildHandRecord(hand: PlayedHand, seeds: DealSeeds): HandRecord {
  if (seeds.number !== hand.number) {
    throw new Error(`buildHandRecord: seeds are for hand ${seeds.number}, not hand ${hand.number}`);
  }
  const { result } = hand;
  return {
    number: hand.number,
    deal: dealRecord(seeds, hand.attempt),
    hands: hand.dealt.map((tiles) => [...tiles]),
    moves: recordMoves(hand.moves),
    end: {
      kind: result.kind,
      by: result.by,
      ...(movesCapped(result) ? { capped: true as const } : {}),
    },
    pips: [...result.pips],
    points: [...result.points],
    totals: [...result.totals],
    eggs: result.eggsCarried,
    ...(result.playPoints ? { playPoints: [...result.playPoints] } : {}),
    ...(hand.weekday !== undefined ? { weekday: hand.weekday } : {}),
  };
}

export interface BuildMatchRecordInput {
  readonly state: MatchState;
  readonly room: string;
  readonly seats: readonly SeatRecord[];
  /** Seeds for every finished hand (extra entries, e.g. for a hand in progress, are ignored). */
  readonly deals: readonly DealSeeds[];
}

function resultRecord(result: MatchResult): MatchResultRecord {
  const { ceremonies, ...rest } = result;
  return {
    ...rest,
    winners: [...result.winners],
    losers: [...result.losers],
    ...(ceremonies ? { ceremonies: ceremonies.map((c) => ({ ...c, sides: [...c.sides] })) } : {}),
  };
}

/**
 * The record of a match: every finished hand in state.history; `result` is null until the match
 * is over. Missing seeds for a finished hand are a programming error on the server, so it throws.
 */
export function buildMatchRecord(input: BuildMatchRecordInput): MatchRecord {
  const { state, room, seats, deals } = input;
  const seedsByHand = new Map(deals.map((seeds) => [seeds.number, seeds]));
  const hands = state.history.map((hand) => {
    const seeds = seedsByHand.get(hand.number);
    if (seeds === undefined)
      throw new Error(`buildMatchRecord: no deal seeds for hand ${hand.number}`);
    return buildHandRecord(hand, seeds);
  });
  return {
    format: RECORD_FORMAT,
    algorithm: RECORD_DEAL_ALGORITHM,
    preset: state.rules.preset,
    rules: state.rules,
    room,
    target: state.rules.target.score,
    seats: seats.map((seat) => ({ ...seat })),
    sides: state.sides.map((side) => [...side]),
    hands,
    result: state.result === null ? null : resultRecord(state.result),
  };
}
