// The studio's enquiries inbox (docs/rules/studio.md, "Enquiries"): the list (open by default),
// marking one handled, replying by e-mail (marks it handled too); each change audited; 401, 403,
// 404, 422.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body } from '../learning/factories.ts';
import { auditRows } from './helpers.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ name: 'Inbox Admin', role: 'admin' });
});
afterAll(() => t.close());

async function enquiry(subject: string) {
  const [row] = await t.db.insert(enquiries).values({ name: 'Kim Park', email: 'kim.park@example.test', subject, message: `About ${subject}, please.` }).returning();
  return row!;
}

describe('who may use the inbox', () => {
  it('answers 401 without a token and 403 to a member and an author', async () => {
    const e = await enquiry('Access');
    const member = await t.member();
    const author = await t.member({ role: 'author' });
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/v1/admin/enquiries'],
      ['POST', `/v1/admin/enquiries/${e.id}/handled`],
      ['POST', `/v1/admin/enquiries/${e.id}/reply`, { message: 'Hello' }],
    ];
    for (const [method, path, json] of calls) {
      expect((await t.api(method, path, { json })).status).toBe(401);
      for (const who of [member, author]) expect((await t.api(method, path, { token: who.token, json })).status, `${method} ${path}`).toBe(403);
    }
    expect(await auditRows(t, 'enquiry', e.id)).toEqual([]);
  });
});

describe('the inbox', () => {
  it('lists open enquiries by default, handled ones on request', async () => {
    const open = await enquiry('Still open');
    const done = await enquiry('Done already');
    await t.api('POST', `/v1/admin/enquiries/${done.id}/handled`, { token: admin.token });
    const res = await t.api('GET', '/v1/admin/enquiries', { token: admin.token });
    expect(res.status).toBe(200);
    const ids = (await body(res)).data.map((e: { id: number }) => e.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(done.id);
    const handled = (await body(await t.api('GET', '/v1/admin/enquiries?status=handled', { token: admin.token }))).data;
    expect(handled.map((e: { id: number }) => e.id)).toContain(done.id);
    expect(handled.find((e: { id: number }) => e.id === done.id).handled_at).not.toBeNull();
    const bad = await t.api('GET', '/v1/admin/enquiries?status=closed&per_page=500', { token: admin.token });
    expect(bad.status).toBe(422);
    expect(Object.keys((await body(bad)).errors).sort()).toEqual(['per_page', 'status']);
  });

  it('marks one handled once, audited with before and after; 404 and 422', async () => {
    const e = await enquiry('Handle me');
    const res = await t.api('POST', `/v1/admin/enquiries/${e.id}/handled`, { token: admin.token });
    expect(res.status).toBe(200);
    const handledAt = (await body(res)).data.handled_at;
    expect(handledAt).not.toBeNull();
    const again = await t.api('POST', `/v1/admin/enquiries/${e.id}/handled`, { token: admin.token });
    expect((await body(again)).data.handled_at).toBe(handledAt);
    const rows = await auditRows(t, 'enquiry', e.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'enquiry.handled', actorId: admin.id, actorEmail: admin.email, before: { handled_at: null }, after: { handled_at: handledAt } });
    expect((await t.api('POST', '/v1/admin/enquiries/2147483647/handled', { token: admin.token })).status).toBe(404);
    expect((await t.api('POST', '/v1/admin/enquiries/1.5/handled', { token: admin.token })).status).toBe(422);
  });

  it('replies by e-mail and marks it handled, audited with the reply; 404 and 422', async () => {
    const e = await enquiry('Team plans');
    const before = t.outbox().length;
    const res = await t.api('POST', `/v1/admin/enquiries/${e.id}/reply`, { token: admin.token, json: { message: 'Yes, we have team plans.\n\nWrite back with your team size.' } });
    expect(res.status).toBe(200);
    expect((await body(res)).data.handled_at).not.toBeNull();
    const mails = t.outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('kim.park@example.test');
    expect(mails[0]).toContain('Re: Team plans');
    expect(mails[0]).toContain('we have team plans');
    const rows = await auditRows(t, 'enquiry', e.id);
    expect(rows.map((r) => r.action)).toEqual(['enquiry.reply']);
    expect(rows[0]!.after).toMatchObject({ reply: 'Yes, we have team plans.\n\nWrite back with your team size.' });

    for (const json of [{}, { message: '   ' }, { message: 'x'.repeat(10_001) }, { message: 'Hi', extra: 1 }]) {
      const bad = await t.api('POST', `/v1/admin/enquiries/${e.id}/reply`, { token: admin.token, json });
      expect(bad.status, JSON.stringify(json).slice(0, 40)).toBe(422);
      expect((await body(bad)).errors).toBeDefined();
    }
    expect((await t.api('POST', '/v1/admin/enquiries/2147483647/reply', { token: admin.token, json: { message: 'Hi' } })).status).toBe(404);
    expect(await auditRows(t, 'enquiry', e.id)).toHaveLength(1);
  });
});
