// Static pages and blog posts in the studio (docs/rules/studio.md, "Site content"): list, get, create,
// update, publish/unpublish; HTML sanitized; audited with before and after; 401, 403, 404, 422. An
// edit shows on the public /v1 read at once, even through the response cache: the change announces
// itself and the cache, subscribed the way the runtime subscribes it, is emptied.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NodeApp } from 'astro/app/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_CHANGED_CHANNEL } from '../../../src/server/events/content-changes.ts';
import { ResponseCache, responseCacheHandler } from '../../../src/server/http/response-cache.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body } from '../learning/factories.ts';
import { auditRows } from './helpers.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;
let server: http.Server;
let base: string;
let unsubscribe: () => void;
const cache = new ResponseCache(1024 * 1024);
let announced = 0;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.member({ name: 'Content Admin', role: 'admin' });
  unsubscribe = await t.deps.events.subscribe(CONTENT_CHANGED_CHANNEL, () => {
    announced += 1;
    cache.invalidate();
  });
  const app = async (req: http.IncomingMessage, res: http.ServerResponse) => NodeApp.writeResponse(await t.app.fetch(NodeApp.createRequest(req), { clientAddress: '127.0.0.1' }), res);
  server = http.createServer(responseCacheHandler((req, res) => void app(req, res), (_req, _res, next) => next(), cache));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  unsubscribe();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** A visitor's GET through the response cache, as the built server answers it. */
async function publicGet(path: string): Promise<{ status: number; cache: string | null; json: any }> {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, cache: res.headers.get('x-cache'), json: await res.json() };
}

describe('who may author pages and posts', () => {
  it('answers 401 without a token and 403 to a member and an author', async () => {
    const member = await t.member();
    const author = await t.member({ role: 'author' });
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/v1/admin/content/pages'],
      ['POST', '/v1/admin/content/pages', { title: 'X', content: '<p>x</p>' }],
      ['GET', '/v1/admin/content/pages/1'],
      ['PATCH', '/v1/admin/content/pages/1', { title: 'X' }],
      ['GET', '/v1/admin/content/blog-posts'],
      ['POST', '/v1/admin/content/blog-posts', { title: 'X', content: '<p>x</p>' }],
      ['GET', '/v1/admin/content/blog-posts/1'],
      ['PATCH', '/v1/admin/content/blog-posts/1', { title: 'X' }],
      ['POST', '/v1/admin/content/blog-posts/1/publish'],
      ['POST', '/v1/admin/content/blog-posts/1/unpublish'],
    ];
    for (const [method, path, json] of calls) {
      expect((await t.api(method, path, { json })).status, `${method} ${path}`).toBe(401);
      for (const who of [member, author]) expect((await t.api(method, path, { token: who.token, json })).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('static pages', () => {
  it('edits the about page: sanitized, audited, and the public page shows it at once through the cache', async () => {
    const list = await t.api('GET', '/v1/admin/content/pages?per_page=100', { token: admin.token });
    expect(list.status).toBe(200);
    const about = (await body(list)).data.find((p: { slug: string }) => p.slug === 'about-us');
    expect(about).toBeDefined();

    // A visitor reads it twice: the second answer comes from the cache.
    expect((await publicGet('/v1/pages/about-us')).status).toBe(200);
    expect((await publicGet('/v1/pages/about-us')).cache).toBe('HIT');

    const before = announced;
    const res = await t.api('PATCH', `/v1/admin/content/pages/${about.id}`, {
      token: admin.token,
      json: { title: 'About Wellspring', content: '<p>We teach calm.</p><script>alert(1)</script><p onclick="x()">Really.</p>' },
    });
    expect(res.status).toBe(200);
    const page = (await body(res)).data;
    expect(page).toMatchObject({ slug: 'about-us', title: 'About Wellspring', content: '<p>We teach calm.</p><p>Really.</p>' });

    await vi.waitFor(() => expect(announced).toBeGreaterThan(before), { timeout: 2000, interval: 10 });
    const seen = await publicGet('/v1/pages/about-us');
    expect(seen.cache).not.toBe('HIT');
    expect(seen.json.data).toMatchObject({ title: 'About Wellspring', content: '<p>We teach calm.</p><p>Really.</p>' });

    const rows = await auditRows(t, 'page', about.id);
    expect(rows.map((r) => r.action)).toEqual(['page.update']);
    expect(rows[0]).toMatchObject({ actorId: admin.id, actorEmail: admin.email, before: { title: about.title }, after: { title: 'About Wellspring' } });

    expect((await body(await t.api('GET', `/v1/admin/content/pages/${about.id}`, { token: admin.token }))).data.title).toBe('About Wellspring');
  });

  it('creates a page (slug from the title, a draft until published); a taken slug, bad input and unknown ids', async () => {
    const res = await t.api('POST', '/v1/admin/content/pages', { token: admin.token, json: { title: 'Press Kit', content: '<p>Logos</p>' } });
    expect(res.status).toBe(201);
    const page = (await body(res)).data;
    expect(page).toMatchObject({ slug: 'press-kit', published: false, summary: '' });
    expect((await t.api('GET', '/v1/pages/press-kit')).status).toBe(404);
    expect((await t.api('PATCH', `/v1/admin/content/pages/${page.id}`, { token: admin.token, json: { published: true } })).status).toBe(200);
    expect((await body(await t.api('GET', '/v1/pages/press-kit'))).data.content).toBe('<p>Logos</p>');
    expect((await auditRows(t, 'page', page.id)).map((r) => r.action)).toEqual(['page.create', 'page.update']);

    const dup = await t.api('POST', '/v1/admin/content/pages', { token: admin.token, json: { title: 'Press kit', content: '<p>x</p>' } });
    expect(dup.status).toBe(422);
    expect((await body(dup)).errors.slug).toEqual(['Another page already uses this slug.']);
    const bad = await t.api('POST', '/v1/admin/content/pages', { token: admin.token, json: { title: ' ', slug: 'Not A Slug', content: 5 } });
    expect(bad.status).toBe(422);
    expect(Object.keys((await body(bad)).errors).sort()).toEqual(['content', 'slug', 'title']);
    const badUpdate = await t.api('PATCH', `/v1/admin/content/pages/${page.id}`, { token: admin.token, json: { slug: 'renamed' } });
    expect(badUpdate.status).toBe(422);
    expect((await auditRows(t, 'page', page.id)).length).toBe(2);
    expect((await t.api('GET', '/v1/admin/content/pages/2147483647', { token: admin.token })).status).toBe(404);
    expect((await t.api('PATCH', '/v1/admin/content/pages/2147483647', { token: admin.token, json: { title: 'Nobody' } })).status).toBe(404);
  });
});

describe('blog posts', () => {
  it('creates a draft with reading minutes counted, publishes it, edits it: the public post shows the new text at once', async () => {
    const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(' ');
    const res = await t.api('POST', '/v1/admin/content/blog-posts', {
      token: admin.token,
      json: { title: 'Breathing at Work', excerpt: 'Short breaks.', content: `<p>${words}</p><img src="javascript:alert(1)">`, image_url: '/images/blog/breath.svg' },
    });
    expect(res.status).toBe(201);
    const post = (await body(res)).data;
    expect(post).toMatchObject({ slug: 'breathing-at-work', published: false, reading_minutes: 3, author_name: 'Content Admin' });
    expect(post.content).not.toContain('javascript');
    expect((await t.api('GET', `/v1/blogs/${post.id}`)).status).toBe(404);

    const published = await t.api('POST', `/v1/admin/content/blog-posts/${post.id}/publish`, { token: admin.token });
    expect(published.status).toBe(200);
    expect((await body(published)).data.published).toBe(true);
    // Publishing twice changes nothing and writes no second row.
    expect((await t.api('POST', `/v1/admin/content/blog-posts/${post.id}/publish`, { token: admin.token })).status).toBe(200);
    expect((await publicGet(`/v1/blogs/${post.id}`)).json.data.title).toBe('Breathing at Work');
    expect((await publicGet(`/v1/blogs/${post.id}`)).cache).toBe('HIT');

    const before = announced;
    const upd = await t.api('PATCH', `/v1/admin/content/blog-posts/${post.id}`, { token: admin.token, json: { title: 'Breathing at Your Desk', content: '<p>Three slow breaths.</p>' } });
    expect(upd.status).toBe(200);
    expect((await body(upd)).data).toMatchObject({ title: 'Breathing at Your Desk', reading_minutes: 1 });
    await vi.waitFor(() => expect(announced).toBeGreaterThan(before), { timeout: 2000, interval: 10 });
    const seen = (await publicGet(`/v1/blogs/${post.id}`)).json.data;
    expect(seen).toMatchObject({ title: 'Breathing at Your Desk', content: '<p>Three slow breaths.</p>' });

    const unpublished = await t.api('POST', `/v1/admin/content/blog-posts/${post.id}/unpublish`, { token: admin.token });
    expect((await body(unpublished)).data.published).toBe(false);
    expect((await t.api('GET', `/v1/blogs/${post.id}`)).status).toBe(404);

    const rows = await auditRows(t, 'blog_post', post.id);
    expect(rows.map((r) => r.action)).toEqual(['blog_post.create', 'blog_post.publish', 'blog_post.update', 'blog_post.unpublish']);
    expect(rows[2]).toMatchObject({ before: { title: 'Breathing at Work', reading_minutes: 3 }, after: { title: 'Breathing at Your Desk', reading_minutes: 1 } });

    const list = (await body(await t.api('GET', '/v1/admin/content/blog-posts?per_page=100', { token: admin.token }))).data;
    expect(list.find((p: { id: number }) => p.id === post.id)).toMatchObject({ published: false });
    expect((await body(await t.api('GET', `/v1/admin/content/blog-posts/${post.id}`, { token: admin.token }))).data.slug).toBe('breathing-at-work');
  });

  it('keeps given reading minutes; a scheduled post waits for its date; 404 and 422', async () => {
    const res = await t.api('POST', '/v1/admin/content/blog-posts', {
      token: admin.token,
      json: { title: 'Next Year', content: '<p>Soon.</p>', reading_minutes: 7, published: true, published_at: '2099-01-01T00:00:00Z' },
    });
    const post = (await body(res)).data;
    expect(post).toMatchObject({ reading_minutes: 7, published: true, published_at: '2099-01-01T00:00:00.000Z' });
    expect((await t.api('GET', `/v1/blogs/${post.id}`)).status).toBe(404);

    const bad = await t.api('POST', '/v1/admin/content/blog-posts', { token: admin.token, json: { title: '', content: '<p>x</p>', reading_minutes: 0, published_at: 'tomorrow', image_url: 'javascript:alert(1)' } });
    expect(bad.status).toBe(422);
    expect(Object.keys((await body(bad)).errors).sort()).toEqual(['image_url', 'published_at', 'reading_minutes', 'title']);
    const dup = await t.api('PATCH', `/v1/admin/content/blog-posts/${post.id}`, { token: admin.token, json: { slug: 'breathing-at-work' } });
    expect(dup.status).toBe(422);
    expect((await body(dup)).errors.slug).toBeDefined();
    expect((await auditRows(t, 'blog_post', post.id)).map((r) => r.action)).toEqual(['blog_post.create']);
    for (const [method, path] of [['GET', ''], ['PATCH', ''], ['POST', '/publish'], ['POST', '/unpublish']] as const) {
      expect((await t.api(method, `/v1/admin/content/blog-posts/2147483647${path}`, { token: admin.token, json: method === 'PATCH' ? { title: 'x' } : undefined })).status).toBe(404);
    }
  });
});
