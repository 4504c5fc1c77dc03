import { vitestConfig } from '../../vitest.shared.ts';

// The slow tier: the full honesty run over every table and level (*.slow.test.ts), in two files
// run side by side, one per core of the 2-core CI machine (it is CPU-bound and shares nothing).
export default vitestConfig(
  'cli',
  { testTimeout: 600_000, fileParallelism: true, maxWorkers: 2 },
  'slow',
);
