// Who opens a hand, and whether the opening tile is forced. One dispatch per lead rule.
import { compareHeaviest, compareLightest, isDouble, makeTile } from './tiles.ts';
import type {
  Agreements,
  FirstLeadRule,
  LaterLeadRule,
  OpeningFallback,
  PlayedHand,
  Rules,
  Tile,
} from './types.ts';

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
  'highest-double': (hands) =>
    firstDealt(hands, DOUBLES_HIGH_FIRST) ?? extreme(hands, compareHeaviest),
  'one-one': (hands) => firstDealt(hands, ['1-1']) ?? FIRST['one-one-else-lowest-double'](hands),
  'one-one-else-lowest-double': (hands) =>
    firstDealt(hands, ['1-1']) ??
    firstDealt(hands, DOUBLES_LOW_FIRST) ??
    extreme(hands, compareLightest),
  // Telephone: 2-3, else 1-1 → 6-6 (0-0 is not in the seed's list), else the lowest-pip tile.
  'two-three': (hands) =>
    firstDealt(hands, ['2-3', ...DOUBLES_LOW_FIRST.slice(1)]) ?? extreme(hands, compareLightest),
  'lowest-double': (hands) =>
    firstDealt(hands, DOUBLES_LOW_FIRST) ?? extreme(hands, compareHeaviest),
};

const LATER: Readonly<
  Record<LaterLeadRule, (previous: PlayedHand, rules: Rules) => number | null>
> = {
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

/** The seat after the previous hand's opener (seat 0 for the first hand) leads any tile. */
function nextOpener(rules: Rules, previous: PlayedHand | undefined): Lead {
  return { seat: previous ? ((previous.moves[0]?.seat ?? -1) + 1) % rules.players : 0, tile: null };
}

const FALLBACK: Readonly<
  Record<OpeningFallback, (hands: Hands, rules: Rules, previous: PlayedHand | undefined) => Lead>
> = {
  'heaviest-tile': (hands) => extreme(hands, compareHeaviest),
  'lowest-double': (hands) => FIRST['lowest-double'](hands),
  'highest-double': (hands) => FIRST['highest-double'](hands),
  'any-tile': (_hands, rules, previous) => nextOpener(rules, previous),
};

/**
 * Seed 003's opening agreement: the rule when it decides, else its fallback. A double-based
 * fallback that finds no double falls back once more to the heaviest tile (FIRST's own rule).
 */
function agreedLead(
  opening: NonNullable<Agreements['opening']>,
  rules: Rules,
  hands: Hands,
  previous: PlayedHand | undefined,
  weekday: number | undefined,
): Lead {
  const decided = ((): Lead | null => {
    switch (opening.rule) {
      case 'lowest-double':
        return firstDealt(hands, DOUBLES_LOW_FIRST);
      case 'highest-double':
        return firstDealt(hands, DOUBLES_HIGH_FIRST);
      case 'named-double':
        return opening.double ? firstDealt(hands, [opening.double]) : null;
      case 'heaviest-tile':
        return extreme(hands, compareHeaviest);
      case 'any-tile':
        return nextOpener(rules, previous);
      case 'previous-winner': {
        const seat = previous ? LATER['hand-winner'](previous, rules) : null;
        return seat === null ? null : { seat, tile: null };
      }
      case 'weekday':
        return weekday === undefined ? null : { seat: weekday % rules.players, tile: null };
    }
  })();
  return decided ?? FALLBACK[opening.fallback](hands, rules, previous);
}

/**
 * The lead for a hand: the opening agreement when there is one; otherwise later hands use the
 * later rule, falling back to the first-hand rule. `weekday` (0 = Sunday … 6 = Saturday) is the
 * server's input at deal time, used only by the weekday rotation.
 */
export function chooseLead(
  rules: Rules,
  hands: Hands,
  previous: PlayedHand | undefined,
  weekday?: number,
): Lead {
  const opening = rules.agreements?.opening;
  if (opening) return agreedLead(opening, rules, hands, previous, weekday);
  if (previous) {
    const seat = LATER[rules.laterLead](previous, rules);
    if (seat !== null) return { seat, tile: null };
  }
  return FIRST[rules.firstLead](hands);
}

/**
 * Whether the hand after `previous` (the first hand: undefined) opens with a compulsory tile,
 * where no opening agreement is set: the first hand, and a later hand whose later-lead rule names
 * nobody (a tied fish under hand-winner). Bots read the lead from it (bot/v13/lead.ts).
 */
export function leadIsForced(rules: Rules, previous: PlayedHand | undefined): boolean {
  if (rules.agreements?.opening) return false;
  return previous === undefined || LATER[rules.laterLead](previous, rules) === null;
}

/**
 * Misdeals in a row after which a dealer gives up on a hand (the server ends the match). Kozel
 * can misdeal several times in a row; far more than this means something is broken. Kept here
 * with the misdeal test rather than beside the deal loop (deal-attempts.ts), so that checking a
 * rule set's dealability (dealable.ts, which a browser runs) does not pull in the match engine.
 */
export const MAX_DEAL_ATTEMPTS = 1000;

/** Kozel's redeal rule: the first seat holding too many doubles or too many of one number. */
export function misdealSeat(rules: Rules, hands: Hands): number | null {
  const { redealDoubles, redealSuit } = rules.specials;
  if (redealDoubles === null && redealSuit === null) return null;
  for (let seat = 0; seat < hands.length; seat++) {
    const hand = hands[seat] ?? [];
    if (redealDoubles !== null && hand.filter(isDouble).length >= redealDoubles) return seat;
    if (redealSuit !== null)
      for (let pip = 0; pip <= 6; pip++)
        if (hand.filter((t) => t[0] === String(pip) || t[2] === String(pip)).length >= redealSuit)
          return seat;
  }
  return null;
}
