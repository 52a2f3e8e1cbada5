// The embedded database in a worker thread (src/server/db/pglite-worker-client.ts): what the
// services see through drizzle must be what they saw with PGlite in their own thread. Errors keep
// their SQLSTATE, a transaction that throws is rolled back, transactions run one at a time,
// NOTIFY crosses the thread and is heard only after COMMIT, and rows hold the same values.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPgliteInWorker, type DbHandle } from '../../../src/server/db/client.ts';
import { migrateDatabase } from '../../../src/server/db/migrate.ts';
import { users } from '../../../src/server/db/schema/index.ts';
import { rowsOf } from '../../../src/server/shared/sql-rows.ts';

/** Every kind of value the schema stores, as one row (timestamps, dates, numerics, json, arrays, bigint, bytea). */
const VALUES_SQL = sql`SELECT timestamptz '2026-11-26 10:00:00+00' AS at, timestamp '2026-11-26 10:00:00' AS local_at,
  date '2026-11-26' AS day, interval '1 day 2 hours' AS span, 12.50::numeric(10,2) AS price, 7::int AS n,
  9007199254740993::int8 AS big, true AS flag, '{"a":[1,2],"b":null}'::jsonb AS data, '{"x":1}'::json AS plain,
  ARRAY[1,2,3]::int[] AS ints, ARRAY['a','b']::text[] AS words, ARRAY[1.5,2.25]::numeric[] AS prices,
  ARRAY[date '2026-11-26']::date[] AS days, '\\x0102ff'::bytea AS bytes, NULL::text AS nothing,
  gen_random_uuid() IS NOT NULL AS has_uuid`;

describe('PGlite in a worker thread', () => {
  let dir: string;
  let worker: DbHandle;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ws-pglite-worker-'));
    worker = await openPgliteInWorker(path.join(dir, 'pglite'));
    await migrateDatabase(worker);
    await worker.db.execute(sql`CREATE TABLE counters (id int PRIMARY KEY, n int NOT NULL)`);
    await worker.db.execute(sql`INSERT INTO counters VALUES (1, 0)`);
  }, 120_000);
  afterAll(async () => {
    await worker?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers the statements of an open transaction without waiting for a turn of the event loop', async () => {
    // A message from the worker needs a turn of the event loop; microtask turns alone never deliver it.
    const settlesOnMicrotasks = async (query: PromiseLike<unknown>) => {
      let settled = false;
      const running = Promise.resolve(query).then(() => (settled = true));
      for (let turn = 0; turn < 1000 && !settled; turn += 1) await null;
      const onMicrotasks = settled;
      await running;
      return onMicrotasks;
    };
    // Outside a transaction the answer comes back through the event loop.
    expect(await settlesOnMicrotasks(worker.db.execute(sql`SELECT 1`))).toBe(false);
    // Inside one, this thread waits for it (the lock is held anyway), so no turn is needed, however busy the loop.
    await worker.db.transaction(async (tx) => {
      expect(await settlesOnMicrotasks(tx.execute(sql`CREATE TABLE waited (n int)`))).toBe(true);
      expect(await settlesOnMicrotasks(tx.execute(sql`INSERT INTO waited VALUES (7)`))).toBe(true);
      const [row] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT n FROM waited`));
      expect(row!.n).toBe(7);
    });
  });

  it('runs the migrations: drizzle reads and writes the schema through it', async () => {
    const [ada] = await worker.db.insert(users).values({ name: 'Ada Worker', email: 'ada-worker@example.test', passwordHash: 'x' }).returning();
    expect(ada).toMatchObject({ name: 'Ada Worker', email: 'ada-worker@example.test' });
    expect(typeof ada!.id).toBe('number');
    // Drizzle maps timestamps from the text the worker keeps them as.
    expect(ada!.createdAt).toBeInstanceOf(Date);
    const found = await worker.db.select({ id: users.id, name: users.name }).from(users).where(sql`${users.email} = 'ada-worker@example.test'`);
    expect(found).toEqual([{ id: ada!.id, name: 'Ada Worker' }]);
  });

  it('gives the same values as PGlite in this thread', async () => {
    const here = await openPglite(undefined);
    try {
      const expected = rowsOf<Record<string, unknown>>(await here.db.execute(VALUES_SQL));
      const got = rowsOf<Record<string, unknown>>(await worker.db.execute(VALUES_SQL));
      expect(got).toEqual(expected);
      expect(got[0]).toMatchObject({ at: '2026-11-26 10:00:00+00', day: '2026-11-26', span: '1 day 02:00:00', price: '12.50', n: 7, data: { a: [1, 2], b: null }, ints: [1, 2, 3], nothing: null });
      expect(got[0]!.bytes).toEqual(new Uint8Array([1, 2, 255]));
      const inTx = await worker.db.transaction(async (tx) => rowsOf<Record<string, unknown>>(await tx.execute(VALUES_SQL)));
      expect(inTx).toEqual(expected);
    } finally {
      await here.close();
    }
    // A new in-memory PGlite runs initdb: seconds on a quiet machine, more on a busy one.
  }, 120_000);

  it('hands a statement’s error to the caller with its SQLSTATE and constraint', async () => {
    const insert = () => worker.db.insert(users).values({ name: 'Twin', email: 'twin@example.test', passwordHash: 'x' });
    await insert();
    const err = await insert().then(() => null, (e: unknown) => e as Error & { cause?: { code?: string; constraint?: string } });
    expect(err).not.toBeNull();
    expect(err!.cause?.code).toBe('23505');
    expect(err!.cause?.constraint).toMatch(/email/);
    const syntax = await worker.db.execute(sql`SELEC 1`).then(() => null, (e: unknown) => e as { cause?: { code?: string; message?: string } });
    expect(syntax?.cause?.code).toBe('42601');
    // The database is still usable after an error.
    expect(rowsOf(await worker.db.execute(sql`SELECT 1 AS one`))).toEqual([{ one: 1 }]);
  });

  it('rolls a transaction back when its callback throws, and the error reaches the caller', async () => {
    const failed = worker.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE counters SET n = 100 WHERE id = 1`);
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    expect(rowsOf(await worker.db.execute(sql`SELECT n FROM counters WHERE id = 1`))).toEqual([{ n: 0 }]);
    // A statement that fails inside a transaction rolls back what came before it.
    const violated = worker.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE counters SET n = 5 WHERE id = 1`);
      await tx.execute(sql`INSERT INTO counters VALUES (1, 1)`);
    });
    await expect(violated).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(rowsOf(await worker.db.execute(sql`SELECT n FROM counters WHERE id = 1`))).toEqual([{ n: 0 }]);
    // tx.rollback() (drizzle's) ends it too.
    await expect(worker.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE counters SET n = 7 WHERE id = 1`);
      tx.rollback();
    })).rejects.toThrow(/rollback/i);
    expect(rowsOf(await worker.db.execute(sql`SELECT n FROM counters WHERE id = 1`))).toEqual([{ n: 0 }]);
  });

  it('runs concurrent transactions one after another: a read-then-write never loses an update', async () => {
    const order: string[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        worker.db.transaction(async (tx) => {
          order.push(`begin ${i}`);
          const [row] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT n FROM counters WHERE id = 1 FOR UPDATE`));
          // Another thread turn between the read and the write: a second transaction would interleave here.
          await new Promise((r) => setTimeout(r, 2));
          await tx.execute(sql`UPDATE counters SET n = ${row!.n + 1} WHERE id = 1`);
          order.push(`end ${i}`);
        }),
      ),
    );
    expect(rowsOf(await worker.db.execute(sql`SELECT n FROM counters WHERE id = 1`))).toEqual([{ n: 20 }]);
    for (let i = 0; i < order.length; i += 2) expect(order[i + 1]!.slice(4)).toBe(order[i]!.slice(6));
    // Savepoints (drizzle's nested transactions) roll back only their part.
    await worker.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE counters SET n = 21 WHERE id = 1`);
      await tx.transaction(async (inner) => {
        await inner.execute(sql`UPDATE counters SET n = 99 WHERE id = 1`);
        inner.rollback();
      }).catch(() => {});
    });
    expect(rowsOf(await worker.db.execute(sql`SELECT n FROM counters WHERE id = 1`))).toEqual([{ n: 21 }]);
  });

  it('delivers NOTIFY across the thread, from a transaction only once it commits', async () => {
    const heard: string[] = [];
    const stop = await worker.listen!('worker_test', (payload) => heard.push(payload));
    await worker.db.execute(sql`SELECT pg_notify('worker_test', 'plain')`);
    await expect.poll(() => heard).toEqual(['plain']);
    await worker.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_notify('worker_test', 'committed')`);
      await new Promise((r) => setTimeout(r, 50));
      expect(heard).toEqual(['plain']);
    });
    await expect.poll(() => heard).toEqual(['plain', 'committed']);
    await worker.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_notify('worker_test', 'rolled back')`);
      tx.rollback();
    }).catch(() => {});
    await stop();
    await worker.db.execute(sql`SELECT pg_notify('worker_test', 'after unlisten')`);
    await new Promise((r) => setTimeout(r, 50));
    expect(heard).toEqual(['plain', 'committed']);
  });

  it('keeps what was written when closed and opened again', async () => {
    await worker.close();
    worker = await openPgliteInWorker(path.join(dir, 'pglite'));
    expect(rowsOf(await worker.db.execute(sql`SELECT n FROM counters WHERE id = 1`))).toEqual([{ n: 21 }]);
    expect(rowsOf(await worker.db.execute(sql`SELECT name FROM users WHERE email = 'ada-worker@example.test'`))).toEqual([{ name: 'Ada Worker' }]);
  }, 60_000);
});
