// HTTP routes of the catalogue domain. Thin: validate with the declared schemas, call one service verb, reply.
// Static paths (/courses/filters, /courses/categories) are registered before /courses/{id}.
import { z } from '@hono/zod-openapi';
import {
  BundleCardSchema,
  BundleCourseSchema,
  BundleDetailSchema,
  CategorySchema,
  CourseCardSchema,
  CourseDetailSchema,
  CourseFiltersSchema,
  CourseListQuerySchema,
} from '../../lib/schemas/catalogue.ts';
import { PageMetaSchema, PaginationQuerySchema, dataOf, errorResponses, listOf, pageMeta } from '../http/respond.ts';
import { PUBLIC_CACHE, createRoute, json, pathParam } from '../http/route-helpers.ts';
import { createRouter } from '../http/router.ts';
import { RANK_WINDOW, courseFilters, getBundleCourse, getBundleDetail, getCourseDetail, listBundles, listCategories, searchCourses } from './service/index.ts';

const idOrSlugParam = (name: string, what: string) => pathParam(name, `${what} id or slug`, '1');

const CourseListSchema = z.object({
  data: z.array(CourseCardSchema),
  meta: PageMetaSchema.extend({
    capped: z.boolean().describe(`True when the term matched more than ${RANK_WINDOW} courses: only that many were ranked and \`total\` is ${RANK_WINDOW} (show it as "${RANK_WINDOW}+")`),
    did_you_mean: z.string().nullable().describe('When the term as typed matched nothing: the corrected spelling that `data` was found with, else null'),
  }),
});

const listCourses = createRoute({
  method: 'get',
  path: '/courses',
  tags: ['Catalogue'],
  summary: 'Search and list courses',
  description:
    'Full-text search with `term` (title, summary, description and category; ranked; `highlight` marks the matched words), filters `category` (id), `level`, `duration`, `price`, and `sort`. See /courses/filters for the values.',
  request: { query: CourseListQuerySchema },
  responses: { 200: json(CourseListSchema, 'One page of courses'), ...errorResponses(422) },
});

const filters = createRoute({
  method: 'get',
  path: '/courses/filters',
  tags: ['Catalogue'],
  summary: 'Filter and sort options for the course list',
  responses: { 200: json(dataOf(CourseFiltersSchema), 'Categories, levels, durations, prices and sorts') },
});

const categoriesRoute = createRoute({
  method: 'get',
  path: '/courses/categories',
  tags: ['Catalogue'],
  summary: 'Course categories',
  responses: { 200: json(dataOf(z.array(CategorySchema)), 'Every category, in display order') },
});

const course = createRoute({
  method: 'get',
  path: '/courses/{id}',
  tags: ['Catalogue'],
  summary: 'One course with its curriculum outline and related courses',
  request: { params: z.object({ id: idOrSlugParam('id', 'Course') }) },
  responses: { 200: json(dataOf(CourseDetailSchema), 'The course'), ...errorResponses(404, 422) },
});

const bundles = createRoute({
  method: 'get',
  path: '/bundles',
  tags: ['Catalogue'],
  summary: 'Bundles of courses',
  request: { query: PaginationQuerySchema },
  responses: { 200: json(listOf(BundleCardSchema), 'One page of bundles'), ...errorResponses(422) },
});

const bundle = createRoute({
  method: 'get',
  path: '/bundles/{id}',
  tags: ['Catalogue'],
  summary: 'One bundle with its courses and the saving against buying them one by one',
  request: { params: z.object({ id: idOrSlugParam('id', 'Bundle') }) },
  responses: { 200: json(dataOf(BundleDetailSchema), 'The bundle'), ...errorResponses(404, 422) },
});

const bundleCourse = createRoute({
  method: 'get',
  path: '/bundles/{bundleId}/{id}',
  tags: ['Catalogue'],
  summary: 'A course within its bundle',
  request: { params: z.object({ bundleId: idOrSlugParam('bundleId', 'Bundle'), id: idOrSlugParam('id', 'Course') }) },
  responses: { 200: json(dataOf(BundleCourseSchema), 'The bundle and the course'), ...errorResponses(404, 422) },
});

export function catalogueRoutes() {
  const app = createRouter();

  app.openapi(listCourses, async (c) => {
    const query = c.req.valid('query');
    const result = await searchCourses({ db: c.get('deps').db, query });
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data: result.items, meta: { ...pageMeta(result.page, result.perPage, result.total), capped: result.capped, did_you_mean: result.didYouMean } }, 200);
  });

  app.openapi(filters, async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data: await courseFilters({ db: c.get('deps').db, log: c.get('deps').log }) }, 200);
  });

  app.openapi(categoriesRoute, async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data: await listCategories(c.get('deps').db) }, 200);
  });

  app.openapi(course, async (c) => {
    const data = await getCourseDetail({ db: c.get('deps').db, idOrSlug: c.req.valid('param').id });
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data }, 200);
  });

  app.openapi(bundles, async (c) => {
    const { page, per_page } = c.req.valid('query');
    const result = await listBundles({ db: c.get('deps').db, page, perPage: per_page });
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data: result.items, meta: pageMeta(page, per_page, result.total) }, 200);
  });

  app.openapi(bundle, async (c) => {
    const data = await getBundleDetail({ db: c.get('deps').db, idOrSlug: c.req.valid('param').id });
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data }, 200);
  });

  app.openapi(bundleCourse, async (c) => {
    const { bundleId, id } = c.req.valid('param');
    const data = await getBundleCourse({ db: c.get('deps').db, bundle: bundleId, course: id });
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data }, 200);
  });

  return app;
}
