// HTTP routes of the Spanish versions of content (docs/rules/content.md, "Content translations"):
// read, save and delete the Spanish version of a course, a lesson, a help article, a blog post and a
// static page. Courses and lessons: authors (their own courses; another's is 404) and
// administrators; help articles, posts and pages: administrators (403 otherwise). Reading an item with no Spanish version answers `data: null`;
// deleting one that has none changes nothing and answers `data: null` too.
import { z } from '@hono/zod-openapi';
import {
  type BlogPostSpanishInput,
  type CourseSpanishInput,
  type PageSpanishInput,
  BlogPostSpanishInputSchema,
  BlogPostSpanishSchema,
  PageSpanishInputSchema,
  PageSpanishSchema,
  type HelpArticleSpanishInput,
  type LessonSpanishInput,
  CourseSpanishInputSchema,
  CourseSpanishSchema,
  HelpArticleSpanishInputSchema,
  HelpArticleSpanishSchema,
  LessonSpanishInputSchema,
  LessonSpanishSchema,
} from '../../../lib/schemas/content-translations.ts';
import { RICH_TEXT_BODY_BYTES, LESSON_BODY_BYTES } from '../../http/body-limit.ts';
import { actorOf } from '../../http/middleware.ts';
import { errorResponses } from '../../http/respond.ts';
import { auth, createRoute, idParam, json, jsonBody } from '../../http/route-helpers.ts';
import type { Router } from '../../http/router.ts';
import {
  deleteCourseSpanish,
  deleteHelpArticleSpanish,
  deleteLessonSpanish,
  getCourseSpanish,
  getHelpArticleSpanish,
  getLessonSpanish,
  saveCourseSpanish,
  saveHelpArticleSpanish,
  saveLessonSpanish,
} from '../service/translations.ts';
import { deleteBlogPostSpanish, deletePageSpanish, getBlogPostSpanish, getPageSpanish, saveBlogPostSpanish, savePageSpanish } from '../service/translations-site.ts';

const AUTHORS = 'Authors and administrators: a member gets 403; an author sees only the courses they own (another’s is 404).';
const ADMIN = 'Administrators only: a member or an author gets 403.';
const SAVED = 'HTML is sanitized when stored, like the English field; a published item shows it on the Spanish site at once.';

type Kind = { path: string; what: string; tag: string; who: string; body: z.ZodType; schema: z.ZodType; bodyLimit: number };

function routesOf({ path, what, tag, who, body, schema, bodyLimit }: Kind) {
  const params = z.object({ id: idParam('id', what) });
  const nullable = (description: string) => json(z.object({ data: schema.nullable() }), description);
  return {
    get: createRoute({
      method: 'get', path, tags: [tag], summary: `The Spanish version of a ${what} (null when none is written)`, description: who, ...auth,
      request: { params },
      responses: { 200: nullable(`The ${what}’s Spanish version, or null`), ...errorResponses(401, 403, 404, 422) },
    }),
    put: createRoute({
      method: 'put', path, tags: [tag], summary: `Write or replace the Spanish version of a ${what}`, description: `${who} ${SAVED}`, ...auth, bodyLimit,
      request: { params, body: jsonBody(body) },
      responses: { 200: json(z.object({ data: schema }), 'The Spanish version as stored'), ...errorResponses(401, 403, 404, 422) },
    }),
    delete: createRoute({
      method: 'delete', path, tags: [tag], summary: `Delete the Spanish version of a ${what}: the Spanish site shows the English again`, description: who, ...auth,
      request: { params },
      responses: { 200: nullable('The Spanish version as it was, or null when there was none'), ...errorResponses(401, 403, 404, 422) },
    }),
  };
}

const course = routesOf({ path: '/admin/courses/{id}/spanish', what: 'course', tag: 'Studio: courses', who: AUTHORS, body: CourseSpanishInputSchema, schema: CourseSpanishSchema, bodyLimit: RICH_TEXT_BODY_BYTES });
const lesson = routesOf({ path: '/admin/lessons/{id}/spanish', what: 'lesson', tag: 'Studio: courses', who: AUTHORS, body: LessonSpanishInputSchema, schema: LessonSpanishSchema, bodyLimit: LESSON_BODY_BYTES });
const help = routesOf({ path: '/admin/content/help-articles/{id}/spanish', what: 'help article', tag: 'Studio', who: ADMIN, body: HelpArticleSpanishInputSchema, schema: HelpArticleSpanishSchema, bodyLimit: RICH_TEXT_BODY_BYTES });
const post = routesOf({ path: '/admin/content/blog-posts/{id}/spanish', what: 'blog post', tag: 'Studio', who: ADMIN, body: BlogPostSpanishInputSchema, schema: BlogPostSpanishSchema, bodyLimit: RICH_TEXT_BODY_BYTES });
const page = routesOf({ path: '/admin/content/pages/{id}/spanish', what: 'page', tag: 'Studio', who: ADMIN, body: PageSpanishInputSchema, schema: PageSpanishSchema, bodyLimit: RICH_TEXT_BODY_BYTES });

export function registerTranslationRoutes(app: Router) {
  const ctx = (c: Parameters<typeof actorOf>[0]) => ({ db: c.get('deps').db, actor: actorOf(c) });

  app.openapi(course.get, async (c) => c.json({ data: await getCourseSpanish({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(course.put, async (c) => c.json({ data: await saveCourseSpanish({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') as CourseSpanishInput }) }, 200));
  app.openapi(course.delete, async (c) => c.json({ data: await deleteCourseSpanish({ ...ctx(c), id: c.req.valid('param').id }) }, 200));

  app.openapi(lesson.get, async (c) => c.json({ data: await getLessonSpanish({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(lesson.put, async (c) => c.json({ data: await saveLessonSpanish({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') as LessonSpanishInput }) }, 200));
  app.openapi(lesson.delete, async (c) => c.json({ data: await deleteLessonSpanish({ ...ctx(c), id: c.req.valid('param').id }) }, 200));

  app.openapi(help.get, async (c) => c.json({ data: await getHelpArticleSpanish({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(help.put, async (c) => c.json({ data: await saveHelpArticleSpanish({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') as HelpArticleSpanishInput }) }, 200));
  app.openapi(help.delete, async (c) => c.json({ data: await deleteHelpArticleSpanish({ ...ctx(c), id: c.req.valid('param').id }) }, 200));

  app.openapi(post.get, async (c) => c.json({ data: await getBlogPostSpanish({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(post.put, async (c) => c.json({ data: await saveBlogPostSpanish({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') as BlogPostSpanishInput }) }, 200));
  app.openapi(post.delete, async (c) => c.json({ data: await deleteBlogPostSpanish({ ...ctx(c), id: c.req.valid('param').id }) }, 200));

  app.openapi(page.get, async (c) => c.json({ data: await getPageSpanish({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(page.put, async (c) => c.json({ data: await savePageSpanish({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') as PageSpanishInput }) }, 200));
  app.openapi(page.delete, async (c) => c.json({ data: await deletePageSpanish({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
}
