// boneyard/bot/v2's cheap levels. Easy is a beginner: it mostly plays its heaviest tile (what
// people learn first) and sometimes any legal tile. Normal is v1's one-ply heuristic (normal.ts)
// plus the game's special counts: a lone 0-0 or 6-6 left in hand counts 25/50 in Kozel, so those
// doubles are shed early even though their pips say otherwise.
import { type Action, pipsOf, type Sfc32 } from '@boneyard/engine';
import { moveOfAction } from '../fast/convert.ts';
import { DOUBLE_OF } from '../fast/tables.ts';
import type { Knowledge } from '../knowledge.ts';
import { normalScore } from './normal-score.ts';

/** Chance (of 65,536) that easy plays a uniformly random legal tile instead of its heaviest. */
export const EASY_NOISE = 24576; // 3/8

/** Easy: the heaviest play (a random one among equals), or with EASY_NOISE any legal play. */
export function easyAction(legal: readonly Action[], rng: Sfc32, noise = EASY_NOISE): Action {
  const plays = legal.filter((a): a is Extract<Action, { type: 'play' }> => a.type === 'play');
  if (plays.length === 0) return legal.find((a) => a.type !== 'claim') ?? { type: 'pass' };
  if (rng.below(65536) < noise) return plays[rng.below(plays.length)]!;
  const top = Math.max(...plays.map((a) => pipsOf(a.tile)));
  const heaviest = plays.filter((a) => pipsOf(a.tile) === top);
  return heaviest[rng.below(heaviest.length)]!;
}

export interface SpecialCounts {
  readonly loneBlank: number | null;
  readonly loneBoar: number | null;
}

/** Bonus for shedding a double whose lone count is special: a fraction of what holding it costs. */
export const SPECIAL_SHARE = 0.4;

export function normalAction(
  know: Knowledge,
  legal: readonly Action[],
  pairs: boolean,
  specials: SpecialCounts,
  rng: Sfc32,
  specialShare = SPECIAL_SHARE,
): Action {
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (const action of legal) {
    const move = moveOfAction(action);
    const tile = move >>> 2;
    let score = normalScore(know, move, pairs);
    if (tile === DOUBLE_OF[0] && specials.loneBlank !== null)
      score += specialShare * specials.loneBlank;
    if (tile === DOUBLE_OF[6] && specials.loneBoar !== null)
      score += specialShare * (specials.loneBoar - 12);
    // Tie noise, as in v1: sums of a few doubles in a fixed order are the same in every engine.
    score += rng.next() * 0.01;
    if (score > bestScore) {
      bestScore = score;
      best = action;
    }
  }
  return best;
}
