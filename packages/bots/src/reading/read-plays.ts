// How a search reads the others' plays: v2's PlayInference (plays since each seat's last draw), or
// from boneyard/bot/v17 in 2-player Draw, every play of the opponent's this hand on the hand walked
// back from the sampled one (history-inference.ts). Both weigh a sampled deal by the plays' likelihood.
import type { SeatView } from '@boneyard/engine';
import type { FastHand } from '../fast/hand.ts';
import { MODEL_GREEDY, PlayInference } from './likelihood.ts';
import type { ChoiceModel } from './choice.ts';
import { HistoryInference } from './history-inference.ts';

export interface PlayReading {
  /** Some play tells something (else every deal weighs the same). */
  readonly informative: boolean;
  /** Likelihood of the plays read if `dealt` holds the true hands. */
  weight(dealt: FastHand): number;
}

/** `greedy`, `partnerGreedy`: PlayInference's (absent: its defaults). `history`: read every play of the hand (v17; only for 2-player games where a stranded seat draws). */
export function readPlays(
  view: SeatView,
  greedy: number | undefined,
  partnerGreedy: number | undefined,
  choice: ChoiceModel | null,
  history: boolean | undefined,
): PlayReading {
  return history === true
    ? new HistoryInference(view, greedy ?? MODEL_GREEDY, choice)
    : new PlayInference(view, greedy, partnerGreedy, choice);
}
