// What one seat knows about a hand in play, read only from its SeatView: its own tiles, the
// board, how many tiles everyone holds, and which numbers each other seat is known to lack.
import type { EndId, SeatView, Tile } from '@boneyard/engine';
import { FULL_MASK, SUIT_MASK, TILE_HIGH, TILE_LOW, indexOfTile, maskOf } from './fast/tables.ts';

export interface Knowledge {
  readonly seat: number;
  readonly players: number;
  readonly mine: number;
  readonly board: number;
  /** Open ends, -1 on an empty board. */
  readonly left: number;
  readonly right: number;
  /** Tiles whose place this seat cannot see: other hands, the boneyard, out of play. */
  readonly unknown: number;
  readonly counts: readonly number[];
  readonly boneyardCount: number;
  /** Per seat, tiles it cannot hold: numbers it drew or knocked on since its last draw. */
  readonly excluded: Int32Array;
  readonly mustPlay: number;
}

type ViewHand = NonNullable<SeatView['hand']>;

/** A line's open ends, [left, right]: -1 on an empty board. */
export type OpenEnds = [number, number];

/** Lays a played tile on a line's open ends (the first tile sets both). */
export function layOnEnds(
  ends: OpenEnds,
  move: { readonly play: Tile; readonly end?: EndId },
): void {
  const tile = indexOfTile(move.play);
  const a = TILE_LOW[tile]!;
  const b = TILE_HIGH[tile]!;
  if (ends[0] < 0) {
    ends[0] = a;
    ends[1] = b;
  } else if (move.end === 'left') ends[0] = a === ends[0] ? b : a;
  else ends[1] = a === ends[1] ? b : a;
}

/**
 * Seats that drew or passed could not match the open ends at that moment. A draw sequence
 * ends with a tile that fits (and is played), so every tile the seat kept from its last draw
 * on lacks the ends shown then; knocks only happen once nothing is left to draw, so they come
 * after every draw and constrain the whole hand too. Older draws say nothing about tiles
 * drawn later, so they are not used.
 */
export function excludedTiles(hand: ViewHand, players: number): Int32Array {
  const excluded = new Int32Array(players);
  const ends: OpenEnds = [-1, -1];
  for (const move of hand.moves) {
    if ('play' in move) {
      layOnEnds(ends, move);
      continue;
    }
    const [left, right] = ends;
    if (left < 0) continue;
    const lacking = SUIT_MASK[left]! | SUIT_MASK[right]!;
    // A new draw sequence starts: what was known about the older hand no longer covers it all.
    if ('draw' in move) excluded[move.seat] = lacking;
    else excluded[move.seat]! |= lacking;
  }
  return excluded;
}

export function knowledgeOf(view: SeatView): Knowledge | null {
  const hand = view.hand;
  if (view.seat === null || hand === null || view.phase !== 'playing') return null;
  const placed = hand.board.tiles;
  const mine = maskOf(hand.myTiles);
  const board = maskOf(placed.map((p) => p.tile));
  return {
    seat: view.seat,
    players: view.rules.players,
    mine,
    board,
    left: placed[0]?.left ?? -1,
    right: placed[placed.length - 1]?.right ?? -1,
    unknown: FULL_MASK & ~mine & ~board,
    counts: hand.counts,
    boneyardCount: hand.boneyardCount,
    excluded: excludedTiles(hand, view.rules.players),
    mustPlay: hand.mustPlay === null ? -1 : indexOfTile(hand.mustPlay),
  };
}
