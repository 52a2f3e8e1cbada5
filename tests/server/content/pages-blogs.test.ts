// GET /v1/pages, /v1/pages/{slug}, /v1/blogs and /v1/blogs/{id}: lists with the envelope, items by
// slug or id, 404s, 422s, unpublished and future posts hidden, stored HTML without scripts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost, BlogSummary, Page, PageSummary } from '../../../src/lib/schemas/content.ts';
import { createBlogPost, savePage } from '../../helpers/authoring.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeBlog, makePage } from '../catalogue/factories.ts';

let t: TestContext;
const posts: number[] = [];

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  await savePage({ db: t.db, input: { slug: 'about-us', title: 'About us', summary: 'Who we are.', content: '<h2>Hello</h2><p>We care.</p><script>document.cookie</script><p><a href="https://example.com" onmouseover="x()">site</a></p>' } });
  await makePage(t.db, { slug: 'careers', title: 'Careers' });
  await makePage(t.db, { slug: 'draft-page', title: 'Draft', published: false });
  for (let i = 0; i < 3; i++) posts.push((await makeBlog(t.db, { title: `Post ${i}`, publishedAt: new Date(Date.now() - (3 - i) * 86_400_000) })).id);
  await makeBlog(t.db, { slug: 'future-post', title: 'Tomorrow', publishedAt: new Date(Date.now() + 86_400_000) });
  await makeBlog(t.db, { slug: 'hidden-post', title: 'Hidden', published: false });
});
afterAll(() => t.close());

describe('static pages', () => {
  it('lists published pages by title', async () => {
    const res = await t.api('GET', '/v1/pages');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: PageSummary[]; meta: unknown };
    expect(body.data.map((p) => p.slug)).toEqual(['about-us', 'careers']);
    expect(body.meta).toEqual({ page: 1, per_page: 12, total: 2, last_page: 1 });
  });

  it('counts the whole list on every page, past the last one too (one query while rows come back)', async () => {
    const second = (await (await t.api('GET', '/v1/pages?per_page=1&page=2')).json()) as { data: PageSummary[]; meta: unknown };
    expect(second.data.map((p) => p.slug)).toEqual(['careers']);
    expect(second.meta).toEqual({ page: 2, per_page: 1, total: 2, last_page: 2 });
    const past = (await (await t.api('GET', '/v1/pages?page=5')).json()) as { data: PageSummary[]; meta: unknown };
    expect(past).toEqual({ data: [], meta: { page: 5, per_page: 12, total: 2, last_page: 1 } });
    const posts = (await (await t.api('GET', '/v1/blogs?page=3')).json()) as { data: BlogSummary[]; meta: { total: number } };
    expect(posts.data).toEqual([]);
    expect(posts.meta.total).toBe(3);
  });

  it('reads a page by slug as data with title and content, scripts and handlers removed', async () => {
    const res = await t.api('GET', '/v1/pages/about-us');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Page };
    expect(data.title).toBe('About us');
    expect(data.content).toContain('<h2>Hello</h2>');
    expect(data.content).toContain('<a href="https://example.com" rel="noopener noreferrer">site</a>');
    expect(data.content).not.toMatch(/script|cookie|onmouseover/i);
  });

  it('answers 404 for unknown and unpublished pages', async () => {
    for (const slug of ['nope', 'draft-page']) {
      const res = await t.api('GET', `/v1/pages/${slug}`);
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe('The page was not found.');
    }
  });

  it('answers 422 for a bad page number', async () => {
    const res = await t.api('GET', '/v1/pages?page=-2');
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toHaveProperty('page');
  });
});

describe('blog', () => {
  it('lists visible posts newest first and hides unpublished and future posts', async () => {
    const res = await t.api('GET', '/v1/blogs?per_page=2');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: BlogSummary[]; meta: unknown };
    expect(body.data.map((p) => p.id)).toEqual([posts[2], posts[1]]);
    expect(body.meta).toEqual({ page: 1, per_page: 2, total: 3, last_page: 2 });
    const page2 = (await (await t.api('GET', '/v1/blogs?per_page=2&page=2')).json()) as { data: BlogSummary[] };
    expect(page2.data.map((p) => p.id)).toEqual([posts[0]]);
  });

  it('reads a post by id or slug with its newer and older neighbours', async () => {
    const res = await t.api('GET', `/v1/blogs/${posts[1]}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: BlogPost };
    expect(data.title).toBe('Post 1');
    expect(data.newer).toEqual({ id: posts[2], title: 'Post 2' });
    expect(data.older).toEqual({ id: posts[0], title: 'Post 0' });
    const bySlug = (await (await t.api('GET', `/v1/blogs/${data.slug}`)).json()) as { data: BlogPost };
    expect(bySlug.data.id).toBe(posts[1]);
  });

  it('answers 404 for unknown, unpublished and future posts', async () => {
    for (const key of ['999999', 'hidden-post', 'future-post']) expect((await t.api('GET', `/v1/blogs/${key}`)).status, key).toBe(404);
  });

  it('stores post HTML sanitized', async () => {
    const post = await createBlogPost({ db: t.db, input: { slug: 'xss', title: 'Safe', excerpt: 'e', content: '<p>ok</p><script>bad()</script><iframe src="https://evil.example"></iframe>', imageUrl: '/i.svg', authorName: 'A' } });
    const { data } = (await (await t.api('GET', `/v1/blogs/${post.id}`)).json()) as { data: BlogPost };
    expect(data.content).toBe('<p>ok</p>');
  });

  it('answers 422 for a bad per_page', async () => {
    expect((await t.api('GET', '/v1/blogs?per_page=0')).status).toBe(422);
  });
});
