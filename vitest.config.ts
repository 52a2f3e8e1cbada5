import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'tests/bench/**', 'node_modules/**'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    // Each file opens its own database; two workers match the machine's two cores.
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps its loaded modules from one file to the next instead of importing the app again
    // for each file: the suite ran in 7 min with isolation and 3 min without (docs/testing.md). Files
    // share no state through modules: each opens its own database and app (tests/helpers/app.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
