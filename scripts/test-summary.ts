// Adds up the JSON reports of every suite (vitest, Playwright) into one line: `N passed, N failed`.
// A report that is missing or unreadable counts as a failed suite, so a crash cannot look green.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'tests/.reports';
let passed = 0;
let failed = 0;
let skipped = 0;
const expected = ['vitest-pglite.json', 'playwright.json', ...(process.env.TEST_DATABASE_URL ? ['vitest-postgres.json'] : [])];

type PwSpec = { tests: Array<{ status: string; results: Array<{ status: string }> }> };
type PwSuite = { specs?: PwSpec[]; suites?: PwSuite[] };

function countPlaywright(suites: PwSuite[]): void {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'skipped') skipped++;
        else if (test.status === 'expected' || test.status === 'flaky') passed++;
        else failed++;
      }
    }
    countPlaywright(suite.suites ?? []);
  }
}

for (const name of expected) {
  const file = path.join(dir, name);
  let report: Record<string, unknown>;
  try {
    report = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    console.error(`Missing or unreadable report: ${file} (the suite did not finish)`);
    failed++;
    continue;
  }
  if (name.startsWith('vitest')) {
    passed += Number(report.numPassedTests ?? 0);
    failed += Number(report.numFailedTests ?? 0);
    skipped += Number(report.numPendingTests ?? 0) + Number(report.numTodoTests ?? 0);
    // A file that fails to load has no tests but must still fail the run.
    const results = (report.testResults ?? []) as Array<{ status: string; assertionResults: unknown[] }>;
    failed += results.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
  } else {
    countPlaywright((report.suites ?? []) as PwSuite[]);
    failed += ((report.errors ?? []) as unknown[]).length;
  }
}

// CI reads the last line and wants exactly `N passed, N failed`, so skipped tests get a line of their own.
if (skipped) console.log(`${skipped} skipped`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
