// Named prepared statements for the hottest member reads (docs/performance.md, "Member reads"). On
// PostgreSQL a named statement is parsed and planned once per pooled connection and then only bound
// and executed; on PGlite, where there is no network round trip to save, drizzle runs it as before.
// The prepared query is made once per database handle (a transaction gets its own).
import type { Db } from '../db/client.ts';

const byDatabase = new WeakMap<object, Map<string, unknown>>();

/** The statement `name` prepared on `db` by `build`, made on first use. Each name must always build the same SQL. */
export function prepared<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let statements = byDatabase.get(db);
  if (!statements) byDatabase.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) statements.set(name, (statement = build(db, name)));
  return statement;
}
