// boneyard/bot/v11's evaluator for 2-player games that draw: the exact expected value of one
// sampled deal for this seat, with the other hand known (the deal's) and the boneyard known as a
// set but not in order. This seat picks its best move at every turn, the other seat plays its
// heaviest fitting tile (the plain shedders' model, fast/policy.ts's heaviestMove: left end
// first, the lowest index among equal pips), and every draw is a chance node over the tiles left
// in the boneyard, each equally likely. A sampled deal's boneyard order is never used: a search
// that knew it would plan on draws it cannot foresee (v8's reason to drop the per-deal solve).
// Positions recur (the same tiles drawn in another order), so a transposition table keyed on the
// whole position keeps the work small. The work is bounded by a node count, never a clock: past
// it the solve reports that it was cut, and the caller does not use it.
import type { FastConfig } from '../fast/config.ts';
import {
  END_LEAD,
  END_LEFT,
  END_RIGHT,
  FastHand,
  STATUS_DOMINO,
  STATUS_FISH,
} from '../fast/hand.ts';
import { SUIT_MASK, TILE_HIGH, TILE_LOW, TILE_PIPS, popcount } from '../fast/tables.ts';

const TABLE_BITS = 18;
const TABLE_SIZE = 1 << TABLE_BITS;
const TABLE_MASK = TABLE_SIZE - 1;
/** Slots tried from a position's home slot; a position that finds none free is not stored. */
const PROBES = 8;

export class DrawExpectimax {
  // The transposition table: a position is both hands, the boneyard and a word of the rest.
  private readonly keyHand0 = new Int32Array(TABLE_SIZE);
  private readonly keyHand1 = new Int32Array(TABLE_SIZE);
  private readonly keyBone = new Int32Array(TABLE_SIZE);
  private readonly keyRest = new Int32Array(TABLE_SIZE);
  private readonly stored = new Float64Array(TABLE_SIZE);
  /** Which deal wrote each slot: a new deal empties the table by moving on a generation. */
  private readonly stamp = new Int32Array(TABLE_SIZE);
  private generation = 0;
  private terminal: FastHand;
  private evaluate: (hand: FastHand) => number = () => 0;
  private seat = 0;
  private budget = 0;
  private root: FastHand;
  private rootBone = 0;
  /** Positions valued since the deal began. */
  nodes = 0;
  /** Whether the budget ran out since the deal began (the values are then not exact). */
  cut = false;

  constructor(config: FastConfig) {
    this.terminal = new FastHand(config);
    this.root = this.terminal;
  }

  /**
   * Begins a deal: `hand` (2 players) with `seat` to move, valued by `evaluate` on finished
   * hands, at most `budget` positions for all the moves asked of it. One table serves them all.
   */
  begin(hand: FastHand, seat: number, evaluate: (hand: FastHand) => number, budget: number): void {
    if (this.terminal.config !== hand.config) this.terminal = new FastHand(hand.config);
    if (++this.generation === 0x40000000) {
      this.stamp.fill(0);
      this.generation = 1;
    }
    this.evaluate = evaluate;
    this.seat = seat;
    this.budget = budget;
    this.nodes = 0;
    this.cut = false;
    this.root = hand;
    let bone = 0;
    for (let i = hand.boneyardHead; i < hand.boneyardEnd; i++) bone |= 1 << hand.boneyard[i]!;
    this.rootBone = bone;
  }

  /** The deal's expected value for the seat after it plays `move` (fast/hand.ts's encoding). */
  moveValue(move: number): number {
    const { root } = this;
    return this.after(
      root.hands[0]!,
      root.hands[1]!,
      this.rootBone,
      root.left,
      root.right,
      root.turn,
      move >>> 2,
      move & 3,
    );
  }

  private value(
    hand0: number,
    hand1: number,
    bone: number,
    left: number,
    right: number,
    turn: number,
    must: number,
  ): number {
    const rest = left | (right << 3) | (turn << 6) | ((must + 1) << 7);
    const home =
      Math.imul(
        hand0 ^
          Math.imul(hand1, 0x9e3779b1) ^
          Math.imul(bone, 0x85ebca6b) ^
          Math.imul(rest, 0xc2b2ae35),
        0x27d4eb2d,
      ) >>>
      (32 - TABLE_BITS);
    const { stamp, generation } = this;
    let free = -1;
    for (let probe = 0; probe < PROBES; probe++) {
      const i = (home + probe) & TABLE_MASK;
      if (stamp[i] !== generation) {
        free = i;
        break;
      }
      if (
        this.keyHand0[i] === hand0 &&
        this.keyHand1[i] === hand1 &&
        this.keyBone[i] === bone &&
        this.keyRest[i] === rest
      )
        return this.stored[i]!;
    }
    const result = this.compute(hand0, hand1, bone, left, right, turn, must);
    // A value computed after the cut is not exact: it is never stored.
    if (free >= 0 && !this.cut) {
      stamp[free] = generation;
      this.keyHand0[free] = hand0;
      this.keyHand1[free] = hand1;
      this.keyBone[free] = bone;
      this.keyRest[free] = rest;
      this.stored[free] = result;
    }
    return result;
  }

  private compute(
    hand0: number,
    hand1: number,
    bone: number,
    left: number,
    right: number,
    turn: number,
    must: number,
  ): number {
    if (++this.nodes > this.budget) {
      this.cut = true;
      return 0;
    }
    const own = turn === 0 ? hand0 : hand1;
    const fits = SUIT_MASK[left]! | SUIT_MASK[right]!;
    if (must < 0 && (own & fits) === 0) {
      if (bone === 0) {
        // Nothing to draw: a pass, or a fish when the other seat cannot follow either.
        if (((turn === 0 ? hand1 : hand0) & fits) === 0)
          return this.finish(hand0, hand1, STATUS_FISH, -1);
        return this.value(hand0, hand1, 0, left, right, turn ^ 1, -1);
      }
      // A draw: every tile of the boneyard equally likely; a fitting one must then be played.
      let sum = 0;
      for (let m = bone; m !== 0; m &= m - 1) {
        const tile = 31 - Math.clz32(m & -m);
        const bit = 1 << tile;
        const drawnMust = (fits >>> tile) & 1 ? tile : -1;
        sum +=
          turn === 0
            ? this.value(hand0 | bit, hand1, bone & ~bit, left, right, 0, drawnMust)
            : this.value(hand0, hand1 | bit, bone & ~bit, left, right, 1, drawnMust);
      }
      return sum / popcount(bone);
    }
    const choices = must >= 0 ? 1 << must : own;
    const fitsLeft = choices & SUIT_MASK[left]!;
    const fitsRight = choices & SUIT_MASK[right]!;
    if (turn !== this.seat) {
      let tile = -1;
      let pips = -1;
      for (let m = fitsLeft | fitsRight; m !== 0; m &= m - 1) {
        const t = 31 - Math.clz32(m & -m);
        if (TILE_PIPS[t]! > pips) [tile, pips] = [t, TILE_PIPS[t]!];
      }
      return this.after(
        hand0,
        hand1,
        bone,
        left,
        right,
        turn,
        tile,
        (fitsLeft >>> tile) & 1 ? END_LEFT : END_RIGHT,
      );
    }
    let best = -Infinity;
    for (let m = fitsLeft; m !== 0; m &= m - 1) {
      const v = this.after(
        hand0,
        hand1,
        bone,
        left,
        right,
        turn,
        31 - Math.clz32(m & -m),
        END_LEFT,
      );
      if (v > best) best = v;
    }
    for (let m = fitsRight; m !== 0; m &= m - 1) {
      const tile = 31 - Math.clz32(m & -m);
      // With both ends showing one number, either end leaves the same position, mirrored.
      if (left === right && (fitsLeft >>> tile) & 1) continue;
      const v = this.after(hand0, hand1, bone, left, right, turn, tile, END_RIGHT);
      if (v > best) best = v;
    }
    return best;
  }

  /** The position after `turn` plays `tile` at `end`. */
  private after(
    hand0: number,
    hand1: number,
    bone: number,
    left: number,
    right: number,
    turn: number,
    tile: number,
    end: number,
  ): number {
    const low = TILE_LOW[tile]!;
    const high = TILE_HIGH[tile]!;
    if (end === END_LEAD) [left, right] = [low, high];
    else if (end === END_LEFT) left = low === left ? high : low;
    else right = low === right ? high : low;
    const bit = 1 << tile;
    if (turn === 0) hand0 &= ~bit;
    else hand1 &= ~bit;
    if ((turn === 0 ? hand0 : hand1) === 0) return this.finish(hand0, hand1, STATUS_DOMINO, turn);
    return this.value(hand0, hand1, bone, left, right, turn ^ 1, -1);
  }

  private finish(
    hand0: number,
    hand1: number,
    status: typeof STATUS_DOMINO | typeof STATUS_FISH,
    by: number,
  ): number {
    const { terminal } = this;
    terminal.hands[0] = hand0;
    terminal.hands[1] = hand1;
    terminal.status = status;
    terminal.by = by;
    return this.evaluate(terminal);
  }
}
