// Node flags and environment of every server process (npm start, npm run serve, the e2e and bench
// servers); measured in docs/performance.md, "Memory". package.json and playwright.config.ts repeat
// them literally (a test keeps them the same).
// - `--liftoff-only`: V8 does not recompile PGlite's WebAssembly with its optimising compiler. That
//   compilation alone briefly needs about 500 MB, twice the rest of the server, for queries that then
//   cost about 1.5 times less CPU. On PostgreSQL (DATABASE_URL) there is no WebAssembly to compile.
// - `--max-semi-space-size=16`: on a machine with a lot of memory Node sizes the young generation at
//   128 MB, which stays resident; 16 MB semi-spaces (32 MB in all) keep the server about 100 MB smaller.
// - `--heap-growing-percent=50`: after a full collection V8 lets the heap grow to up to four times what
//   survived before it collects again; under load that took the heap from 90 to 240 MB. Half again
//   what survived keeps the peak about 150 MB lower for a few tenths of a per cent more CPU.
// - `MALLOC_ARENA_MAX=1`: glibc gives each thread that allocates (compression, V8's background
//   compilers and collectors) an arena of its own, and arenas keep what they once held; on the
//   embedded database they held 70 to 100 MB after a load. One arena keeps about 50 MB less.
//   It must be in the environment before Node starts.
export const SERVER_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=16', '--heap-growing-percent=50'];
export const SERVER_ENV = { MALLOC_ARENA_MAX: '1' };
/** The same as a shell prefix, for package.json and playwright.config.ts. */
export const SERVER_COMMAND_PREFIX = `${Object.entries(SERVER_ENV).map(([k, v]) => `${k}=${v}`).join(' ')} node ${SERVER_NODE_FLAGS.join(' ')}`;
