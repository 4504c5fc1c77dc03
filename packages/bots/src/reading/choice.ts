// boneyard/bot/v15's model of a player who thinks ahead, as a choice among its legal moves.
// v4 to v14 read every opponent as "the heaviest fitting tile with chance g, else any legal move"
// and told the two kinds apart by g (0.95: plain shedders; 0.6: players who think ahead). Hard,
// the player who thinks ahead that bench:bots measures against, hardly looks at pips: over 3,430
// of its choices in 2-player Draw, that model explained them worse than a uniform choice did at
// every g tried (mean log-likelihood per choice -1.12 at g = 0.41, -1.25 at 0.6, uniform -1.02),
// so reading hard as a thinker weighed the deals the wrong way. Here each legal move's odds are
// a product of fixed factors, one per feature of the position it leaves (a multinomial logit),
// fitted by maximum likelihood to hard's choices (fit-thinkers.ts: -0.85 per choice): doubles
// and lines that end alike are favoured, each different number kept, each kept tile that fits
// the new ends, and each tile this player has not seen that fits them counts against the move.
// Products of literal factors, multiplied in a fixed order: the same numbers in every engine.
import {
  DOUBLES_MASK,
  FULL_MASK,
  SUIT_MASK,
  TILE_HIGH,
  TILE_LOW,
  TILE_PIPS,
  popcount,
} from '../fast/tables.ts';

/** The factor a move's odds are multiplied by, per unit of each feature. */
export interface ChoiceFactors {
  /** Per pip of the tile played. */
  readonly pip: number;
  /** When the tile is a double. */
  readonly double: number;
  /** Per different number still held after the move. */
  readonly variety: number;
  /** Per tile still held that fits an open end after the move. */
  readonly follow: number;
  /** Per tile this player has not seen (not held, not on the board) that fits an open end after it. */
  readonly unseen: number;
  /** When both open ends show the same number after the move. */
  readonly sameEnds: number;
}

/** Fitted to hard's choices in 2-player Draw (fit-thinkers.ts, 300 hands of hard against hard, rounded). */
export const THINKERS_V15: ChoiceFactors = {
  pip: 1.03,
  double: 2.46,
  variety: 1.51,
  follow: 1.06,
  unseen: 0.59,
  sameEnds: 2.31,
};

/** How many features a move has, in ChoiceFactors' order. */
export const FEATURES = 6;

/**
 * A move's features into `out`, in ChoiceFactors' order: pips, double (0/1), numbers kept, kept
 * tiles fitting the new ends, unseen tiles fitting them, ends alike (0/1). `held` includes `tile`;
 * `left`, `right` are the ends after the move. fit-thinkers.ts fits the factors on the same features.
 */
export function moveFeatures(
  held: number,
  unseen: number,
  tile: number,
  left: number,
  right: number,
  out: Int32Array,
): void {
  const rest = held & ~(1 << tile);
  let numbers = 0;
  for (let v = 0; v <= 6; v++) if (rest & SUIT_MASK[v]!) numbers++;
  const ends = SUIT_MASK[left]! | SUIT_MASK[right]!;
  out[0] = TILE_PIPS[tile]!;
  out[1] = (DOUBLES_MASK >>> tile) & 1;
  out[2] = numbers;
  out[3] = popcount(rest & ends);
  out[4] = popcount(unseen & ends);
  out[5] = left === right ? 1 : 0;
}

/** Powers of `base`, 0 to `count` - 1, by repeated multiplication. */
function powers(base: number, count: number): Float64Array {
  const table = new Float64Array(count);
  table[0] = 1;
  for (let k = 1; k < count; k++) table[k] = table[k - 1]! * base;
  return table;
}

/** A model's factors as tables of powers (the counts never exceed 28 tiles, 12 pips, 7 numbers). */
export class ChoiceModel {
  private readonly pip: Float64Array;
  private readonly variety: Float64Array;
  private readonly follow: Float64Array;
  private readonly unseen: Float64Array;

  constructor(private readonly factors: ChoiceFactors) {
    this.pip = powers(factors.pip, 13);
    this.variety = powers(factors.variety, 8);
    this.follow = powers(factors.follow, 29);
    this.unseen = powers(factors.unseen, 29);
  }

  private readonly features = new Int32Array(FEATURES);

  /** The odds of laying `tile` so that the ends become `left`, `right`, holding `held`; `unseen`: tiles the player has not seen. */
  private odds(held: number, unseen: number, tile: number, left: number, right: number): number {
    const f = this.features;
    moveFeatures(held, unseen, tile, left, right, f);
    let odds = this.pip[f[0]!]!;
    if (f[1] === 1) odds *= this.factors.double;
    odds *= this.variety[f[2]!]!;
    odds *= this.follow[f[3]!]!;
    odds *= this.unseen[f[4]!]!;
    if (f[5] === 1) odds *= this.factors.sameEnds;
    return odds;
  }

  /**
   * The chance of the move seen (`tile` laid on the left end or the right) among every legal move
   * of a player holding `held` (the tile included), with `board` on the table and ends `left`, `right`.
   * Where both ends show one number, laying a tile on either is the same play: both count.
   */
  chance(
    held: number,
    board: number,
    left: number,
    right: number,
    tile: number,
    toLeft: boolean,
  ): number {
    const unseen = FULL_MASK & ~held & ~board;
    let sum = 0;
    let seen = 0;
    for (let m = held; m !== 0; m &= m - 1) {
      const t = 31 - Math.clz32(m & -m);
      const low = TILE_LOW[t]!;
      const high = TILE_HIGH[t]!;
      if (low === left || high === left) {
        const odds = this.odds(held, unseen, t, low === left ? high : low, right);
        sum += odds;
        if (t === tile && (toLeft || left === right)) seen += odds;
      }
      if (low === right || high === right) {
        const odds = this.odds(held, unseen, t, left, low === right ? high : low);
        sum += odds;
        if (t === tile && (!toLeft || left === right)) seen += odds;
      }
    }
    return sum > 0 ? seen / sum : 0;
  }
}
