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
    // Node's own fetch (undici) sometimes rejects, after the test has passed, when our server answers
    // an upload with its refusal (413/422) before reading the whole body: undici then feeds a request
    // stream the app has already closed. That is the client's bookkeeping, not our code's; any other
    // unhandled error still fails the run.
    onUnhandledError(error) {
      const { code, message } = error as { code?: string; message?: string };
      return !(code === 'ERR_INVALID_STATE' && message?.includes('ReadableStream is already closed'));
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
