// The studio's overview and audit log (docs/rules/studio.md): figures, weekly revenue from paid
// invoices and sign-ups with their SVG charts, top courses; the audit log newest first and read-only
// (the database itself refuses UPDATE and DELETE on it); 401, 403, 422.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekStarts } from '../../../src/server/studio/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeInvoice } from '../billing/factories.ts';
import { body, enrol, makeLearningCourse } from '../learning/factories.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ name: 'Overview Admin', role: 'admin' });
});
afterAll(() => t.close());

describe('the overview', () => {
  it('answers 401 without a token and 403 to a member and an author', async () => {
    expect((await t.api('GET', '/v1/admin/overview')).status).toBe(401);
    expect((await t.api('GET', '/v1/admin/overview', { token: (await t.member()).token })).status).toBe(403);
    expect((await t.api('GET', '/v1/admin/overview', { token: (await t.member({ role: 'author' })).token })).status).toBe(403);
  });

  it('counts members, enrolments and completions, sums revenue by week and ranks courses', async () => {
    const course = await makeLearningCourse(t.db, { title: 'Top Course' });
    const m1 = await t.member();
    const m2 = await t.member();
    await enrol(t, m1.token, course.course.id);
    await enrol(t, m2.token, course.course.id);
    await makeInvoice(t, m1.id, { currency: 'GBP', total: 1200 });
    await makeInvoice(t, m2.id, { currency: 'GBP', total: 1200 });

    const res = await t.api('GET', '/v1/admin/overview', { token: admin.token });
    expect(res.status).toBe(200);
    const o = (await body(res)).data;
    expect(o.members.total).toBeGreaterThanOrEqual(3);
    expect(o.members.new_7_days).toBe(o.members.total);
    expect(o.enrolments).toMatchObject({ total: 2, new_30_days: 2 });
    expect(o.completions).toMatchObject({ total: 0, last_30_days: 0 });
    expect(o.revenue.currency).toBe('GBP');
    expect(o.revenue.total).toBe(2400);
    expect(o.revenue.weeks).toHaveLength(12);
    expect(o.revenue.weeks.map((w: { week_start: string }) => w.week_start)).toEqual(weekStarts(new Date()));
    expect(o.revenue.weeks.at(-1).value).toBe(2400);
    expect(o.revenue.svg).toMatch(/^<svg[^>]+role="img"/);
    expect(o.revenue.svg).toContain('£24.00');
    expect(o.signups.weeks.at(-1).value).toBe(o.members.total);
    expect(o.signups.svg).toContain('signups-title');
    expect(o.top_courses[0]).toMatchObject({ id: course.course.id, title: 'Top Course', enrolments: 2, completions: 0 });
  });

  it('starts weeks on Monday in UTC, oldest first', () => {
    expect(weekStarts(new Date('2026-11-23T10:00:00Z'), 3)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
    expect(weekStarts(new Date('2026-11-29T23:59:00Z'), 1)).toEqual(['2026-11-23']);
  });
});

describe('the audit log', () => {
  it('lists studio changes newest first; 401, 403 and 422', async () => {
    const target = await t.member({ name: 'Audited Member' });
    await t.api('POST', `/v1/admin/members/${target.id}/suspend`, { token: admin.token });
    await t.api('POST', `/v1/admin/members/${target.id}/restore`, { token: admin.token });
    const res = await t.api('GET', '/v1/admin/audit?per_page=2', { token: admin.token });
    expect(res.status).toBe(200);
    const page = await body(res);
    expect(page.data.map((r: { action: string }) => r.action)).toEqual(['member.restore', 'member.suspend']);
    expect(page.data[0]).toMatchObject({ actor: { id: admin.id, email: admin.email }, subject: { type: 'user', id: target.id }, after: { suspended_at: null } });
    expect((await t.api('GET', '/v1/admin/audit')).status).toBe(401);
    expect((await t.api('GET', '/v1/admin/audit', { token: (await t.member({ role: 'author' })).token })).status).toBe(403);
    expect((await t.api('GET', '/v1/admin/audit?page=-1', { token: admin.token })).status).toBe(422);
  });

  it('cannot be edited: the API has no such route, and the database refuses UPDATE and DELETE', async () => {
    expect((await t.api('DELETE', '/v1/admin/audit', { token: admin.token, contract: false })).status).toBe(405);
    const refusal = async (query: Promise<unknown>) => {
      try {
        await query;
        return 'accepted';
      } catch (err) {
        const e = err as Error & { cause?: Error };
        return `${e.message} ${e.cause?.message ?? ''}`;
      }
    };
    expect(await refusal(t.db.execute(sql`UPDATE audit_log SET action = 'rewritten'`))).toMatch(/cannot be changed or deleted/);
    expect(await refusal(t.db.execute(sql`DELETE FROM audit_log`))).toMatch(/cannot be changed or deleted/);
    const audit = await body(await t.api('GET', '/v1/admin/audit?per_page=100', { token: admin.token }));
    expect(audit.data.some((r: { action: string }) => r.action === 'rewritten')).toBe(false);
  });
});
