// Enrolment and bookmarks of one course (/courses/{id}/enrolment..., /courses/{id}/bookmark), and
// the member's lists of enrolled and bookmarked courses (/auth/courses/...).
import { z } from '@hono/zod-openapi';
import {
  BookmarkedCourseSchema,
  BookmarkStateSchema,
  EnrolledCourseCardSchema,
  EnrolmentSchema,
  EnrolmentStatusSchema,
  EnrolRequestSchema,
} from '../../../lib/schemas/learning.ts';
import { actorOf } from '../../http/middleware.ts';
import { limitRate } from '../../http/rate-limits.ts';
import { PaginationQuerySchema, dataOf, errorResponses, listOf, pageMeta } from '../../http/respond.ts';
import { auth, createRoute, idParam, json } from '../../http/route-helpers.ts';
import type { Router } from '../../http/router.ts';
import { bookmarkState, courseEnrolment, enrolMember, enrolmentStatus, listBookmarkedCourses, listEnrolledCourses, toggleBookmark } from '../service/index.ts';

const CourseParams = z.object({ id: idParam('id', 'course') });
const tags = ['Learning'];

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

/** /courses/{id}/enrolment... and /courses/{id}/bookmark: before /courses/{courseId}/{id} would take them. */
export function registerEnrolmentRoutes(app: Router) {
  app.openapi(status, async (c) => c.json({ data: await enrolmentStatus({ db: c.get('deps').db, actor: actorOf(c), courseId: c.req.valid('param').id }) }, 200));

  app.openapi(enrolment, async (c) => c.json({ data: await courseEnrolment({ db: c.get('deps').db, actor: actorOf(c), courseId: c.req.valid('param').id }) }, 200));

  app.openapi(enrol, async (c) => {
    const actor = actorOf(c);
    await limitRate(c, 'enrol', actor.id);
    const input = (c.req.valid('json') ?? {}) as z.infer<typeof EnrolRequestSchema>;
    const result = await enrolMember({ db: c.get('deps').db, actor, courseId: c.req.valid('param').id, input });
    return result.created ? c.json({ data: result.enrolment }, 201) : c.json({ data: result.enrolment }, 200);
  });

  app.openapi(bookmark, async (c) => c.json({ data: await bookmarkState({ db: c.get('deps').db, actor: actorOf(c), courseId: c.req.valid('param').id }) }, 200));

  app.openapi(toggle, async (c) => {
    const actor = actorOf(c);
    await limitRate(c, 'bookmark', actor.id);
    return c.json({ data: await toggleBookmark({ db: c.get('deps').db, actor, courseId: c.req.valid('param').id }) }, 200);
  });
}

/** The member's course lists under /auth/courses. */
export function registerMemberCourseLists(app: Router) {
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
}
