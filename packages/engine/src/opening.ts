// Who opens a hand, and whether the opening tile is forced. One dispatch per lead rule.
import { compareHeaviest, compareLightest, isDouble, makeTile } from './tiles.ts';
import type { FirstLeadRule, LaterLeadRule, PlayedHand, Rules, Tile } from './types.ts';

export interface Lead {
  readonly seat: number;
  /** The compulsory opening tile, placed automatically; null: the leader picks any tile. */
  readonly tile: Tile | null;
}

type Hands = readonly (readonly Tile[])[];

function holderOf(hands: Hands, tile: Tile): number {
  return hands.findIndex((h) => h.includes(tile));
}

/** The first tile of `order` that was dealt, with its holder. */
function firstDealt(hands: Hands, order: readonly Tile[]): Lead | null {
  for (const tile of order) {
    const seat = holderOf(hands, tile);
    if (seat >= 0) return { seat, tile };
  }
  return null;
}

const DOUBLES_HIGH_FIRST: readonly Tile[] = [6, 5, 4, 3, 2, 1, 0].map((p) => makeTile(p, p));
const DOUBLES_LOW_FIRST: readonly Tile[] = [...DOUBLES_HIGH_FIRST].reverse();

function extreme(hands: Hands, compare: (x: Tile, y: Tile) => number): Lead {
  const all = hands.flat().sort(compare);
  const tile = all[0];
  if (tile === undefined) throw new Error('no tiles dealt');
  return { seat: holderOf(hands, tile), tile };
}

const FIRST: Readonly<Record<FirstLeadRule, (hands: Hands) => Lead>> = {
  'highest-double': (hands) => firstDealt(hands, DOUBLES_HIGH_FIRST) ?? extreme(hands, compareHeaviest),
  'one-one': (hands) => firstDealt(hands, ['1-1']) ?? FIRST['one-one-else-lowest-double'](hands),
  'one-one-else-lowest-double': (hands) =>
    firstDealt(hands, ['1-1']) ?? firstDealt(hands, DOUBLES_LOW_FIRST) ?? extreme(hands, compareLightest),
  // Telephone: 2-3, else 1-1 → 6-6 (0-0 is not in the seed's list), else the lowest-pip tile.
  'two-three': (hands) =>
    firstDealt(hands, ['2-3', ...DOUBLES_LOW_FIRST.slice(1)]) ?? extreme(hands, compareLightest),
  'lowest-double': (hands) => firstDealt(hands, DOUBLES_LOW_FIRST) ?? extreme(hands, compareHeaviest),
};

const LATER: Readonly<Record<LaterLeadRule, (previous: PlayedHand, rules: Rules) => number | null>> = {
  'hand-winner': (previous, rules) => {
    const { winner, by, pips } = previous.result;
    if (winner === null) return null;
    if (by !== null) return by;
    // A fish won by a pair: the partner holding fewer pips leads.
    const seats = rules.teams === 'pairs' ? [winner, winner + 2] : [winner];
    return seats.reduce((best, s) => ((pips[s] ?? 0) < (pips[best] ?? 0) ? s : best));
  },
  'last-player': (previous) => {
    for (let i = previous.moves.length - 1; i >= 0; i--) {
      const move = previous.moves[i];
      if (move && 'play' in move) return move.seat;
    }
    return null;
  },
  // The seat after the previous leader (who laid the hand's first tile), whoever won.
  rotate: (previous, rules) => ((previous.moves[0]?.seat ?? -1) + 1) % rules.players,
  'first-lead-rule': () => null,
};

/** The lead for a hand: later hands use the later rule, falling back to the first-hand rule. */
export function chooseLead(rules: Rules, hands: Hands, previous: PlayedHand | undefined): Lead {
  if (previous) {
    const seat = LATER[rules.laterLead](previous, rules);
    if (seat !== null) return { seat, tile: null };
  }
  return FIRST[rules.firstLead](hands);
}

/** Kozel's redeal rule: the first seat holding too many doubles or too many of one number. */
export function misdealSeat(rules: Rules, hands: Hands): number | null {
  const { redealDoubles, redealSuit } = rules.specials;
  if (redealDoubles === null && redealSuit === null) return null;
  for (let seat = 0; seat < hands.length; seat++) {
    const hand = hands[seat] ?? [];
    if (redealDoubles !== null && hand.filter(isDouble).length >= redealDoubles) return seat;
    if (redealSuit !== null)
      for (let pip = 0; pip <= 6; pip++)
        if (hand.filter((t) => t[0] === String(pip) || t[2] === String(pip)).length >= redealSuit) return seat;
  }
  return null;
}
