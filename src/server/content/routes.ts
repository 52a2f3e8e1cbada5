// HTTP routes of the content domain. Thin: validate with the declared schemas, call one service verb, reply.
// Static paths (/help-centers/categories) are registered before parameterised ones.
import { z } from '@hono/zod-openapi';
import {
  BlogPostSchema,
  BlogSummarySchema,
  EnquiryReceiptSchema,
  EnquiryRequestSchema,
  HelpArticleSchema,
  HelpArticleSummarySchema,
  HelpCategorySchema,
  HelpListQuerySchema,
  HomeSchema,
  PageSchema,
  PageSummarySchema,
  TestimonialSchema,
} from '../../lib/schemas/content.ts';
import { ContentLangQuerySchema } from '../../lib/schemas/learning.ts';
import { clientAddress } from '../http/middleware.ts';
import { pageLocaleOf } from '../http/public-origin.ts';
import { describeRateLimit, limitRate } from '../http/rate-limits.ts';
import { PageMetaSchema, PaginationQuerySchema, dataOf, errorResponses, listOf, pageMeta } from '../http/respond.ts';
import { PUBLIC_CACHE, anyBody, bodyOf, createRoute, idParam, json, pathParam } from '../http/route-helpers.ts';
import { createRouter } from '../http/router.ts';
import { getBlogPost, getHelpArticle, getHome, getPage, listBlogs, listHelpArticles, listHelpCategories, listPages, listTestimonials, submitEnquiry } from './service/index.ts';

const home = createRoute({
  method: 'get', path: '/home', tags: ['Content'], summary: 'Everything the home page shows',
  responses: { 200: json(dataOf(HomeSchema), 'Categories, featured and newest courses, bundles, testimonials, latest posts, app links') },
});
const pagesList = createRoute({
  method: 'get', path: '/pages', tags: ['Content'], summary: 'Static pages',
  request: { query: PaginationQuerySchema.extend(ContentLangQuerySchema.shape) },
  responses: { 200: json(listOf(PageSummarySchema), 'One page of static pages, by title'), ...errorResponses(422) },
});
const page = createRoute({
  method: 'get', path: '/pages/{slug}', tags: ['Content'], summary: 'One static page: title and HTML content',
  request: { params: z.object({ slug: pathParam('slug', 'Page slug', 'about-us') }), query: ContentLangQuerySchema },
  responses: { 200: json(dataOf(PageSchema), 'The page'), ...errorResponses(404, 422) },
});
const blogsList = createRoute({
  method: 'get', path: '/blogs', tags: ['Content'], summary: 'Blog posts, newest first',
  request: { query: PaginationQuerySchema.extend(ContentLangQuerySchema.shape) },
  responses: { 200: json(listOf(BlogSummarySchema), 'One page of posts'), ...errorResponses(422) },
});
const blog = createRoute({
  method: 'get', path: '/blogs/{id}', tags: ['Content'], summary: 'One blog post (id or slug) with its neighbours',
  request: { params: z.object({ id: pathParam('id', 'Post id or slug', '1') }), query: ContentLangQuerySchema },
  responses: { 200: json(dataOf(BlogPostSchema), 'The post'), ...errorResponses(404, 422) },
});
const helpList = createRoute({
  method: 'get', path: '/help-centers', tags: ['Content'], summary: 'Help articles: by category, or full-text search with `term`',
  request: { query: HelpListQuerySchema },
  responses: {
    200: json(
      z.object({
        data: z.array(HelpArticleSummarySchema),
        meta: PageMetaSchema.extend({ did_you_mean: z.string().nullable().describe('When the term as typed matched nothing: the corrected spelling that `data` was found with, else null') }),
      }),
      'One page of articles; with `term`, ranked and with a highlighted snippet',
    ), ...errorResponses(422) },
});
const helpCategories = createRoute({
  method: 'get', path: '/help-centers/categories', tags: ['Content'], summary: 'Help centre categories with their article counts',
  responses: { 200: json(dataOf(z.array(HelpCategorySchema)), 'Every help category, in display order') },
});
const helpArticle = createRoute({
  method: 'get', path: '/help-centers/{id}', tags: ['Content'], summary: 'One help article',
  request: { params: z.object({ id: idParam('id', 'help article') }) },
  responses: { 200: json(dataOf(HelpArticleSchema), 'The article'), ...errorResponses(404, 422) },
});
const testimonials = createRoute({
  method: 'get', path: '/testimonials', tags: ['Content'], summary: 'What members say',
  request: { query: PaginationQuerySchema },
  responses: { 200: json(listOf(TestimonialSchema), 'One page of testimonials'), ...errorResponses(422) },
});
const enquiry = createRoute({
  method: 'post', path: '/enquiry', tags: ['Content'], summary: 'Send a contact enquiry to the support team',
  description: `Stored and mailed to the support address. Rate-limited to ${describeRateLimit('enquiry')} per address. When a bot check is configured, \`recaptcha_token\` is required.`,
  request: { body: anyBody(EnquiryRequestSchema) },
  responses: { 201: json(dataOf(EnquiryReceiptSchema), 'Received'), ...errorResponses(400, 422, 429, 503) },
});

export function contentRoutes() {
  const app = createRouter();

  app.openapi(home, async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data: await getHome({ db: c.get('deps').db }) }, 200);
  });

  app.openapi(pagesList, async (c) => {
    const { page: p, per_page, lang } = c.req.valid('query');
    const result = await listPages({ db: c.get('deps').db, page: p, perPage: per_page, locale: lang });
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data: result.items, meta: pageMeta(p, per_page, result.total) }, 200);
  });

  app.openapi(page, async (c) => {
    const data = await getPage({ db: c.get('deps').db, slug: c.req.valid('param').slug, locale: c.req.valid('query').lang });
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data }, 200);
  });

  app.openapi(blogsList, async (c) => {
    const { page: p, per_page, lang } = c.req.valid('query');
    const result = await listBlogs({ db: c.get('deps').db, page: p, perPage: per_page, locale: lang });
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data: result.items, meta: pageMeta(p, per_page, result.total) }, 200);
  });

  app.openapi(blog, async (c) => {
    const data = await getBlogPost({ db: c.get('deps').db, idOrSlug: c.req.valid('param').id, locale: c.req.valid('query').lang });
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data }, 200);
  });

  app.openapi(helpList, async (c) => {
    const query = c.req.valid('query');
    const result = await listHelpArticles({ db: c.get('deps').db, query });
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data: result.items, meta: { ...pageMeta(query.page, query.per_page, result.total), did_you_mean: result.didYouMean } }, 200);
  });

  app.openapi(helpCategories, async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data: await listHelpCategories({ db: c.get('deps').db }) }, 200);
  });

  app.openapi(helpArticle, async (c) => {
    const data = await getHelpArticle({ db: c.get('deps').db, id: c.req.valid('param').id });
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data }, 200);
  });

  app.openapi(testimonials, async (c) => {
    const { page: p, per_page } = c.req.valid('query');
    const result = await listTestimonials({ db: c.get('deps').db, page: p, perPage: per_page });
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data: result.items, meta: pageMeta(p, per_page, result.total) }, 200);
  });

  app.openapi(enquiry, async (c) => {
    const ip = clientAddress(c);
    await limitRate(c, 'enquiry', ip);
    // A request without a body gets the same field errors as an empty form (ZodError becomes a 422).
    const input = bodyOf(c, EnquiryRequestSchema);
    const deps = c.get('deps');
    const data = await submitEnquiry({ deps, input, remoteIp: ip, locale: pageLocaleOf(c, deps.config.appUrl) });
    return c.json({ data }, 201);
  });

  return app;
}
