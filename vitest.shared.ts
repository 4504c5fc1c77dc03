// Shared vitest settings: every package writes a JSON report when CI asks for one, so
// .ci/run can print one plain "N passed, N failed" line for the whole workspace.
import { defineConfig, type ViteUserConfig } from 'vitest/config';

export function vitestConfig(name: string, extra: ViteUserConfig['test'] = {}) {
  const reportDir = process.env.BONEYARD_TEST_REPORT_DIR;
  return defineConfig({
    test: {
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      // vitest's 5 s default fails healthy tests on a shared machine: CPU-bound cases that take 1–2 s
      // idle (engine properties, bot series, CLI child processes) took 5–9 s with two cores shared
      // by several builds. Heavier cases state their own, larger timeouts.
      testTimeout: 30_000,
      reporters: reportDir ? ['default', 'json'] : ['default'],
      outputFile: reportDir ? { json: `${reportDir}/${name}.json` } : undefined,
      ...extra,
    },
  });
}
