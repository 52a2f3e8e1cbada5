// Secrets never reach the log: a failed database query is logged as its statement and error code,
// without the parameter values Drizzle puts in its message (a password hash, an e-mail address).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../helpers/app.ts';

const SECRET_HASH = 'scrypt$16384$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
const SECRET_EMAIL = 'owner-of-secrets@example.test';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  // A route whose query fails on one of its parameters, as a real insert with a bad value would.
  t.app.get('/failing-query', async (c) => {
    await c.get('deps').db.execute(sql`SELECT ${SECRET_EMAIL}::text AS email, ${SECRET_HASH}::int AS broken`);
    return c.json({ data: null });
  });
});
afterAll(() => t.close());

const logged = () => t.logLines.join('\n');

it('answers a failed query with a plain 500 and logs its statement and SQLSTATE, never its parameters', async () => {
  const res = await t.api('GET', '/v1/failing-query');
  expect(res.status).toBe(500);
  const body = (await res.json()) as { message: string };
  expect(body.message).not.toContain(SECRET_EMAIL);
  const line = t.logLines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'unhandled error');
  expect(line).toMatchObject({ level: 'error', error: 'database query failed', code: '22P02' });
  expect(line!.statement).toMatch(/SELECT \$1::text AS email, \$2::int AS broken/);
  expect(logged()).not.toContain(SECRET_HASH);
  expect(logged()).not.toContain(SECRET_EMAIL);
  expect(logged()).not.toContain('params:');
});

it('drops the parameters when a caller logs such an error, or its message, itself', async () => {
  const failure = (await t.db.execute(sql`SELECT ${SECRET_HASH}::int`).catch((err: unknown) => err)) as Error;
  expect(failure).toBeInstanceOf(Error);
  expect(failure.message).toContain(SECRET_HASH); // what Drizzle puts in the message
  t.deps.log.error('mail failed', { user_id: 1, error: failure.message });
  t.deps.log.warn('lookup failed', { error: failure });
  const [asText, asError] = t.logLines.slice(-2).map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(asText).toMatchObject({ msg: 'mail failed', user_id: 1, error: 'Failed query: SELECT $1::int' });
  expect(asError).toMatchObject({ msg: 'lookup failed', error: 'database query failed', statement: 'SELECT $1::int', code: '22P02' });
  expect(logged()).not.toContain(SECRET_HASH);
});
