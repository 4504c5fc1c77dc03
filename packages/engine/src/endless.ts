// Rule sets whose match provably never ends (issue 44): nothing is scored during play, no fixed
// number of deals or bald finish closes the match, and the minimum to start recording is above
// anything one hand can write, with no eggs to pile up past it. Then no side ever leaves 0, no
// target (at least 1) is reached, and bots would play forever. Totals never go down otherwise,
// so a set where some side can score at all ends sooner or later: those are left to the engine's
// caps (caps.ts), not refused here.
import { COLLECTING_RECORDINGS, recordingOf, scoresDuringPlay } from './recording.ts';
import type { Rules } from './types.ts';

/** The pips of the 28 tiles apart from the two key doubles 0-0 (0) and 6-6 (12). */
const PIPS_BESIDE_KEY_DOUBLES = 168 - 12;

/**
 * An upper bound on what one hand writes to one side, carried eggs apart: every tile's count in
 * one side's hands (the lone 0-0 / 6-6 / both counts replace those doubles' pips), then the
 * rounding the rules do. Generous on purpose: the rule is refused only when this is below the minimum.
 */
export function mostWrittenInAHand(r: Rules): number {
  const s = r.specials;
  const blank = Math.max(0, s.loneBlank ?? 0);
  const boar = Math.max(12, s.loneBoar ?? 12);
  let most = PIPS_BESIDE_KEY_DOUBLES + Math.max(blank + boar, s.blankAndBoar ?? 0);
  if (r.handScoring === 'winner-takes-pips-rounded') most = Math.round(most / 5) * 5;
  const step = r.agreements?.roundTo;
  if (step !== undefined) most = Math.round(most / step) * step;
  return most;
}

/** A tied (or shared-worst) blocked round lays eggs that pile up until a side takes them. */
function eggsPileUp(r: Rules): boolean {
  if (!r.specials.eggs || r.agreements?.blockedRound === 'redeal') return false;
  const recording = recordingOf(r);
  if (recording === null)
    return r.handScoring === 'losers-write-count' || r.handScoring === 'losers-write-own';
  return recording !== 'leader-collects' || r.agreements?.blockedScoring === 'total-to-loser';
}

/** The minimum to start recording where it holds back the losers' counts, else null. */
function effectiveMinimum(r: Rules): number | null {
  const recording = recordingOf(r);
  if (recording !== null && COLLECTING_RECORDINGS.includes(recording)) return null;
  return r.specials.minimumToOpen;
}

/**
 * Why a match under `r` can never end (no side can ever score), or null when it may end.
 * The sentence names the minimum and the most a hand can write.
 */
export function endlessProblem(r: Rules): string | null {
  if (
    r.specials.baldFinish ||
    r.agreements?.deals !== undefined ||
    scoresDuringPlay(r) ||
    eggsPileUp(r)
  )
    return null;
  const minimum = effectiveMinimum(r);
  const most = mostWrittenInAHand(r);
  if (minimum === null || most >= minimum) return null;
  return `Nothing under ${minimum} is written while a side is on 0, and one hand can write at most ${most}: no side ever scores, so the match could never end.`;
}
