// The line CI reads (scripts/test-summary.ts): every suite added up, a missing report counted as a
// failure, and each failed test named just above it, since CI shows only the end of the log.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function summarise(reports: Record<string, unknown>): { lines: string[]; status: number | null } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summary-'));
  dirs.push(dir);
  for (const [name, report] of Object.entries(reports)) fs.writeFileSync(path.join(dir, name), JSON.stringify(report));
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  const run = spawnSync(process.execPath, ['scripts/test-summary.ts', dir], { encoding: 'utf8', env });
  return { lines: run.stdout.trim().split('\n'), status: run.status };
}

const vitestReport = (tests: Array<{ status: string; title: string; message?: string }>) => ({
  numPassedTests: tests.filter((t) => t.status === 'passed').length,
  numFailedTests: tests.filter((t) => t.status === 'failed').length,
  numPendingTests: tests.filter((t) => t.status === 'pending').length,
  testResults: [{
    name: path.resolve('tests/server/example.test.ts'),
    status: tests.some((t) => t.status === 'failed') ? 'failed' : 'passed',
    assertionResults: tests.map((t) => ({ status: t.status, fullName: `example ${t.title}`, failureMessages: t.message ? [t.message] : [] })),
  }],
});

const playwrightReport = (status: 'expected' | 'unexpected', message?: string) => ({
  suites: [{ specs: [{ title: 'a visitor reads a course', file: 'courses.spec.ts', line: 12, tests: [{ status, results: [{ status: status === 'expected' ? 'passed' : 'failed', ...(message ? { error: { message } } : {}) }] }] }] }],
  errors: [],
});

describe('the CI summary', () => {
  it('adds up every suite and ends with exactly `N passed, N failed`', () => {
    const { lines, status } = summarise({
      'vitest-pglite.json': vitestReport([{ status: 'passed', title: 'one' }, { status: 'passed', title: 'two' }, { status: 'pending', title: 'three' }]),
      'playwright.json': playwrightReport('expected'),
      'playwright-gtm.json': playwrightReport('expected'),
    });
    expect(lines).toEqual(['1 skipped', '4 passed, 0 failed']);
    expect(status).toBe(0);
  });

  it('names each failed test with the first line of its error, above the last line', () => {
    const { lines, status } = summarise({
      'vitest-pglite.json': vitestReport([{ status: 'passed', title: 'one' }, { status: 'failed', title: 'two', message: '\u001b[31mAssertionError: expected 200 to be 175\u001b[39m\n    at example.test.ts:9' }]),
      'playwright.json': playwrightReport('unexpected', '\nError: expect(locator).toBeVisible() failed\nLocator: getByRole(…)'),
      'playwright-gtm.json': playwrightReport('expected'),
    });
    expect(lines).toEqual([
      'FAILED vitest-pglite tests/server/example.test.ts › example two: AssertionError: expected 200 to be 175',
      'FAILED courses.spec.ts:12 › a visitor reads a course: Error: expect(locator).toBeVisible() failed',
      '2 passed, 2 failed',
    ]);
    expect(status).toBe(1);
  });

  it('counts a missing report as a failed suite', () => {
    // Both browser runs are missing: the main one and the consent run on the tag-manager build.
    const { lines, status } = summarise({ 'vitest-pglite.json': vitestReport([{ status: 'passed', title: 'one' }]) });
    expect(lines.at(-1)).toBe('1 passed, 2 failed');
    expect(status).toBe(1);
  });
});
