// Shared vitest settings. Tests come in tiers (README "Commands"): the fast tier is `pnpm test`,
// files named `*.slow.test.ts` are the slow tier (`pnpm test:slow`, each package's
// vitest.slow.config.ts), and the browser tests are apps/e2e (`pnpm test:e2e`). Every package
// writes a JSON report per tier when CI asks for one, so .ci/run can print one plain
// "N passed, N failed" line for the whole workspace.
import { defineConfig, type ViteUserConfig } from 'vitest/config';

export type Tier = 'fast' | 'slow';

const SLOW = ['src/**/*.slow.test.ts', 'test/**/*.slow.test.ts'];

export function vitestConfig(
  name: string,
  extra: ViteUserConfig['test'] = {},
  tier: Tier = 'fast',
) {
  const reportDir = process.env.BONEYARD_TEST_REPORT_DIR;
  const report = tier === 'slow' ? `${name}-slow` : name;
  return defineConfig({
    test: {
      include: tier === 'slow' ? SLOW : ['src/**/*.test.ts', 'test/**/*.test.ts'],
      exclude: tier === 'slow' ? ['**/node_modules/**'] : ['**/node_modules/**', ...SLOW],
      // vitest's 5 s default fails healthy tests on a shared machine: CPU-bound cases that take 1–2 s
      // idle (engine properties, bot series, CLI child processes) took 5–9 s with two cores shared
      // by several builds. Heavier cases state their own, larger timeouts.
      testTimeout: 30_000,
      reporters: reportDir ? ['default', 'json'] : ['default'],
      outputFile: reportDir ? { json: `${reportDir}/${report}.json` } : undefined,
      ...extra,
    },
  });
}
