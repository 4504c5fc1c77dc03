// The parts of a rule set the fast path needs, flattened into numbers once per match so the
// playout loop never looks at strings.
import type { FirstLeadRule, HandScoring, Rules, Specials } from '../types.ts';

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

/**
 * Whether the fast path plays this rule set: the line board with nothing scored during play.
 * Other boards have one rules engine only, the public API, and the bots use it there.
 */
export function fastApplies(rules: Rules): boolean {
  return rules.board === 'line' && rules.playScoring === 'none';
}
