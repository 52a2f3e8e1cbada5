// What every embedded database is opened with, in the server's thread or in the database worker
// (src/server/db/pglite-worker-host.ts). A module of its own so the worker loads no more than PGlite.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Extensions the migrations use (pg_trgm for typo-tolerant search); every PGlite must load them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PostgreSQL settings of the embedded database. PGlite's default shared_buffers (128 MB) lives in its
 * WebAssembly heap, which never shrinks; 32 MB holds the demo and a 100,000-course catalogue's hot
 * pages, and the operating system's page cache holds the rest (docs/performance.md, "Memory").
 */
export const PGLITE_SETTINGS = ['shared_buffers = 32MB'];
