import { vitestConfig } from '../../vitest.shared.ts';

// The slow tier: every *.slow.test.ts of this package (full honesty, v18 continuity), with room
// for minutes of CPU per case.
export default vitestConfig('bots', { testTimeout: 1_800_000 }, 'slow');
