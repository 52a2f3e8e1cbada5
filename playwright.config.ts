// End-to-end tests in Debian's Chromium against the built site, served with a throwaway data folder.
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const DATA_DIR = (process.env.E2E_DATA_DIR ??= `tests/.tmp/e2e-data-${process.pid}`);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // The screen review (every route at 390 and 1280 px, screenshots kept) takes minutes: run it with
  // `npm run test:screens` before a release, not on every push (docs/testing.md).
  testIgnore: process.env.SCREENS === '1' ? [] : ['**/newcomer-screens.spec.ts'],
  fullyParallel: true,
  workers: 2,
  // No retries: a test that fails once is a flaky test to fix, not to hide.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    // Recording a trace costs about a fifth of the run's CPU (measured on two specs: 295 s against
    // 233 s in all), and CI's machine is gone with its traces: CI records none; locally a failing
    // test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  webServer: {
    // The server never seeds itself: the seed step writes the demo content and media first.
    command: `rm -rf ${DATA_DIR} && node scripts/seed.ts && MALLOC_ARENA_MAX=1 node --liftoff-only --max-semi-space-size=16 --heap-growing-percent=50 scripts/serve.ts`,
    url: `http://localhost:${PORT}/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // The test clock (src/server/http/test-clock.ts): X-Test-Now moves "now" only when this is set, so review
    // specs can live "the next day"; without it the header is ignored.
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, RATE_LIMIT_FACTOR: '50', LOG_LEVEL: 'warn', NODE_ENV: 'production', WELLSPRING_TEST_CLOCK: '1', BILLING_TAX_RATES: 'GB=20,DE=19', WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' },
  },
});
