import { vitestConfig } from '../../vitest.shared.ts';

// The slow tier: every *.slow.test.ts of this package (full honesty in two halves, v18
// continuity), with room for minutes of CPU per case; two files at a time, one per core of the
// 2-core CI machine (CPU-bound, nothing shared).
export default vitestConfig(
  'bots',
  { testTimeout: 1_800_000, fileParallelism: true, maxWorkers: 2 },
  'slow',
);
