import { vitestConfig } from '../../vitest.shared.ts';

// Integration tests play whole matches over real sockets (and Redis): generous per-test timeouts,
// and one file at a time so the two cores are not oversubscribed.
export default vitestConfig('server', { testTimeout: 60_000, hookTimeout: 30_000, fileParallelism: false });
