// The one call the server, the verifier and the CLI make: validate the inputs, then commit,
// shuffle and split. Bad input comes back as an error value, never as an exception.
import { commitment, dealKey, shuffle, splitDeck, type DealInput } from './algorithm.ts';
import { fail, ok, type FairResult } from './result.ts';
import { TILE_COUNT, type Tile } from './tiles.ts';

export const SERVER_SEED_BYTES = 32;
export const MIN_SEATS = 2;
export const MAX_SEATS = 4;
const MAX_U32 = 0xffff_ffff;

export interface DealOutcome {
  /** What was published before the deal: hex SHA-256 over room, hand and server seed. */
  readonly commitment: string;
  /** All 28 tiles in shuffled order. */
  readonly deck: readonly Tile[];
  /** hands[s] = the tiles dealt to seat s. */
  readonly hands: readonly (readonly Tile[])[];
  /** The undealt tiles in order; drawing takes from the front. */
  readonly boneyard: readonly Tile[];
}

function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Checks a DealInput against the ranges the algorithm allows; the first problem is reported. */
export function validateDealInput(input: DealInput): FairResult<DealInput> {
  const { serverSeed, room, hand, attempt, seats, tilesEach, clientSeeds } = input;
  if (!(serverSeed instanceof Uint8Array) || serverSeed.length !== SERVER_SEED_BYTES) {
    const got = serverSeed instanceof Uint8Array ? `${serverSeed.length} bytes` : typeof serverSeed;
    return fail('bad-server-seed', `server seed must be ${SERVER_SEED_BYTES} bytes, got ${got}`);
  }
  if (typeof room !== 'string') return fail('bad-room', 'room must be a string');
  if (!isIntegerIn(hand, 1, MAX_U32)) {
    return fail('bad-hand', `hand must be an integer ≥ 1 (hands count from 1), got ${hand}`);
  }
  if (!isIntegerIn(attempt, 0, MAX_U32)) {
    return fail('bad-attempt', `attempt must be an integer ≥ 0, got ${attempt}`);
  }
  if (!isIntegerIn(seats, MIN_SEATS, MAX_SEATS)) {
    return fail(
      'bad-seats',
      `seats must be an integer in ${MIN_SEATS}..${MAX_SEATS}, got ${seats}`,
    );
  }
  if (!isIntegerIn(tilesEach, 1, TILE_COUNT) || tilesEach * seats > TILE_COUNT) {
    return fail(
      'bad-tiles-each',
      `tiles each must be an integer ≥ 1 with seats · tiles each ≤ ${TILE_COUNT}, got ${tilesEach} × ${seats} seats`,
    );
  }
  if (!Array.isArray(clientSeeds) || clientSeeds.length !== seats) {
    const got = Array.isArray(clientSeeds) ? clientSeeds.length : 'none';
    return fail(
      'bad-client-seeds',
      `need exactly one client seed per seat (${seats}; empty for none), got ${got}`,
    );
  }
  if (!clientSeeds.every((seed) => seed instanceof Uint8Array)) {
    return fail('bad-client-seeds', 'every client seed must be bytes (empty for none)');
  }
  return ok(input);
}

/** Deals one attempt of one hand with boneyard/deal/v1. */
export function dealHands(input: DealInput): FairResult<DealOutcome> {
  const valid = validateDealInput(input);
  if (!valid.ok) return valid;
  const deck = shuffle(dealKey(input));
  const { hands, boneyard } = splitDeck(deck, input.seats, input.tilesEach);
  return ok({
    commitment: commitment(input.serverSeed, input.room, input.hand),
    deck,
    hands,
    boneyard,
  });
}
