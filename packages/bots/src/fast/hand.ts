// The fast path: one hand of a line game as a small mutable object. Hands are 28-bit masks,
// the boneyard is an index array read from a cursor, and moves are small integers
// (tile << 2 | end), so a random playout allocates nothing. It follows the public engine's
// turn flow exactly: forced draws and passes happen inside `play`/`deal`, and the seat to
// move is only ever left with a real choice (a tile to play).
import type { FastConfig } from './config.ts';
import type { Sfc32 } from '@boneyard/engine';
import { forcedLeadTile } from './lead.ts';
import {
  SUIT_MASK,
  TILE_COUNT,
  TILE_HIGH,
  TILE_LOW,
  nthIndex,
  popcount,
  randomPair,
} from './tables.ts';

/** Which end a move goes to; LEAD is the first tile on an empty board. */
export const END_LEAD = 0;
export const END_LEFT = 1;
export const END_RIGHT = 2;

export const STATUS_PLAYING = 0;
export const STATUS_DOMINO = 1;
export const STATUS_FISH = 2;

export function moveOf(tile: number, end: number): number {
  return (tile << 2) | end;
}
export function moveTile(move: number): number {
  return move >>> 2;
}
export function moveEnd(move: number): number {
  return move & 3;
}

export class FastHand {
  readonly config: FastConfig;
  readonly players: number;
  readonly hands = new Int32Array(4);
  /** Open ends; -1 while the board is empty. */
  left = -1;
  right = -1;
  /** Tiles on the board, as a mask. */
  board = 0;
  readonly boneyard = new Uint8Array(TILE_COUNT);
  boneyardHead = 0;
  boneyardEnd = 0;
  turn = 0;
  passesInRow = 0;
  /** The tile the seat to move must play (a fitting tile just drawn), else -1. */
  mustPlay = -1;
  status = STATUS_PLAYING;
  /** Seat that went out (domino), else -1. */
  by = -1;
  /** Seat that played the last tile (kozel's next leader). */
  lastPlayer = -1;
  /** Moves made so far, counting automatic draws and passes like the public move list. */
  moveCount = 0;

  constructor(config: FastConfig) {
    this.config = config;
    this.players = config.players;
  }

  copyFrom(other: FastHand): void {
    this.hands.set(other.hands);
    this.left = other.left;
    this.right = other.right;
    this.board = other.board;
    this.boneyard.set(other.boneyard);
    this.boneyardHead = other.boneyardHead;
    this.boneyardEnd = other.boneyardEnd;
    this.turn = other.turn;
    this.passesInRow = other.passesInRow;
    this.mustPlay = other.mustPlay;
    this.status = other.status;
    this.by = other.by;
    this.lastPlayer = other.lastPlayer;
    this.moveCount = other.moveCount;
  }

  /**
   * Deals `deck` (28 tile indices) the way the engine does: seat s gets tiles s·h … s·h+h−1,
   * the rest is the boneyard (drawn from the front) or out of play. Then the hand opens:
   * with `leader` < 0 the first-lead rule picks the seat and its compulsory tile, which is
   * played at once; otherwise `leader` opens with a tile of their choice.
   */
  deal(deck: ArrayLike<number>, leader: number): void {
    const { players } = this;
    const each = this.config.tilesEach;
    this.hands.fill(0);
    for (let seat = 0; seat < players; seat++) {
      let mask = 0;
      for (let i = seat * each; i < seat * each + each; i++) mask |= 1 << deck[i]!;
      this.hands[seat] = mask;
    }
    const dealtCount = players * each;
    let length = 0;
    if (this.config.drawing) {
      for (let i = dealtCount; i < TILE_COUNT; i++) this.boneyard[length++] = deck[i]!;
    }
    this.boneyardHead = 0;
    this.boneyardEnd = length;
    this.left = -1;
    this.right = -1;
    this.board = 0;
    this.passesInRow = 0;
    this.mustPlay = -1;
    this.status = STATUS_PLAYING;
    this.by = -1;
    this.lastPlayer = -1;
    this.moveCount = 0;
    if (leader >= 0) {
      this.turn = leader;
      return;
    }
    const lead = forcedLeadTile(this.config.firstLead, this.hands, players);
    for (let seat = 0; seat < players; seat++) {
      if ((this.hands[seat]! >>> lead) & 1) this.turn = seat;
    }
    this.play(moveOf(lead, END_LEAD));
  }

  /** Writes the legal moves of the seat to move into `out`; returns how many. */
  legalMoves(out: Int32Array): number {
    if (this.status !== STATUS_PLAYING) return 0;
    let count = 0;
    if (this.left < 0) {
      for (let m = this.hands[this.turn]!; m !== 0; m &= m - 1)
        out[count++] = moveOf(31 - Math.clz32(m & -m), END_LEAD);
      return count;
    }
    const hand = this.mustPlay >= 0 ? 1 << this.mustPlay : this.hands[this.turn]!;
    for (let m = hand & SUIT_MASK[this.left]!; m !== 0; m &= m - 1)
      out[count++] = moveOf(31 - Math.clz32(m & -m), END_LEFT);
    for (let m = hand & SUIT_MASK[this.right]!; m !== 0; m &= m - 1)
      out[count++] = moveOf(31 - Math.clz32(m & -m), END_RIGHT);
    return count;
  }

  /** A uniformly random legal move of the seat to move (same distribution as legalMoves). */
  randomMove(rng: Sfc32): number {
    if (this.left < 0) {
      const hand = this.hands[this.turn]!;
      return moveOf(nthIndex(hand, rng.below(popcount(hand))), END_LEAD);
    }
    const hand = this.mustPlay >= 0 ? 1 << this.mustPlay : this.hands[this.turn]!;
    const fitsLeft = hand & SUIT_MASK[this.left]!;
    const fitsRight = hand & SUIT_MASK[this.right]!;
    const leftCount = popcount(fitsLeft);
    const k = rng.below(leftCount + popcount(fitsRight));
    return k < leftCount
      ? moveOf(nthIndex(fitsLeft, k), END_LEFT)
      : moveOf(nthIndex(fitsRight, k - leftCount), END_RIGHT);
  }

  /** Plays a legal move for the seat to move, then runs the forced draws/passes that follow. */
  play(move: number): void {
    const tile = move >>> 2;
    const end = move & 3;
    const seat = this.turn;
    const low = TILE_LOW[tile]!;
    const high = TILE_HIGH[tile]!;
    this.hands[seat]! &= ~(1 << tile);
    this.board |= 1 << tile;
    if (end === END_LEAD) {
      this.left = low;
      this.right = high;
    } else if (end === END_LEFT) {
      this.left = low === this.left ? high : low;
    } else {
      this.right = low === this.right ? high : low;
    }
    this.moveCount++;
    this.passesInRow = 0;
    this.mustPlay = -1;
    this.lastPlayer = seat;
    if (this.hands[seat] === 0) {
      this.status = STATUS_DOMINO;
      this.by = seat;
      return;
    }
    this.turn = seat + 1 === this.players ? 0 : seat + 1;
    this.settle();
  }

  /**
   * Runs the automatic part of the turn flow until a seat has a choice or the hand ends, as
   * the public engine's advance(): first, with nothing to draw and no tile fitting anywhere,
   * the hand is a fish (no knocks are recorded for it); else a seat with nothing that fits
   * draws one tile from the front of the boneyard (a fitting one must then be played), and
   * with nothing to draw it passes.
   */
  settle(): void {
    if (this.left < 0) return;
    const { hands, players, boneyard, boneyardEnd } = this;
    const fits = SUIT_MASK[this.left]! | SUIT_MASK[this.right]!;
    let anyHand = 0;
    for (let seat = 0; seat < players; seat++) anyHand |= hands[seat]!;
    for (;;) {
      if (this.boneyardHead >= boneyardEnd && (anyHand & fits) === 0) {
        this.status = STATUS_FISH;
        return;
      }
      const hand = hands[this.turn]!;
      if ((hand & fits) !== 0) return;
      this.moveCount++;
      if (this.boneyardHead < boneyardEnd) {
        const drawn = boneyard[this.boneyardHead++]!;
        hands[this.turn] = hand | (1 << drawn);
        anyHand |= 1 << drawn;
        if ((fits >>> drawn) & 1) {
          this.mustPlay = drawn;
          return;
        }
        continue;
      }
      this.passesInRow++;
      this.turn = this.turn + 1 === players ? 0 : this.turn + 1;
    }
  }

  /**
   * Plays uniformly random legal moves until the hand ends. Same result, and the same use of
   * `rng`, as `while (playing) play(randomMove(rng))` (a test holds it to that); written out
   * with local variables because it is the benchmark's and the search's inner loop.
   */
  playout(rng: Sfc32): void {
    if (this.status !== STATUS_PLAYING) return;
    if (this.left < 0) this.play(this.randomMove(rng));
    const { hands, players, boneyard, boneyardEnd } = this;
    let { left, right, turn, mustPlay, board, moveCount, boneyardHead } = this;
    let passes = this.passesInRow;
    let status: number = this.status;
    let lastPlayer = this.lastPlayer;
    // Every tile still in a hand, kept up to date instead of re-OR-ing the hands each move.
    let anyHand = 0;
    for (let seat = 0; seat < players; seat++) anyHand |= hands[seat]!;
    while (status === STATUS_PLAYING) {
      let hand = hands[turn]!;
      const pair = randomPair(mustPlay >= 0 ? 1 << mustPlay : hand, left, right, rng);
      const tile = pair >> 1;
      // Play it.
      const low = TILE_LOW[tile]!;
      const high = TILE_HIGH[tile]!;
      if ((pair & 1) === 0) left = low === left ? high : low;
      else right = low === right ? high : low;
      hand &= ~(1 << tile);
      hands[turn] = hand;
      anyHand &= ~(1 << tile);
      board |= 1 << tile;
      moveCount++;
      passes = 0;
      mustPlay = -1;
      lastPlayer = turn;
      if (hand === 0) {
        status = STATUS_DOMINO;
        this.by = turn;
        break;
      }
      turn = turn + 1 === players ? 0 : turn + 1;
      // Forced draws and passes, as in settle().
      const fits = SUIT_MASK[left]! | SUIT_MASK[right]!;
      for (;;) {
        if (boneyardHead >= boneyardEnd && (anyHand & fits) === 0) {
          status = STATUS_FISH;
          break;
        }
        hand = hands[turn]!;
        if ((hand & fits) !== 0) break;
        moveCount++;
        if (boneyardHead < boneyardEnd) {
          const drawn = boneyard[boneyardHead++]!;
          hands[turn] = hand | (1 << drawn);
          anyHand |= 1 << drawn;
          if ((fits >>> drawn) & 1) {
            mustPlay = drawn;
            break;
          }
          continue;
        }
        passes++;
        turn = turn + 1 === players ? 0 : turn + 1;
      }
    }
    this.lastPlayer = lastPlayer;
    this.left = left;
    this.right = right;
    this.turn = turn;
    this.mustPlay = mustPlay;
    this.board = board;
    this.moveCount = moveCount;
    this.boneyardHead = boneyardHead;
    this.passesInRow = passes;
    this.status = status;
  }
}
