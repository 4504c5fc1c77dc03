// boneyard/bot/v17's reading of every play an opponent made this hand, on the deal as sampled now.
// v2's PlayInference weighs a sampled deal by the opponent's plays since its last draw only: before
// that draw its hand held tiles nobody has seen. But most of what it holds now it held then too: a
// greedy player that laid 2-1 while 5-5 fitted did not hold 5-5, and unless it drew 5-5 since, it
// still does not. Here the opponent's hand is walked back from the sampled one to the deal, move by
// move: a play puts its tile back; the last draw of a sequence (followed by a play) took the tile
// then played, the only one that fitted; each earlier draw took a tile that did not fit the ends of
// its moment, chosen at random among those the hand then held (importance sampling: the count of
// choices multiplies the weight, so a hand that many histories lead to counts as much as they do).
// A hand that could not have drawn or knocked where the opponent did (it held a fitting tile) gets
// weight 0. Every play of the opponent's that is not a lead or forced is weighed, on the hand it held
// at that moment, by the same model as PlayInference (heaviest-tile chance, or v15's choice model).
// The random choices come from a generator seeded by the sampled hand itself, so every model reads a
// deal along the same history (paired) and every engine computes the same weights.
import { type SeatView, Sfc32 } from '@boneyard/engine';
import type { FastHand } from '../fast/hand.ts';
import { SUIT_MASK, TILE_HIGH, TILE_LOW, indexOfTile, popcount } from '../fast/tables.ts';
import { sheddersChance } from './likelihood.ts';
import type { ChoiceModel } from './choice.ts';

const PLAY = 0;
/** A draw sequence: `drawn` tiles that did not fit, then (when `tile` ≥ 0) the tile played next, the only one that fitted. */
const DRAWS = 1;
const KNOCK = 2;

interface Step {
  readonly kind: number;
  readonly tile: number;
  /** The open ends just before this move (-1: nothing on the board yet). */
  readonly left: number;
  readonly right: number;
  readonly board: number;
  readonly toLeft: boolean;
  /** A play the model weighs (not a lead, not the tile just drawn). */
  readonly weighed: boolean;
  /** Draws: how many drawn tiles did not fit. */
  readonly drawn: number;
  /** Draws: which of the opponent's draw sequences this is (0: its first). */
  readonly sequence: number;
}

export class HistoryInference {
  /** The opponent's moves, newest first. */
  private readonly steps: Step[];
  private readonly opponent: number;
  /** Per draw sequence of the opponent's, oldest first: the tiles that fitted its ends, and how many drawn tiles did not. */
  private readonly sequenceFits: number[] = [];
  private readonly sequenceDrawn: number[] = [];
  readonly informative: boolean;

  /** `view`: a 2-player hand where a stranded seat draws until a tile fits; `modelGreedy` and `choice` as PlayInference's. */
  constructor(
    view: SeatView,
    private readonly modelGreedy: number,
    private readonly choice: ChoiceModel | null = null,
  ) {
    this.opponent = view.seat === 0 ? 1 : 0;
    const found = opponentSteps(
      view.hand?.moves ?? [],
      this.opponent,
      this.sequenceFits,
      this.sequenceDrawn,
    );
    this.informative = found.some((step) => step.weighed);
    this.steps = found.reverse();
  }

  /**
   * Likelihood of the opponent's moves this hand if `dealt` holds its hand now, times the number of
   * ways its draws could have gone along the history chosen (0: the history cannot have happened).
   */
  weight(dealt: FastHand): number {
    let hand = dealt.hands[this.opponent]!;
    const rng = new Sfc32(hand, 0x5bd1e995, 0x1b873593);
    let weight = 1;
    for (const { kind, tile, left, right, board, toLeft, weighed, drawn, sequence } of this.steps) {
      if (kind === PLAY) {
        hand |= 1 << tile;
        if (weighed)
          weight *=
            this.choice !== null
              ? this.choice.chance(hand, board, left, right, tile, toLeft)
              : sheddersChance(hand, left, right, tile, this.modelGreedy);
        if (weight === 0) return 0;
        continue;
      }
      const fits = left < 0 ? 0 : SUIT_MASK[left]! | SUIT_MASK[right]!;
      if (kind === DRAWS) {
        if (tile >= 0) hand &= ~(1 << tile);
        // The tiles drawn that did not fit: those that must have been drawn here (mustDrawHere),
        // and any others of the non-fitting ones.
        const candidates = hand & ~fits;
        const must = this.mustDrawHere(candidates, sequence);
        const mustCount = popcount(must);
        if (mustCount > drawn) return 0;
        let free = candidates & ~must;
        let freeCount = popcount(free);
        const more = drawn - mustCount;
        if (more > freeCount) return 0;
        weight *= binomial(freeCount, more);
        hand &= ~must;
        for (let k = 0; k < more; k++) {
          let pick = rng.below(freeCount);
          let m = free;
          while (pick-- > 0) m &= m - 1;
          const bit = m & -m;
          hand &= ~bit;
          free &= ~bit;
          freeCount--;
        }
      }
      // Before a draw or a knock the hand held nothing that fitted.
      if ((hand & fits) !== 0) return 0;
    }
    return weight;
  }

  /**
   * Of `candidates` (held just after draw sequence `sequence`, not fitting its ends), those that
   * fitted the ends of an earlier sequence with no sequence in between that could have drawn them
   * (one that drew a tile that did not fit, and whose ends they do not fit): drawn here, or never.
   */
  private mustDrawHere(candidates: number, sequence: number): number {
    let must = 0;
    for (let m = candidates; m !== 0; m &= m - 1) {
      const bit = m & -m;
      for (let j = sequence - 1; j >= 0; j--) {
        if ((this.sequenceFits[j]! & bit) !== 0) {
          must |= bit;
          break;
        }
        if (this.sequenceDrawn[j]! > 0) break;
      }
    }
    return must;
  }
}

/** n choose k, by multiplication in a fixed order (exact for the small counts here). */
function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
}

type Moves = NonNullable<SeatView['hand']>['moves'];

/** A step with the board as it was before the move; the rest as given. */
function stepAt(
  kind: number,
  left: number,
  right: number,
  board: number,
  rest: Partial<Step> = {},
): Step {
  return {
    kind,
    tile: -1,
    left,
    right,
    board,
    toLeft: false,
    weighed: false,
    drawn: 0,
    sequence: -1,
    ...rest,
  };
}

/** The draw sequence that starts at `index`: its drawn tiles that did not fit, and the tile played after it (-1: none fitted). */
function drawSequence(
  moves: Moves,
  index: number,
  opponent: number,
): { drawn: number; tile: number } {
  let last = index;
  while (
    moves[last + 1] !== undefined &&
    moves[last + 1]!.seat === opponent &&
    'draw' in moves[last + 1]!
  )
    last++;
  const next = moves[last + 1];
  const fitted = next !== undefined && next.seat === opponent && 'play' in next;
  return {
    drawn: last - index + 1 - (fitted ? 1 : 0),
    tile: fitted ? indexOfTile(next.play) : -1,
  };
}

/**
 * The opponent's moves this hand, oldest first, with the board before each; each draw sequence's
 * fitting tiles and count of tiles that did not fit go to `sequenceFits` and `sequenceDrawn`.
 */
function opponentSteps(
  moves: Moves,
  opponent: number,
  sequenceFits: number[],
  sequenceDrawn: number[],
): Step[] {
  const ends = [-1, -1];
  let board = 0;
  const found: Step[] = [];
  moves.forEach((move, index) => {
    const [left, right] = ends as [number, number];
    const previous = moves[index - 1];
    const afterOwnDraw =
      previous !== undefined && previous.seat === move.seat && 'draw' in previous;
    if ('play' in move) {
      const tile = indexOfTile(move.play);
      if (move.seat === opponent) {
        const weighed = left >= 0 && !afterOwnDraw;
        found.push(
          stepAt(PLAY, left, right, board, { tile, toLeft: move.end === 'left', weighed }),
        );
      }
      board |= 1 << tile;
      const low = TILE_LOW[tile]!;
      const high = TILE_HIGH[tile]!;
      if (left < 0) {
        ends[0] = low;
        ends[1] = high;
      } else if (move.end === 'left') ends[0] = low === left ? high : low;
      else ends[1] = low === right ? high : low;
      return;
    }
    if (move.seat !== opponent) return;
    if ('pass' in move) found.push(stepAt(KNOCK, left, right, board));
    if (!('draw' in move) || afterOwnDraw) return;
    // The first draw of a sequence: count it through to its end (the same ends throughout).
    const { drawn, tile } = drawSequence(moves, index, opponent);
    const sequence = sequenceFits.length;
    found.push(stepAt(DRAWS, left, right, board, { tile, drawn, sequence }));
    sequenceFits.push(left < 0 ? 0 : SUIT_MASK[left]! | SUIT_MASK[right]!);
    sequenceDrawn.push(drawn);
  });
  return found;
}
