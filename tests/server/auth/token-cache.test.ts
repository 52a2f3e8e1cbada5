// Token lookups kept per instance (docs/performance.md, "Member reads"; docs/security.md, "Sessions
// and devices"): a kept token costs no statement, and every way a token stops working takes effect on
// the very next request: signing out, signing out another device, changing the password (the other
// devices), suspending the account, and a token revoked or expired by plain SQL (the trigger of
// migration 0027). The bookkeeping itself: a lookup that a change overtook is not kept.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenCache } from '../../../src/server/auth/token-cache.ts';
import { accessTokens } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;
let statements = 0;
let lastStatement = '';
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ role: 'admin' });
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    statements += 1;
    const q = args[0] as string | { text: string };
    lastStatement = typeof q === 'string' ? q : q.text;
    return query(...args);
  };
});
afterAll(() => t.close());

const profile = (token: string) => t.api('GET', '/v1/auth/profile', { token });

/** A member whose token and profile are kept: a read costs no statement. */
async function keptMember() {
  const m = await t.member();
  // On PostgreSQL the events of creating the member arrive a few milliseconds after it; let them.
  await new Promise((r) => setTimeout(r, 50));
  expect((await profile(m.token)).status).toBe(200);
  statements = 0;
  expect((await profile(m.token)).status).toBe(200);
  expect(statements).toBe(0);
  return m;
}

describe('a kept token stops working on the next request', () => {
  it('after signing out', async () => {
    const m = await keptMember();
    expect((await t.api('POST', '/v1/auth/logout', { token: m.token })).status).toBe(200);
    expect((await profile(m.token)).status).toBe(401);
  });

  it('after the account is suspended from the studio', async () => {
    const m = await keptMember();
    expect((await t.api('POST', `/v1/admin/members/${m.id}/suspend`, { token: admin.token })).status).toBe(200);
    expect((await profile(m.token)).status).toBe(401);
  });

  it('on the other devices after a password change, and not on the device that changed it', async () => {
    const m = await keptMember();
    const login = await t.api('POST', '/v1/auth/login', { json: { email: m.email, password: m.password } });
    const other = (await login.json()).data.token as string;
    expect((await profile(other)).status).toBe(200);
    const changed = await t.api('POST', '/v1/auth/password/change', { token: m.token, json: { current_password: m.password, password: 'a brand new secret', password_confirmation: 'a brand new secret' } });
    expect(changed.status).toBe(200);
    expect((await profile(other)).status).toBe(401);
    expect((await profile(m.token)).status).toBe(200);
  });

  // Not the member's own request: on PostgreSQL the commit's event arrives a few milliseconds later.
  it('after a revocation or an early expiry written by plain SQL, once the commit’s event arrives', async () => {
    const status = (token: string) => async () => (await profile(token)).status;
    const m = await keptMember();
    await t.db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.userId, m.id));
    await expect.poll(status(m.token), { timeout: 2000, interval: 5 }).toBe(401);
    const n = await keptMember();
    await t.db.update(accessTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accessTokens.userId, n.id));
    await expect.poll(status(n.token), { timeout: 2000, interval: 5 }).toBe(401);
  });

  it('"last seen" written by a kept token drops nothing', async () => {
    const m = await keptMember();
    await t.db.update(accessTokens).set({ lastUsedAt: new Date(Date.now() - 10_000) }).where(eq(accessTokens.userId, m.id));
    statements = 0;
    expect((await profile(m.token)).status).toBe(200);
    expect(statements, lastStatement).toBe(0);
  });
});

describe('the bookkeeping', () => {
  it('keeps nothing while changes are not heard, and refuses a lookup a change of its member overtook', () => {
    const cache = createTokenCache<string>();
    const mark0 = cache.mark();
    cache.keep('h1', 1, 'one', mark0);
    expect(cache.get('h1')).toBeUndefined();
    cache.setListening(true);
    const mark = cache.mark();
    cache.drop(1);
    cache.keep('h1', 1, 'one', mark);
    expect(cache.get('h1')).toBeUndefined();
    // Another member's change does not matter.
    const mark2 = cache.mark();
    cache.drop(2);
    cache.keep('h1', 1, 'one', mark2);
    expect(cache.get('h1')).toBe('one');
    cache.drop(1);
    expect(cache.get('h1')).toBeUndefined();
    cache.keep('h3', 3, 'three', cache.mark());
    cache.setListening(false);
    expect(cache.get('h3')).toBeUndefined();
  });

  it('forgets a copy after its time, and the oldest when full', () => {
    let clock = 0;
    const cache = createTokenCache<number>({ ttlMs: 1000, maxTokens: 2, now: () => clock });
    cache.setListening(true);
    cache.keep('a', 1, 1, cache.mark());
    cache.keep('b', 2, 2, cache.mark());
    cache.keep('c', 3, 3, cache.mark());
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    clock = 1001;
    expect(cache.get('b')).toBeUndefined();
  });
});
