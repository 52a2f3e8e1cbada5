// HTTP routes of the studio's site content under /v1/admin/content (docs/rules/studio.md, "Site
// content"): course categories, bundles, static pages, blog posts, help centre categories and
// articles, testimonials. Every route needs a token and the services require an admin (403); every
// write is audited and empties the response cache, so the public site shows it at once.
import { z } from '@hono/zod-openapi';
import {
  BlogPostCreateSchema,
  BlogPostUpdateSchema,
  BundleCreateSchema,
  BundleUpdateSchema,
  CategoryCreateSchema,
  CategoryUpdateSchema,
  ContentListQuerySchema,
  HelpArticleCreateSchema,
  HelpArticlesQuerySchema,
  HelpArticleUpdateSchema,
  HelpCategoryCreateSchema,
  HelpCategoryUpdateSchema,
  PageCreateSchema,
  PageUpdateSchema,
  StudioBlogPostSchema,
  StudioBundleSchema,
  StudioCategorySchema,
  StudioHelpArticleSchema,
  StudioHelpCategorySchema,
  StudioPageSchema,
  StudioTestimonialSchema,
  TestimonialCreateSchema,
  TestimonialUpdateSchema,
} from '../../../lib/schemas/studio-content.ts';
import { actorOf } from '../../http/middleware.ts';
import { dataOf, errorResponses, listOf } from '../../http/respond.ts';
import { DEFAULT_BODY_BYTES, RICH_TEXT_BODY_BYTES } from '../../http/body-limit.ts';
import { auth, createRoute, idParam, json, jsonBody } from '../../http/route-helpers.ts';
import type { Router } from '../../http/router.ts';
import * as content from '../service/index.ts';

const TAG = ['Studio'];
const ADMIN = 'Administrators only: a member or an author gets 403.';
const WRITE = `${ADMIN} HTML is sanitized when stored; the public site shows the change at once.`;
const params = (what: string) => ({ params: z.object({ id: idParam('id', what) }) });

/**
 * The routes of one kind of content: list, create, get and update; `bodyLimit` for create and update
 * (kinds with an HTML body take rich text; docs/security.md, "Request bodies").
 */
function routesOf<S extends z.ZodType, C extends z.ZodType, U extends z.ZodType>(path: string, what: string, plural: string, schema: S, create: C, update: U, bodyLimit = DEFAULT_BODY_BYTES) {
  const base = `/admin/content/${path}` as const;
  return {
    list: createRoute({
      method: 'get', path: base, tags: TAG, summary: `Every ${what}, published or not`, description: ADMIN, ...auth,
      request: { query: ContentListQuerySchema },
      responses: { 200: json(listOf(schema), `A page of ${plural}`), ...errorResponses(401, 403, 422) },
    }),
    create: createRoute({
      method: 'post', path: base, tags: TAG, summary: `Create a ${what}`, description: WRITE, ...auth, bodyLimit,
      request: { body: jsonBody(create) },
      responses: { 201: json(dataOf(schema), `The ${what}`), ...errorResponses(401, 403, 422) },
    }),
    get: createRoute({
      method: 'get', path: `${base}/{id}`, tags: TAG, summary: `One ${what}, published or not`, description: ADMIN, ...auth,
      request: params(what),
      responses: { 200: json(dataOf(schema), `The ${what}`), ...errorResponses(401, 403, 404, 422) },
    }),
    update: createRoute({
      method: 'patch', path: `${base}/{id}`, tags: TAG, summary: `Change a ${what}`, description: WRITE, ...auth, bodyLimit,
      request: { ...params(what), body: jsonBody(update) },
      responses: { 200: json(dataOf(schema), `The ${what}`), ...errorResponses(401, 403, 404, 422) },
    }),
  };
}

const categories = routesOf('categories', 'course category', 'course categories', StudioCategorySchema, CategoryCreateSchema, CategoryUpdateSchema);
const bundles = routesOf('bundles', 'bundle', 'bundles', StudioBundleSchema, BundleCreateSchema, BundleUpdateSchema, RICH_TEXT_BODY_BYTES);
const pages = routesOf('pages', 'page', 'static pages', StudioPageSchema, PageCreateSchema, PageUpdateSchema, RICH_TEXT_BODY_BYTES);
const posts = routesOf('blog-posts', 'blog post', 'blog posts', StudioBlogPostSchema, BlogPostCreateSchema, BlogPostUpdateSchema, RICH_TEXT_BODY_BYTES);
const helpCategories = routesOf('help-categories', 'help category', 'help categories', StudioHelpCategorySchema, HelpCategoryCreateSchema, HelpCategoryUpdateSchema);
const helpArticles = routesOf('help-articles', 'help article', 'help articles', StudioHelpArticleSchema, HelpArticleCreateSchema, HelpArticleUpdateSchema, RICH_TEXT_BODY_BYTES);
const testimonials = routesOf('testimonials', 'testimonial', 'testimonials', StudioTestimonialSchema, TestimonialCreateSchema, TestimonialUpdateSchema);

const helpArticlesList = createRoute({
  method: 'get', path: '/admin/content/help-articles', tags: TAG, summary: 'Help articles by category and position, optionally of one category', description: ADMIN, ...auth,
  request: { query: HelpArticlesQuerySchema },
  responses: { 200: json(listOf(StudioHelpArticleSchema), 'A page of help articles'), ...errorResponses(401, 403, 422) },
});
const publishPost = (published: boolean) =>
  createRoute({
    method: 'post', path: `/admin/content/blog-posts/{id}/${published ? 'publish' : 'unpublish'}`, tags: TAG,
    summary: published ? 'Publish a blog post (dated now unless scheduled for later)' : 'Unpublish a blog post: it leaves the blog at once',
    description: `${ADMIN} Asking for the state the post is in changes nothing.`, ...auth,
    request: params('blog post'),
    responses: { 200: json(dataOf(StudioBlogPostSchema), 'The post'), ...errorResponses(401, 403, 404, 422) },
  });
const deleteTestimonial = createRoute({
  method: 'delete', path: '/admin/content/testimonials/{id}', tags: TAG, summary: 'Delete a testimonial', description: ADMIN, ...auth,
  request: params('testimonial'),
  responses: { 200: json(dataOf(StudioTestimonialSchema), 'The testimonial, as it was'), ...errorResponses(401, 403, 404, 422) },
});

export function registerContentRoutes(app: Router) {
  const ctx = (c: Parameters<typeof actorOf>[0]) => ({ db: c.get('deps').db, actor: actorOf(c) });
  const paging = (q: { page: number; per_page: number }) => ({ page: q.page, perPage: q.per_page });

  app.openapi(categories.list, async (c) => c.json(await content.listStudioCategories({ ...ctx(c), ...paging(c.req.valid('query')) }), 200));
  app.openapi(categories.create, async (c) => c.json({ data: await content.createCategory({ ...ctx(c), input: c.req.valid('json') }) }, 201));
  app.openapi(categories.update, async (c) => c.json({ data: await content.updateCategory({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));

  app.openapi(bundles.list, async (c) => c.json(await content.listStudioBundles({ ...ctx(c), ...paging(c.req.valid('query')) }), 200));
  app.openapi(bundles.create, async (c) => c.json({ data: await content.createBundle({ ...ctx(c), input: c.req.valid('json') }) }, 201));
  app.openapi(bundles.get, async (c) => c.json({ data: await content.getStudioBundle({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(bundles.update, async (c) => c.json({ data: await content.updateBundle({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));

  app.openapi(pages.list, async (c) => c.json(await content.listStudioPages({ ...ctx(c), ...paging(c.req.valid('query')) }), 200));
  app.openapi(pages.create, async (c) => c.json({ data: await content.createPage({ ...ctx(c), input: c.req.valid('json') }) }, 201));
  app.openapi(pages.get, async (c) => c.json({ data: await content.getStudioPage({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(pages.update, async (c) => c.json({ data: await content.updatePage({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));

  app.openapi(posts.list, async (c) => c.json(await content.listStudioBlogPosts({ ...ctx(c), ...paging(c.req.valid('query')) }), 200));
  app.openapi(posts.create, async (c) => c.json({ data: await content.createBlogPost({ ...ctx(c), input: c.req.valid('json') }) }, 201));
  app.openapi(posts.get, async (c) => c.json({ data: await content.getStudioBlogPost({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(posts.update, async (c) => c.json({ data: await content.updateBlogPost({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));
  app.openapi(publishPost(true), async (c) => c.json({ data: await content.setBlogPostPublished({ ...ctx(c), id: c.req.valid('param').id, published: true }) }, 200));
  app.openapi(publishPost(false), async (c) => c.json({ data: await content.setBlogPostPublished({ ...ctx(c), id: c.req.valid('param').id, published: false }) }, 200));

  app.openapi(helpCategories.list, async (c) => c.json(await content.listStudioHelpCategories({ ...ctx(c), ...paging(c.req.valid('query')) }), 200));
  app.openapi(helpCategories.create, async (c) => c.json({ data: await content.createHelpCategory({ ...ctx(c), input: c.req.valid('json') }) }, 201));
  app.openapi(helpCategories.update, async (c) => c.json({ data: await content.updateHelpCategory({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));

  app.openapi(helpArticlesList, async (c) => {
    const q = c.req.valid('query');
    return c.json(await content.listStudioHelpArticles({ ...ctx(c), page: q.page, perPage: q.per_page, ...(q.category !== undefined ? { category: q.category } : {}) }), 200);
  });
  app.openapi(helpArticles.create, async (c) => c.json({ data: await content.createHelpArticle({ ...ctx(c), input: c.req.valid('json') }) }, 201));
  app.openapi(helpArticles.update, async (c) => c.json({ data: await content.updateHelpArticle({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));

  app.openapi(testimonials.list, async (c) => c.json(await content.listStudioTestimonials({ ...ctx(c), ...paging(c.req.valid('query')) }), 200));
  app.openapi(testimonials.create, async (c) => c.json({ data: await content.createTestimonial({ ...ctx(c), input: c.req.valid('json') }) }, 201));
  app.openapi(testimonials.update, async (c) => c.json({ data: await content.updateTestimonial({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));
  app.openapi(deleteTestimonial, async (c) => c.json({ data: await content.deleteTestimonial({ ...ctx(c), id: c.req.valid('param').id }) }, 200));

}
