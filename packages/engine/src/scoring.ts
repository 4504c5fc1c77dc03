// What a finished hand writes on the score sheet and whether the match is over. One case per
// hand-scoring rule; the specials (25/50/75 counts, eggs, minimum to open, bald finish) are shared
// steps around them.
import { boardOps } from './board.ts';
import {
  COLLECTING_RECORDINGS,
  recordingOf,
  recordingPlayScore,
  recordingRuling,
} from './recording.ts';
import { handPips } from './tiles.ts';
import type {
  Board,
  HandResult,
  HandScoring,
  MatchResult,
  PlayScoring,
  Rules,
  ScoreNote,
  Tile,
} from './types.ts';
import type { HandEnd, Ruling, Scored, Tally } from './types-scoring.ts';

export type { HandEnd, Ruling, Scored, Tally } from './types-scoring.ts';

type Sides = readonly (readonly number[])[];

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Index of the single smallest (or largest) value, or null when it is shared. */
function single(values: readonly number[], pick: 'min' | 'max'): number | null {
  const best = pick === 'min' ? Math.min(...values) : Math.max(...values);
  const at = values.flatMap((v, i) => (v === best ? [i] : []));
  return at.length === 1 ? (at[0] ?? null) : null;
}

/** Every side but the winner writes its own count; carried eggs go to the one writing most. */
function everyLoserWritesOwn(t: Tally, winner: number): Ruling {
  const points = t.counts.map((c, side) => (side === winner ? 0 : c));
  let eggTaker: number | null = null;
  points.forEach((p, side) => {
    if (side !== winner && (eggTaker === null || p > (points[eggTaker] ?? 0))) eggTaker = side;
  });
  return { points, winner, eggTaker, laid: 0 };
}

/** To the nearest 5. Pip totals are whole numbers, so a remainder of 1–2 rounds down, 3–4 up. */
export function roundToFive(n: number): number {
  return Math.round(n / 5) * 5;
}

const RULINGS: Readonly<Record<HandScoring, (end: HandEnd, t: Tally) => Ruling>> = {
  // Draw/block: the winner scores the others' pips; a fish goes to the single lowest, who scores
  // the others' pips less their own.
  'winner-takes-pips'(end, t) {
    const points = t.pips.map(() => 0);
    const total = sum(t.pips);
    const winner = end.by !== null ? t.sideOf(end.by) : single(t.pips, 'min');
    if (winner !== null) {
      const own = t.pips[winner] ?? 0;
      points[winner] = end.by !== null ? total - own : total - own - own;
    }
    return { points, winner, eggTaker: null, laid: 0 };
  },
  // Kozel: domino → the losing pair writes its count; fish → the larger count writes all four
  // hands; equal counts lay eggs.
  'losers-write-count'(end, t) {
    if (end.by !== null) return everyLoserWritesOwn(t, t.sideOf(end.by));
    const points = t.counts.map(() => 0);
    const loser = single(t.counts, 'max');
    if (loser === null) return { points, winner: null, eggTaker: null, laid: sum(t.counts) };
    points[loser] = sum(t.counts);
    return { points, winner: single(t.counts, 'min'), eggTaker: loser, laid: 0 };
  },
  // Kozyol: every losing side writes its own count; a fish is won by the fewest pips, a shared
  // fewest lays eggs.
  'losers-write-own'(end, t) {
    const winner = end.by !== null ? t.sideOf(end.by) : single(t.pips, 'min');
    if (winner === null)
      return { points: t.counts.map(() => 0), winner: null, eggTaker: null, laid: sum(t.counts) };
    return everyLoserWritesOwn(t, winner);
  },
  // All Fives / Telephone: the side that went out, or in a block the single side with the fewest
  // pips, scores every other side's pips rounded to the nearest 5; a shared fewest scores nothing.
  'winner-takes-pips-rounded'(end, t) {
    const points = t.pips.map(() => 0);
    const winner = end.by !== null ? t.sideOf(end.by) : single(t.pips, 'min');
    if (winner !== null) points[winner] = roundToFive(sum(t.pips) - (t.pips[winner] ?? 0));
    return { points, winner, eggTaker: null, laid: 0 };
  },
};

/** Points a play scores on the board it made. `lead`: it was the hand's first tile. */
const PLAY_SCORES: Readonly<
  Record<PlayScoring, (board: Board, lead: boolean, tile: Tile) => number>
> = {
  none: () => 0,
  fives(board) {
    const count = boardOps(board.shape).count(board);
    return count > 0 && count % 5 === 0 ? count : 0;
  },
  'fives-lead-five-five': (board, lead, tile) =>
    lead && tile !== '5-5' ? 0 : PLAY_SCORES.fives(board, lead, tile),
};

export function playScore(rules: Rules, board: Board, lead: boolean, tile: Tile): number {
  return (
    recordingPlayScore(rules, board, tile) ?? PLAY_SCORES[rules.playScoring](board, lead, tile)
  );
}

/** A seat's count: its pips, unless a lone 0-0 / 6-6 (or exactly both) says otherwise. */
function seatCount(
  rules: Rules,
  tiles: readonly Tile[],
): { count: number; note: ScoreNote['kind'] | null } {
  const s = rules.specials;
  const key = [...tiles].sort().join(' ');
  if (key === '0-0' && s.loneBlank !== null) return { count: s.loneBlank, note: 'lone-blank' };
  if (key === '6-6' && s.loneBoar !== null) return { count: s.loneBoar, note: 'lone-boar' };
  if (key === '0-0 6-6' && s.blankAndBoar !== null)
    return { count: s.blankAndBoar, note: 'blank-and-boar' };
  return { count: handPips(tiles), note: null };
}

/** A fixed number of deals: a losing target means the lowest total wins (the highest are the goats). */
function afterDeals(rules: Rules, all: readonly number[], totals: readonly number[]): MatchResult {
  const low = Math.min(...all.map((s) => totals[s] ?? 0));
  const high = Math.max(...all.map((s) => totals[s] ?? 0));
  if (rules.target.reaching === 'wins')
    return {
      winners: all.filter((s) => totals[s] === high),
      losers: [],
      whitewash: false,
      reason: 'target',
    };
  const winners = all.filter((s) => totals[s] === low);
  const losers = high > low ? all.filter((s) => totals[s] === high) : [];
  return { winners, losers, whitewash: low === 0 && losers.length > 0, reason: 'target' };
}

function matchOver(
  rules: Rules,
  sides: Sides,
  totals: readonly number[],
  end: HandEnd,
  winner: number | null,
  handsCounted: number | undefined,
): MatchResult | null {
  const all = sides.map((_, i) => i);
  // docs/rules/kozyol.md: winners still on 0 are a whitewash, however the match ended.
  if (rules.specials.baldFinish && end.by !== null && end.lastTile === '0-0' && winner !== null)
    return {
      winners: [winner],
      losers: all.filter((s) => s !== winner),
      whitewash: totals[winner] === 0,
      reason: 'bald-finish',
    };
  const deals = rules.agreements?.deals;
  if (deals !== undefined)
    return handsCounted !== undefined && handsCounted >= deals
      ? afterDeals(rules, all, totals)
      : null;
  const reached = all.filter((s) => (totals[s] ?? 0) >= rules.target.score);
  if (reached.length === 0) return null;
  if (rules.target.reaching === 'wins') {
    const top = Math.max(...reached.map((s) => totals[s] ?? 0));
    return {
      winners: reached.filter((s) => totals[s] === top),
      losers: [],
      whitewash: false,
      reason: 'target',
    };
  }
  const rest = all.filter((s) => !reached.includes(s));
  // Everybody crossed in one hand (possible when every side scores, e.g. pips of the tile
  // played): the lowest total still wins, and the others are the goats.
  const pool = rest.length > 0 ? rest : all;
  const low = Math.min(...pool.map((s) => totals[s] ?? 0));
  const winners = pool.filter((s) => totals[s] === low);
  const losers = rest.length > 0 ? reached : all.filter((s) => totals[s] !== low);
  return { winners, losers, whitewash: winners.length > 0 && low === 0, reason: 'target' };
}

/** Pips and counts (after the 25/50/75 specials, each noted) per seat, and their sums per side. */
function tallyHands(
  rules: Rules,
  sides: Sides,
  hands: readonly (readonly Tile[])[],
  notes: ScoreNote[],
): { seatPips: number[]; seatCounts: number[]; tally: Tally } {
  const seatPips = hands.map(handPips);
  const seatCounts = hands.map((tiles, seat) => {
    const { count, note } = seatCount(rules, tiles);
    if (note) notes.push({ kind: note, seat, points: count });
    return count;
  });
  const sideOf = (seat: number) => sides.findIndex((s) => s.includes(seat));
  const tally: Tally = {
    sideOf,
    pips: sides.map((seats) => sum(seats.map((s) => seatPips[s] ?? 0))),
    counts: sides.map((seats) => sum(seats.map((s) => seatCounts[s] ?? 0))),
  };
  return { seatPips, seatCounts, tally };
}

/** Eggs: a tied hand lays its points for later, or the ruling's taker takes those carried. */
function settleEggs(
  rules: Rules,
  ruling: Ruling,
  eggs: number,
  points: number[],
  notes: ScoreNote[],
): number {
  if (ruling.laid > 0 && rules.specials.eggs) {
    notes.push({ kind: 'eggs-laid', points: ruling.laid });
    return eggs + ruling.laid;
  }
  if (eggs > 0 && ruling.eggTaker !== null) {
    points[ruling.eggTaker] = (points[ruling.eggTaker] ?? 0) + eggs;
    notes.push({ kind: 'eggs-taken', side: ruling.eggTaker, points: eggs });
    return 0;
  }
  return eggs;
}

/** The agreed rounding, then the minimum to start recording (a side on 0 under it writes nothing). */
function roundAndOpen(
  rules: Rules,
  recording: ReturnType<typeof recordingOf>,
  scores: readonly number[],
  points: number[],
  notes: ScoreNote[],
): void {
  const roundTo = rules.agreements?.roundTo;
  if (roundTo !== undefined)
    points.forEach((p, side) => {
      const rounded = Math.round(p / roundTo) * roundTo;
      if (rounded !== p) notes.push({ kind: 'rounded', side, points: rounded });
      points[side] = rounded;
    });
  // The minimum to start recording is about the losers writing: where a side collects, it is inert.
  const minimum =
    recording !== null && COLLECTING_RECORDINGS.includes(recording)
      ? null
      : rules.specials.minimumToOpen;
  if (minimum !== null)
    points.forEach((p, side) => {
      if (p > 0 && p < minimum && scores[side] === 0) {
        notes.push({ kind: 'under-minimum', side, points: p });
        points[side] = 0;
      }
    });
}

/** What a finished hand writes per side, the notes saying why, the eggs carried on, and the match. */
export function scoreHand(
  rules: Rules,
  sides: Sides,
  scores: readonly number[],
  eggs: number,
  hands: readonly (readonly Tile[])[],
  end: HandEnd,
  playPoints: readonly number[] | null = null,
  /** Hands that counted so far, this one included (a fixed number of deals). */
  handsCounted?: number,
): Scored {
  const notes: ScoreNote[] = [];
  const { seatPips, seatCounts, tally } = tallyHands(rules, sides, hands, notes);
  // Seed 003's "who records what" replaces the preset's hand scoring when it is agreed.
  const recording = recordingOf(rules);
  const ruling = recording
    ? recordingRuling(rules, recording, end, tally)
    : RULINGS[rules.handScoring](end, tally);
  const points = [...ruling.points];
  const carried = settleEggs(rules, ruling, eggs, points, notes);
  roundAndOpen(rules, recording, scores, points, notes);
  if (playPoints) playPoints.forEach((p, side) => (points[side] = (points[side] ?? 0) + p));
  const totals = scores.map((s, side) => s + (points[side] ?? 0));
  const match = matchOver(rules, sides, totals, end, ruling.winner, handsCounted);
  if (match?.reason === 'bald-finish')
    notes.push({ kind: 'bald-finish', seat: end.by ?? undefined });
  const result: HandResult = {
    kind: end.kind,
    by: end.by,
    winner: ruling.winner,
    pips: seatPips,
    counts: seatCounts,
    points,
    totals,
    notes,
    eggsCarried: carried,
    ...(playPoints ? { playPoints } : {}),
  };
  return { result, eggs: carried, match };
}
