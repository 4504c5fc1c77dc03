// Sums vitest JSON reports (one per package, written via BONEYARD_TEST_REPORT_DIR) into the
// plain "N passed, N failed" line that CI reads. A test file that failed to load counts as one
// failure. So do the failures no report shows:
// - a package with tests that wrote no report (the run crashed, or pnpm skipped it: the root
//   scripts pass --no-sort because pnpm's --no-bail still skips a failed package's dependents):
//   one failure each;
// - a non-zero exit of the test command (second argument) with no failure counted otherwise, such
//   as an unhandled error vitest reports outside any test: one failure.
// Usage: node scripts/count-tests.mjs REPORT_DIR [EXIT_STATUS] [REPO_DIR]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = process.argv[2];
const exitStatus = Number(process.argv[3] ?? 0);
const repo = resolve(process.argv[4] ?? '.');
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const reported = new Set();
for (const name of readdirSync(dir)) {
  if (!name.endsWith('.json')) continue;
  reported.add(name.slice(0, -'.json'.length));
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const where = `${name.slice(0, -'.json'.length)}: ${file.name.replace(repo + '/', '')}`;
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) {
      failed += 1;
      failures.push(`${where} (did not load)`);
    }
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed') failures.push(`${where} > ${test.fullName ?? test.title}`);
  }
}
// CI keeps only the end of the log: name every failure again just above the summary line.
for (const failure of failures) console.error(`count-tests: FAILED ${failure}`);
// Every workspace package names its reports after its directory (vitestConfig): `NAME` for `test`
// and `test:e2e`, `NAME-slow` for `test:slow`.
const TIERS = [
  ['test', ''],
  ['test:slow', '-slow'],
  ['test:e2e', ''],
];
for (const group of ['apps', 'packages']) {
  if (!existsSync(join(repo, group))) continue;
  for (const name of readdirSync(join(repo, group))) {
    const manifest = join(repo, group, name, 'package.json');
    if (!existsSync(manifest)) continue;
    const scripts = JSON.parse(readFileSync(manifest, 'utf8')).scripts ?? {};
    for (const [script, suffix] of TIERS) {
      if (!scripts[script] || reported.has(name + suffix)) continue;
      console.error(
        `count-tests: no report from ${group}/${name} (${script}): its tests did not run (skipped after a failure it depends on, or crashed)`,
      );
      failed += 1;
    }
  }
}
if (exitStatus !== 0 && failed === 0) {
  console.error(
    `count-tests: the tests exited with status ${exitStatus} although no test failed (e.g. an unhandled error)`,
  );
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
