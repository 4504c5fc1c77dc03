// Where the coach's verdicts go on the replay: a mark on the step bar at each decision the Expert
// played otherwise (its weight from the points given up), the verdict of the step shown, and each
// hand's count for the hand list. Pure functions of the coach's decisions (its result shape as
// the protocol gives it) and the replay's frames.
import { withinNoise, type CoachDecision } from '@boneyard/protocol/replay';
import type { ReplayHand } from '@boneyard/protocol/replay';

/**
 * How heavy a mark is drawn: `noise` where the Expert's own values cannot tell the two moves apart
 * (within two standard errors, no estimate, or the move played rated higher), then by the points
 * given up: under 3, under 8, 8 or more (a hand of Draw or Kozel is worth tens of points).
 */
export type MarkWeight = 'noise' | 'small' | 'medium' | 'large';

export const MEDIUM_FROM = 3;
export const LARGE_FROM = 8;

export function markWeight(decision: CoachDecision): MarkWeight {
  const loss = decision.loss;
  if (loss === null || loss.points <= 0 || withinNoise(loss)) return 'noise';
  if (loss.points >= LARGE_FROM) return 'large';
  if (loss.points >= MEDIUM_FROM) return 'medium';
  return 'small';
}

export interface StepMark {
  readonly decision: CoachDecision;
  readonly weight: MarkWeight;
  /** Where on the hand's bar, 0–100: the step at which the move was played. */
  readonly at: number;
}

/** The marks of one hand: every decision of it the Expert played otherwise, in move order. */
export function handMarks(decisions: readonly CoachDecision[], hand: ReplayHand): StepMark[] {
  const moves = Math.max(1, hand.record.moves.length);
  return decisions
    .filter((d) => d.hand === hand.record.number && !d.same)
    .sort((a, b) => a.move - b.move)
    .map((decision) => ({
      decision,
      weight: markWeight(decision),
      at: ((decision.move + 1) / moves) * 100,
    }));
}

/**
 * The decision made at step `frame` of `hand`: the one whose move lies among the moves that step
 * added (a chosen move and the draws or passes the rules then forced). None at the deal.
 */
export function stepDecision(
  decisions: readonly CoachDecision[],
  hand: ReplayHand,
  frame: number,
): CoachDecision | undefined {
  if (frame <= 0) return undefined;
  const from = hand.frames[frame - 1]?.moves ?? 0;
  const to = hand.frames[frame]?.moves ?? from;
  return decisions.find((d) => d.hand === hand.record.number && d.move >= from && d.move < to);
}

/** A number as the page's language writes it, to one decimal: "4.2", «4,2». */
export function decimal(lang: string, value: number): string {
  return new Intl.NumberFormat(lang, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * Rows for marks at `ats` (percent of a bar `width` px wide) so that none covers another: a mark
 * closer than `gap` px to the last one in the first row goes to the second, if that row has room.
 */
export function markRows(ats: readonly number[], width: number, gap: number): number[] {
  const last = [-Infinity, -Infinity];
  return ats.map((at) => {
    const x = (at / 100) * width;
    const row = x - last[0]! >= gap ? 0 : x - last[1]! >= gap ? 1 : 0;
    last[row] = x;
    return row;
  });
}
