// The parts of a rule set the fast path needs, flattened into numbers once per match so the
// playout loop never looks at strings.
import type { FirstLeadRule, HandScoring, Rules, Specials } from '@boneyard/engine';

export interface FastConfig {
  readonly players: number;
  readonly tilesEach: number;
  /** Undealt tiles are a boneyard drawn from until a tile fits ('until-playable'). */
  readonly drawing: boolean;
  readonly firstLead: FirstLeadRule;
  readonly handScoring: HandScoring;
  readonly specials: Specials;
  /** Side of each seat (pairs: 0,1,0,1; free-for-all: the seat itself). */
  readonly sideOf: Int8Array;
  readonly sideCount: number;
}

export function fastConfig(rules: Rules): FastConfig {
  const pairs = rules.teams === 'pairs';
  const sideOf = new Int8Array(rules.players);
  for (let seat = 0; seat < rules.players; seat++) sideOf[seat] = pairs ? seat % 2 : seat;
  return {
    players: rules.players,
    tilesEach: rules.tilesEach,
    drawing: rules.boneyard && rules.drawing === 'until-playable',
    firstLead: rules.firstLead,
    handScoring: rules.handScoring,
    specials: rules.specials,
    sideOf,
    sideCount: pairs ? 2 : rules.players,
  };
}

/** The hand scorings HandScorer (score.ts) writes; any other is the public API's alone. */
export const FAST_HAND_SCORINGS: readonly HandScoring[] = [
  'winner-takes-pips',
  'losers-write-count',
  'losers-write-own',
];

/**
 * Whether the fast path plays this rule set: the line board with nothing scored during play, no
 * claims, no agreements, and a hand scoring the fast scorer knows (a custom line rule set with
 * All Fives' rounded scoring is not one). Everything else has one rules engine only, the public
 * API, and the bots use it there (bot/index.ts) — never two answers.
 */
export function fastApplies(rules: Rules): boolean {
  // Seed 003's agreements are played by the public API alone (one rules engine for them).
  return (
    rules.board === 'line' &&
    rules.playScoring === 'none' &&
    rules.muggins === undefined &&
    rules.agreements === undefined &&
    FAST_HAND_SCORINGS.includes(rules.handScoring)
  );
}
