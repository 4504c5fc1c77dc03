// Mirror plays (docs/bots.md, "Mirror moves"): on a plain line whose two open ends show one
// number, a tile with that number fits either end and the engine lists both plays, which leave
// mirror-image boards. A plan with `mirrors: 'one'` keeps the first of each such pair, so no level
// weighs or searches the same move twice; 'both' (bots-2026.12) keeps the engine's list.
import { boardOps, type Action, type Board, type SeatView } from '@boneyard/engine';
import type { Plan } from './plan.ts';

type Play = Extract<Action, { type: 'play' }>;

const tileKey = (play: Play) => JSON.stringify(play.tile);

/** A plain line whose two open ends show one number: where a tile's two plays are mirror images. */
function mirroredEnds(board: Board | undefined): boolean {
  if (board === undefined || board.shape !== 'line') return false;
  const ends = boardOps(board.shape).openEnds(board, null);
  return ends.length === 2 && ends[0]!.value === ends[1]!.value;
}

/** Whether `a` and `b` are the same tile laid at either end of such a line: the same move. */
export function mirrorPlays(board: Board | undefined, a: Action, b: Action): boolean {
  return a.type === 'play' && b.type === 'play' && tileKey(a) === tileKey(b) && mirroredEnds(board);
}

/** `legal` without the second play of each mirror pair, when the plan says so. */
export function candidatesOf(view: SeatView, legal: readonly Action[], plan: Plan): Action[] {
  if (plan.mirrors !== 'one' || !mirroredEnds(view.hand?.board)) return [...legal];
  const seen = new Set<string>();
  return legal.filter((action) => {
    if (action.type !== 'play') return true;
    const key = tileKey(action);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
