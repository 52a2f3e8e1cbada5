// Moderating lesson discussions under /v1/admin/discussions (docs/rules/discussions.md, "Moderation"):
// the reports queue, hiding and restoring posts, dismissing reports, locking threads and muting a
// member in a course. The course's author for their courses and the administrators, with two steps.
import { z } from '@hono/zod-openapi';
import { HideInputSchema, LockInputSchema, MuteInputSchema, MuteSchema, ReportedPostSchema, ReportsQuerySchema } from '../../../lib/schemas/discussions.ts';
import { actorOf } from '../../http/middleware.ts';
import { dataOf, errorResponses, listOf } from '../../http/respond.ts';
import { auth, createRoute, idParam, json, jsonBody } from '../../http/route-helpers.ts';
import type { Router } from '../../http/router.ts';
import { requestNow } from '../../http/test-clock.ts';
import {
  dismissDiscussionReports,
  hideDiscussionPost,
  listDiscussionMutes,
  listDiscussionReports,
  lockDiscussionThread,
  muteDiscussionMember,
  restoreDiscussionPost,
  unmuteDiscussionMember,
} from '../service/index.ts';

const TAG = ['Studio'];
const WHO = 'The course’s author (their courses only: another course’s post is 404) and administrators, signed in with two steps; a member gets 403. Each decision is written to the audit log and the member is told.';
const postParams = z.object({ id: idParam('id', 'post') });
const courseParams = z.object({ id: idParam('id', 'course') });
const done = json(dataOf(z.object({ message: z.string() })), 'Done');

const reports = createRoute({
  method: 'get', path: '/admin/discussions/reports', tags: TAG, summary: 'Reported discussion posts: open ones oldest first, or resolved ones', description: WHO, ...auth,
  request: { query: ReportsQuerySchema },
  responses: { 200: json(listOf(ReportedPostSchema), 'A page of reported posts with their reports'), ...errorResponses(401, 403, 422) },
});
const hide = createRoute({
  method: 'post', path: '/admin/discussions/posts/{id}/hide', tags: TAG, summary: 'Hide a post from members (resolves its open reports)', description: `${WHO} A hidden post is 409.`, ...auth,
  request: { params: postParams, body: jsonBody(HideInputSchema) },
  responses: { 200: done, ...errorResponses(401, 403, 404, 409, 422) },
});
const restore = createRoute({
  method: 'post', path: '/admin/discussions/posts/{id}/restore', tags: TAG, summary: 'Show a hidden post again', description: `${WHO} A post that is not hidden is 409.`, ...auth,
  request: { params: postParams },
  responses: { 200: done, ...errorResponses(401, 403, 404, 409, 422) },
});
const dismiss = createRoute({
  method: 'post', path: '/admin/discussions/posts/{id}/dismiss', tags: TAG, summary: 'Dismiss a post’s open reports (the post stays)', description: `${WHO} A post without open reports is 409.`, ...auth,
  request: { params: postParams },
  responses: { 200: done, ...errorResponses(401, 403, 404, 409, 422) },
});
const lock = createRoute({
  method: 'put', path: '/admin/discussions/threads/{id}/lock', tags: TAG, summary: 'Lock or unlock a thread', description: `${WHO} A reply (not an opening post) is 422.`, ...auth,
  request: { params: postParams, body: jsonBody(LockInputSchema) },
  responses: { 200: done, ...errorResponses(401, 403, 404, 422) },
});
const mutes = createRoute({
  method: 'get', path: '/admin/courses/{id}/discussion-mutes', tags: TAG, summary: 'Members whose posting in a course is paused', description: WHO, ...auth,
  request: { params: courseParams },
  responses: { 200: json(dataOf(z.array(MuteSchema)), 'The mutes in force'), ...errorResponses(401, 403, 404, 422) },
});
const mute = createRoute({
  method: 'post', path: '/admin/courses/{id}/discussion-mutes', tags: TAG, summary: 'Pause a member’s posting in a course for some days', description: `${WHO} Muting again replaces the time. The course’s author and administrators cannot be muted (422).`, ...auth,
  request: { params: courseParams, body: jsonBody(MuteInputSchema) },
  responses: { 200: json(dataOf(MuteSchema), 'The mute'), ...errorResponses(401, 403, 404, 422) },
});
const unmute = createRoute({
  method: 'delete', path: '/admin/courses/{id}/discussion-mutes/{userId}', tags: TAG, summary: 'End a mute early', description: WHO, ...auth,
  request: { params: courseParams.extend({ userId: idParam('userId', 'member') }) },
  responses: { 200: done, ...errorResponses(401, 403, 404, 422) },
});

export function registerDiscussionModerationRoutes(app: Router) {
  const ctx = (c: Parameters<typeof actorOf>[0]) => ({ db: c.get('deps').db, actor: actorOf(c), now: requestNow(c) });
  app.openapi(reports, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listDiscussionReports({ ...ctx(c), status: q.status, page: q.page, perPage: q.per_page }), 200);
  });
  app.openapi(hide, async (c) => c.json({ data: await hideDiscussionPost({ ...ctx(c), postId: c.req.valid('param').id, reason: c.req.valid('json').reason }) }, 200));
  app.openapi(restore, async (c) => c.json({ data: await restoreDiscussionPost({ ...ctx(c), postId: c.req.valid('param').id }) }, 200));
  app.openapi(dismiss, async (c) => c.json({ data: await dismissDiscussionReports({ ...ctx(c), postId: c.req.valid('param').id }) }, 200));
  app.openapi(lock, async (c) => c.json({ data: await lockDiscussionThread({ ...ctx(c), threadId: c.req.valid('param').id, locked: c.req.valid('json').locked }) }, 200));
  app.openapi(mutes, async (c) => c.json({ data: await listDiscussionMutes({ ...ctx(c), courseId: c.req.valid('param').id }) }, 200));
  app.openapi(mute, async (c) => c.json({ data: await muteDiscussionMember({ ...ctx(c), courseId: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));
  app.openapi(unmute, async (c) => {
    const p = c.req.valid('param');
    return c.json({ data: await unmuteDiscussionMember({ ...ctx(c), courseId: p.id, userId: p.userId }) }, 200);
  });
}
