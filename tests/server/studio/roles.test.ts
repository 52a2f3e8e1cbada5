// A member's role, deletion on request and data export from the studio (docs/rules/studio.md,
// "Members: role, deletion, export"): each audited; not your own account; 401, 403, 404, 409, 422.
import { issueToken } from '../../../src/server/auth/tokens.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body } from '../learning/factories.ts';
import { auditRows } from './helpers.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ name: 'Roles Admin', role: 'admin' });
});
afterAll(() => t.close());

describe('who may change roles, delete and export', () => {
  it('answers 401 without a token and 403 to a member and an author', async () => {
    const target = await t.member();
    const member = await t.member();
    const author = await t.member({ role: 'author' });
    const calls: Array<[string, string, unknown?]> = [
      ['PUT', `/v1/admin/members/${target.id}/role`, { role: 'admin' }],
      ['DELETE', `/v1/admin/members/${target.id}`],
      ['GET', `/v1/admin/members/${target.id}/export`],
    ];
    for (const [method, path, json] of calls) {
      expect((await t.api(method, path, { json })).status).toBe(401);
      for (const who of [member, author]) expect((await t.api(method, path, { token: who.token, json })).status, `${method} ${path}`).toBe(403);
    }
    expect(await auditRows(t, 'member', target.id)).toEqual([]);
  });
});

describe('roles', () => {
  it('changes a member’s role, audited; the new role works at once; not your own; 404 and 422', async () => {
    const m = await t.member();
    const res = await t.api('PUT', `/v1/admin/members/${m.id}/role`, { token: admin.token, json: { role: 'author' } });
    expect(res.status).toBe(200);
    expect((await body(res)).data.role).toBe('author');
    const promoted = await t.api('PUT', `/v1/admin/members/${m.id}/role`, { token: admin.token, json: { role: 'admin' } });
    expect((await body(promoted)).data.role).toBe('admin');
    // The role works at once: the member's password-only session is now asked for a second factor
    // (docs/security.md, "Second factor"), and a session that proved one opens the studio.
    const asked = await t.api('GET', '/v1/admin/overview', { token: m.token });
    expect(asked.status).toBe(403);
    expect((await body(asked)).errors.second_factor).toHaveLength(1);
    expect((await t.api('GET', '/v1/admin/overview', { token: await issueToken(t.db, m.id, 'web', {}, 'totp') })).status).toBe(200);
    expect((await auditRows(t, 'member', m.id)).map((r) => [r.action, r.before, r.after])).toEqual([
      ['member.role', { role: 'member' }, { role: 'author' }],
      ['member.role', { role: 'author' }, { role: 'admin' }],
    ]);
    const own = await t.api('PUT', `/v1/admin/members/${admin.id}/role`, { token: admin.token, json: { role: 'member' } });
    expect(own.status).toBe(409);
    expect((await body(own)).message).toBe('You cannot change your own role.');
    expect((await t.api('PUT', '/v1/admin/members/2147483647/role', { token: admin.token, json: { role: 'author' } })).status).toBe(404);
    const bad = await t.api('PUT', `/v1/admin/members/${m.id}/role`, { token: admin.token, json: { role: 'owner' } });
    expect(bad.status).toBe(422);
    expect(Object.keys((await body(bad)).errors)).toEqual(['role']);
  });
});

describe('deletion on request and export', () => {
  it('exports a member’s data as the member would get it; 404', async () => {
    const m = await t.member({ name: 'Export Me' });
    const res = await t.api('GET', `/v1/admin/members/${m.id}/export`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`attachment; filename="wellspring-data-${m.id}-`));
    const data = await body(res);
    expect(data.profile ?? data.user ?? data).toBeTruthy();
    expect(JSON.stringify(data)).toContain(m.email);
    // Reading changes nothing: no audit row (a GET never writes).
    expect(await auditRows(t, 'member', m.id)).toEqual([]);
    expect((await t.api('GET', '/v1/admin/members/2147483647/export', { token: admin.token })).status).toBe(404);
  });

  it('deletes an account by the cancellation rules: tokens stop, personal data erased, audited without it; 409s', async () => {
    const m = await t.member({ name: 'Leaving Soon' });
    const res = await t.api('DELETE', `/v1/admin/members/${m.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    const deleted = (await body(res)).data;
    expect(deleted).toMatchObject({ name: 'Former member' });
    expect(deleted.cancelled_at).not.toBeNull();
    expect((await t.api('GET', '/v1/auth/profile', { token: m.token })).status).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, m.id));
    expect(row!.email).toMatch(/@wellspring\.invalid$/);
    const rows = await auditRows(t, 'member', m.id);
    expect(rows.map((r) => r.action)).toEqual(['member.delete']);
    expect(JSON.stringify(rows[0])).not.toContain(m.email);

    expect((await t.api('DELETE', `/v1/admin/members/${m.id}`, { token: admin.token })).status).toBe(409);
    expect((await t.api('DELETE', `/v1/admin/members/${admin.id}`, { token: admin.token })).status).toBe(409);
    const other = await t.member({ role: 'admin' });
    expect((await t.api('DELETE', `/v1/admin/members/${other.id}`, { token: admin.token })).status).toBe(409);
    expect((await t.api('DELETE', '/v1/admin/members/2147483647', { token: admin.token })).status).toBe(404);
  });
});
