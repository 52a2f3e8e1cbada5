// The health check: the API answers and its database answers a query.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export async function checkHealth({ db, kind }: { db: Db; kind: 'pglite' | 'postgres' }) {
  await db.execute(sql`SELECT 1`);
  return { status: 'ok' as const, database: kind, time: new Date().toISOString() };
}
