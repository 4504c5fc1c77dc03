// Determinization: deal the tiles this seat cannot see into the other hands, the boneyard and
// out of play, at random but consistent with what it knows (counts, numbers a seat lacks).
import type { FastConfig } from './fast/config.ts';
import { FastHand, STATUS_PLAYING } from './fast/hand.ts';
import type { Sfc32 } from '@boneyard/engine';
import { TILE_COUNT, popcount } from './fast/tables.ts';
import type { Knowledge } from './knowledge.ts';

const ATTEMPTS = 20;
/**
 * Uniform mode: deals that respect every constraint are equally likely (rejection sampling:
 * deal the shuffled pool in seat order without skipping, keep the deal only if it fits). Hard
 * keeps the older, biased greedy sampler (its moves are part of the frozen boneyard/bot/v1).
 */
const UNIFORM_ATTEMPTS = 200;

/** Reusable scratch for sampling without garbage. */
export class Sampler {
  private readonly pool = new Uint8Array(TILE_COUNT);
  private readonly order = new Int8Array(4);

  constructor(
    private readonly config: FastConfig,
    private readonly know: Knowledge,
    private readonly uniform = false,
  ) {
    // Most constrained seats pick first: fewest allowed tiles per tile needed.
    const { players, seat, excluded, counts, unknown } = know;
    const slack = (s: number) => popcount(unknown & ~excluded[s]!) - (counts[s] ?? 0);
    const seats = Array.from({ length: players }, (_, s) => s).filter((s) => s !== seat);
    seats.sort((a, b) => slack(a) - slack(b));
    seats.forEach((s, i) => (this.order[i] = s));
  }

  /**
   * Fills `out` with one deal of the hidden tiles. Returns true when it respects every known
   * missing number; after ATTEMPTS greedy failures it drops them and returns false.
   */
  sample(out: FastHand, rng: Sfc32): boolean {
    if (this.uniform)
      for (let attempt = 0; attempt < UNIFORM_ATTEMPTS; attempt++)
        if (this.tryDeal(out, rng, true, true)) return true;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++)
      if (this.tryDeal(out, rng, true)) return true;
    this.tryDeal(out, rng, false);
    return false;
  }

  private tryDeal(out: FastHand, rng: Sfc32, constrained: boolean, strict = false): boolean {
    const { know, pool, order } = this;
    let size = 0;
    for (let m = know.unknown; m !== 0; m &= m - 1) pool[size++] = 31 - Math.clz32(m & -m);
    for (let i = size - 1; i > 0; i--) {
      const j = rng.below(i + 1);
      const t = pool[i]!;
      pool[i] = pool[j]!;
      pool[j] = t;
    }
    let taken = 0;
    out.hands.fill(0);
    out.hands[know.seat] = know.mine;
    for (let i = 0; i < know.players - 1; i++) {
      const seat = order[i]!;
      const allowed = constrained ? ~know.excluded[seat]! : -1;
      let need = know.counts[seat] ?? 0;
      let hand = 0;
      for (let p = 0; p < size && need > 0; p++) {
        const tile = pool[p]!;
        if ((taken >>> tile) & 1) continue;
        // Strict (uniform) deals take the pool in order and reject the whole deal on a misfit.
        if (!((allowed >>> tile) & 1)) {
          if (strict) return false;
          continue;
        }
        hand |= 1 << tile;
        taken |= 1 << tile;
        need--;
      }
      if (need > 0) return false;
      out.hands[seat] = hand;
    }
    // The rest, still in shuffled order: the boneyard first, then out of play.
    let length = 0;
    for (let p = 0; p < size && length < know.boneyardCount; p++) {
      const tile = pool[p]!;
      if (!((taken >>> tile) & 1)) out.boneyard[length++] = tile;
    }
    out.boneyardHead = 0;
    out.boneyardEnd = this.config.drawing ? length : 0;
    out.left = know.left;
    out.right = know.right;
    out.board = know.board;
    out.turn = know.seat;
    out.passesInRow = 0;
    out.mustPlay = know.mustPlay;
    out.status = STATUS_PLAYING;
    out.by = -1;
    out.lastPlayer = -1;
    out.moveCount = 0;
    return true;
  }
}
