import { vitestConfig } from '../../vitest.shared.ts';

// The slow tier: the full honesty run over every table and level (*.slow.test.ts).
export default vitestConfig('cli', { testTimeout: 600_000 }, 'slow');
