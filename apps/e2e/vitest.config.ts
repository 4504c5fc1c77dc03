import { vitestConfig } from '../../vitest.shared.ts';

// Browser tests: two files at a time (one per core of the 2-core CI machine; each file has its
// own in-process server on a free port, memory store, and its own Chromium, so files share
// nothing), long timeouts for whole matches, and a global set-up that rebuilds the web app when
// apps/web/build is missing or older than its sources.
export default vitestConfig('e2e', {
  globalSetup: ['./src/global-setup.ts'],
  testTimeout: 240_000,
  hookTimeout: 240_000,
  fileParallelism: true,
  maxWorkers: 2,
});
