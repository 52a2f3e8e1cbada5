// PGlite keeps dates as text itself, so drizzle's per-query parsers can be left out
// (src/server/db/pglite-parsers.ts): the same results, through drizzle and in transactions, and other
// per-query parsers still honoured.
import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPglite, type DbHandle } from '../../../src/server/db/client.ts';
import { keepDatesAsText, TEXT_TYPES } from '../../../src/server/db/pglite-parsers.ts';

const DRIZZLE_PARSERS = Object.fromEntries(TEXT_TYPES.map((oid) => [oid, (value: string) => value]));
const ROW_SQL = `SELECT timestamptz '2026-11-26 10:00:00+00' AS at, date '2026-11-26' AS day, interval '1 day' AS span, 7 AS n, '{"a":1}'::jsonb AS data`;

describe('PGlite keeping dates as text', () => {
  let client: PGlite;
  const seen: Array<QueryOptions | undefined> = [];
  let handle: DbHandle;

  beforeAll(async () => {
    client = await PGlite.create();
    const query = client.query.bind(client);
    // Records what reaches PGlite's own query, under the wrapper.
    client.query = ((text: string, params?: unknown[], options?: QueryOptions) => (seen.push(options), query(text, params, options))) as PGlite['query'];
    handle = wrapPglite(client);
  });
  afterAll(() => handle.close());

  it('returns what drizzle asked for, without handing PGlite the parsers to copy', async () => {
    seen.length = 0;
    const { rows } = await client.query(ROW_SQL, [], { rowMode: 'object', parsers: DRIZZLE_PARSERS });
    expect(rows).toEqual([{ at: '2026-11-26 10:00:00+00', day: '2026-11-26', span: '1 day', n: 7, data: { a: 1 } }]);
    expect(seen).toEqual([{ rowMode: 'object' }]);
  });

  it('still honours other per-query parsers', async () => {
    seen.length = 0;
    const asWord = { [types.INT4]: (value: string) => `number ${value}` };
    const { rows } = await client.query<{ n: string }>(ROW_SQL, [], { parsers: asWord });
    expect(rows[0]!.n).toBe('number 7');
    expect(seen[0]?.parsers).toBe(asWord);
  });

  it('does the same inside transactions', async () => {
    const rows = await client.transaction(async (tx) => {
      const plain = await tx.query(ROW_SQL, [], { parsers: DRIZZLE_PARSERS });
      const custom = await tx.query<{ n: string }>(ROW_SQL, [], { parsers: { [types.INT4]: (value: string) => `number ${value}` } });
      return [plain.rows[0], custom.rows[0]!.n];
    });
    expect(rows).toEqual([{ at: '2026-11-26 10:00:00+00', day: '2026-11-26', span: '1 day', n: 7, data: { a: 1 } }, 'number 7']);
  });

  it('gives drizzle the same values as before: text it maps to dates itself', async () => {
    await handle.db.execute(sql`CREATE TABLE moments (id serial PRIMARY KEY, at timestamptz NOT NULL, day date NOT NULL)`);
    await handle.db.execute(sql`INSERT INTO moments (at, day) VALUES ('2026-11-26 10:00:00+00', '2026-11-26')`);
    const raw = await handle.db.execute(sql`SELECT at, day FROM moments`);
    expect((raw as unknown as { rows: unknown[] }).rows).toEqual([{ at: '2026-11-26 10:00:00+00', day: '2026-11-26' }]);
    const inTransaction = await handle.db.transaction((tx) => tx.execute(sql`SELECT at FROM moments`));
    expect((inTransaction as unknown as { rows: unknown[] }).rows).toEqual([{ at: '2026-11-26 10:00:00+00' }]);
  });

  it('can be applied to a client that never went through wrapPglite', async () => {
    const other = await PGlite.create();
    keepDatesAsText(other);
    const { rows } = await other.query<{ at: string }>(`SELECT timestamptz '2026-11-26 10:00:00+00' AS at`);
    expect(rows[0]!.at).toBe('2026-11-26 10:00:00+00');
    await other.close();
  });
});
