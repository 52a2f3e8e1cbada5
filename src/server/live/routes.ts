// HTTP routes of live sessions (docs/rules/live-sessions.md). Members, under /auth/live-sessions:
// the sessions they may see, one session, RSVP and taking it back, the calendar invitation.
// Organisers (admins, authors for their courses, mentors for their groups), under
// /admin/live-sessions: the courses and groups they may choose, their sessions, scheduling, changing,
// cancelling, attendance and the recording. Someone else's session, or one a member cannot see, is 404.
import { z } from '@hono/zod-openapi';
import {
  LiveAttendanceSchema,
  LiveAudienceChoicesSchema,
  LiveRecordingSchema,
  LiveSessionInputSchema,
  LiveSessionSchema,
  LiveSessionsQuerySchema,
  LiveSessionUpdateSchema,
  OrganisedLiveSessionSchema,
} from '../../lib/schemas/live.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { actorOf } from '../http/middleware.ts';
import { describeRateLimit, limitRate } from '../http/rate-limits.ts';
import { dataOf, errorResponses, listOf } from '../http/respond.ts';
import { auth, createRoute, idParam, json, jsonBody } from '../http/route-helpers.ts';
import { createRouter } from '../http/router.ts';
import { requestNow } from '../http/test-clock.ts';
import {
  cancelLiveSession,
  createLiveSession,
  getMemberSession,
  getOrganisedSession,
  liveAudiences,
  listMemberSessions,
  listOrganisedSessions,
  markAttendance,
  memberCalendar,
  rsvpLiveSession,
  setRecording,
  updateLiveSession,
  withdrawRsvp,
} from './service/index.ts';

const TAG = ['Live sessions'];
const params = z.object({ id: idParam('id', 'live session') });
const ORGANISERS = 'Admins (every session), authors (their courses’ sessions) and mentors (their groups’ sessions); admins and authors with two-step sign-in. Anyone else gets 403; a session the caller does not organise is 404.';

const memberList = createRoute({
  method: 'get', path: '/auth/live-sessions', tags: TAG, summary: 'Live sessions for the member: those still to come, soonest first, then past ones they were going to', ...auth,
  request: { query: LiveSessionsQuerySchema },
  responses: { 200: json(listOf(LiveSessionSchema), 'A page of sessions'), ...errorResponses(401, 422) },
});
const memberOne = createRoute({
  method: 'get', path: '/auth/live-sessions/{id}', tags: TAG, summary: 'One live session the member may see', ...auth,
  request: { params },
  responses: { 200: json(dataOf(LiveSessionSchema), 'The session'), ...errorResponses(401, 404, 422) },
});
const rsvp = createRoute({
  method: 'post', path: '/auth/live-sessions/{id}/rsvp', tags: TAG, summary: 'Say you are going (the invitation comes by e-mail with an .ics)',
  description: `Idempotent. A full session is 409, so is a cancelled or started one; a session the member cannot see is 404. Going and taking it back share a limit of ${describeRateLimit('live-rsvp:user')}, as each mails the member.`, ...auth,
  request: { params },
  responses: { 200: json(dataOf(LiveSessionSchema), 'Going'), ...errorResponses(401, 404, 409, 422, 429) },
});
const withdraw = createRoute({
  method: 'delete', path: '/auth/live-sessions/{id}/rsvp', tags: TAG, summary: 'Take back your RSVP (a cancellation for your calendar comes by e-mail)',
  description: `Without an RSVP going, 404; after the start or once cancelled, 409. Rate-limited with going (${describeRateLimit('live-rsvp:user')}).`, ...auth,
  request: { params },
  responses: { 200: json(dataOf(LiveSessionSchema), 'No longer going'), ...errorResponses(401, 404, 409, 422, 429) },
});
const invite = createRoute({
  method: 'get', path: '/auth/live-sessions/{id}/invite.ics', tags: TAG, summary: 'The session as an iCalendar file (.ics), as the invitation e-mail carries it', ...auth,
  request: { params },
  responses: { 200: { description: 'The calendar file', content: { 'text/calendar': { schema: z.string() } } }, ...errorResponses(401, 404, 422) },
});

const orgAudiences = createRoute({
  method: 'get', path: '/admin/live-sessions/audiences', tags: TAG, summary: 'The courses and groups the caller may schedule live sessions for', description: ORGANISERS, ...auth,
  responses: { 200: json(dataOf(LiveAudienceChoicesSchema), 'The choices'), ...errorResponses(401, 403) },
});
const orgList = createRoute({
  method: 'get', path: '/admin/live-sessions', tags: TAG, summary: 'The live sessions the caller organises, latest start first, with RSVPs', description: ORGANISERS, ...auth,
  request: { query: LiveSessionsQuerySchema },
  responses: { 200: json(listOf(OrganisedLiveSessionSchema), 'A page of sessions'), ...errorResponses(401, 403, 422) },
});
const orgCreate = createRoute({
  method: 'post', path: '/admin/live-sessions', tags: TAG, summary: 'Schedule a live session for a course, a cohort or one of your groups',
  description: `${ORGANISERS} The start is a local date and time in \`time_zone\` and must be in the future.`, ...auth,
  request: { body: jsonBody(LiveSessionInputSchema) },
  responses: { 201: json(dataOf(OrganisedLiveSessionSchema), 'Scheduled'), ...errorResponses(401, 403, 422) },
});
const orgOne = createRoute({
  method: 'get', path: '/admin/live-sessions/{id}', tags: TAG, summary: 'One session the caller organises, with its RSVPs', description: ORGANISERS, ...auth,
  request: { params },
  responses: { 200: json(dataOf(OrganisedLiveSessionSchema), 'The session'), ...errorResponses(401, 403, 404, 422) },
});
const orgUpdate = createRoute({
  method: 'put', path: '/admin/live-sessions/{id}', tags: TAG, summary: 'Change a session (members going get an updated invitation; a move re-schedules reminders)',
  description: `${ORGANISERS} A cancelled or ended session is 409.`, ...auth,
  request: { params, body: jsonBody(LiveSessionUpdateSchema) },
  responses: { 200: json(dataOf(OrganisedLiveSessionSchema), 'Changed'), ...errorResponses(401, 403, 404, 409, 422) },
});
const orgCancel = createRoute({
  method: 'post', path: '/admin/live-sessions/{id}/cancel', tags: TAG, summary: 'Cancel a session (members going are told, with a calendar cancellation)',
  description: `${ORGANISERS} An already cancelled or ended session is 409.`, ...auth,
  request: { params },
  responses: { 200: json(dataOf(OrganisedLiveSessionSchema), 'Cancelled'), ...errorResponses(401, 403, 404, 409, 422) },
});
const orgAttendance = createRoute({
  method: 'put', path: '/admin/live-sessions/{id}/attendance', tags: TAG, summary: 'Mark who came (replaces the last list); each member marked earns the attendance points once',
  description: `${ORGANISERS} Before the start, or for a cancelled session, 409; a member who was not going is 422 beside \`attended\`.`, ...auth,
  bodyLimit: 256 * 1024,
  request: { params, body: jsonBody(LiveAttendanceSchema) },
  responses: { 200: json(dataOf(OrganisedLiveSessionSchema), 'Saved'), ...errorResponses(401, 403, 404, 409, 422) },
});
const orgRecording = createRoute({
  method: 'put', path: '/admin/live-sessions/{id}/recording', tags: TAG, summary: 'Add or change the link to the recording',
  description: `${ORGANISERS} Before the start, or for a cancelled session, 409.`, ...auth,
  request: { params, body: jsonBody(LiveRecordingSchema) },
  responses: { 200: json(dataOf(OrganisedLiveSessionSchema), 'Saved'), ...errorResponses(401, 403, 404, 409, 422) },
});

export function liveRoutes() {
  const app = createRouter();
  const ctx = (c: Context<AppEnv>) => ({ db: c.get('deps').db, actor: actorOf(c), now: requestNow(c) });

  app.openapi(memberList, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listMemberSessions({ ...ctx(c), page: q.page, perPage: q.per_page }), 200);
  });
  app.openapi(memberOne, async (c) => c.json({ data: await getMemberSession({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(rsvp, async (c) => {
    await limitRate(c, 'live-rsvp:user', actorOf(c).id);
    return c.json({ data: await rsvpLiveSession({ ...ctx(c), id: c.req.valid('param').id }) }, 200);
  });
  app.openapi(withdraw, async (c) => {
    await limitRate(c, 'live-rsvp:user', actorOf(c).id);
    return c.json({ data: await withdrawRsvp({ ...ctx(c), id: c.req.valid('param').id }) }, 200);
  });
  app.openapi(invite, async (c) => {
    const { config, db } = c.get('deps');
    const file = await memberCalendar({ db, actor: actorOf(c), id: c.req.valid('param').id, appUrl: config.appUrl, mailFrom: config.mailFrom });
    return new Response(file.text, {
      status: 200,
      headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `attachment; filename="${file.filename}"`, 'Cache-Control': 'private, no-store' },
    }) as never;
  });

  app.openapi(orgAudiences, async (c) => c.json({ data: await liveAudiences({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));
  app.openapi(orgList, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listOrganisedSessions({ db: c.get('deps').db, actor: actorOf(c), page: q.page, perPage: q.per_page }), 200);
  });
  app.openapi(orgCreate, async (c) => c.json({ data: await createLiveSession({ ...ctx(c), input: c.req.valid('json') }) }, 201));
  app.openapi(orgOne, async (c) => c.json({ data: await getOrganisedSession({ db: c.get('deps').db, actor: actorOf(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(orgUpdate, async (c) => c.json({ data: await updateLiveSession({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));
  app.openapi(orgCancel, async (c) => c.json({ data: await cancelLiveSession({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(orgAttendance, async (c) => c.json({ data: await markAttendance({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));
  app.openapi(orgRecording, async (c) => c.json({ data: await setRecording({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));
  return app;
}
