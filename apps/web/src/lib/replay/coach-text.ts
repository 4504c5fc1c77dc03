// The coach's verdict on one decision in words, in the page's language: beside the board for the
// step shown, in the live region, and as a step-bar mark's accessible name.
import { withinNoise, type CoachDecision } from '@boneyard/protocol/replay';
import { i18n } from '../i18n/i18n.svelte.ts';
import { tr } from '../i18n/replay.svelte.ts';
import { decimal } from './coach-marks.ts';
import { moveShort } from './move-text.ts';

/** "about 4.2 ± 1.1 points given up" (or within noise, or rated higher, or no estimate). */
export function lossWords(loss: CoachDecision['loss']): string {
  if (loss === null) return tr('coach.noEstimate');
  const error = decimal(i18n.lang, loss.error);
  if (loss.points < 0 && !withinNoise(loss))
    return tr('coach.ratedHigher', { points: decimal(i18n.lang, -loss.points), error });
  const points = decimal(i18n.lang, loss.points);
  return tr(withinNoise(loss) ? 'coach.noiseLoss' : 'coach.givenUp', { points, error });
}

/** "Expert: five–three on the left; played double six; about 4.2 ± 1.1 points given up". */
export function verdictWords(decision: CoachDecision, names: readonly string[]): string {
  if (decision.same) return tr('coach.verdictSame');
  const head = tr('coach.verdict', {
    expert: decision.expert ? moveShort(decision.expert, names) : '—',
    played: moveShort(decision.played, names),
  });
  return `${head}; ${lossWords(decision.loss)}`;
}

/** A step-bar mark's name: "Move 7: played double six; Expert: …; about 4.2 ± 1.1 points given up". */
export function markLabel(decision: CoachDecision, names: readonly string[]): string {
  return tr('coach.markLabel', {
    move: decision.move + 1,
    played: moveShort(decision.played, names),
    expert: decision.expert ? moveShort(decision.expert, names) : '—',
    loss: lossWords(decision.loss),
  });
}
