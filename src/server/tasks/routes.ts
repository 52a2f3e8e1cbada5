// HTTP routes of task review (docs/rules/task-review.md). Every route needs a token. The studio's
// queue is for authors and admins (403 for others), the mentor's for mentors (403 for others); one
// submission, its decision and its file answer 404 to anyone who is not the member, the course's
// author, an admin or the member's mentor.
import { z } from '@hono/zod-openapi';
import { MentorTaskQueueQuerySchema, StudioTaskQueueQuerySchema, TaskDecisionRequestSchema, TaskQueueItemSchema, TaskSubmissionSchema } from '../../lib/schemas/tasks.ts';
import { TASK_FILE_TYPES } from '../../lib/schemas/learning.ts';
import { actorOf } from '../http/middleware.ts';
import { dataOf, errorResponses, listOf } from '../http/respond.ts';
import { auth, createRoute, idParam, json, jsonBody } from '../http/route-helpers.ts';
import { createRouter } from '../http/router.ts';
import { decideTaskSubmission, getTaskSubmission, mentorTaskQueue, studioTaskQueue, taskSubmissionFile } from './service/index.ts';

const TAG = ['Task review'];
/** A task file is one of the kinds a task accepts (docs/rules/learning.md, "Task files"). */
const FILE_CONTENT = Object.fromEntries([...new Set([...Object.values(TASK_FILE_TYPES), 'application/octet-stream'])].map((type) => [type, { schema: z.string().openapi({ format: 'binary' }) }]));
const SubmissionParams = z.object({ id: idParam('id', 'task submission') });
const WHO = 'The member who sent it, an admin, the author who owns the course, or the member’s mentor; anyone else gets 404.';

const studioQueue = createRoute({
  method: 'get', path: '/admin/task-reviews', tags: TAG, summary: 'Tasks waiting for review in the courses the caller authors (every course for an admin), oldest first', ...auth,
  description: 'Authors and admins with a second factor; 403 for anyone else.',
  request: { query: StudioTaskQueueQuerySchema },
  responses: { 200: json(listOf(TaskQueueItemSchema), 'A page of waiting submissions'), ...errorResponses(401, 403, 422) },
});

const mentorQueue = createRoute({
  method: 'get', path: '/mentors/task-reviews', tags: TAG, summary: 'Tasks of the mentor’s mentees waiting for review, oldest first', ...auth,
  description: 'Mentors only (403 for a member who is not a mentor).',
  request: { query: MentorTaskQueueQuerySchema },
  responses: { 200: json(listOf(TaskQueueItemSchema), 'A page of waiting submissions'), ...errorResponses(401, 403, 422) },
});

const oneSubmission = createRoute({
  method: 'get', path: '/task-reviews/{id}', tags: TAG, summary: 'A task submission with every earlier submission of that task and their reviews', description: WHO, ...auth,
  request: { params: SubmissionParams },
  responses: { 200: json(dataOf(TaskSubmissionSchema), 'The submission and its history'), ...errorResponses(401, 403, 404) },
});

const decide = createRoute({
  method: 'post', path: '/task-reviews/{id}/decision', tags: TAG, summary: 'Accept a waiting submission, or ask for a revision with feedback', ...auth,
  description: `A reviewer (not the member). Feedback is required to ask for a revision (422 beside feedback); 409 when it was already reviewed or a newer one was sent. ${WHO}`,
  request: { params: SubmissionParams, body: jsonBody(TaskDecisionRequestSchema) },
  responses: { 200: json(dataOf(TaskSubmissionSchema), 'The submission, reviewed'), ...errorResponses(401, 403, 404, 409, 422) },
});

const file = createRoute({
  method: 'get', path: '/task-reviews/{id}/file', tags: TAG, summary: 'Download the file sent with a task submission', description: WHO, ...auth,
  request: { params: SubmissionParams },
  responses: { 200: { description: 'The file, as an attachment, with the type of its kind', content: FILE_CONTENT }, ...errorResponses(401, 403, 404) },
});

export function taskRoutes() {
  const app = createRouter();
  app.openapi(studioQueue, async (c) => {
    const q = c.req.valid('query');
    return c.json(await studioTaskQueue({ db: c.get('deps').db, actor: actorOf(c), courseId: q.course_id, page: q.page, perPage: q.per_page }), 200);
  });
  app.openapi(mentorQueue, async (c) => {
    const q = c.req.valid('query');
    return c.json(await mentorTaskQueue({ db: c.get('deps').db, actor: actorOf(c), page: q.page, perPage: q.per_page }), 200);
  });
  app.openapi(oneSubmission, async (c) => c.json({ data: await getTaskSubmission({ db: c.get('deps').db, actor: actorOf(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(decide, async (c) => {
    const body = c.req.valid('json');
    return c.json({ data: await decideTaskSubmission({ db: c.get('deps').db, actor: actorOf(c), id: c.req.valid('param').id, decision: body.decision, feedback: body.feedback }) }, 200);
  });
  app.openapi(file, async (c) => {
    const { db, storage } = c.get('deps');
    const found = await taskSubmissionFile({ db, storage, actor: actorOf(c), id: c.req.valid('param').id });
    return new Response(Buffer.from(found.bytes), {
      status: 200,
      headers: { 'Content-Type': found.contentType, 'Content-Disposition': `attachment; filename="${found.filename}"`, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' },
    }) as never;
  });
  return app;
}
