// HTTP routes of course authoring under /v1/admin (docs/rules/studio.md, "Courses" and "Lessons").
// Authors and admins: an author works on the courses they own (another's is a 404), an admin on all.
import { z } from '@hono/zod-openapi';
import { CourseDetailSchema } from '../../../lib/schemas/catalogue.ts';
import {
  LessonCreateSchema,
  LessonMoveSchema,
  LessonOrderSchema,
  LessonUpdateSchema,
  PublishSchema,
  SectionCreateSchema,
  SectionOrderSchema,
  SectionUpdateSchema,
  StudioCourseCreateSchema,
  StudioCourseSchema,
  StudioCoursesQuerySchema,
  StudioCourseSummarySchema,
  StudioCourseUpdateSchema,
  StudioLessonSchema,
} from '../../../lib/schemas/studio-courses.ts';
import { actorOf } from '../../http/middleware.ts';
import { LESSON_BODY_BYTES, RICH_TEXT_BODY_BYTES } from '../../http/body-limit.ts';
import { dataOf, errorResponses, listOf } from '../../http/respond.ts';
import { auth, createRoute, idParam, json, jsonBody } from '../../http/route-helpers.ts';
import type { Router } from '../../http/router.ts';
import { requestNow } from '../../http/test-clock.ts';
import { registerDripRoutes } from './course-drip.ts';
import { registerCohortRoutes } from './cohorts.ts';
import {
  archiveLesson,
  createLesson,
  createSection,
  deleteSection,
  moveLesson,
  renameSection,
  reorderSections,
  createStudioCourse,
  getStudioCourse,
  getStudioLesson,
  listStudioCourses,
  previewCourse,
  publishStudioCourse,
  reorderLessons,
  restoreLesson,
  unpublishStudioCourse,
  updateLesson,
  updateStudioCourse,
} from '../service/index.ts';
import { quizStatistics } from '../service/quiz-statistics.ts';
import { QuizStatisticsSchema } from '../../../lib/schemas/quiz-statistics.ts';

const TAG = ['Studio: courses'];
const AUTHORS = 'Authors and administrators: a member gets 403; an author sees only the courses they own (another’s is 404).';
const CourseParams = z.object({ id: idParam('id', 'course') });
const LessonParams = z.object({ id: idParam('id', 'lesson') });
const SectionParams = z.object({ id: idParam('id', 'section') });
const course = (description: string) => json(dataOf(StudioCourseSchema), description);
const lesson = (description: string) => json(dataOf(StudioLessonSchema), description);

const listRoute = createRoute({
  method: 'get', path: '/admin/courses', tags: TAG, summary: 'Courses you may edit, last changed first', description: AUTHORS, ...auth,
  request: { query: StudioCoursesQuerySchema },
  responses: { 200: json(listOf(StudioCourseSummarySchema), 'A page of courses'), ...errorResponses(401, 403, 422) },
});
const createCourseRoute = createRoute({
  method: 'post', path: '/admin/courses', tags: TAG, summary: 'Start a course as a draft (the slug is suggested from the title when not sent)', description: `${AUTHORS} An author owns the courses they start.`, ...auth,
  bodyLimit: RICH_TEXT_BODY_BYTES,
  request: { body: jsonBody(StudioCourseCreateSchema) },
  responses: { 201: course('The draft'), ...errorResponses(401, 403, 422) },
});
const getCourseRoute = createRoute({
  method: 'get', path: '/admin/courses/{id}', tags: TAG, summary: 'A course with its lessons, archived ones included', description: AUTHORS, ...auth,
  request: { params: CourseParams },
  responses: { 200: course('The course'), ...errorResponses(401, 403, 404) },
});
const updateCourseRoute = createRoute({
  method: 'patch', path: '/admin/courses/{id}', tags: TAG, summary: 'Change a course’s details; a published course changes on the site at once', description: `${AUTHORS} Featuring and ownership are for administrators (403).`, ...auth,
  bodyLimit: RICH_TEXT_BODY_BYTES,
  request: { params: CourseParams, body: jsonBody(StudioCourseUpdateSchema) },
  responses: { 200: course('The course'), ...errorResponses(401, 403, 404, 422) },
});
const previewRoute = createRoute({
  method: 'get', path: '/admin/courses/{id}/preview', tags: TAG, summary: 'The course as its public page will show it, whatever its status', description: AUTHORS, ...auth,
  request: { params: CourseParams },
  responses: { 200: json(dataOf(CourseDetailSchema), 'The course as a visitor sees it'), ...errorResponses(401, 403, 404) },
});
const publishRoute = createRoute({
  method: 'post', path: '/admin/courses/{id}/publish', tags: TAG, summary: 'Publish now, or schedule for a later moment', description: `${AUTHORS} A course with no lessons cannot be published (409).`, ...auth,
  request: { params: CourseParams, body: jsonBody(PublishSchema) },
  responses: { 200: course('The course, published or scheduled'), ...errorResponses(401, 403, 404, 409, 422) },
});
const unpublishRoute = createRoute({
  method: 'post', path: '/admin/courses/{id}/unpublish', tags: TAG, summary: 'Take a course off the site (a scheduled one goes back to draft); enrolled members keep learning', description: AUTHORS, ...auth,
  request: { params: CourseParams },
  responses: { 200: course('The course'), ...errorResponses(401, 403, 404) },
});
const createLessonRoute = createRoute({
  method: 'post', path: '/admin/courses/{id}/lessons', tags: TAG, summary: 'Add a lesson of one of the five kinds at the end of the course', description: AUTHORS, ...auth,
  bodyLimit: LESSON_BODY_BYTES,
  request: { params: CourseParams, body: jsonBody(LessonCreateSchema) },
  responses: { 201: lesson('The lesson'), ...errorResponses(401, 403, 404, 422) },
});
const orderRoute = createRoute({
  method: 'put', path: '/admin/courses/{id}/lessons/order', tags: TAG, summary: 'Put the course’s lessons in a new order within their sections', description: `${AUTHORS} The list names every lesson the course shows, once; each lesson stays in its section (moving one to another is POST /admin/lessons/{id}/move).`, ...auth,
  request: { params: CourseParams, body: jsonBody(LessonOrderSchema) },
  responses: { 200: course('The course, reordered'), ...errorResponses(401, 403, 404, 422) },
});
const createSectionRoute = createRoute({
  method: 'post', path: '/admin/courses/{id}/sections', tags: TAG, summary: 'Add a section at the end of the course', description: AUTHORS, ...auth,
  request: { params: CourseParams, body: jsonBody(SectionCreateSchema) },
  responses: { 201: course('The course with the new section'), ...errorResponses(401, 403, 404, 422) },
});
const sectionOrderRoute = createRoute({
  method: 'put', path: '/admin/courses/{id}/sections/order', tags: TAG, summary: 'Put the course’s sections in a new order; their lessons follow them', description: `${AUTHORS} The list names every section of the course, once.`, ...auth,
  request: { params: CourseParams, body: jsonBody(SectionOrderSchema) },
  responses: { 200: course('The course, reordered'), ...errorResponses(401, 403, 404, 422) },
});
const renameSectionRoute = createRoute({
  method: 'patch', path: '/admin/sections/{id}', tags: TAG, summary: 'Rename a section', description: `${AUTHORS} Another author’s section is 404.`, ...auth,
  request: { params: SectionParams, body: jsonBody(SectionUpdateSchema) },
  responses: { 200: course('The course'), ...errorResponses(401, 403, 404, 422) },
});
const deleteSectionRoute = createRoute({
  method: 'delete', path: '/admin/sections/{id}', tags: TAG, summary: 'Delete a section that shows no lesson', description: `${AUTHORS} A section with lessons is 409: move them first.`, ...auth,
  request: { params: SectionParams },
  responses: { 200: course('The course without the section'), ...errorResponses(401, 403, 404, 409) },
});
const moveLessonRoute = createRoute({
  method: 'post', path: '/admin/lessons/{id}/move', tags: TAG, summary: 'Move a lesson to a section of its course, at a place in it', description: `${AUTHORS} An archived lesson is 409.`, ...auth,
  request: { params: LessonParams, body: jsonBody(LessonMoveSchema) },
  responses: { 200: course('The course, with the lesson in its new place'), ...errorResponses(401, 403, 404, 409, 422) },
});
const getLessonRoute = createRoute({
  method: 'get', path: '/admin/lessons/{id}', tags: TAG, summary: 'A lesson with everything its editor needs (correct answers included)', description: AUTHORS, ...auth,
  request: { params: LessonParams },
  responses: { 200: lesson('The lesson'), ...errorResponses(401, 403, 404) },
});
const updateLessonRoute = createRoute({
  method: 'patch', path: '/admin/lessons/{id}', tags: TAG, summary: 'Edit a lesson and its kind’s content; items and questions sent with their id keep learners’ answers', description: `${AUTHORS} Fields of another kind are 422; an archived lesson is 409.`, ...auth,
  bodyLimit: LESSON_BODY_BYTES,
  request: { params: LessonParams, body: jsonBody(LessonUpdateSchema) },
  responses: { 200: lesson('The lesson'), ...errorResponses(401, 403, 404, 409, 422) },
});
const archiveRoute = createRoute({
  method: 'post', path: '/admin/lessons/{id}/archive', tags: TAG, summary: 'Remove a lesson from the course: learners keep their work, progress is recounted and they are told', description: AUTHORS, ...auth,
  request: { params: LessonParams },
  responses: { 200: lesson('The lesson, archived'), ...errorResponses(401, 403, 404) },
});
const restoreRoute = createRoute({
  method: 'post', path: '/admin/lessons/{id}/restore', tags: TAG, summary: 'Bring an archived lesson back, at the end of the course', description: AUTHORS, ...auth,
  request: { params: LessonParams },
  responses: { 200: lesson('The lesson'), ...errorResponses(401, 403, 404) },
});
const quizStatisticsRoute = createRoute({
  method: 'get', path: '/admin/lessons/{id}/quiz-statistics', tags: TAG, summary: 'Per-question answer statistics of a quiz from every graded attempt: times asked, share correct, most chosen wrong option', description: `${AUTHORS} A lesson that is not a quiz is 404 (docs/rules/quizzes.md, "Answer statistics").`, ...auth,
  request: { params: LessonParams },
  responses: { 200: json(dataOf(QuizStatisticsSchema), 'The statistics'), ...errorResponses(401, 403, 404) },
});

export function registerCourseRoutes(app: Router) {
  const ctx = (c: Parameters<typeof actorOf>[0]) => ({ db: c.get('deps').db, actor: actorOf(c) });

  app.openapi(listRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listStudioCourses({ ...ctx(c), q: q.q, status: q.status, page: q.page, perPage: q.per_page }), 200);
  });
  app.openapi(createCourseRoute, async (c) => c.json({ data: await createStudioCourse({ ...ctx(c), input: c.req.valid('json') }) }, 201));
  app.openapi(getCourseRoute, async (c) => c.json({ data: await getStudioCourse({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(updateCourseRoute, async (c) => c.json({ data: await updateStudioCourse({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));
  app.openapi(previewRoute, async (c) => c.json({ data: await previewCourse({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(publishRoute, async (c) => c.json({ data: await publishStudioCourse({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json'), now: requestNow(c) }) }, 200));
  app.openapi(unpublishRoute, async (c) => c.json({ data: await unpublishStudioCourse({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(createLessonRoute, async (c) => c.json({ data: await createLesson({ ...ctx(c), courseId: c.req.valid('param').id, input: c.req.valid('json') }) }, 201));
  app.openapi(orderRoute, async (c) => {
    const { id } = c.req.valid('param');
    await reorderLessons({ ...ctx(c), courseId: id, lessonIds: c.req.valid('json').lesson_ids });
    return c.json({ data: await getStudioCourse({ ...ctx(c), id }) }, 200);
  });
  app.openapi(createSectionRoute, async (c) => {
    const { id } = c.req.valid('param');
    await createSection({ ...ctx(c), courseId: id, title: c.req.valid('json').title });
    return c.json({ data: await getStudioCourse({ ...ctx(c), id }) }, 201);
  });
  app.openapi(sectionOrderRoute, async (c) => {
    const { id } = c.req.valid('param');
    await reorderSections({ ...ctx(c), courseId: id, sectionIds: c.req.valid('json').section_ids });
    return c.json({ data: await getStudioCourse({ ...ctx(c), id }) }, 200);
  });
  app.openapi(renameSectionRoute, async (c) => {
    const courseId = await renameSection({ ...ctx(c), id: c.req.valid('param').id, title: c.req.valid('json').title });
    return c.json({ data: await getStudioCourse({ ...ctx(c), id: courseId }) }, 200);
  });
  app.openapi(deleteSectionRoute, async (c) => {
    const courseId = await deleteSection({ ...ctx(c), id: c.req.valid('param').id });
    return c.json({ data: await getStudioCourse({ ...ctx(c), id: courseId }) }, 200);
  });
  app.openapi(moveLessonRoute, async (c) => {
    const body = c.req.valid('json');
    const courseId = await moveLesson({ ...ctx(c), id: c.req.valid('param').id, sectionId: body.section_id, position: body.position });
    return c.json({ data: await getStudioCourse({ ...ctx(c), id: courseId }) }, 200);
  });
  app.openapi(getLessonRoute, async (c) => c.json({ data: await getStudioLesson({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(updateLessonRoute, async (c) => c.json({ data: await updateLesson({ ...ctx(c), storage: c.get('deps').storage, id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));
  app.openapi(archiveRoute, async (c) => c.json({ data: await archiveLesson({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(restoreRoute, async (c) => c.json({ data: await restoreLesson({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(quizStatisticsRoute, async (c) => c.json({ data: await quizStatistics({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  registerDripRoutes(app);
  registerCohortRoutes(app);
}
