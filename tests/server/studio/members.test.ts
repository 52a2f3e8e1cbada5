// The studio's members (docs/rules/studio.md, "Members"): search, profile with enrolments and
// progress, suspend (tokens stop at once, login refused), restore (a new login works), the password
// reset e-mail; each change audited; 401 without a token, 403 for a member or an author, 404, 422.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body, enrol, makeLearningCourse, type LearningCourse } from '../learning/factories.ts';
import { auditRows } from './helpers.ts';

let t: TestContext;
let course: LearningCourse;
let admin: Awaited<ReturnType<TestContext['member']>>;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  course = await makeLearningCourse(t.db, { title: 'Calm Mornings' });
  admin = await t.member({ name: 'Studio Admin', role: 'admin' });
});
afterAll(() => t.close());

const post = (path: string, token?: string) => t.api('POST', path, { token });

describe('who may use the members routes', () => {
  it('answers 401 without a token and 403 to a member, a mentor and an author', async () => {
    const target = await t.member();
    const member = await t.member();
    const mentor = await t.member({ isMentor: true });
    const author = await t.member({ role: 'author' });
    const routes: Array<[string, string]> = [
      ['GET', '/v1/admin/members'],
      ['GET', `/v1/admin/members/${target.id}`],
      ['POST', `/v1/admin/members/${target.id}/suspend`],
      ['POST', `/v1/admin/members/${target.id}/restore`],
      ['POST', `/v1/admin/members/${target.id}/password-reset`],
    ];
    for (const [method, path] of routes) {
      expect((await t.api(method, path)).status, `${method} ${path}`).toBe(401);
      for (const who of [member, mentor, author]) {
        const res = await t.api(method, path, { token: who.token });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect((await body(res)).message).toMatch(/administrators only/);
      }
    }
    expect(await auditRows(t, 'user', target.id)).toEqual([]);
  });
});

describe('search and profile', () => {
  it('finds members by name or e-mail, page by page', async () => {
    const a = await t.member({ name: 'Zelda Quarry', email: 'zelda.q@example.test' });
    await t.member({ name: 'Zelda Other' });
    const res = await t.api('GET', '/v1/admin/members?q=zelda&per_page=1', { token: admin.token });
    expect(res.status).toBe(200);
    const page = await body(res);
    expect(page.meta).toMatchObject({ page: 1, per_page: 1, total: 2, last_page: 2 });
    const byEmail = await body(await t.api('GET', '/v1/admin/members?q=zelda.q%40', { token: admin.token }));
    expect(byEmail.data.map((m: { id: number }) => m.id)).toEqual([a.id]);
    expect(byEmail.data[0]).toMatchObject({ name: 'Zelda Quarry', role: 'member', suspended_at: null, enrolments: 0 });
    // % and _ are matched as themselves.
    expect((await body(await t.api('GET', '/v1/admin/members?q=%25%25', { token: admin.token }))).data).toEqual([]);
  });

  it('shows a profile with enrolments and progress; 404 for an unknown id; 422 for a bad one', async () => {
    const m = await t.member({ name: 'Progress Person' });
    await enrol(t, m.token, course.course.id);
    await t.api('POST', `/v1/courses/${course.course.id}/${course.lessons.detail.id}/finish`, { token: m.token });
    const res = await t.api('GET', `/v1/admin/members/${m.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    const profile = (await body(res)).data;
    expect(profile).toMatchObject({ id: m.id, name: 'Progress Person', enrolments: 1 });
    expect(profile.enrolment_list).toHaveLength(1);
    expect(profile.enrolment_list[0]).toMatchObject({ course: { id: course.course.id, title: 'Calm Mornings' }, status: 'active' });
    expect(profile.enrolment_list[0].progress_percent).toBeGreaterThan(0);
    expect(profile.last_seen_at).not.toBeNull();
    expect((await t.api('GET', '/v1/admin/members/2147483647', { token: admin.token })).status).toBe(404);
    const bad = await t.api('GET', '/v1/admin/members/01', { token: admin.token });
    expect(bad.status).toBe(422);
    expect(Object.keys((await body(bad)).errors)).toEqual(['id']);
    const badQuery = await t.api('GET', `/v1/admin/members?q=${'x'.repeat(101)}&page=0`, { token: admin.token });
    expect(badQuery.status).toBe(422);
    expect(Object.keys((await body(badQuery)).errors).sort()).toEqual(['page', 'q']);
  });
});

describe('suspend and restore', () => {
  it('stops every token at once, refuses login, and after restore a new login works; both audited', async () => {
    const m = await t.member({ name: 'Suspend Me' });
    expect((await t.api('GET', '/v1/auth/profile', { token: m.token })).status).toBe(200);

    const res = await post(`/v1/admin/members/${m.id}/suspend`, admin.token);
    expect(res.status).toBe(200);
    expect((await body(res)).data.suspended_at).not.toBeNull();
    expect((await t.api('GET', '/v1/auth/profile', { token: m.token })).status).toBe(401);
    const login = await t.api('POST', '/v1/auth/login', { json: { email: m.email, password: m.password } });
    expect(login.status).toBe(422);
    expect((await body(login)).message).toMatch(/suspended/);

    // Again: nothing changes, no second audit row.
    expect((await post(`/v1/admin/members/${m.id}/suspend`, admin.token)).status).toBe(200);

    const restored = await post(`/v1/admin/members/${m.id}/restore`, admin.token);
    expect(restored.status).toBe(200);
    expect((await body(restored)).data.suspended_at).toBeNull();
    // The old token stays revoked; a new login works.
    expect((await t.api('GET', '/v1/auth/profile', { token: m.token })).status).toBe(401);
    const again = await t.api('POST', '/v1/auth/login', { json: { email: m.email, password: m.password } });
    expect(again.status).toBe(200);
    expect((await t.api('GET', '/v1/auth/profile', { token: (await body(again)).data.token })).status).toBe(200);

    const rows = await auditRows(t, 'user', m.id);
    expect(rows.map((r) => r.action)).toEqual(['member.suspend', 'member.restore']);
    expect(rows[0]).toMatchObject({ actorId: admin.id, actorEmail: admin.email, before: { suspended_at: null, role: 'member' } });
    expect(rows[0]!.after).toMatchObject({ role: 'member' });
    expect(rows[0]!.after!.suspended_at).toEqual(expect.any(String));
    expect(rows[1]).toMatchObject({ before: { suspended_at: rows[0]!.after!.suspended_at }, after: { suspended_at: null } });
  });

  it('refuses to suspend yourself or another admin (409), and unknown members (404)', async () => {
    const other = await t.member({ role: 'admin' });
    expect((await post(`/v1/admin/members/${admin.id}/suspend`, admin.token)).status).toBe(409);
    expect((await post(`/v1/admin/members/${other.id}/suspend`, admin.token)).status).toBe(409);
    expect((await post('/v1/admin/members/2147483647/suspend', admin.token)).status).toBe(404);
    expect((await post('/v1/admin/members/2147483647/restore', admin.token)).status).toBe(404);
    expect((await post('/v1/admin/members/abc/restore', admin.token)).status).toBe(422);
    expect(await auditRows(t, 'user', other.id)).toEqual([]);
  });

  it('lets an author be suspended, so the role check and the suspension check both hold', async () => {
    const author = await t.member({ role: 'author' });
    expect((await post(`/v1/admin/members/${author.id}/suspend`, admin.token)).status).toBe(200);
    expect((await t.api('GET', '/v1/auth/profile', { token: author.token })).status).toBe(401);
  });
});

describe('password reset', () => {
  it('sends the usual reset e-mail and audits it; 404 and 422', async () => {
    const m = await t.member({ name: 'Forgetful Person' });
    const before = t.outbox().length;
    const res = await post(`/v1/admin/members/${m.id}/password-reset`, admin.token);
    expect(res.status).toBe(200);
    expect((await body(res)).message).toContain(m.email);
    const mails = t.outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Reset your password');
    expect(mails[0]).toContain('reset-password');
    const rows = await auditRows(t, 'user', m.id);
    expect(rows.map((r) => r.action)).toEqual(['member.password_reset']);
    expect(rows[0]).toMatchObject({ before: null, after: { reset_link_sent_to: m.email } });
    expect((await post('/v1/admin/members/2147483647/password-reset', admin.token)).status).toBe(404);
    expect((await post('/v1/admin/members/0/password-reset', admin.token)).status).toBe(422);
  });
});
