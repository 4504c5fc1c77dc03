import { vitestConfig } from '../../vitest.shared.ts';

// The default run leaves out the slow tier (*.slow.test.ts: full honesty, v18 continuity):
// `pnpm --filter @boneyard/bots test:slow` runs it (vitest.slow.config.ts).
export default vitestConfig('bots');
