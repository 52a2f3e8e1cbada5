// Help centre categories and articles, and testimonials, in the studio (docs/rules/studio.md, "Site
// content"): list, create, update (testimonials also delete); audited with before and after; 401,
// 403, 404, 422. A new article is found by the help centre's search at once (the search trigger).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body } from '../learning/factories.ts';
import { auditRows } from './helpers.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ name: 'Help Admin', role: 'admin' });
});
afterAll(() => t.close());

describe('who may author the help centre and testimonials', () => {
  it('answers 401 without a token and 403 to a member and an author', async () => {
    const member = await t.member();
    const author = await t.member({ role: 'author' });
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/v1/admin/content/help-categories'],
      ['POST', '/v1/admin/content/help-categories', { name: 'X' }],
      ['PATCH', '/v1/admin/content/help-categories/1', { name: 'X' }],
      ['GET', '/v1/admin/content/help-articles'],
      ['POST', '/v1/admin/content/help-articles', { category_id: 1, title: 'X', content: '<p>x</p>' }],
      ['PATCH', '/v1/admin/content/help-articles/1', { title: 'X' }],
      ['GET', '/v1/admin/content/testimonials'],
      ['POST', '/v1/admin/content/testimonials', { name: 'X', quote: 'Y' }],
      ['PATCH', '/v1/admin/content/testimonials/1', { name: 'X' }],
      ['DELETE', '/v1/admin/content/testimonials/1'],
    ];
    for (const [method, path, json] of calls) {
      expect((await t.api(method, path, { json })).status, `${method} ${path}`).toBe(401);
      for (const who of [member, author]) expect((await t.api(method, path, { token: who.token, json })).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('help centre', () => {
  it('creates a category and an article the search finds at once; updates both, audited; 404 and 422', async () => {
    const cres = await t.api('POST', '/v1/admin/content/help-categories', { token: admin.token, json: { name: 'Account access', description: 'Logging in.' } });
    expect(cres.status).toBe(201);
    const cat = (await body(cres)).data;
    expect(cat).toMatchObject({ slug: 'account-access', article_count: 0 });

    const ares = await t.api('POST', '/v1/admin/content/help-articles', {
      token: admin.token,
      json: { category_id: cat.id, title: 'Recovering a forgotten passphrase', content: '<p>Use the link in the zephyrine e-mail.</p><script>x()</script>' },
    });
    expect(ares.status).toBe(201);
    const article = (await body(ares)).data;
    expect(article).toMatchObject({ category_id: cat.id, content: '<p>Use the link in the zephyrine e-mail.</p>', position: 1 });

    const found = await body(await t.api('GET', '/v1/help-centers?term=zephyrine'));
    expect(found.data.map((a: { id: number }) => a.id)).toEqual([article.id]);
    expect((await body(await t.api('GET', '/v1/help-centers?term=passphrase'))).data.map((a: { id: number }) => a.id)).toContain(article.id);

    const upd = await t.api('PATCH', `/v1/admin/content/help-articles/${article.id}`, { token: admin.token, json: { title: 'Resetting your passphrase', content: '<p>Ask for a quillwort link.</p>' } });
    expect(upd.status).toBe(200);
    expect((await body(await t.api('GET', '/v1/help-centers?term=quillwort'))).data.map((a: { id: number }) => a.id)).toEqual([article.id]);
    expect((await body(await t.api('GET', '/v1/help-centers?term=zephyrine'))).data).toEqual([]);

    const cupd = await t.api('PATCH', `/v1/admin/content/help-categories/${cat.id}`, { token: admin.token, json: { name: 'Signing in' } });
    expect(cupd.status).toBe(200);
    expect((await body(cupd)).data).toMatchObject({ name: 'Signing in', slug: 'account-access', article_count: 1 });
    const cats = (await body(await t.api('GET', '/v1/admin/content/help-categories', { token: admin.token }))).data;
    expect(cats.find((c: { id: number }) => c.id === cat.id)).toMatchObject({ article_count: 1 });
    const arts = await body(await t.api('GET', `/v1/admin/content/help-articles?category=${cat.id}`, { token: admin.token }));
    expect(arts.data.map((a: { id: number }) => a.id)).toEqual([article.id]);
    expect(arts.meta.total).toBe(1);

    expect((await auditRows(t, 'help_category', cat.id)).map((r) => r.action)).toEqual(['help_category.create', 'help_category.update']);
    const rows = await auditRows(t, 'help_article', article.id);
    expect(rows.map((r) => r.action)).toEqual(['help_article.create', 'help_article.update']);
    expect(rows[1]).toMatchObject({ actorId: admin.id, before: { title: 'Recovering a forgotten passphrase' }, after: { title: 'Resetting your passphrase' } });

    const noCat = await t.api('POST', '/v1/admin/content/help-articles', { token: admin.token, json: { category_id: 2147483647, title: 'Lost', content: '<p>x</p>' } });
    expect(noCat.status).toBe(422);
    expect((await body(noCat)).errors.category_id).toBeDefined();
    const bad = await t.api('POST', '/v1/admin/content/help-articles', { token: admin.token, json: { category_id: 0, title: '' } });
    expect(bad.status).toBe(422);
    expect(Object.keys((await body(bad)).errors).sort()).toEqual(['category_id', 'content', 'title']);
    const dup = await t.api('POST', '/v1/admin/content/help-categories', { token: admin.token, json: { name: 'Account Access' } });
    expect(dup.status).toBe(422);
    expect((await body(dup)).errors.slug).toBeDefined();
    expect((await t.api('PATCH', '/v1/admin/content/help-articles/2147483647', { token: admin.token, json: { title: 'x' } })).status).toBe(404);
    expect((await t.api('PATCH', '/v1/admin/content/help-categories/2147483647', { token: admin.token, json: { name: 'x' } })).status).toBe(404);
  });
});

describe('testimonials', () => {
  it('creates, lists, updates and deletes a testimonial, each audited; the public list follows; 404 and 422', async () => {
    const res = await t.api('POST', '/v1/admin/content/testimonials', { token: admin.token, json: { name: 'Ada Park', role: 'Nurse', quote: 'Calmer shifts.', rating: 4 } });
    expect(res.status).toBe(201);
    const item = (await body(res)).data;
    expect(item).toMatchObject({ name: 'Ada Park', role: 'Nurse', quote: 'Calmer shifts.', rating: 4, avatar_url: null });
    const publicList = async () => (await body(await t.api('GET', '/v1/testimonials?per_page=100'))).data.map((x: { id: number }) => x.id);
    expect(await publicList()).toContain(item.id);

    const upd = await t.api('PATCH', `/v1/admin/content/testimonials/${item.id}`, { token: admin.token, json: { quote: 'Much calmer shifts.', rating: 5 } });
    expect(upd.status).toBe(200);
    expect((await body(upd)).data).toMatchObject({ quote: 'Much calmer shifts.', rating: 5 });
    const list = (await body(await t.api('GET', '/v1/admin/content/testimonials', { token: admin.token }))).data;
    expect(list.find((x: { id: number }) => x.id === item.id)).toMatchObject({ quote: 'Much calmer shifts.' });

    const del = await t.api('DELETE', `/v1/admin/content/testimonials/${item.id}`, { token: admin.token });
    expect(del.status).toBe(200);
    expect(await publicList()).not.toContain(item.id);
    const rows = await auditRows(t, 'testimonial', item.id);
    expect(rows.map((r) => r.action)).toEqual(['testimonial.create', 'testimonial.update', 'testimonial.delete']);
    expect(rows[1]).toMatchObject({ before: { quote: 'Calmer shifts.', rating: 4 }, after: { quote: 'Much calmer shifts.', rating: 5 } });
    expect(rows[2]).toMatchObject({ before: { name: 'Ada Park' }, after: null });

    expect((await t.api('DELETE', `/v1/admin/content/testimonials/${item.id}`, { token: admin.token })).status).toBe(404);
    expect((await t.api('PATCH', `/v1/admin/content/testimonials/${item.id}`, { token: admin.token, json: { name: 'x' } })).status).toBe(404);
    const bad = await t.api('POST', '/v1/admin/content/testimonials', { token: admin.token, json: { name: '', quote: '', rating: 6, avatar_url: 'ftp://x' } });
    expect(bad.status).toBe(422);
    expect(Object.keys((await body(bad)).errors).sort()).toEqual(['avatar_url', 'name', 'quote', 'rating']);
  });
});
