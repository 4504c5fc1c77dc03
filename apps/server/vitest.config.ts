import { vitestConfig } from '../../vitest.shared.ts';

// The fast tier (`pnpm test`): one process on the memory store or Redis, whole matches over real
// sockets: generous per-test timeouts, and one file at a time so the two cores are not
// oversubscribed. Several processes, Redis Cluster, fault injection and the soak are the slow
// tier (vitest.slow.config.ts).
const config = vitestConfig('server', {
  testTimeout: 60_000,
  hookTimeout: 30_000,
  fileParallelism: false,
});
config.test!.exclude = [...(config.test!.exclude ?? []), 'test/faults/**'];
export default config;
