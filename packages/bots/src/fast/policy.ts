// Playouts with a better policy than uniform (boneyard/bot/v2's search): at each turn a seat
// plays its heaviest fitting tile with a fixed probability, else a uniformly random legal
// move. Real players shed heavy tiles, so simulated futures that do so predict real ones better
// than uniform play does. Same rules as FastHand.playout (FastHand.play runs the forced draws
// and passes); the random numbers come from the given generator only.
import { END_LEAD, END_LEFT, END_RIGHT, STATUS_PLAYING, moveOf, type FastHand } from './hand.ts';
import type { Sfc32 } from '@boneyard/engine';
import { SUIT_MASK, TILE_PIPS } from './tables.ts';

/** Probabilities are integers out of 65,536, so no floating point decides a move. */
export const CHANCE_ONE = 65536;

/** The heaviest tile of a non-empty mask (the lowest index among equal pips). */
export function heaviestIn(mask: number): number {
  let best = -1;
  let bestPips = -1;
  for (let m = mask; m !== 0; m &= m - 1) {
    const tile = 31 - Math.clz32(m & -m);
    if (TILE_PIPS[tile]! > bestPips) {
      best = tile;
      bestPips = TILE_PIPS[tile]!;
    }
  }
  return best;
}

/** The seat to move's heaviest legal move (left end first when a tile fits both). */
export function heaviestMove(hand: FastHand): number {
  const own = hand.mustPlay >= 0 ? 1 << hand.mustPlay : hand.hands[hand.turn]!;
  if (hand.left < 0) return moveOf(heaviestIn(own), END_LEAD);
  const fitsLeft = own & SUIT_MASK[hand.left]!;
  const tile = heaviestIn(fitsLeft | (own & SUIT_MASK[hand.right]!));
  return moveOf(tile, (fitsLeft >>> tile) & 1 ? END_LEFT : END_RIGHT);
}

/** One move of the playout policy: heaviest with probability greedy / CHANCE_ONE, else uniform. */
export function policyMove(hand: FastHand, rng: Sfc32, greedy: number): number {
  return rng.below(CHANCE_ONE) < greedy ? heaviestMove(hand) : hand.randomMove(rng);
}

/** Plays the hand to its end with the policy; `greedy[seat]` is each seat's chance of its heaviest tile. */
export function policyPlayout(hand: FastHand, rng: Sfc32, greedy: Int32Array): void {
  while (hand.status === STATUS_PLAYING) hand.play(policyMove(hand, rng, greedy[hand.turn]!));
}
