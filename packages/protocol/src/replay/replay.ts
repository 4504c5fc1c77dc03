// A finished match, step by step: every engine state of every hand of a record, for the /replay
// page and the coach. The replay is the verifier's (verifyHand replays the record through the
// engine and shows us each state it passes through), so a replayed board is exactly what the
// verifier checked — there is no second copy of the replay to drift from it.
import { createMatch, type MatchState } from '@boneyard/engine';
import type { VerifyFailure, VerifyOutcome } from '../record/checks.ts';
import { parseMatchRecord, type HandRecord, type MatchRecord } from '../record/schema.ts';
import { verifyHand } from '../record/verify-hand.ts';
import { verifyRecord } from '../record/verify.ts';

/** One step of a hand: the engine's state after it, and how many of the hand's moves it has made. */
export interface ReplayFrame {
  readonly state: MatchState;
  /** Moves of the hand's record made so far (one step may make several: a play, then forced draws). */
  readonly moves: number;
}

export interface ReplayHand {
  readonly record: HandRecord;
  /** The dealt hand first, then the state after every step; the last is the hand's end. */
  readonly frames: readonly ReplayFrame[];
  /** This hand's own verification (the first hand that fails ends the replay). */
  readonly check: { readonly ok: true } | VerifyFailure;
}

export type Replay =
  | {
      readonly ok: true;
      readonly record: MatchRecord;
      readonly hands: readonly ReplayHand[];
      /** The whole record's verification, as `pnpm verify` prints it. */
      readonly verified: VerifyOutcome;
      /** Totals per side before each hand (hand index), and after the last. */
      readonly totalsBefore: readonly (readonly number[])[];
    }
  | { readonly ok: false; readonly check: string; readonly error: string };

/** Replays an untrusted record (typically JSON.parse of a file) hand by hand. */
export function replayRecord(input: unknown): Replay {
  const parsed = parseMatchRecord(input);
  if (!parsed.ok) return { ok: false, check: parsed.check, error: parsed.error };
  const record = parsed.value;
  let state = createMatch(record.rules);
  const hands: ReplayHand[] = [];
  const totalsBefore: (readonly number[])[] = [state.scores];
  for (const hand of record.hands) {
    if (state.phase === 'match-over') break;
    const frames: ReplayFrame[] = [];
    const checked = verifyHand(state, record.room, hand, (seen) =>
      frames.push({ state: seen, moves: seen.hand?.moves.length ?? 0 }),
    );
    hands.push({ record: hand, frames, check: checked.ok ? { ok: true } : checked });
    if (!checked.ok) break;
    state = checked.state;
    totalsBefore.push(state.scores);
  }
  return { ok: true, record, hands, verified: verifyRecord(input), totalsBefore };
}

/** The frame showing the hand after `moves` of its recorded moves (the last step that made no more than that). */
export function frameAtMove(hand: ReplayHand, moves: number): ReplayFrame {
  let found = hand.frames[0]!;
  for (const frame of hand.frames) if (frame.moves <= moves) found = frame;
  return found;
}
