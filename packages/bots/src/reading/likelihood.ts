// Expert's inference from how the others played (boneyard/bot/v2): a sampled deal is weighted
// by how likely the others' plays this hand were if that deal were true, under the playout
// policy's model of a player — the heaviest fitting tile with chance MODEL_GREEDY, else any
// legal move. A seat that passed over a heavy tile it could have played probably lacks it, so
// deals giving it that tile count less. Only plays that tell something are used: opponents'
// (a partner is often a bot that plays otherwise), not leads, and not plays before a seat's
// last draw (its hand then held tiles nobody has seen). The model is kept mild (a greedy share
// of 0.35) so that a few deals do not carry all the weight. From v6 the partner's plays can count
// too, under their own model (`partnerGreedy`; 0, as for v2–v5: not used). From v15 the
// opponents' plays can be read by a choice model instead (`choice`, v15/choice.ts).
import type { SeatView } from '@boneyard/engine';
import type { ChoiceModel } from './choice.ts';
import type { FastHand } from '../fast/hand.ts';
import {
  SUIT_MASK,
  TILE_HIGH,
  TILE_LOW,
  TILE_PIPS,
  indexOfTile,
  popcount,
} from '../fast/tables.ts';

/** The model's chance that a player plays its heaviest fitting tile (the rest: uniform). */
export const MODEL_GREEDY = 0.35;

interface Observation {
  readonly seat: number;
  /** The model's chance of the heaviest fitting tile for this seat. */
  readonly greedy: number;
  readonly tile: number;
  readonly left: number;
  readonly right: number;
  /** Tiles the seat played after this one (it still held them then). */
  readonly later: number;
  /** Tiles on the board before the play, and whether it was laid on the left end. */
  readonly board: number;
  readonly toLeft: boolean;
  /** An opponent's play, read by the choice model (v15). */
  readonly byChoice: boolean;
}

export class PlayInference {
  private readonly seen: Observation[] = [];

  /**
   * `modelGreedy`: the opponents' model's chance of the heaviest fitting tile (v2: MODEL_GREEDY;
   * v3 sets its own); `partnerGreedy`: the partner's (0: the partner's plays are not used);
   * `choice`: the opponents' plays read by that choice model instead of the heaviest-tile one (v15).
   */
  constructor(
    view: SeatView,
    modelGreedy = MODEL_GREEDY,
    partnerGreedy = 0,
    private readonly choice: ChoiceModel | null = null,
  ) {
    const moves = view.hand?.moves ?? [];
    const me = view.seat;
    const mySide = view.sides.find((seats) => me !== null && seats.includes(me));
    const lastDraw = new Map<number, number>();
    moves.forEach((move, index) => {
      if ('draw' in move) lastDraw.set(move.seat, index);
    });
    let left = -1;
    let right = -1;
    const found: {
      seat: number;
      greedy: number;
      tile: number;
      left: number;
      right: number;
      index: number;
      board: number;
      toLeft: boolean;
      opponent: boolean;
    }[] = [];
    let board = 0;
    moves.forEach((move, index) => {
      if (!('play' in move)) return;
      const tile = indexOfTile(move.play);
      const low = TILE_LOW[tile]!;
      const high = TILE_HIGH[tile]!;
      // Leads tell little (often compulsory); plays up to just after a draw are before it or forced.
      const opponent = move.seat !== me && !(me !== null && mySide?.includes(move.seat));
      const greedy = opponent ? modelGreedy : move.seat !== me ? partnerGreedy : 0;
      const informative = left >= 0 && greedy > 0 && index > (lastDraw.get(move.seat) ?? -1) + 1;
      if (informative)
        found.push({
          seat: move.seat,
          greedy,
          tile,
          left,
          right,
          index,
          board,
          toLeft: move.end === 'left',
          opponent,
        });
      board |= 1 << tile;
      if (left < 0) {
        left = low;
        right = high;
      } else if (move.end === 'left') left = low === left ? high : low;
      else right = low === right ? high : low;
    });
    for (const obs of found) {
      let later = 0;
      for (const other of found)
        if (other.seat === obs.seat && other.index > obs.index) later |= 1 << other.tile;
      const { seat, greedy, tile, left, right, board, toLeft } = obs;
      this.seen.push({
        seat,
        greedy,
        tile,
        left,
        right,
        later,
        board,
        toLeft,
        byChoice: obs.opponent && choice !== null,
      });
    }
  }

  get informative(): boolean {
    return this.seen.length > 0;
  }

  /** Likelihood of the observed plays if `dealt` holds the true hands (a product of chances). */
  weight(dealt: FastHand): number {
    let weight = 1;
    for (const {
      seat,
      greedy: modelGreedy,
      tile,
      left,
      right,
      later,
      board,
      toLeft,
      byChoice,
    } of this.seen) {
      const held = dealt.hands[seat]! | later | (1 << tile);
      if (byChoice) {
        weight *= this.choice!.chance(held, board, left, right, tile, toLeft);
        continue;
      }
      weight *= sheddersChance(held, left, right, tile, modelGreedy);
    }
    return weight;
  }
}

/** The chance a player holding `held` (the tile included) lays `tile` if it plays its heaviest fitting tile with chance `modelGreedy`, else any legal move. */
export function sheddersChance(
  held: number,
  left: number,
  right: number,
  tile: number,
  modelGreedy: number,
): number {
  const fitsLeft = held & SUIT_MASK[left]!;
  const fitsRight = held & SUIT_MASK[right]!;
  const choices = popcount(fitsLeft) + popcount(fitsRight);
  const ends = ((fitsLeft >>> tile) & 1) + ((fitsRight >>> tile) & 1);
  let top = -1;
  let ties = 0;
  for (let m = fitsLeft | fitsRight; m !== 0; m &= m - 1) {
    const pips = TILE_PIPS[31 - Math.clz32(m & -m)]!;
    if (pips > top) {
      top = pips;
      ties = 1;
    } else if (pips === top) ties++;
  }
  const greedy = TILE_PIPS[tile] === top ? modelGreedy / ties : 0;
  return greedy + ((1 - modelGreedy) * ends) / choices;
}
