// Which words a first-game hint uses, for the rules at this table. "You keep drawing until one
// fits" is only true where that is the rule: with "draw one, then pass" or drawing left to the
// player (seed 003's agreements) the hint said what does not happen (issue 47), and a knock with
// a boneyard on the table is not "this game has no boneyard".
import type { SeatView } from '@boneyard/engine';
import type { MessageKey } from '../i18n/en.ts';
import type { HintId } from './hints.svelte.ts';

export function hintKey(
  hint: HintId,
  rules: SeatView['rules'] | null,
  boneyardLeft: number | null,
): MessageKey {
  if (!rules || (hint !== 'drew' && hint !== 'knock')) return `hints.${hint}`;
  const cannotGo =
    rules.drawing === 'none' ? null : (rules.agreements?.cannotGo ?? 'draw-until-playable');
  if (hint === 'drew') {
    if (cannotGo === 'draw-one-then-pass') return 'hints.drewOne';
    if (cannotGo === 'draw-voluntary') return 'hints.drewChoice';
    return 'hints.drew';
  }
  if (cannotGo === 'draw-voluntary') return 'hints.knockChoice';
  // Draw one, then pass: the drawn tile did not fit. Otherwise nothing was left to draw (an empty
  // boneyard, or only the last tile, where it may not be taken).
  if (cannotGo === 'draw-one-then-pass' && boneyardLeft !== 0) return 'hints.knockDrawn';
  if (cannotGo !== null) return 'hints.knockEmpty';
  return 'hints.knock';
}
