// boneyard/bot/v2's objective: what a finished (simulated) hand is worth to one side, knowing
// the match around it. The fast scorer gives the points the hand's ruling writes; here the
// match's own rules are applied on top, as scoring.ts does: carried eggs go to the side that
// takes them, a side still on 0 writes nothing under the minimum to open (Kozel's 13), and a
// total that reaches the target ends the match (the goat in Kozel, the win in Draw). The value
// is the point margin, plus a bonus for winning the hand and a large one for deciding the match.
import type { FastConfig } from '../fast/config.ts';
import type { FastHand } from '../fast/hand.ts';
import { HandScorer } from '../fast/score.ts';
import type { SeatView } from '@boneyard/engine';

/** Worth of winning the hand on top of its margin (hands won are what a player sees). */
export const HAND_WIN_POINTS = 12;
/** Worth of ending the match (winning it, or being the goat), in points. */
export const MATCH_POINTS = 150;

export interface MatchContext {
  /** Totals per side before this hand. */
  readonly scores: readonly number[];
  readonly eggs: number;
  readonly eggsRule: boolean;
  readonly minimumToOpen: number | null;
  readonly target: number;
  readonly reachingWins: boolean;
  /** The match ends after a fixed number of deals instead: the target is not used. */
  readonly fixedDeals: boolean;
}

export function matchContextOf(view: SeatView): MatchContext {
  const { rules } = view;
  return {
    scores: view.scores,
    eggs: view.eggs,
    eggsRule: rules.specials.eggs,
    minimumToOpen: rules.specials.minimumToOpen,
    target: rules.target.score,
    reachingWins: rules.target.reaching === 'wins',
    fixedDeals: rules.agreements?.deals !== undefined,
  };
}

/** Scores finished fast hands for one side with the match's rules; reusable scratch, no garbage. */
export class MatchObjective {
  private readonly scorer = new HandScorer();
  private readonly written = new Float64Array(4);

  constructor(
    private readonly config: FastConfig,
    private readonly match: MatchContext,
    private readonly side: number,
    /** Worth of winning the hand (v7's tree raises it against opponents who think ahead). */
    private readonly handWin: number = HAND_WIN_POINTS,
  ) {}

  value(hand: FastHand): number {
    const { scorer, written, config, match, side } = this;
    const sides = config.sideCount;
    scorer.score(hand);
    const penalties = config.handScoring !== 'winner-takes-pips';
    for (let s = 0; s < sides; s++) written[s] = scorer.points[s]!;
    // Carried eggs: to the side writing most (a loser) once a hand is decided; a tied hand adds
    // to the pot, which the next hand's loser takes: even odds, so it is worth nothing now.
    if (match.eggs > 0 && scorer.winner >= 0 && penalties) {
      let taker = -1;
      for (let s = 0; s < sides; s++)
        if (s !== scorer.winner && (taker < 0 || written[s]! > written[taker]!)) taker = s;
      if (taker >= 0) written[taker]! += match.eggs;
    }
    const minimum = match.minimumToOpen;
    if (minimum !== null)
      for (let s = 0; s < sides; s++)
        if (written[s]! > 0 && written[s]! < minimum && match.scores[s] === 0) written[s] = 0;
    let others = 0;
    for (let s = 0; s < sides; s++) if (s !== side) others += written[s]!;
    const margin = written[side]! - others / (sides - 1);
    let value = penalties ? -margin : margin;
    if (scorer.winner === side) value += this.handWin;
    else if (scorer.winner >= 0) value -= this.handWin / (sides - 1);
    if (!match.fixedDeals) value += this.matchBonus();
    return value;
  }

  /** +MATCH_POINTS when this hand wins the match for `side`, minus when it loses it. */
  private matchBonus(): number {
    const { written, match, side, config } = this;
    const sides = config.sideCount;
    let mine = false;
    let theirs = false;
    for (let s = 0; s < sides; s++) {
      const reached = match.scores[s]! + written[s]! >= match.target;
      if (!reached) continue;
      if (s === side) mine = true;
      else theirs = true;
    }
    if (!mine && !theirs) return 0;
    // Reaching wins (Draw): reaching alone wins, both reaching is about even. Reaching loses
    // (Kozel's goat): the side that reaches loses.
    const sign = match.reachingWins ? 1 : -1;
    if (mine && !theirs) return sign * MATCH_POINTS;
    if (theirs && !mine) return (-sign * MATCH_POINTS) / (sides - 1);
    return 0;
  }
}
