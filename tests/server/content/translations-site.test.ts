// Spanish versions of blog posts and static pages (docs/rules/content.md, "Content translations"):
// the studio saves, reads and deletes them (401, 403, 404, 422; HTML sanitized like the English;
// audited); the public API and the read services show them with lang/locale 'es' and fall back to
// the English with `translated: false`; English reads are unchanged; the Spanish feed carries them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedPosts, getBlogPost, getHome, getPage, listBlogs, listPages } from '../../../src/server/content/service/index.ts';
import { blogPostTranslations, blogs } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeBlog, makePage } from '../catalogue/factories.ts';
import { body } from '../learning/factories.ts';
import { auditRows } from '../studio/helpers.ts';

let t: TestContext;
type Member = Awaited<ReturnType<TestContext['member']>>;
let admin: Member;
let author: Member;
let member: Member;
let postId: number;
let otherPostId: number;
let draftPostId: number;
let pageId: number;

const day = 86_400_000;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ name: 'Ana Admin', role: 'admin' });
  author = await t.member({ name: 'Ada Author', role: 'author' });
  member = await t.member();
  postId = (await makeBlog(t.db, { slug: 'slow-mornings', title: 'Slow mornings', excerpt: 'Start gently.', contentHtml: '<p>Wake up slowly.</p>', publishedAt: new Date(Date.now() - 2 * day) })).id;
  otherPostId = (await makeBlog(t.db, { slug: 'walking-lunch', title: 'A walking lunch', excerpt: 'Move at noon.', publishedAt: new Date(Date.now() - day) })).id;
  draftPostId = (await makeBlog(t.db, { slug: 'draft-post', title: 'Draft post', published: false })).id;
  pageId = (await makePage(t.db, { slug: 'about-us', title: 'About us', summary: 'Who we are.', contentHtml: '<p>We teach calm.</p>' })).id;
  await makePage(t.db, { slug: 'careers', title: 'Careers', summary: 'Work with us.' });
});
afterAll(() => t.close());

const postPath = (id: number) => `/v1/admin/content/blog-posts/${id}/spanish`;
const pagePath = (id: number) => `/v1/admin/content/pages/${id}/spanish`;
const post = { title: 'Mañanas lentas', excerpt: 'Empieza con suavidad.', content: '<p>Despierta despacio.</p>' };
const page = { title: 'Sobre nosotros', summary: 'Quiénes somos.', content: '<p>Enseñamos calma.</p>' };

describe('who may write a Spanish post or page', () => {
  it('answers 401 without a token, 403 to a member and an author, and 404 for an unknown post or page', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', postPath(postId)],
      ['PUT', postPath(postId), post],
      ['DELETE', postPath(postId)],
      ['GET', pagePath(pageId)],
      ['PUT', pagePath(pageId), page],
      ['DELETE', pagePath(pageId)],
    ];
    for (const [method, path, json] of calls) {
      expect((await t.api(method, path, { json })).status, `${method} ${path}`).toBe(401);
      expect((await t.api(method, path, { token: member.token, json })).status, `${method} ${path}`).toBe(403);
      expect((await t.api(method, path, { token: author.token, json })).status, `${method} ${path}`).toBe(403);
    }
    for (const [method, path, json] of [
      ['GET', postPath(999_999)],
      ['PUT', postPath(999_999), post],
      ['DELETE', postPath(999_999)],
      ['GET', pagePath(999_999)],
      ['PUT', pagePath(999_999), page],
      ['DELETE', pagePath(999_999)],
    ] as Array<[string, string, unknown?]>) {
      const res = await t.api(method, path, { token: admin.token, json });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // Nothing was written by the refused calls.
    expect((await body(await t.api('GET', postPath(postId), { token: admin.token }))).data).toBeNull();
  });

  it('answers 422 with field errors for a missing title or content, a long excerpt or summary, and an unknown field', async () => {
    const bad = await t.api('PUT', postPath(postId), { token: admin.token, json: { title: ' ', excerpt: 'x'.repeat(501), content: '<p> </p>' } });
    expect(bad.status).toBe(422);
    const errors = (await body(bad)).errors;
    expect(errors.title).toEqual(['Write the Spanish title.']);
    expect(errors.excerpt).toEqual(['Keep the excerpt to 500 characters.']);
    expect(errors.content).toEqual(['Write the Spanish post.']);
    const badPage = await t.api('PUT', pagePath(pageId), { token: admin.token, json: { title: 'Hola', summary: 'x'.repeat(501) } });
    expect(badPage.status).toBe(422);
    expect((await body(badPage)).errors).toMatchObject({ summary: ['Keep the summary to 500 characters.'], content: ['Write the Spanish page.'] });
    expect((await t.api('PUT', pagePath(pageId), { token: admin.token, json: { ...page, slug: 'sobre' } })).status).toBe(422);
    expect((await body(await t.api('GET', pagePath(pageId), { token: admin.token }))).data).toBeNull();
  });
});

describe('saving and reading a Spanish post or page', () => {
  it('starts with none, saves it sanitized and audited, replaces it, and deletes it', async () => {
    expect((await body(await t.api('GET', postPath(postId), { token: admin.token }))).data).toBeNull();
    const saved = await t.api('PUT', postPath(postId), { token: admin.token, json: { ...post, content: '<p onclick="x()">Despierta despacio.</p><script>alert(1)</script>' } });
    expect(saved.status).toBe(200);
    expect((await body(saved)).data).toMatchObject({ post_id: postId, locale: 'es', title: 'Mañanas lentas', excerpt: 'Empieza con suavidad.', content: '<p>Despierta despacio.</p>' });
    const again = await t.api('PUT', postPath(postId), { token: admin.token, json: { ...post, title: 'Mañanas tranquilas' } });
    expect((await body(again)).data.title).toBe('Mañanas tranquilas');
    expect((await body(await t.api('GET', postPath(postId), { token: admin.token }))).data.title).toBe('Mañanas tranquilas');
    const audit = await auditRows(t, 'blog_post', postId);
    expect(audit.map((a) => a.action)).toEqual(['blog_post.spanish.save', 'blog_post.spanish.save']);
    expect((audit[1]!.before as { title: string }).title).toBe('Mañanas lentas');

    const removed = await t.api('DELETE', postPath(postId), { token: admin.token });
    expect((await body(removed)).data.title).toBe('Mañanas tranquilas');
    expect((await body(await t.api('DELETE', postPath(postId), { token: admin.token }))).data).toBeNull();
    expect((await auditRows(t, 'blog_post', postId)).map((a) => a.action).at(-1)).toBe('blog_post.spanish.delete');

    const pageSaved = await t.api('PUT', pagePath(pageId), { token: admin.token, json: { ...page, content: '<p>Enseñamos calma.</p><iframe src="https://evil.example"></iframe>' } });
    expect((await body(pageSaved)).data).toMatchObject({ page_id: pageId, title: 'Sobre nosotros', summary: 'Quiénes somos.', content: '<p>Enseñamos calma.</p>' });
    expect((await auditRows(t, 'page', pageId)).map((a) => a.action)).toEqual(['page.spanish.save']);
    expect((await body(await t.api('DELETE', pagePath(pageId), { token: admin.token }))).data.title).toBe('Sobre nosotros');
    expect((await body(await t.api('GET', pagePath(pageId), { token: admin.token }))).data).toBeNull();
  });

  it('shows the Spanish post and page on the public API with lang=es, the English with translated false where there is none, and English unchanged', async () => {
    await t.api('PUT', postPath(postId), { token: admin.token, json: post });
    await t.api('PUT', postPath(draftPostId), { token: admin.token, json: { title: 'Borrador', content: '<p>Aún no.</p>' } });
    await t.api('PUT', pagePath(pageId), { token: admin.token, json: { title: 'Sobre nosotros', content: '<p>Enseñamos calma.</p>' } });

    const es = await t.api('GET', `/v1/blogs/slow-mornings?lang=es`);
    expect(es.status).toBe(200);
    const esPost = (await body(es)).data;
    expect(esPost).toMatchObject({ id: postId, title: 'Mañanas lentas', excerpt: 'Empieza con suavidad.', content: '<p>Despierta despacio.</p>', translated: true });
    // The newer neighbour has no Spanish version: its English title.
    expect(esPost.newer).toEqual({ id: otherPostId, title: 'A walking lunch' });
    const other = (await body(await t.api('GET', `/v1/blogs/${otherPostId}?lang=es`))).data;
    expect(other).toMatchObject({ title: 'A walking lunch', content: '<p>Body.</p>', translated: false });
    expect(other.older).toEqual({ id: postId, title: 'Mañanas lentas' });
    const english = (await body(await t.api('GET', `/v1/blogs/${postId}`))).data;
    expect(english.title).toBe('Slow mornings');
    expect(english).not.toHaveProperty('translated');
    // A draft stays hidden in Spanish too.
    expect((await t.api('GET', `/v1/blogs/${draftPostId}?lang=es`)).status).toBe(404);
    expect((await t.api('GET', `/v1/blogs/${postId}?lang=fr`)).status).toBe(422);

    const list = (await body(await t.api('GET', '/v1/blogs?lang=es'))).data as Array<{ id: number; title: string; translated: boolean }>;
    expect(list.map((p) => [p.id, p.title, p.translated])).toEqual([
      [otherPostId, 'A walking lunch', false],
      [postId, 'Mañanas lentas', true],
    ]);
    expect(((await body(await t.api('GET', '/v1/blogs'))).data as Array<{ title: string }>).map((p) => p.title)).toEqual(['A walking lunch', 'Slow mornings']);

    const esPage = (await body(await t.api('GET', '/v1/pages/about-us?lang=es'))).data;
    // An empty Spanish summary shows the English one.
    expect(esPage).toMatchObject({ title: 'Sobre nosotros', summary: 'Who we are.', content: '<p>Enseñamos calma.</p>', translated: true });
    expect((await body(await t.api('GET', '/v1/pages/careers?lang=es'))).data).toMatchObject({ title: 'Careers', translated: false });
    expect((await body(await t.api('GET', '/v1/pages/about-us'))).data.title).toBe('About us');
    expect(((await body(await t.api('GET', '/v1/pages?lang=es'))).data as Array<{ title: string }>).map((p) => p.title)).toEqual(['Careers', 'Sobre nosotros']);

    // The services the /es/ pages call: the same, and the home page's latest posts and the Spanish feed.
    expect(await getPage({ db: t.db, slug: 'about-us', locale: 'es' })).toMatchObject({ title: 'Sobre nosotros', translated: true });
    expect((await getPage({ db: t.db, slug: 'careers' })).title).toBe('Careers');
    expect((await getBlogPost({ db: t.db, idOrSlug: String(postId), locale: 'es' })).title).toBe('Mañanas lentas');
    expect((await listBlogs({ db: t.db, page: 1, perPage: 10, locale: 'es' })).items.map((p) => p.title)).toContain('Mañanas lentas');
    expect((await listPages({ db: t.db, page: 1, perPage: 10, locale: 'es' })).total).toBe(2);
    expect((await getHome({ db: t.db, locale: 'es' })).latest_posts.map((p) => p.title)).toEqual(['A walking lunch', 'Mañanas lentas']);
    const feed = await feedPosts(t.db, 20, 'es');
    expect(feed.find((p) => p.id === postId)).toMatchObject({ title: 'Mañanas lentas', content: '<p>Despierta despacio.</p>' });
    expect((await feedPosts(t.db, 20)).find((p) => p.id === postId)!.title).toBe('Slow mornings');
  });

  it('says in the studio’s lists which posts and pages have a Spanish version', async () => {
    const spanishOf = async (kind: 'blog-posts' | 'pages') =>
      Object.fromEntries(((await body(await t.api('GET', `/v1/admin/content/${kind}?per_page=50`, { token: admin.token }))).data as Array<{ slug: string; has_spanish: boolean }>).map((i) => [i.slug, i.has_spanish]));
    await t.api('PUT', postPath(otherPostId), { token: admin.token, json: post });
    await t.api('PUT', pagePath(pageId), { token: admin.token, json: page });
    // Each post as the translations table has it: the one just written, and the earlier tests' others.
    const written = new Set((await t.db.select({ id: blogPostTranslations.postId }).from(blogPostTranslations)).map((r) => r.id));
    const posts = await t.db.select({ id: blogs.id, slug: blogs.slug }).from(blogs);
    expect(await spanishOf('blog-posts')).toEqual(Object.fromEntries(posts.map((p) => [p.slug, written.has(p.id)])));
    expect((await spanishOf('blog-posts'))['walking-lunch']).toBe(true);
    await t.api('DELETE', postPath(otherPostId), { token: admin.token });
    expect((await spanishOf('blog-posts'))['walking-lunch']).toBe(false);
    expect(await spanishOf('pages')).toMatchObject({ 'about-us': true, careers: false });
    await t.api('DELETE', pagePath(pageId), { token: admin.token });
    expect((await spanishOf('pages'))['about-us']).toBe(false);
    // A single item's answer does not carry it (the editor asks for the Spanish version itself).
    expect((await body(await t.api('GET', `/v1/admin/content/pages/${pageId}`, { token: admin.token }))).data.has_spanish).toBeUndefined();
  });

  it('deletes the Spanish versions with their post or page', async () => {
    const extra = await makeBlog(t.db, { title: 'Gone soon' });
    await t.api('PUT', postPath(extra.id), { token: admin.token, json: post });
    await t.db.delete(blogs).where(eq(blogs.id, extra.id));
    expect(await t.db.select().from(blogPostTranslations).where(eq(blogPostTranslations.postId, extra.id))).toEqual([]);
  });
});
