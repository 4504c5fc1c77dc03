import { vitestConfig } from '../../vitest.shared.ts';

// The slow tier (`pnpm test:slow`): several processes, Redis Cluster, the fault-injection suite
// (test/faults: killed processes, a killed Redis, failover, storm, fuzzing, soak) and whole
// capped matches. Long per-test timeouts, one file at a time on the 2-core machine.
const config = vitestConfig(
  'server',
  { testTimeout: 150_000, hookTimeout: 60_000, fileParallelism: false },
  'slow',
);
config.test!.include = [...(config.test!.include ?? []), 'test/faults/**/*.test.ts'];
export default config;
