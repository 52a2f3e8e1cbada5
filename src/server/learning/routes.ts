// HTTP routes of the learning domain. Thin: validate with the declared schemas, call one service verb, reply.
// Order matters: /courses/enrolled/{id}... first, then /courses/{id}/enrolment and /courses/{id}/bookmark,
// and only then /courses/{courseId}/{id}, which would otherwise take "enrolled", "enrolment" or
// "bookmark" for an id (see lesson-routes.ts). The catalogue (joined before us) owns /courses/{id}.
import { createRoute, z } from '@hono/zod-openapi';
import {
  BookmarkedCourseSchema,
  BookmarkStateSchema,
  CertificateSchema,
  EnrolledCourseCardSchema,
  EnrolmentSchema,
  EnrolmentStatusSchema,
  EnrolRequestSchema,
  GenerateCertificateSchema,
} from '../../lib/schemas/learning.ts';
import { actorOf, requireAuth } from '../http/middleware.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { PaginationQuerySchema, dataOf, errorResponses, listOf, pageMeta } from '../http/respond.ts';
import { createRouter } from '../http/router.ts';
import { bookmarkState, listBookmarkedCourses, toggleBookmark } from './bookmarks.ts';
import { certificatePdf, generateCertificate, listCertificates } from './certificates.ts';
import { courseEnrolment, enrolMember, enrolmentStatus } from './enrolment.ts';
import { registerEnrolledRoutes, registerLessonRoutes } from './lesson-routes.ts';
import { listEnrolledCourses } from './outline.ts';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const idParam = (name: string, what: string) =>
  z.coerce.number({ message: `The ${what} id must be a number.` }).int().positive(`The ${what} id must be a positive number.`).max(2_147_483_647).openapi({ param: { name, in: 'path' }, example: 1 });
const CourseParams = z.object({ id: idParam('id', 'course') });
const tags = ['Learning'];
const security = [{ bearer: [] }];
const auth = { security, middleware: requireAuth };

const status = createRoute({
  method: 'get', path: '/courses/{id}/enrolment/status', tags, ...auth,
  summary: 'Whether the member is enrolled in the course, their progress and where to continue',
  request: { params: CourseParams },
  responses: { 200: json(dataOf(EnrolmentStatusSchema), 'Enrolment status'), ...errorResponses(401, 404, 422) },
});

const enrolment = createRoute({
  method: 'get', path: '/courses/{id}/enrolment', tags, ...auth,
  summary: 'The member\'s enrolment in the course (404 when not enrolled)',
  request: { params: CourseParams },
  responses: { 200: json(dataOf(EnrolmentSchema), 'The enrolment'), ...errorResponses(401, 404, 422) },
});

const enrol = createRoute({
  method: 'post', path: '/courses/{id}/enrolment', tags, ...auth,
  summary: 'Enrol in a course',
  description:
    'A free course enrols at once (201; 200 with the existing enrolment when already enrolled). A paid course answers 402 until the member has bought it or subscribed. With `bundle_id`, a bundle the member may take enrols them in each of its courses.',
  request: { params: CourseParams, body: { required: false, content: { 'application/json': { schema: EnrolRequestSchema } } } },
  responses: {
    201: json(dataOf(EnrolmentSchema), 'Enrolled'),
    200: json(dataOf(EnrolmentSchema), 'Already enrolled'),
    ...errorResponses(401, 402, 404, 422, 429),
  },
});

const bookmark = createRoute({
  method: 'get', path: '/courses/{id}/bookmark', tags, ...auth,
  summary: 'Whether the member has bookmarked the course',
  request: { params: CourseParams },
  responses: { 200: json(dataOf(BookmarkStateSchema), 'Bookmark state'), ...errorResponses(401, 404, 422) },
});

const toggle = createRoute({
  method: 'post', path: '/courses/{id}/bookmark', tags, ...auth,
  summary: 'Toggle the bookmark on a course',
  request: { params: CourseParams },
  responses: { 200: json(dataOf(BookmarkStateSchema), 'The new bookmark state'), ...errorResponses(401, 404, 422, 429) },
});

const enrolled = createRoute({
  method: 'get', path: '/auth/courses/enrolled', tags, ...auth,
  summary: 'The member\'s enrolments with progress and a "continue" link, most recently read first',
  request: { query: PaginationQuerySchema.extend({ status: z.enum(['active', 'completed'], { message: 'The status must be active or completed.' }).optional() }) },
  responses: { 200: json(listOf(EnrolledCourseCardSchema), 'One page of enrolments'), ...errorResponses(401, 422) },
});

const bookmarked = createRoute({
  method: 'get', path: '/auth/courses/bookmarked', tags, ...auth,
  summary: 'The member\'s bookmarked courses, newest first',
  request: { query: PaginationQuerySchema },
  responses: { 200: json(listOf(BookmarkedCourseSchema), 'One page of bookmarks'), ...errorResponses(401, 422) },
});

const certificatesRoute = createRoute({
  method: 'get', path: '/auth/certificates', tags, ...auth,
  summary: 'The member\'s certificates, newest first',
  request: { query: PaginationQuerySchema },
  responses: { 200: json(listOf(CertificateSchema), 'One page of certificates'), ...errorResponses(401, 422) },
});

const generate = createRoute({
  method: 'post', path: '/auth/certificates/generate', tags, ...auth,
  summary: 'Issue the certificate of a completed course (exactly one per enrolment, also under concurrent calls)',
  request: { body: { required: true, content: { 'application/json': { schema: GenerateCertificateSchema } } } },
  responses: {
    201: json(dataOf(CertificateSchema), 'Issued now'),
    200: json(dataOf(CertificateSchema), 'Issued before; the same certificate'),
    ...errorResponses(401, 404, 422, 429),
  },
});

const download = createRoute({
  method: 'get', path: '/auth/certificates/{id}/download', tags, ...auth,
  summary: 'The certificate as a PDF',
  request: { params: z.object({ id: idParam('id', 'certificate') }) },
  responses: { 200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } }, ...errorResponses(401, 404, 422) },
});

export function learningRoutes() {
  const app = createRouter();

  registerEnrolledRoutes(app);

  app.openapi(status, async (c) => c.json({ data: await enrolmentStatus({ db: c.get('deps').db, actor: actorOf(c), courseId: c.req.valid('param').id }) }, 200));

  app.openapi(enrolment, async (c) => c.json({ data: await courseEnrolment({ db: c.get('deps').db, actor: actorOf(c), courseId: c.req.valid('param').id }) }, 200));

  app.openapi(enrol, async (c) => {
    const actor = actorOf(c);
    await enforceRateLimit(c, `enrol:${actor.id}`, 30, 60);
    const input = (c.req.valid('json') ?? {}) as z.infer<typeof EnrolRequestSchema>;
    const result = await enrolMember({ db: c.get('deps').db, actor, courseId: c.req.valid('param').id, input });
    return result.created ? c.json({ data: result.enrolment }, 201) : c.json({ data: result.enrolment }, 200);
  });

  app.openapi(bookmark, async (c) => c.json({ data: await bookmarkState({ db: c.get('deps').db, actor: actorOf(c), courseId: c.req.valid('param').id }) }, 200));

  app.openapi(toggle, async (c) => {
    const actor = actorOf(c);
    await enforceRateLimit(c, `bookmark:${actor.id}`, 60, 60);
    return c.json({ data: await toggleBookmark({ db: c.get('deps').db, actor, courseId: c.req.valid('param').id }) }, 200);
  });

  registerLessonRoutes(app);

  app.openapi(enrolled, async (c) => {
    const { page, per_page, status: wanted } = c.req.valid('query');
    const result = await listEnrolledCourses({ db: c.get('deps').db, actor: actorOf(c), page, perPage: per_page, status: wanted });
    return c.json({ data: result.items, meta: pageMeta(page, per_page, result.total) }, 200);
  });

  app.openapi(bookmarked, async (c) => {
    const { page, per_page } = c.req.valid('query');
    const result = await listBookmarkedCourses({ db: c.get('deps').db, actor: actorOf(c), page, perPage: per_page });
    return c.json({ data: result.items, meta: pageMeta(page, per_page, result.total) }, 200);
  });

  app.openapi(certificatesRoute, async (c) => {
    const { page, per_page } = c.req.valid('query');
    const result = await listCertificates({ db: c.get('deps').db, actor: actorOf(c), page, perPage: per_page, appUrl: c.get('deps').config.appUrl });
    return c.json({ data: result.items, meta: pageMeta(page, per_page, result.total) }, 200);
  });

  app.openapi(generate, async (c) => {
    const actor = actorOf(c);
    await enforceRateLimit(c, `certificate:${actor.id}`, 20, 60);
    const { db, storage, config } = c.get('deps');
    const result = await generateCertificate({ db, storage, actor, courseId: c.req.valid('json').course_id, appUrl: config.appUrl });
    return result.created ? c.json({ data: result.certificate }, 201) : c.json({ data: result.certificate }, 200);
  });

  app.openapi(download, async (c) => {
    const { db, storage, config } = c.get('deps');
    const pdf = await certificatePdf({ db, storage, actor: actorOf(c), certificateId: c.req.valid('param').id, appUrl: config.appUrl });
    return new Response(Buffer.from(pdf.bytes), {
      status: 200,
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${pdf.filename}"`, 'Cache-Control': 'private, no-store' },
    }) as never;
  });

  return app;
}
