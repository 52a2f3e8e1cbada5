// Course categories and bundles in the studio (docs/rules/studio.md, "Site content"): list, create,
// update (bundles also one by id, with their courses in order); slugs suggested and unique; audited
// with before and after; 401, 403, 404, 422. A published bundle shows on the public catalogue at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeCategory, makeCourse } from '../catalogue/factories.ts';
import { body } from '../learning/factories.ts';
import { auditRows } from './helpers.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ name: 'Catalogue Admin', role: 'admin' });
});
afterAll(() => t.close());

describe('who may author categories and bundles', () => {
  it('answers 401 without a token and 403 to a member and an author', async () => {
    const member = await t.member();
    const author = await t.member({ role: 'author' });
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/v1/admin/content/categories'],
      ['POST', '/v1/admin/content/categories', { name: 'X' }],
      ['PATCH', '/v1/admin/content/categories/1', { name: 'X' }],
      ['GET', '/v1/admin/content/bundles'],
      ['POST', '/v1/admin/content/bundles', { title: 'X', price_cents: 100 }],
      ['GET', '/v1/admin/content/bundles/1'],
      ['PATCH', '/v1/admin/content/bundles/1', { title: 'X' }],
    ];
    for (const [method, path, json] of calls) {
      expect((await t.api(method, path, { json })).status, `${method} ${path}`).toBe(401);
      for (const who of [member, author]) expect((await t.api(method, path, { token: who.token, json })).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('course categories', () => {
  it('creates (slug from the name), lists and updates a category, audited; a taken slug, bad input, unknown id', async () => {
    const res = await t.api('POST', '/v1/admin/content/categories', { token: admin.token, json: { name: 'Sleep & Rest', description: 'Nights and naps.' } });
    expect(res.status).toBe(201);
    const cat = (await body(res)).data;
    expect(cat).toMatchObject({ slug: 'sleep-rest', name: 'Sleep & Rest', description: 'Nights and naps.' });
    const list = await t.api('GET', '/v1/admin/content/categories?page=1&per_page=50', { token: admin.token });
    expect(list.status).toBe(200);
    const listed = await body(list);
    expect(listed.data.map((c: { id: number }) => c.id)).toContain(cat.id);
    expect(listed.meta).toMatchObject({ page: 1, per_page: 50 });

    const upd = await t.api('PATCH', `/v1/admin/content/categories/${cat.id}`, { token: admin.token, json: { name: 'Sleep', slug: 'sleep' } });
    expect(upd.status).toBe(200);
    expect((await body(upd)).data).toMatchObject({ name: 'Sleep', slug: 'sleep' });

    const rows = await auditRows(t, 'category', cat.id);
    expect(rows.map((r) => r.action)).toEqual(['category.create', 'category.update']);
    expect(rows[1]).toMatchObject({ actorId: admin.id, before: { name: 'Sleep & Rest', slug: 'sleep-rest' }, after: { name: 'Sleep', slug: 'sleep' } });

    const other = (await body(await t.api('POST', '/v1/admin/content/categories', { token: admin.token, json: { name: 'Focus' } }))).data;
    const dup = await t.api('PATCH', `/v1/admin/content/categories/${other.id}`, { token: admin.token, json: { slug: 'sleep' } });
    expect(dup.status).toBe(422);
    expect((await body(dup)).errors.slug).toEqual(['Another category already uses this slug.']);
    const bad = await t.api('POST', '/v1/admin/content/categories', { token: admin.token, json: { name: '', slug: '-x-', position: -1 } });
    expect(bad.status).toBe(422);
    expect(Object.keys((await body(bad)).errors).sort()).toEqual(['name', 'position', 'slug']);
    expect((await auditRows(t, 'category', other.id)).map((r) => r.action)).toEqual(['category.create']);
    expect((await t.api('PATCH', '/v1/admin/content/categories/2147483647', { token: admin.token, json: { name: 'Nobody' } })).status).toBe(404);
  });
});

describe('bundles', () => {
  it('creates a draft bundle with ordered courses, publishes it, reorders, audited; the public catalogue shows it', async () => {
    const category = await makeCategory(t.db);
    const a = await makeCourse(t.db, { categoryId: category.id, title: 'Course A' });
    const b = await makeCourse(t.db, { categoryId: category.id, title: 'Course B' });
    const res = await t.api('POST', '/v1/admin/content/bundles', {
      token: admin.token,
      json: { title: 'Calm Starter Pack', summary: 'Two courses.', description: '<p>Both.</p><iframe src="https://x.test"></iframe>', price_cents: 4900, currency: 'eur', course_ids: [b.id, a.id] },
    });
    expect(res.status).toBe(201);
    const bundle = (await body(res)).data;
    expect(bundle).toMatchObject({ slug: 'calm-starter-pack', description: '<p>Both.</p>', currency: 'EUR', published: false, courses: [{ id: b.id, title: 'Course B' }, { id: a.id, title: 'Course A' }] });
    expect((await t.api('GET', `/v1/bundles/${bundle.id}`)).status).toBe(404);

    const upd = await t.api('PATCH', `/v1/admin/content/bundles/${bundle.id}`, { token: admin.token, json: { published: true, course_ids: [a.id, b.id], price_cents: 3900 } });
    expect(upd.status).toBe(200);
    expect((await body(upd)).data).toMatchObject({ published: true, price_cents: 3900, courses: [{ id: a.id }, { id: b.id }] });
    const pub = await t.api('GET', `/v1/bundles/${bundle.id}`);
    expect(pub.status).toBe(200);
    expect((await body(pub)).data.courses.map((c: { id: number }) => c.id)).toEqual([a.id, b.id]);

    const got = (await body(await t.api('GET', `/v1/admin/content/bundles/${bundle.id}`, { token: admin.token }))).data;
    expect(got.courses.map((c: { id: number }) => c.id)).toEqual([a.id, b.id]);
    const list = (await body(await t.api('GET', '/v1/admin/content/bundles', { token: admin.token }))).data;
    expect(list.find((x: { id: number }) => x.id === bundle.id)).toMatchObject({ price_cents: 3900 });

    const rows = await auditRows(t, 'bundle', bundle.id);
    expect(rows.map((r) => r.action)).toEqual(['bundle.create', 'bundle.update']);
    expect(rows[1]).toMatchObject({ before: { published: false, price_cents: 4900 }, after: { published: true, price_cents: 3900 } });
    expect((rows[1]!.before as { courses: Array<{ id: number }> }).courses.map((c) => c.id)).toEqual([b.id, a.id]);

    const unknown = await t.api('PATCH', `/v1/admin/content/bundles/${bundle.id}`, { token: admin.token, json: { course_ids: [a.id, 2147483647] } });
    expect(unknown.status).toBe(422);
    expect((await body(unknown)).errors.course_ids).toBeDefined();
    const twice = await t.api('PATCH', `/v1/admin/content/bundles/${bundle.id}`, { token: admin.token, json: { course_ids: [a.id, a.id] } });
    expect(twice.status).toBe(422);
    expect((await body(await t.api('GET', `/v1/admin/content/bundles/${bundle.id}`, { token: admin.token }))).data.courses).toHaveLength(2);
    expect((await auditRows(t, 'bundle', bundle.id)).length).toBe(2);

    const bad = await t.api('POST', '/v1/admin/content/bundles', { token: admin.token, json: { title: '', price_cents: -1, currency: 'euros' } });
    expect(bad.status).toBe(422);
    expect(Object.keys((await body(bad)).errors).sort()).toEqual(['currency', 'price_cents', 'title']);
    const dup = await t.api('POST', '/v1/admin/content/bundles', { token: admin.token, json: { title: 'Calm starter pack', price_cents: 100 } });
    expect(dup.status).toBe(422);
    expect((await body(dup)).errors.slug).toBeDefined();
    expect((await t.api('GET', '/v1/admin/content/bundles/2147483647', { token: admin.token })).status).toBe(404);
    expect((await t.api('PATCH', '/v1/admin/content/bundles/2147483647', { token: admin.token, json: { title: 'Nobody' } })).status).toBe(404);
  });
});
