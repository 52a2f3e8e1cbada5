// Node flags of every server process (npm start, npm run serve, the e2e and bench servers); measured in
// docs/performance.md, "Memory". package.json and playwright.config.ts repeat them literally (a test
// keeps the three the same).
// - `--liftoff-only`: V8 does not recompile PGlite's WebAssembly with its optimising compiler. That
//   compilation alone briefly needs about 500 MB, twice the rest of the server, for queries that then
//   cost about 1.5 times less CPU. On PostgreSQL (DATABASE_URL) there is no WebAssembly to compile.
// - `--max-semi-space-size=16`: on a machine with a lot of memory Node sizes the young generation at
//   128 MB, which stays resident; 16 MB semi-spaces (32 MB in all) keep the server about 100 MB smaller.
export const SERVER_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=16'];
