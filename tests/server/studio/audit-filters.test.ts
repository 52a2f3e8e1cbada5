// The audit log's filters and changed fields (docs/rules/studio.md, "Audit log"; issue 32 part 6):
// by actor (id, name, e-mail), action (exact or a prefix), record (member finds user and member),
// days; paging with meta; each entry's changed fields; 401, 403 and 422 beside the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../../src/server/studio/service/index.ts';
import { changedFields } from '../../../src/server/studio/service/audit.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body } from '../learning/factories.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;
let other: Awaited<ReturnType<TestContext['member']>>;
let target: Awaited<ReturnType<TestContext['member']>>;

type Change = { field: string; before: string | null; after: string | null; before_full: string | null; after_full: string | null };
type Entry = { action: string; actor: { id: number; name: string | null }; subject: { type: string; id: number }; changes: Change[] };
const list = async (query: string, token = admin.token) => {
  const res = await t.api('GET', `/v1/admin/audit?${query}`, { token });
  expect(res.status).toBe(200);
  return body(res) as Promise<{ data: Entry[]; meta: { page: number; per_page: number; total: number; last_page: number } }>;
};

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  // E-mails of their own: the generated ones share prefixes once a worker has made 100 members.
  admin = await t.member({ name: 'Filtering Admin', role: 'admin', email: 'filtering.admin@example.test' });
  other = await t.member({ name: 'Second Admin', role: 'admin', email: 'second.boss@example.test' });
  target = await t.member({ name: 'Filtered Member' });
  await t.api('POST', `/v1/admin/members/${target.id}/suspend`, { token: admin.token });
  await t.api('POST', `/v1/admin/members/${target.id}/restore`, { token: other.token });
  await recordAudit(t.db, other, { action: 'course.update', subject: { type: 'course', id: 7 }, before: { title: 'Old', body: 'x'.repeat(300) }, after: { title: 'New', body: 'y'.repeat(300) } });
});
afterAll(() => t.close());

describe('audit log filters', () => {
  it('filters by actor id, by part of a name or e-mail, by action and its prefix', async () => {
    expect((await list(`actor=${admin.id}`)).data.map((e) => e.action)).toEqual(['member.suspend']);
    const byName = await list('actor=second%20adm');
    expect(byName.data.map((e) => e.action)).toEqual(['course.update', 'member.restore']);
    expect(byName.data[0]!.actor.name).toBe('Second Admin');
    expect((await list('actor=second.bo')).meta.total).toBe(2);
    expect((await list('action=member.restore')).data.map((e) => e.actor.id)).toEqual([other.id]);
    expect((await list('action=member.')).meta.total).toBe(2);
    expect((await list('action=member')).meta.total).toBe(0);
    expect((await list('actor=100%25')).meta.total).toBe(0);
  });

  it('filters by record (member finds user rows) and by days; pages with meta', async () => {
    const rows = await list(`record_type=member&record_id=${target.id}`);
    expect(rows.data.map((e) => e.action)).toEqual(['member.restore', 'member.suspend']);
    expect((await list('record_type=course')).data.map((e) => e.subject)).toEqual([{ type: 'course', id: 7 }]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).meta.total).toBe(3);
    expect((await list('to=2000-01-01')).meta.total).toBe(0);
    expect((await list('from=2999-01-01')).meta.total).toBe(0);
    const page2 = await list('per_page=2&page=2');
    expect(page2.meta).toEqual({ page: 2, per_page: 2, total: 3, last_page: 2 });
    expect(page2.data.map((e) => e.action)).toEqual(['member.suspend']);
  });

  it('gives each entry its changed fields, long values shortened with the whole kept', async () => {
    const [course] = (await list('action=course.update')).data as Entry[];
    // jsonb keeps keys in its own order, so the fields are looked up by name.
    const change = (field: string) => course!.changes.find((c) => c.field === field);
    expect(course!.changes.map((c) => c.field).sort()).toEqual(['body', 'title']);
    expect(change('title')).toEqual({ field: 'title', before: 'Old', after: 'New', before_full: null, after_full: null });
    expect(change('body')!.after!.length).toBe(120);
    expect(change('body')!.after_full).toBe('y'.repeat(300));
    const [suspend] = (await list('action=member.suspend')).data as Entry[];
    expect(suspend!.changes.map((c) => c.field)).toEqual(['suspended_at']);
  });

  it('lists every field after on a creation and every field before on a deletion', () => {
    expect(changedFields(null, { name: 'A', price: 100, tags: ['x'] })).toEqual([
      { field: 'name', before: null, after: 'A', before_full: null, after_full: null },
      { field: 'price', before: null, after: '100', before_full: null, after_full: null },
      { field: 'tags', before: null, after: '["x"]', before_full: null, after_full: null },
    ]);
    expect(changedFields({ name: 'A' }, null)).toEqual([{ field: 'name', before: 'A', after: null, before_full: null, after_full: null }]);
    expect(changedFields({ a: 1, b: 2 }, { a: 1, b: 3, c: null })).toEqual([{ field: 'b', before: '2', after: '3', before_full: null, after_full: null }]);
  });

  it('answers 401 without a token, 403 to a member, and 422 beside each bad filter', async () => {
    expect((await t.api('GET', '/v1/admin/audit?action=member.')).status).toBe(401);
    expect((await t.api('GET', '/v1/admin/audit', { token: (await t.member()).token })).status).toBe(403);
    const bad = await t.api('GET', '/v1/admin/audit?action=Drop%20table&record_id=abc&from=2026-02-30&per_page=500', { token: admin.token });
    expect(bad.status).toBe(422);
    expect(Object.keys((await body(bad)).errors).sort()).toEqual(['action', 'from', 'per_page', 'record_id']);
    const backwards = await t.api('GET', '/v1/admin/audit?from=2026-05-02&to=2026-05-01&record_id=3', { token: admin.token });
    expect(backwards.status).toBe(422);
    expect(Object.keys((await body(backwards)).errors).sort()).toEqual(['record_type', 'to']);
  });
});
