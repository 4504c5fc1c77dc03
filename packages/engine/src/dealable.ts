// Can a rule set deal at all? Kozel's redeal rule (a hand with `redealDoubles` doubles, or with
// `redealSuit` tiles showing one number, is a misdeal) can be set so that every deal, or nearly
// every deal, is a misdeal. A server deals attempt after attempt until one stands, so such a set
// would never start a hand: it is refused when the rules are checked.
import { Sfc32, shuffleInPlace } from './random.ts';
// MAX_DEAL_ATTEMPTS: misdeals in a row after which a dealer gives up on a hand (the server ends the match).
import { MAX_DEAL_ATTEMPTS, misdealSeat } from './opening.ts';
import { ALL_TILES } from './tiles.ts';
import type { Rules } from './types.ts';

/**
 * A rule set must let at least this share of random deals stand. At 1 in 50 the chance that
 * MAX_DEAL_ATTEMPTS deals in a row all misdeal is (49/50)^1000 ≈ 2·10⁻⁹.
 */
export const MIN_STANDING_SHARE = 1 / 50;
/** Sample deals used to measure that share; a fixed seed makes the check give the same answer everywhere. */
export const DEAL_SAMPLES = 2000;
const SAMPLE_SEED = 0x6b6f7a6c; // "kozl"

type DealRules = Pick<Rules, 'players' | 'tilesEach' | 'specials'>;

/** Why the rule set cannot deal (a sentence starting "every deal…" or "deals…"), or null when it can. */
export function dealProblem(rules: DealRules): string | null {
  const { redealDoubles, redealSuit } = rules.specials;
  if (redealDoubles === null && redealSuit === null) return null;
  const key = `${rules.players}/${rules.tilesEach}/${redealDoubles}/${redealSuit}`;
  let answer = known.get(key);
  if (answer === undefined) {
    answer = countingProblem(rules) ?? sampledProblem(rules);
    known.set(key, answer);
  }
  return answer;
}

const known = new Map<string, string | null>();

/**
 * The counting arguments.
 * - Pigeonhole: the 7 doubles, and the 7 tiles showing any one number, are dealt out except the
 *   28 − players·h tiles left over; the hands must hold the rest with fewer than `redealDoubles`
 *   doubles and fewer than `redealSuit` tiles of the number each.
 * - Per hand: a hand of h tiles with d doubles shows 2h − d numbers (a double shows one, any other
 *   tile two), spread over the 7 numbers 0–6; with fewer than `redealSuit` of each number it shows
 *   at most 7·(redealSuit − 1), so it needs d ≥ 2h − 7·(redealSuit − 1) doubles. Each hand must hold
 *   fewer than `redealDoubles` doubles, and all hands together at most the set's 7.
 */
export function countingProblem({ players, tilesEach: h, specials }: DealRules): string | null {
  const leftOver = 28 - players * h;
  const inHands = 7 - leftOver;
  for (const [limit, what] of [
    [specials.redealDoubles, 'doubles'],
    [specials.redealSuit, 'tiles showing any one number'],
  ] as const) {
    if (limit !== null && inHands > players * (limit - 1))
      return (
        `every deal is a misdeal: ${players} hands of ${h} tiles hold at least ${inHands} of the 7 ${what}, ` +
        `and ${players} hands with fewer than ${limit} each hold at most ${players * (limit - 1)}`
      );
  }
  if (specials.redealSuit === null) return null;
  const perNumber = specials.redealSuit - 1;
  const needed = Math.max(0, 2 * h - 7 * perNumber);
  if (needed === 0) return null;
  const allowed = Math.min(h, 7, specials.redealDoubles === null ? 7 : specials.redealDoubles - 1);
  const why = `a hand of ${h} tiles with at most ${perNumber} of each number needs at least ${needed} doubles`;
  if (needed > allowed) {
    const cap =
      allowed === h
        ? `it holds only ${h} tiles`
        : `redealDoubles ${specials.redealDoubles} allows ${allowed}`;
    return `every deal is a misdeal: ${why}, and ${cap}`;
  }
  if (needed * players > 7)
    return `every deal is a misdeal: ${why}, ${needed * players} for ${players} hands, and the set has 7`;
  return null;
}

/** Of `samples` shuffled decks (fixed seed), how many the redeal rule lets stand. */
export function standingDeals(rules: DealRules, samples: number, seed = SAMPLE_SEED): number {
  const rng = new Sfc32(seed);
  const order = ALL_TILES.map((_, index) => index);
  const h = rules.tilesEach;
  let standing = 0;
  for (let sample = 0; sample < samples; sample++) {
    shuffleInPlace(order, order.length, rng);
    const hands = Array.from({ length: rules.players }, (_, seat) =>
      order.slice(seat * h, seat * h + h).map((i) => ALL_TILES[i]!),
    );
    if (misdealSeat(rules as Rules, hands) === null) standing++;
  }
  return standing;
}

function sampledProblem(rules: DealRules): string | null {
  const standing = standingDeals(rules, DEAL_SAMPLES);
  if (standing >= DEAL_SAMPLES * MIN_STANDING_SHARE) return null;
  const share = standing === 0 ? 'none' : `${standing}`;
  return (
    `deals almost never stand: ${share} of ${DEAL_SAMPLES} sample deals pass the redeal rule ` +
    `(at least 1 in ${Math.round(1 / MIN_STANDING_SHARE)} must, or ${MAX_DEAL_ATTEMPTS} misdeals in a row become likely)`
  );
}
