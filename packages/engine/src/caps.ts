// Issue 44: every match ends. The validator refuses the sets that provably never end
// (endless.ts), but a set can be merely hopeless (a minimum to start recording that one hand
// reaches once in a million), so the engine bounds every hand and every match whatever the rules.
// docs/rules/caps.md says what a capped hand and a capped match mean to the players.
import { ALL_TILES } from './tiles.ts';
import type { MatchResult, Rules } from './types.ts';

/**
 * The most moves one hand may hold. Each of the 28 tiles is laid at most once and drawn at most
 * once; each play brings at most one second-double skip and one claim or lapse (4 moves a tile);
 * and between two of those a seat knocks at most once a round — a full round of knocks ends the
 * hand, and trains need at most a second round while a stuck seat's train opens (2 × players a
 * tile). So an honest hand never reaches this (the random agreement fuzz tops out near 56 moves at
 * two players, a quarter of it): it guards the hand against any path the engine does not foresee.
 */
export function movesPerHandCap(rules: Rules): number {
  return ALL_TILES.length * (4 + 2 * rules.players);
}

/** Hands every match may wait at 0 (a minimum to start recording that only piled-up eggs pass). */
const SLACK_HANDS = 200;
/** Past this, a race to a score is capped anyway: `pnpm simulate`'s sanity bound, and a record of ~1 MB. */
const MOST_HANDS_TO_A_SCORE = 1000;

/**
 * The most hands (redealt blocked rounds included) one match may take. A race to a score: one
 * hand per 2 points of the target on top of the slack (the slowest honest sets of the random
 * agreement fuzz write about 5 points a hand, so 2.5× headroom), at most 1000 hands. A fixed
 * number of deals: twice the deals (redealt blocked rounds do not count as deals) plus the slack,
 * so every number of deals the schema allows can be played out.
 */
export function handsPerMatchCap(rules: Rules): number {
  const deals = rules.agreements?.deals;
  if (deals !== undefined) return 2 * deals + SLACK_HANDS;
  return Math.min(MOST_HANDS_TO_A_SCORE, SLACK_HANDS + Math.ceil(rules.target.score / 2));
}

/**
 * A match stopped at its hand cap: the side ahead wins — the highest total where reaching the
 * target wins, the lowest where it loses (the highest then lose, as goats would). Sides level at
 * the top all win: with every side level the match is a draw (every side a winner, nobody lost).
 * Never a whitewash: nobody reached the target.
 */
export function cappedMatchResult(rules: Rules, totals: readonly number[]): MatchResult {
  const all = totals.map((_, side) => side);
  const high = Math.max(...totals);
  const low = Math.min(...totals);
  if (rules.target.reaching === 'wins')
    return {
      winners: all.filter((s) => totals[s] === high),
      losers: [],
      whitewash: false,
      reason: 'hand-cap',
    };
  const losers = high > low ? all.filter((s) => totals[s] === high) : [];
  return {
    winners: all.filter((s) => totals[s] === low),
    losers,
    whitewash: false,
    reason: 'hand-cap',
  };
}
