// Both boards of a decision the Expert played otherwise: the position the seat chose from, with
// the move played and with the Expert's, each applied by the engine (the rules' own step, so the
// Expert's board is what the table would have shown).
import { apply, type Action, type MatchState } from '@boneyard/engine';
import type { MoveRecord } from '@boneyard/protocol';
import type { CoachDecision, ReplayHand } from '@boneyard/protocol/replay';

function actionOf(move: MoveRecord): Action | null {
  if ('play' in move)
    return {
      type: 'play',
      tile: move.play,
      ...(move.end === undefined ? {} : { end: move.end }),
      ...(move.at === undefined ? {} : { at: move.at }),
    };
  if ('draw' in move) return { type: 'draw' };
  if ('skip' in move) return { type: 'skip' };
  if ('pass' in move) return { type: 'pass' };
  return null;
}

/** The state after `move` from `before`, or null if the engine refuses it (or it is no choice). */
export function afterMove(before: MatchState, move: MoveRecord): MatchState | null {
  const action = actionOf(move);
  if (action === null) return null;
  const step = apply(before, move.seat, action);
  return step.ok ? step.value.state : null;
}

/** The boards after the move played and after the Expert's, for the decision made at step `frame`. */
export function compareBoards(
  hand: ReplayHand,
  frame: number,
  decision: CoachDecision,
): { played: MatchState; expert: MatchState } | null {
  const before = hand.frames[frame - 1]?.state;
  if (!before || decision.expert === null) return null;
  const played = afterMove(before, decision.played);
  const expert = afterMove(before, decision.expert);
  return played && expert ? { played, expert } : null;
}
