// GET /v1/help-centers (by category and full-text), /categories, /{id}; /v1/testimonials; /v1/home.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelpArticle, HelpArticleSummary, HelpCategory, Home, Testimonial } from '../../../src/lib/schemas/content.ts';
import { createHelpArticle } from '../../helpers/authoring.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeBlog, makeBundle, makeCategory, makeCourse, makeHelpArticle, makeHelpCategory, makeTestimonial } from '../catalogue/factories.ts';

let t: TestContext;
let account: { id: number; slug: string };
let billing: { id: number };
const a: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  account = await makeHelpCategory(t.db, { slug: 'account', name: 'Account', position: 0 });
  billing = await makeHelpCategory(t.db, { slug: 'billing', name: 'Billing', position: 1 });
  await makeHelpCategory(t.db, { slug: 'empty', name: 'Empty', position: 2 });
  a.reset = (await makeHelpArticle(t.db, { categoryId: account.id, title: 'Reset your password', contentHtml: '<p>Open the login page and choose <strong>Forgot password</strong>.</p>', position: 1 })).id;
  a.email = (await makeHelpArticle(t.db, { categoryId: account.id, title: 'Change your e-mail', contentHtml: '<p>Your password is needed to confirm the change.</p>', position: 2 })).id;
  a.refund = (await makeHelpArticle(t.db, { categoryId: billing.id, title: 'Refunds', contentHtml: '<p>Refunds within 30 days.</p>' })).id;
});
afterAll(() => t.close());

describe('help centre', () => {
  it('lists categories in order with their article counts', async () => {
    const res = await t.api('GET', '/v1/help-centers/categories');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: HelpCategory[] };
    expect(data.map((c) => [c.name, c.article_count])).toEqual([['Account', 2], ['Billing', 1], ['Empty', 0]]);
  });

  it('lists articles of one category in order', async () => {
    const res = await t.api('GET', `/v1/help-centers?category=${account.id}`);
    const body = (await res.json()) as { data: HelpArticleSummary[]; meta: { total: number } };
    expect(body.data.map((x) => x.id)).toEqual([a.reset, a.email]);
    expect(body.data[0]!.category).toEqual({ id: account.id, slug: 'account', name: 'Account' });
    expect(body.data[0]!.snippet).toBeNull();
    expect(body.meta.total).toBe(2);
  });

  it('searches the full text, ranks a title match first and highlights the matched passage', async () => {
    const res = await t.api('GET', '/v1/help-centers?term=password');
    const body = (await res.json()) as { data: HelpArticleSummary[]; meta: { total: number } };
    expect(body.data.map((x) => x.id)).toEqual([a.reset, a.email]);
    expect(body.data[0]!.snippet).toContain('<mark>password</mark>');
    expect(body.data[0]!.snippet).not.toContain('<strong>');
    expect((await (await t.api('GET', `/v1/help-centers?term=password&category=${billing.id}`)).json()).data).toEqual([]);
    expect((await (await t.api('GET', '/v1/help-centers?term=refunded')).json()).data.map((x: HelpArticleSummary) => x.id)).toEqual([a.refund]);
  });

  it('reads one article with its category and related articles', async () => {
    const res = await t.api('GET', `/v1/help-centers/${a.reset}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: HelpArticle };
    expect(data.title).toBe('Reset your password');
    expect(data.content).toContain('<strong>Forgot password</strong>');
    expect(data.related.map((r) => r.id)).toEqual([a.email]);
  });

  it('stores article HTML sanitized and indexes it for search', async () => {
    const created = await createHelpArticle({ db: t.db, input: { categoryId: billing.id, title: 'Invoices', content: '<p>Download invoices from Billing.</p><script>steal()</script><img src=x onerror=alert(1)>' } });
    const { data } = (await (await t.api('GET', `/v1/help-centers/${created.id}`)).json()) as { data: HelpArticle };
    expect(data.content).not.toMatch(/script|steal|onerror|alert/);
    expect((await (await t.api('GET', '/v1/help-centers?term=invoice')).json()).data.map((x: HelpArticleSummary) => x.id)).toEqual([created.id]);
  });

  it('answers 404 for an unknown article and 422 for a bad id or parameter', async () => {
    expect((await t.api('GET', '/v1/help-centers/999999')).status).toBe(404);
    const bad = await t.api('GET', '/v1/help-centers/abc');
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toHaveProperty('id');
    expect((await t.api('GET', '/v1/help-centers?category=x')).status).toBe(422);
    expect((await t.api('GET', `/v1/help-centers?term=${'x'.repeat(201)}`)).status).toBe(422);
  });
});

describe('testimonials and home', () => {
  it('lists testimonials in the editors\' order', async () => {
    await makeTestimonial(t.db, { name: 'Second', position: 2, rating: 4 });
    await makeTestimonial(t.db, { name: 'First', position: 1 });
    const res = await t.api('GET', '/v1/testimonials');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Testimonial[]; meta: { total: number } };
    expect(body.data.map((x) => [x.name, x.rating])).toEqual([['First', 5], ['Second', 4]]);
    expect(Object.keys(body.data[0]!).sort()).toEqual(['avatar_url', 'id', 'name', 'quote', 'rating', 'role']);
    expect((await t.api('GET', '/v1/testimonials?page=abc')).status).toBe(422);
  });

  it('gathers everything the home page shows', async () => {
    const categoryId = (await makeCategory(t.db, { name: 'Sleep' })).id;
    const featured = await makeCourse(t.db, { categoryId, isFeatured: true, title: 'Featured one' });
    await makeCourse(t.db, { categoryId, title: 'Plain one' });
    await makeCourse(t.db, { categoryId, title: 'Hidden featured', isFeatured: true, published: false });
    await makeBundle(t.db, [featured.id], { title: 'A bundle' });
    await makeBlog(t.db, { title: 'Latest post' });
    const res = await t.api('GET', '/v1/home');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Home };
    expect(data.categories.map((c) => c.name)).toContain('Sleep');
    expect(data.featured_courses.map((c) => c.title)).toEqual(['Featured one']);
    expect(data.newest_courses.map((c) => c.title)).toEqual(['Plain one', 'Featured one']);
    expect(data.bundles.map((b) => b.title)).toEqual(['A bundle']);
    expect(data.testimonials.map((x) => x.name)).toEqual(['First', 'Second']);
    expect(data.latest_posts.map((p) => p.title)).toEqual(['Latest post']);
    expect(data.app_links).toEqual({ ios: expect.stringMatching(/^https:\/\//), android: expect.stringMatching(/^https:\/\//) });
  });
});
