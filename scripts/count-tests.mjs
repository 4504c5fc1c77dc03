// Sums vitest JSON reports (one per package, written via BONEYARD_TEST_REPORT_DIR) into the
// plain "N passed, N failed" line that CI reads. A test file that failed to load counts as one
// failure; a package that wrote no report counts nothing, so a missing suite shows as fewer passes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of readdirSync(dir)) {
  if (!name.endsWith('.json')) continue;
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? [])
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) failed += 1;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
