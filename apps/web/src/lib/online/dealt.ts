// The tiles a seat was dealt, worked out from its view: in hand now + played − drawn (the deal
// check after a hand compares them with the revealed deal).
import type { SeatView } from '@boneyard/engine';

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
