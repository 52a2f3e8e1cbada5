// HTTP routes of discussions (docs/rules/discussions.md): threads and replies under a lesson or in a
// cohort's space, editing and deleting your own posts, reactions, reports, mention suggestions and the
// live stream. A lesson or cohort the member cannot open is a 404, as for the lesson or cohort itself.
// Moderation is in the studio (src/server/studio/routes/discussions.ts).
import { z } from '@hono/zod-openapi';
import {
  DiscussionMetaSchema,
  MentionableQuerySchema,
  MentionableSchema,
  PostInputSchema,
  PostSchema,
  ReactionParamsSchema,
  RepliesQuerySchema,
  ReportInputSchema,
  ThreadSchema,
  ThreadsQuerySchema,
} from '../../lib/schemas/discussions.ts';
import { StreamTicketSchema, streamTicketParam } from '../../lib/schemas/notifications.ts';
import { liveStream } from '../http/live-stream.ts';
import { actorOf } from '../http/middleware.ts';
import { describeRateLimit, limitRate } from '../http/rate-limits.ts';
import { dataOf, errorResponses, listOf } from '../http/respond.ts';
import { auth, createRoute, idParam, json, jsonBody } from '../http/route-helpers.ts';
import { createRouter } from '../http/router.ts';
import { requestNow } from '../http/test-clock.ts';
import {
  deletePost,
  editPost,
  issueDiscussionTicket,
  listMentionable,
  listReplies,
  listThreads,
  openDiscussionStream,
  reply,
  reportPost,
  runDiscussionStream,
  setReaction,
  startThread,
  type Where,
} from './service/index.ts';

const TAG = ['Discussions'];
const postParams = z.object({ id: idParam('id', 'post') });
const threadParams = z.object({ id: idParam('id', 'thread') });
const RULES = 'Plain text with a small Markdown (*emphasis*, **strong**, lists, links to this site); HTML is refused, at most 5 links, at most 5 posts a minute, up to 4,000 characters: each a 422 beside `body`. A member muted in the course gets 403.';
const NOT_YOURS = {
  lesson: 'A lesson the member cannot open (not enrolled, or not open yet by its schedule) is a 404; the course’s author and the administrators can open every lesson’s discussion.',
  cohort: 'A cohort the member is not in is a 404; the course’s author and the administrators can open every cohort’s space.',
};

/**
 * The routes of one kind of place (a lesson's discussion, a cohort's space): its threads, starting
 * one, mention suggestions, and the live stream with its ticket. Same shapes for both.
 */
function placeRoutes(kind: 'lesson' | 'cohort') {
  const plural = `${kind}s`;
  const params = z.object({ id: idParam('id', kind) });
  const where = kind === 'lesson' ? 'under a lesson' : 'in a cohort’s space';
  return {
    threads: createRoute({
      method: 'get', path: `/auth/${plural}/{id}/threads`, tags: TAG, summary: `The discussion ${where}: threads with their first replies`, ...auth,
      description: `Newest or oldest first, paged. Each thread carries its first three replies; \`GET /auth/threads/{id}/replies\` pages the rest. Hidden posts reach moderators only. ${NOT_YOURS[kind]}`,
      request: { params, query: ThreadsQuerySchema },
      responses: { 200: json(z.object({ data: z.array(ThreadSchema), meta: DiscussionMetaSchema }), 'A page of threads'), ...errorResponses(401, 404, 422) },
    }),
    start: createRoute({
      method: 'post', path: `/auth/${plural}/{id}/threads`, tags: TAG, summary: `Start a thread ${where}`, ...auth,
      description: `${RULES} Each member in \`mention_ids\` (chosen from the suggestions, written as @Name) is told; someone outside the ${kind === 'lesson' ? 'course' : 'cohort'} is a 422. ${NOT_YOURS[kind]}`,
      request: { params, body: jsonBody(PostInputSchema) },
      responses: { 201: json(dataOf(ThreadSchema), 'The new thread'), ...errorResponses(401, 403, 404, 422) },
    }),
    mentionable: createRoute({
      method: 'get', path: `/auth/${plural}/{id}/mentionable`, tags: TAG, summary: 'Classmates to suggest after @', ...auth,
      description: `At most 8 ${kind === 'lesson' ? 'members of the course' : 'members of the cohort'} (and the course’s author) whose name has a word starting with \`q\`. ${NOT_YOURS[kind]}`,
      request: { params, query: MentionableQuerySchema },
      responses: { 200: json(dataOf(z.array(MentionableSchema)), 'Suggestions'), ...errorResponses(401, 404, 422) },
    }),
    ticket: createRoute({
      method: 'post', path: `/auth/${plural}/{id}/discussion/stream-ticket`, tags: TAG, summary: 'A ticket that opens the discussion’s live stream', ...auth,
      description: `As for notifications: the ticket works once, within 60 seconds, for \`url\`. ${describeRateLimit('stream-ticket:user')} per member. ${NOT_YOURS[kind]}`,
      request: { params },
      responses: { 201: json(dataOf(StreamTicketSchema), 'The ticket'), ...errorResponses(401, 404, 422, 429) },
    }),
    stream: createRoute({
      method: 'get', path: `/${plural}/{id}/discussion/stream`, tags: TAG, summary: `The discussion ${where}, live (Server-Sent Events)`,
      description: `Opened with a ticket from \`POST /auth/${plural}/{id}/discussion/stream-ticket\`. Sends \`thread\` events (data: a Thread without its replies) and \`reply\` events (data: a Post) whenever a post there is written, edited, reacted to, hidden or restored (for moderators), \`gone\` events (data: \`{ "id": n }\`) when a post is no longer to be shown, and a comment every 25 seconds.`,
      request: { params, query: z.object({ ticket: streamTicketParam.meta({ description: 'The ticket', example: 'q7Vx0cJf3mN8rT2yWb5LkP9aHs4dE6gZ1uXoIv_Rk-M' }) }) },
      responses: { 200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } }, ...errorResponses(401, 404, 422) },
    }),
  };
}

const replies = createRoute({
  method: 'get', path: '/auth/threads/{id}/replies', tags: TAG, summary: 'A thread’s replies, oldest first', ...auth,
  request: { params: threadParams, query: RepliesQuerySchema },
  responses: { 200: json(listOf(PostSchema), 'A page of replies'), ...errorResponses(401, 404, 422) },
});
const replyOne = createRoute({
  method: 'post', path: '/auth/threads/{id}/replies', tags: TAG, summary: 'Reply in a thread', ...auth,
  description: `${RULES} A locked thread is 409. The thread’s author is told.`,
  request: { params: threadParams, body: jsonBody(PostInputSchema) },
  responses: { 201: json(dataOf(PostSchema), 'The reply'), ...errorResponses(401, 403, 404, 409, 422) },
});
const editOne = createRoute({
  method: 'patch', path: '/auth/posts/{id}', tags: TAG, summary: 'Edit your own post within 15 minutes of posting', ...auth,
  description: `${RULES} Later is 409; someone else’s post is 404. Members newly mentioned are told.`,
  request: { params: postParams, body: jsonBody(PostInputSchema) },
  responses: { 200: json(dataOf(PostSchema), 'The post as edited'), ...errorResponses(401, 403, 404, 409, 422) },
});
const deleteOne = createRoute({
  method: 'delete', path: '/auth/posts/{id}', tags: TAG, summary: 'Delete your own post', ...auth,
  description: 'A thread’s opening post with replies stays as “deleted” so the replies keep their place. Someone else’s post is 404.',
  request: { params: postParams },
  responses: { 200: json(dataOf(PostSchema), 'The post, deleted'), ...errorResponses(401, 404, 422) },
});
const react = createRoute({
  method: 'put', path: '/auth/posts/{id}/reactions/{kind}', tags: TAG, summary: 'Add your reaction of a kind to a post', ...auth,
  request: { params: postParams.extend(ReactionParamsSchema.shape) },
  responses: { 200: json(dataOf(PostSchema), 'The post with its reactions'), ...errorResponses(401, 404, 409, 422) },
});
const unreact = createRoute({
  method: 'delete', path: '/auth/posts/{id}/reactions/{kind}', tags: TAG, summary: 'Take back your reaction of a kind', ...auth,
  request: { params: postParams.extend(ReactionParamsSchema.shape) },
  responses: { 200: json(dataOf(PostSchema), 'The post with its reactions'), ...errorResponses(401, 404, 409, 422) },
});
const report = createRoute({
  method: 'post', path: '/auth/posts/{id}/report', tags: TAG, summary: 'Report a post to the course’s moderators', ...auth,
  description: `Once per post; your own post is 409. ${describeRateLimit('discussion-report:user')} per member.`,
  request: { params: postParams, body: jsonBody(ReportInputSchema) },
  responses: { 201: json(dataOf(z.object({ message: z.string() })), 'Reported'), ...errorResponses(401, 404, 409, 422, 429) },
});

type Ctx = Parameters<typeof actorOf>[0];
const ctx = (c: Ctx) => ({ db: c.get('deps').db, actor: actorOf(c), now: requestNow(c) });
const write = (c: Ctx) => ({ ...ctx(c), siteOrigin: new URL(c.get('deps').config.appUrl).origin });

function registerPlace(app: ReturnType<typeof createRouter>, kind: 'lesson' | 'cohort') {
  const r = placeRoutes(kind);
  const whereOf = (id: number): Where => (kind === 'lesson' ? { lessonId: id } : { cohortId: id });
  app.openapi(r.threads, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listThreads({ ...ctx(c), where: whereOf(c.req.valid('param').id), order: q.order, page: q.page, perPage: q.per_page }), 200);
  });
  app.openapi(r.start, async (c) => c.json({ data: await startThread({ ...write(c), where: whereOf(c.req.valid('param').id), input: c.req.valid('json') }) }, 201));
  app.openapi(r.mentionable, async (c) => c.json({ data: await listMentionable({ ...ctx(c), where: whereOf(c.req.valid('param').id), q: c.req.valid('query').q }) }, 200));
  app.openapi(r.ticket, async (c) => {
    const actor = actorOf(c);
    await limitRate(c, 'stream-ticket:user', actor.id);
    return c.json({ data: await issueDiscussionTicket({ ...ctx(c), where: whereOf(c.req.valid('param').id) }) }, 201);
  });
  app.openapi(r.stream, async (c) => {
    const deps = c.get('deps');
    const opened = await openDiscussionStream({ db: deps.db, ticket: c.req.valid('query').ticket, where: whereOf(c.req.valid('param').id), now: requestNow(c) });
    const res = liveStream(c, (sse, signal) =>
      runDiscussionStream({
        deps,
        opened,
        signal,
        sink: {
          post: (event, data) => sse.writeSSE({ event, data: JSON.stringify(data) }),
          gone: (id) => sse.writeSSE({ event: 'gone', data: JSON.stringify({ id }) }),
          ping: () => sse.write(': ping\n\n').then(() => undefined),
        },
      }),
    );
    return res as never;
  });
}

export function discussionRoutes() {
  const app = createRouter();

  app.openapi(replies, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listReplies({ ...ctx(c), threadId: c.req.valid('param').id, page: q.page, perPage: q.per_page }), 200);
  });
  app.openapi(replyOne, async (c) => c.json({ data: await reply({ ...write(c), threadId: c.req.valid('param').id, input: c.req.valid('json') }) }, 201));
  app.openapi(editOne, async (c) => c.json({ data: await editPost({ ...write(c), postId: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));
  app.openapi(deleteOne, async (c) => c.json({ data: await deletePost({ ...ctx(c), postId: c.req.valid('param').id }) }, 200));
  app.openapi(react, async (c) => {
    const p = c.req.valid('param');
    return c.json({ data: await setReaction({ ...ctx(c), postId: p.id, kind: p.kind, on: true }) }, 200);
  });
  app.openapi(unreact, async (c) => {
    const p = c.req.valid('param');
    return c.json({ data: await setReaction({ ...ctx(c), postId: p.id, kind: p.kind, on: false }) }, 200);
  });
  app.openapi(report, async (c) => {
    const actor = actorOf(c);
    await limitRate(c, 'discussion-report:user', actor.id);
    return c.json({ data: await reportPost({ ...ctx(c), postId: c.req.valid('param').id, input: c.req.valid('json') }) }, 201);
  });
  for (const kind of ['lesson', 'cohort'] as const) registerPlace(app, kind);
  return app;
}
