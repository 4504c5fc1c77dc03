// boneyard/bot/v4's playout policy for expert: instead of "heaviest fitting tile, else any",
// a simulated seat plays the move that sheds most pips while keeping tiles that fit the ends it
// leaves (a seat that strands itself must draw or knock, the commonest way a hand is lost), as
// careful people play. With chance 1 - greedy it plays any legal move, so futures stay varied.
import { END_LEAD, END_LEFT, STATUS_PLAYING, type FastHand } from './fast/hand.ts';
import type { FastConfig } from './fast/config.ts';
import { CHANCE_ONE, heaviestMove } from './fast/policy.ts';
import type { Sfc32 } from '@boneyard/engine';
import { SUIT_MASK, TILE_HIGH, TILE_LOW, TILE_PIPS, popcount } from './fast/tables.ts';
import type { OpponentModel } from './reading/models.ts';

/** Worth, in pips, of each tile still held that fits an end after the move. */
const FOLLOW_PIPS = 3;
const scratch = new Int32Array(16);

/** The careful move: most pips shed plus FOLLOW_PIPS per own tile that still fits (first listed on ties). */
export function carefulMove(hand: FastHand): number {
  const count = hand.legalMoves(scratch);
  const own = hand.hands[hand.turn]!;
  let best = scratch[0]!;
  let bestScore = -1;
  for (let i = 0; i < count; i++) {
    const move = scratch[i]!;
    const tile = move >>> 2;
    const end = move & 3;
    const low = TILE_LOW[tile]!;
    const high = TILE_HIGH[tile]!;
    let left = hand.left;
    let right = hand.right;
    if (end === END_LEAD) [left, right] = [low, high];
    else if (end === END_LEFT) left = low === left ? high : low;
    else right = low === right ? high : low;
    const rest = own & ~(1 << tile);
    const score =
      TILE_PIPS[tile]! + FOLLOW_PIPS * popcount(rest & (SUIT_MASK[left]! | SUIT_MASK[right]!));
    if (score > bestScore) [best, bestScore] = [move, score];
  }
  return best;
}

/** Plays the hand to its end; `greedy[seat]` is each seat's chance (of 65,536) of the careful move. */
export function carefulPlayout(hand: FastHand, rng: Sfc32, greedy: Int32Array): void {
  while (hand.status === STATUS_PLAYING)
    hand.play(
      rng.below(CHANCE_ONE) < greedy[hand.turn]! ? carefulMove(hand) : hand.randomMove(rng),
    );
}

type Playout = (hand: FastHand, rng: Sfc32, greedy: Int32Array) => void;

/**
 * carefulPlayout, except that the seats in `shedders` (a bit per seat) play their heaviest fitting
 * tile as their model move, the same random draws deciding when they do.
 */
function carefulPlayoutWithShedders(shedders: number): Playout {
  return (hand, rng, greedy) => {
    while (hand.status === STATUS_PLAYING) {
      const seat = hand.turn;
      hand.play(
        rng.below(CHANCE_ONE) < greedy[seat]!
          ? (shedders >>> seat) & 1
            ? heaviestMove(hand)
            : carefulMove(hand)
          : hand.randomMove(rng),
      );
    }
  };
}

/** The careful playout against `model` (v18: the other side's seats shed their heaviest tile where it says so). */
export function playoutAgainst(model: OpponentModel, config: FastConfig, seat: number): Playout {
  if (model.heaviestReplies !== true) return carefulPlayout;
  let others = 0;
  for (let s = 0; s < config.players; s++)
    if (config.sideOf[s] !== config.sideOf[seat]) others |= 1 << s;
  return carefulPlayoutWithShedders(others);
}
