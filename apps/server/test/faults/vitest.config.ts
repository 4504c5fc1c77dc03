import { vitestConfig } from '../../../../vitest.shared.ts';

// `pnpm test:faults`: the fault-injection suite alone (it also runs in the server's `pnpm test`,
// whose config includes test/**). Whole matches through killed processes and a killed Redis: long
// per-test timeouts, one file at a time on the shared 2-core machine.
export default vitestConfig('server-faults', {
  include: ['test/faults/**/*.test.ts'],
  testTimeout: 150_000,
  hookTimeout: 60_000,
  fileParallelism: false,
});
