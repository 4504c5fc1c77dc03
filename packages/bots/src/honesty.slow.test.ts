// The full honesty run (slow tier): 200 positions of every table at every level, each re-dealt 3
// times, never change a decision (tables 0, 2, 4, … here, the others in honesty-odd.slow.test.ts,
// so the tier's two workers share the CPU-bound run); and expert against a heavy-tile shedder in
// 2-player games where a stranded seat draws (where it reads the opponent most) is honest there too.
import { describe, expect, it } from 'vitest';
import { honestyCases } from './honesty-cases.test-helper.ts';
import { BOT_ALGORITHM } from './index.ts';
import { sheddersHonestyFailures } from './two-drawing.test-helper.ts';

describe('bots decide from the seat view alone (full)', () => {
  honestyCases(200, 3, { index: 0, of: 2 });

  it(
    'expert against a shedder in 2-player drawing games: hidden tiles never change a decision',
    { timeout: 1_800_000 },
    () => {
      const changed = sheddersHonestyFailures(BOT_ALGORITHM);
      expect(changed).toEqual(changed.map(() => 0));
    },
  );
});
