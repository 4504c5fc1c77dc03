// Compulsory leads on masks: which tile opens a hand decided by the first-lead rule.
import type { FirstLeadRule } from '@boneyard/engine';
import { DOUBLES_MASK, TILE_COUNT, TILE_LOW, TILE_PIPS } from './tables.ts';

function orderedTiles(compare: (a: number, b: number) => number): Uint8Array {
  const order = Array.from({ length: TILE_COUNT }, (_, i) => i).sort(compare);
  return Uint8Array.from(order);
}

/** Heaviest first; equal pips: the higher lower half first (4-5 before 3-6), as compareHeaviest. */
const HEAVIEST_FIRST = orderedTiles(
  (a, b) => TILE_PIPS[b]! - TILE_PIPS[a]! || TILE_LOW[b]! - TILE_LOW[a]!,
);
/** Lightest first; equal pips: the lower half first (0-3 before 1-2). */
const LIGHTEST_FIRST = orderedTiles(
  (a, b) => TILE_PIPS[a]! - TILE_PIPS[b]! || TILE_LOW[a]! - TILE_LOW[b]!,
);

const ONE_ONE = 7;
const TWO_THREE = 14;

function firstIn(order: Uint8Array, mask: number): number {
  for (let i = 0; i < order.length; i++) if ((mask >>> order[i]!) & 1) return order[i]!;
  return -1;
}

/** The tile that must open the hand, given the dealt hands (never -1: someone holds a tile). */
export function forcedLeadTile(rule: FirstLeadRule, hands: Int32Array, players: number): number {
  let dealt = 0;
  for (let seat = 0; seat < players; seat++) dealt |= hands[seat]!;
  const doubles = dealt & DOUBLES_MASK;
  switch (rule) {
    case 'highest-double':
      return doubles !== 0 ? 31 - Math.clz32(doubles) : firstIn(HEAVIEST_FIRST, dealt);
    case 'one-one':
    case 'one-one-else-lowest-double':
      if ((dealt >>> ONE_ONE) & 1) return ONE_ONE;
      return doubles !== 0 ? 31 - Math.clz32(doubles & -doubles) : firstIn(LIGHTEST_FIRST, dealt);
    case 'lowest-double':
      return doubles !== 0 ? 31 - Math.clz32(doubles & -doubles) : firstIn(HEAVIEST_FIRST, dealt);
    case 'two-three': {
      if ((dealt >>> TWO_THREE) & 1) return TWO_THREE;
      const upFromOne = doubles & ~1; // 1-1 → 6-6; 0-0 is not in Telephone's list
      return upFromOne !== 0
        ? 31 - Math.clz32(upFromOne & -upFromOne)
        : firstIn(LIGHTEST_FIRST, dealt);
    }
  }
}
