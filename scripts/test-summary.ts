// Adds up the JSON reports of every suite (vitest, Playwright) into one line: `N passed, N failed`.
// A report that is missing or unreadable counts as a failed suite, so a crash cannot look green.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'tests/.reports';
let passed = 0;
let failed = 0;
let skipped = 0;
/** Each failed test, named in the last lines of the output: CI shows only the end of a long log. */
const failures: string[] = [];
const firstLine = (messages: unknown[] | undefined) => String(messages?.[0] ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim())?.trim().slice(0, 200) ?? '';
const expected = ['vitest-pglite.json', 'playwright.json', 'playwright-gtm.json', ...(process.env.TEST_DATABASE_URL ? ['vitest-postgres.json'] : [])];

type PwSpec = { title: string; file: string; line: number; tests: Array<{ status: string; results: Array<{ status: string; error?: { message?: string } }> }> };
type PwSuite = { specs?: PwSpec[]; suites?: PwSuite[] };

function countPlaywright(suites: PwSuite[]): void {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'skipped') skipped++;
        else if (test.status === 'expected' || test.status === 'flaky') passed++;
        else {
          failed++;
          failures.push(`${spec.file}:${spec.line} › ${spec.title}: ${firstLine([test.results.at(-1)?.error?.message])}`);
        }
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
    const results = (report.testResults ?? []) as Array<{ name: string; status: string; message?: string; assertionResults: Array<{ status: string; fullName: string; failureMessages?: string[] }> }>;
    for (const file of results) {
      const where = `${name.replace('.json', '')} ${path.relative(process.cwd(), file.name)}`;
      if (file.status === 'failed' && file.assertionResults.length === 0) {
        failed++;
        failures.push(`${where}: ${firstLine([file.message])}`);
      }
      for (const test of file.assertionResults) if (test.status === 'failed') failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages)}`);
    }
  } else {
    countPlaywright((report.suites ?? []) as PwSuite[]);
    const errors = (report.errors ?? []) as Array<{ message?: string }>;
    failed += errors.length;
    for (const error of errors) failures.push(`playwright: ${firstLine([error.message])}`);
  }
}

for (const failure of failures) console.log(`FAILED ${failure}`);
// CI reads the last line and wants exactly `N passed, N failed`, so skipped tests get a line of their own.
if (skipped) console.log(`${skipped} skipped`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
