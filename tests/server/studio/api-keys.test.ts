// API keys (docs/rules/integrations.md, "API keys"; issue 36 part 2): an admin makes a key with
// scopes (shown once, kept hashed), lists and revokes it, each audited; the key works on the
// /v1/admin operations its scopes cover, acting as its admin, and nowhere else: a key with
// members:read lists members and gets 403 on a refund; revoked, expired or its admin demoted, it is a
// 401 at once; it is rate-limited on its own; "last used" is kept. 401, 403 and 422 for the routes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyScopeFor, hashApiKey } from '../../../src/server/auth/api-keys.ts';
import { apiKeys, auditLog, users } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { json, paidCourse, pay } from '../commerce/helpers.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ name: 'Key Admin', role: 'admin' });
});
afterAll(() => t.close());

const make = async (body: Record<string, unknown>, token = admin.token) => t.api('POST', '/v1/admin/api-keys', { token, json: body });
async function key(scopes: string[], days = 30) {
  const res = await make({ name: `Key ${scopes.join(' ')}`, scopes, expires_in_days: days });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).data as { id: number; key: string; prefix: string };
}

describe('making, listing and revoking keys', () => {
  it('answers the key once, keeps only its hash, lists it without it, and audits both changes', async () => {
    const res = await make({ name: 'CRM sync', scopes: ['members:read', 'payments:read', 'members:read'], expires_in_days: 90 });
    expect(res.status).toBe(201);
    const { data } = await json(res);
    expect(data).toMatchObject({ name: 'CRM sync', scopes: ['members:read', 'payments:read'], status: 'active', created_by: { id: admin.id, name: 'Key Admin' }, last_used_at: null, revoked_at: null });
    expect(data.key).toMatch(/^wsk_[\w-]{43}$/);
    expect(data.key.startsWith(data.prefix)).toBe(true);
    expect(Date.parse(data.expires_at) - Date.now()).toBeGreaterThan(89 * 86_400_000);
    const [stored] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, data.id));
    expect(stored!.keyHash).toBe(hashApiKey(data.key));
    expect(JSON.stringify(stored)).not.toContain(data.key);

    const list = await json(await t.api('GET', '/v1/admin/api-keys', { token: admin.token }));
    expect(list.data.find((k: { id: number }) => k.id === data.id)).toMatchObject({ name: 'CRM sync', status: 'active' });
    expect(JSON.stringify(list)).not.toContain(data.key);

    const revoked = await t.api('DELETE', `/v1/admin/api-keys/${data.id}`, { token: admin.token });
    expect(revoked.status).toBe(200);
    expect((await json(revoked)).data).toMatchObject({ status: 'revoked' });
    expect((await t.api('DELETE', `/v1/admin/api-keys/${data.id}`, { token: admin.token })).status).toBe(409);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, data.id));
    expect(audit.filter((a) => a.subjectType === 'api_key').map((a) => a.action)).toEqual(['api_key.create', 'api_key.revoke']);
  });

  it('refuses an unknown scope, no scope, no name and a year and a day, each beside its field, and makes nothing', async () => {
    const before = (await t.db.select().from(apiKeys)).length;
    const unknown = await json(await make({ name: 'x', scopes: ['members:read', 'everything'], expires_in_days: 30 }));
    expect(unknown.errors.scopes).toEqual([expect.stringContaining('Unknown scope: everything.')]);
    expect((await json(await make({ name: 'x', scopes: [], expires_in_days: 30 }))).errors.scopes).toEqual(['Choose at least one scope.']);
    expect((await json(await make({ name: '  ', scopes: ['audit:read'], expires_in_days: 30 }))).errors.name).toEqual(['Give the key a name.']);
    expect((await json(await make({ name: 'x', scopes: ['audit:read'], expires_in_days: 366 }))).errors.expires_in_days).toEqual(['A key lasts at most 365 days; make a new one then.']);
    expect((await t.db.select().from(apiKeys)).length).toBe(before);
  });

  it('is 401 without a token, 403 for an author or a member, 404 for an unknown key', async () => {
    expect((await t.api('GET', '/v1/admin/api-keys')).status).toBe(401);
    const author = await t.member({ role: 'author' });
    expect((await t.api('GET', '/v1/admin/api-keys', { token: author.token })).status).toBe(403);
    expect((await make({ name: 'x', scopes: ['audit:read'], expires_in_days: 1 }, (await t.member()).token)).status).toBe(403);
    expect((await t.api('DELETE', '/v1/admin/api-keys/2147483647', { token: admin.token })).status).toBe(404);
  });
});

describe('calling with a key', () => {
  it('a key with members:read lists members and gets 403 on a refund, on member routes and on making keys', async () => {
    const { key: k } = await key(['members:read']);
    const members = await t.api('GET', '/v1/admin/members', { token: k });
    expect(members.status).toBe(200);
    expect((await json(members)).data.length).toBeGreaterThan(0);

    const buyer = await t.member();
    const course = await paidCourse(t, 2900);
    const { data } = await json(await t.api('POST', `/v1/courses/${course.id}/buy`, { token: buyer.token, json: {} }));
    await pay(t, data.url);
    const payment = (await json(await t.api('GET', '/v1/admin/payments?status=paid', { token: admin.token }))).data[0];
    const refund = await t.api('POST', `/v1/admin/payments/${payment.id}/refund`, { token: k, json: {} });
    expect(refund.status).toBe(403);
    expect((await json(refund)).message).toBe('This API key may not do this: it needs the scope payments:write.');
    expect((await t.api('GET', '/v1/admin/payments', { token: k })).status).toBe(403);
    expect((await t.api('GET', '/v1/auth/profile', { token: k })).status).toBe(401);
    expect((await make({ name: 'y', scopes: ['members:read'], expires_in_days: 1 }, k)).status).toBe(403);
  });

  it('acts as its admin: a refund with payments:write is audited under the admin, naming the key', async () => {
    const { key: k, prefix } = await key(['payments:read', 'payments:write']);
    const buyer = await t.member();
    const { data } = await json(await t.api('POST', `/v1/courses/${(await paidCourse(t, 1500)).id}/buy`, { token: buyer.token, json: {} }));
    await pay(t, data.url);
    const payment = (await json(await t.api('GET', '/v1/admin/payments?status=paid', { token: k }))).data.find((p: { member: { id: number } }) => p.member.id === buyer.id);
    expect((await t.api('POST', `/v1/admin/payments/${payment.id}/refund`, { token: k, json: { amount: 500 } })).status).toBe(200);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payment.refund')).orderBy(auditLog.id).limit(1).offset(0);
    expect(row).toMatchObject({ actorId: admin.id, actorEmail: `${admin.email} (API key ${prefix}…)` });
  });

  it('stops at once when revoked, expired, or its admin is no longer one; an unknown key is 401', async () => {
    const revoked = await key(['members:read']);
    expect((await t.api('GET', '/v1/admin/members', { token: revoked.key })).status).toBe(200);
    await t.api('DELETE', `/v1/admin/api-keys/${revoked.id}`, { token: admin.token });
    const refused = await t.api('GET', '/v1/admin/members', { token: revoked.key });
    expect(refused.status).toBe(401);
    expect((await json(refused)).message).toBe('This API key is unknown, revoked or expired.');

    const expired = await key(['members:read']);
    await t.db.update(apiKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiKeys.id, expired.id));
    expect((await t.api('GET', '/v1/admin/members', { token: expired.key })).status).toBe(401);

    const other = await t.member({ role: 'admin' });
    const res = await make({ name: 'Theirs', scopes: ['members:read'], expires_in_days: 5 }, other.token);
    const theirs = (await json(res)).data.key as string;
    expect((await t.api('GET', '/v1/admin/members', { token: theirs })).status).toBe(200);
    await t.db.update(users).set({ role: 'member' }).where(eq(users.id, other.id));
    expect((await t.api('GET', '/v1/admin/members', { token: theirs })).status).toBe(401);
    expect((await t.api('GET', '/v1/admin/members', { token: 'wsk_not-a-real-key' })).status).toBe(401);
  });

  it('keeps when it was last used, at most once a minute', async () => {
    const { id, key: k } = await key(['audit:read']);
    expect((await t.api('GET', '/v1/admin/audit', { token: k })).status).toBe(200);
    const [first] = await t.db.select({ at: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, id));
    expect(first!.at).not.toBeNull();
    await t.api('GET', '/v1/admin/audit', { token: k });
    const [second] = await t.db.select({ at: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, id));
    expect(second!.at!.getTime()).toBe(first!.at!.getTime());
  });

  it('is rate-limited on its own: a 429 with Retry-After past its budget', async () => {
    const limited = await createTestContext({ seeded: false, env: { RATE_LIMIT_FACTOR: '0.005' } });
    try {
      const owner = await limited.member({ role: 'admin' });
      const { data } = await json(await limited.api('POST', '/v1/admin/api-keys', { token: owner.token, json: { name: 'Busy', scopes: ['audit:read'], expires_in_days: 1 } }));
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await limited.api('GET', '/v1/admin/audit', { token: data.key })).status);
      expect(statuses).toContain(429);
      // The admin's own session is not held up by the key's budget.
      expect((await limited.api('GET', '/v1/admin/audit', { token: owner.token })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('which scope each operation needs', () => {
  it('maps reads and changes of each family, and leaves keys out of key-making and member routes', () => {
    expect(apiKeyScopeFor('GET', '/admin/members')).toBe('members:read');
    expect(apiKeyScopeFor('POST', '/v1/admin/members/5/suspend')).toBe('members:write');
    expect(apiKeyScopeFor('POST', '/admin/members/{id}/enrolments')).toBe('enrolments:write');
    expect(apiKeyScopeFor('GET', '/admin/enrolments.csv')).toBe('enrolments:read');
    expect(apiKeyScopeFor('POST', '/admin/payments/{id}/refund')).toBe('payments:write');
    expect(apiKeyScopeFor('GET', '/admin/reports/revenue')).toBe('reports:read');
    expect(apiKeyScopeFor('GET', '/admin/courses/{id}/funnel')).toBe('reports:read');
    expect(apiKeyScopeFor('PATCH', '/admin/courses/{id}')).toBe('content:write');
    expect(apiKeyScopeFor('GET', '/admin/audit.csv')).toBe('audit:read');
    expect(apiKeyScopeFor('POST', '/admin/api-keys')).toBeNull();
    expect(apiKeyScopeFor('GET', '/v1/auth/profile')).toBeNull();
  });
});
