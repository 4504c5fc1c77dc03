import { vitestConfig } from '../../vitest.shared.ts';

// The slow tier: every *.slow.test.ts of this package, with room for minutes of CPU per case.
export default vitestConfig('bots-slow', { include: ['src/**/*.slow.test.ts', 'test/**/*.slow.test.ts'], testTimeout: 1_800_000 });
