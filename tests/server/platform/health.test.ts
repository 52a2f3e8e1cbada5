// Liveness and readiness (docs/deploy.md, "Health checks"): what a load balancer reads to decide
// whether an instance gets traffic. Draining on SIGTERM is tested on the real server (shutdown.test.ts).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/server/shared/sql-rows.ts';
import type { Storage } from '../../../src/server/storage/storage.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

type Ready = { message?: string; data: { ready: boolean; checks: Record<string, string> } };

describe('GET /v1/health/live and /v1/health/ready', () => {
  it('live answers 200 without touching the database', async () => {
    const res = await t.api('GET', '/v1/health/live');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { status: 'live' } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('ready answers 200 when the database, migrations and storage all pass, and leaves no probe file', async () => {
    const res = await t.api('GET', '/v1/health/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { ready: true, checks: { database: 'ok', migrations: 'ok', storage: 'ok', accepting: 'ok' } } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 naming storage when a write fails, and 200 again once it works', async () => {
    const working = t.deps.storage;
    const broken: Storage = { ...working, put: async () => Promise.reject(new Error('disk full')) };
    t.deps.storage = broken;
    try {
      const res = await t.api('GET', '/v1/health/ready');
      expect(res.status).toBe(503);
      const body = (await res.json()) as Ready;
      expect(body.message).toBe('Not ready: storage.');
      expect(body.data.checks).toEqual({ database: 'ok', migrations: 'ok', storage: 'failed', accepting: 'ok' });
    } finally {
      t.deps.storage = working;
    }
    expect((await t.api('GET', '/v1/health/ready')).status).toBe(200);
  });

  it('answers 503 naming migrations when the newest one this code ships with is not applied', async () => {
    const [newest] = rowsOf<{ id: number; hash: string; created_at: string }>(await t.db.execute(sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`));
    await t.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${newest!.id}`);
    try {
      const res = await t.api('GET', '/v1/health/ready');
      expect(res.status).toBe(503);
      expect(((await res.json()) as Ready).message).toBe('Not ready: migrations.');
    } finally {
      await t.db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`);
    }
    expect((await t.api('GET', '/v1/health/ready')).status).toBe(200);
  });
});
