import { vitestConfig } from '../../vitest.shared.ts';

// Browser tests: one file at a time (two cores), long timeouts for whole matches, and a global
// set-up that rebuilds the web app when apps/web/build is missing or older than its sources.
export default vitestConfig('e2e', {
  globalSetup: ['./src/global-setup.ts'],
  testTimeout: 240_000,
  hookTimeout: 240_000,
  fileParallelism: false,
});
