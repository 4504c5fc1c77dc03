// Mirror plays (docs/bots.md, "Mirror moves"): on a plain line whose two open ends show one
// number, a tile with that number fits either end and the engine lists both plays, which leave
// mirror-image boards. A plan with `mirrors: 'one'` keeps the first of each such pair, so no level
// weighs or searches the same move twice; 'both' (bots-2026.12) keeps the engine's list.
import { boardOps, type Action, type SeatView } from '@boneyard/engine';
import type { Plan } from './plan.ts';

type Play = Extract<Action, { type: 'play' }>;

const tileKey = (play: Play) => JSON.stringify(play.tile);

/** `legal` without the second play of each mirror pair, when the plan says so. */
export function candidatesOf(view: SeatView, legal: readonly Action[], plan: Plan): Action[] {
  if (plan.mirrors !== 'one') return [...legal];
  const board = view.hand?.board;
  if (board === undefined || board.shape !== 'line') return [...legal];
  const ends = boardOps(board.shape).openEnds(board, null);
  if (ends.length !== 2 || ends[0]!.value !== ends[1]!.value) return [...legal];
  const seen = new Set<string>();
  return legal.filter((action) => {
    if (action.type !== 'play') return true;
    const key = tileKey(action);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
