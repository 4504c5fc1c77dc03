// The server's legal actions for this seat as the table's play options (tile → ends to offer).
import type { Action, EndId, SeatView, Tile } from '@boneyard/engine';
import { openEnds, type PlayOption } from '../game/plays.ts';

export function optionsFromLegal(legal: readonly Action[], view: SeatView | null): PlayOption[] {
  const byTile = new Map<Tile, EndId[]>();
  for (const action of legal) {
    if (action.type !== 'play') continue;
    const ends = byTile.get(action.tile) ?? [];
    if (action.end && !ends.includes(action.end)) ends.push(action.end);
    byTile.set(action.tile, ends);
  }
  const open = view?.hand ? openEnds(view.hand.board) : null;
  return [...byTile].map(([tile, ends]) => ({
    tile,
    // Both ends showing the same number give the same line: no need to ask.
    ends: ends.length === 2 && open && open.left === open.right ? ends.slice(0, 1) : ends,
  }));
}

/** The tiles a seat was dealt, worked out from its view: in hand now + played − drawn. */
export function dealtTiles(view: SeatView): string[] | null {
  const hand = view.hand;
  if (!hand || view.seat === null) return null;
  const tiles = new Set<string>(hand.myTiles);
  for (const move of hand.moves) {
    if (move.seat !== view.seat) continue;
    if ('play' in move) tiles.add(move.play);
  }
  for (const move of hand.moves) {
    if (move.seat === view.seat && 'draw' in move && move.draw) tiles.delete(move.draw);
  }
  return [...tiles];
}
