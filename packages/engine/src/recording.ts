// Seed 003's "who records what" and "a blocked round" (docs/rules/agreements.md): what the end of
// a hand writes, and what a play scores during the hand. The reading of "the leader collects" is
// the hand's winner — the one out first, or in a blocked round whoever the blocked-round rule
// makes the winner — writing every other side's count to its own total.
import { boardOps } from './board.ts';
import { pipsOf } from './tiles.ts';
import type { HandEnd, Ruling, Tally } from './types-scoring.ts';
import type { Board, BlockedScoring, RecordingRule, Rules, Tile } from './types.ts';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Index of the single smallest (or largest) value, or null when it is shared. */
function single(values: readonly number[], pick: 'min' | 'max'): number | null {
  const best = pick === 'min' ? Math.min(...values) : Math.max(...values);
  const at = values.flatMap((v, i) => (v === best ? [i] : []));
  return at.length === 1 ? (at[0] ?? null) : null;
}

/**
 * The recording rule in force: the agreement, or — when only the blocked-round agreement is set —
 * the one the preset's hand scoring already is (Kozyol's losers write their own, Draw's winner
 * collects). Null: the preset's hand scoring decides alone, as before the switches.
 */
export function recordingOf(rules: Rules): RecordingRule | null {
  const agreed = rules.agreements;
  if (agreed?.recording !== undefined) return agreed.recording;
  if (agreed?.blockedScoring === undefined) return null;
  if (rules.handScoring === 'losers-write-own') return 'losers-own';
  if (rules.handScoring === 'winner-takes-pips') return 'leader-collects';
  return null;
}

/** Recording rules under which the end of a hand writes nothing (all points come during play). */
export const PLAY_ONLY_RECORDINGS: readonly RecordingRule[] = ['free-ends-fives', 'tile-pips'];

/** Recording rules where a side collects points rather than the losers writing their own. */
export const COLLECTING_RECORDINGS: readonly RecordingRule[] = [
  'leader-collects',
  ...PLAY_ONLY_RECORDINGS,
];

/** Who wins a blocked hand, who writes what, before the recording rule shares it out. */
interface Blocked {
  readonly winner: number | null;
  /** total-to-loser: the side writing every count. */
  readonly loser: number | null;
}

function blocked(rule: BlockedScoring, t: Tally): Blocked {
  if (rule === 'total-to-loser')
    return { winner: single(t.pips, 'min'), loser: single(t.counts, 'max') };
  return { winner: single(t.pips, 'min'), loser: null };
}

/** The end of a hand under `recording` (domino: the finisher's side wins; blocked: `rules`' blocked scoring). */
export function recordingRuling(
  rules: Rules,
  recording: RecordingRule,
  end: HandEnd,
  t: Tally,
): Ruling {
  const zeros = t.counts.map(() => 0);
  const rule: BlockedScoring =
    end.by === null ? (rules.agreements?.blockedScoring ?? 'fewest-collects') : 'fewest-collects';
  const { winner, loser } =
    end.by !== null ? { winner: t.sideOf(end.by), loser: null } : blocked(rule, t);
  if (PLAY_ONLY_RECORDINGS.includes(recording))
    return { points: zeros, winner, eggTaker: null, laid: 0 };
  if (rule === 'total-to-loser') {
    // The worst hand writes every hand's count; a shared worst lays the total as eggs.
    if (loser === null) return { points: zeros, winner: null, eggTaker: null, laid: sum(t.counts) };
    return {
      points: zeros.map((_, s) => (s === loser ? sum(t.counts) : 0)),
      winner,
      eggTaker: loser,
      laid: 0,
    };
  }
  if (winner === null) {
    const laid = recording === 'leader-collects' ? 0 : sum(t.counts);
    return { points: zeros, winner: null, eggTaker: null, laid };
  }
  // The difference: every amount less the winner's own count (never below 0).
  const less = rule === 'difference' ? (t.counts[winner] ?? 0) : 0;
  const owed = t.counts.map((c, s) => (s === winner ? 0 : Math.max(0, c - less)));
  if (recording === 'leader-collects') {
    const collected = Math.max(0, sum(t.counts) - (t.counts[winner] ?? 0) - less);
    return {
      points: zeros.map((_, s) => (s === winner ? collected : 0)),
      winner,
      eggTaker: null,
      laid: 0,
    };
  }
  const writers =
    recording === 'worst-hand'
      ? owed.flatMap((o, s) =>
          s !== winner &&
          (t.counts[s] ?? 0) === Math.max(...t.counts.filter((_, i) => i !== winner))
            ? [s]
            : [],
        )
      : owed.flatMap((_, s) => (s === winner ? [] : [s]));
  const points = owed.map((o, s) => (writers.includes(s) ? o : 0));
  // Carried eggs go to the side writing the most.
  const eggTaker = writers.reduce<number | null>(
    (best, s) => (best === null || (points[s] ?? 0) > (points[best] ?? 0) ? s : best),
    null,
  );
  return { points, winner, eggTaker, laid: 0 };
}

/** Whether points are scored during play: the play-scoring rule, or a play-only recording. */
export function scoresDuringPlay(rules: Rules): boolean {
  return (
    rules.playScoring !== 'none' ||
    PLAY_ONLY_RECORDINGS.includes(rules.agreements?.recording ?? 'losers-own')
  );
}

/**
 * What a play scores under a play-only recording, or null to use the play-scoring rule: free ends
 * in multiples of five (when the game has no play scoring of its own), or the pips of the tile.
 */
export function recordingPlayScore(rules: Rules, board: Board, tile: Tile): number | null {
  const recording = rules.agreements?.recording;
  if (recording === 'tile-pips') return pipsOf(tile);
  if (recording !== 'free-ends-fives' || rules.playScoring !== 'none') return null;
  const count = boardOps(board.shape).count(board);
  return count > 0 && count % 5 === 0 ? count : 0;
}
