// HTTP routes of the mentors domain (docs/rules/mentors.md). Every route needs a token. The mentor's
// own routes answer 403 to a member who is not a mentor and 404 for another mentor's invitee, group,
// recommendation or assignment; requested, acceptInvite and rejectInvite are the invited member's.
import { z } from '@hono/zod-openapi';
import { UserSchema } from '../../lib/schemas/accounts.ts';
import { text } from '../../lib/schemas/input.ts';
import {
  AssignmentSchema,
  AssignRequestSchema,
  GroupRequestSchema,
  GroupSchema,
  INVITATION_STATUSES,
  InviteeSchema,
  InviteReminderRequestSchema,
  InviteRequestSchema,
  InviteResultSchema,
  MentorCoursesSchema,
  MentorHomeSchema,
  PersonSchema,
  RecommendationRequestSchema,
  RecommendationSchema,
  RemoveAssignmentRequestSchema,
  RequestedInviteSchema,
  RespondResultSchema,
} from '../../lib/schemas/mentors.ts';
import { actorOf } from '../http/middleware.ts';
import { pageLocaleOf } from '../http/public-origin.ts';
import { describeRateLimit, limitRate } from '../http/rate-limits.ts';
import { dataOf, errorResponses } from '../http/respond.ts';
import { auth, createRoute, idParam, json, jsonBody } from '../http/route-helpers.ts';
import { createRouter } from '../http/router.ts';
import {
  agreeToMentor,
  assignCourse,
  createGroup,
  createRecommendation,
  deleteGroup,
  deleteRecommendation,
  getGroup,
  getRecommendation,
  INVITATION_DAYS,
  INVITE_CAPS,
  inviteMentees,
  listGroups,
  listInvitees,
  listRecommendations,
  listRequested,
  mentorCourses,
  mentorHome,
  remindInvitee,
  removeAssignment,
  removeInvitee,
  REMINDER_LIMIT,
  respondToInvite,
  searchMentees,
  updateGroup,
  updateRecommendation,
} from './service/index.ts';

const TAG = ['Mentors'];
const MENTOR_ONLY = 'Needs a mentor (403 otherwise).';
const idOf = (what: string) => ({ params: z.object({ id: idParam('id', what) }) });

const home = createRoute({
  method: 'get', path: '/mentors/home', tags: TAG, summary: 'The mentor’s home: mentees with their progress, pending invitations, groups, recommendations', ...auth,
  description: MENTOR_ONLY,
  responses: { 200: json(dataOf(MentorHomeSchema), 'The mentor’s home'), ...errorResponses(401, 403) },
});

const agree = createRoute({
  method: 'post', path: '/mentors/agree', tags: TAG, summary: 'Agree to the mentor terms and become a mentor', ...auth,
  description: 'Answers the member with `is_mentor: true`; agreeing again changes nothing. A member whose mentor rights an administrator withdrew gets 403 until they are given back.',
  responses: { 200: json(dataOf(UserSchema), 'The member, now a mentor'), ...errorResponses(401, 403) },
});

const invite = createRoute({
  method: 'post', path: '/mentors/invite', tags: TAG, summary: 'Invite one or several e-mail addresses to be mentees', ...auth,
  description: `${MENTOR_ONLY} A member with the address gets a request and a notification; any other address an e-mail leading to registration. Invitations expire after ${INVITATION_DAYS} days. Addresses already invited or already mentees are listed in \`skipped\`. Rate-limited to ${describeRateLimit('mentor-invite:user')}. Each account may invite at most ${INVITE_CAPS.newAccountPerDay} addresses in any 24 hours during its first week and ${INVITE_CAPS.perDay} after (skipped addresses do not count); a call that would pass the cap is refused whole with 429, Retry-After and how many more can be invited, and nothing is sent.`,
  request: { body: jsonBody(InviteRequestSchema) },
  responses: { 201: json(dataOf(InviteResultSchema), 'Who was invited and who was skipped'), ...errorResponses(401, 403, 422, 429) },
});

const reminder = createRoute({
  method: 'post', path: '/mentors/inviteReminder', tags: TAG, summary: 'Send a pending invitation again', ...auth,
  description: `${MENTOR_ONLY} At most once a day and ${REMINDER_LIMIT} times in all (409 otherwise). Rate-limited to ${describeRateLimit('mentor-remind:user')}.`,
  request: { body: jsonBody(InviteReminderRequestSchema) },
  responses: { 200: json(dataOf(InviteeSchema), 'The invitation, reminded'), ...errorResponses(401, 403, 404, 409, 422, 429) },
});

const invitees = createRoute({
  method: 'get', path: '/mentors/invitees', tags: TAG, summary: 'The mentor’s invitations: pending, accepted, declined, expired…', ...auth,
  description: MENTOR_ONLY,
  request: { query: z.object({ status: z.enum(INVITATION_STATUSES).optional().openapi({ description: 'Only this status' }) }) },
  responses: { 200: json(dataOf(z.array(InviteeSchema)), 'Newest first'), ...errorResponses(401, 403, 422) },
});

const removeInvite = createRoute({
  method: 'delete', path: '/mentors/invitees/{id}', tags: TAG, summary: 'Cancel a pending invitation, remove a mentee, or clear an answered one', ...auth,
  description: `${MENTOR_ONLY} A removed mentee leaves the mentor’s groups and recommendations; their own courses and progress stay.`,
  request: idOf('invitation'),
  responses: { 200: json(dataOf(InviteeSchema), 'The invitation as it is now (or was, when cleared)'), ...errorResponses(401, 403, 404, 422) },
});

const requested = createRoute({
  method: 'get', path: '/mentors/requested', tags: TAG, summary: 'Invitations waiting for the member’s answer', ...auth,
  responses: { 200: json(dataOf(z.array(RequestedInviteSchema)), 'Pending invitations, newest first'), ...errorResponses(401) },
});

const accept = createRoute({
  method: 'post', path: '/mentors/acceptInvite/{id}', tags: TAG, summary: 'Accept an invitation', ...auth,
  description: 'Another member’s invitation is a 404; an expired or answered one a 409. The mentor is notified.',
  request: idOf('invitation'),
  responses: { 200: json(dataOf(RespondResultSchema), 'Accepted'), ...errorResponses(401, 404, 409, 422) },
});

const reject = createRoute({
  method: 'post', path: '/mentors/rejectInvite/{id}', tags: TAG, summary: 'Decline an invitation', ...auth,
  description: 'Another member’s invitation is a 404; an expired or answered one a 409. The mentor is notified.',
  request: idOf('invitation'),
  responses: { 200: json(dataOf(RespondResultSchema), 'Declined'), ...errorResponses(401, 404, 409, 422) },
});

const users = createRoute({
  method: 'get', path: '/mentors/users', tags: TAG, summary: 'Search the mentor’s accepted mentees (for picking group members)', ...auth,
  description: MENTOR_ONLY,
  request: { query: z.object({ search: text().max(100).optional().openapi({ description: 'Part of a name or e-mail address', example: 'sam' }) }) },
  responses: { 200: json(dataOf(z.array(PersonSchema)), 'Matching mentees by name'), ...errorResponses(401, 403, 422) },
});

const groups = createRoute({
  method: 'get', path: '/mentors/groups', tags: TAG, summary: 'The mentor’s groups', ...auth,
  description: MENTOR_ONLY,
  responses: { 200: json(dataOf(z.array(GroupSchema)), 'Newest first'), ...errorResponses(401, 403) },
});

const createGroupRoute = createRoute({
  method: 'post', path: '/mentors/groups', tags: TAG, summary: 'Create a group of accepted mentees', ...auth,
  description: `${MENTOR_ONLY} Members must be the mentor’s accepted mentees (422 naming member_ids otherwise).`,
  request: { body: jsonBody(GroupRequestSchema) },
  responses: { 201: json(dataOf(GroupSchema), 'The group'), ...errorResponses(401, 403, 422) },
});

const group = createRoute({
  method: 'get', path: '/mentors/groups/{id}', tags: TAG, summary: 'One of the mentor’s groups', ...auth,
  description: MENTOR_ONLY, request: idOf('group'),
  responses: { 200: json(dataOf(GroupSchema), 'The group'), ...errorResponses(401, 403, 404, 422) },
});

const updateGroupRoute = createRoute({
  method: 'put', path: '/mentors/groups/{id}', tags: TAG, summary: 'Change a group’s name, description and members', ...auth,
  description: MENTOR_ONLY,
  request: { ...idOf('group'), body: jsonBody(GroupRequestSchema) },
  responses: { 200: json(dataOf(GroupSchema), 'The group'), ...errorResponses(401, 403, 404, 422) },
});

const deleteGroupRoute = createRoute({
  method: 'delete', path: '/mentors/groups/{id}', tags: TAG, summary: 'Delete a group', ...auth,
  description: MENTOR_ONLY, request: idOf('group'),
  responses: { 200: json(dataOf(GroupSchema), 'The group that was deleted'), ...errorResponses(401, 403, 404, 422) },
});

const recommendations = createRoute({
  method: 'get', path: '/mentors/courseRecommendations', tags: TAG, summary: 'The mentor’s course recommendations, with who started and finished', ...auth,
  description: MENTOR_ONLY,
  responses: { 200: json(dataOf(z.array(RecommendationSchema)), 'Newest first'), ...errorResponses(401, 403) },
});

const createRec = createRoute({
  method: 'post', path: '/mentors/courseRecommendations', tags: TAG, summary: 'Recommend a course or bundle to mentees and/or groups', ...auth,
  description: `${MENTOR_ONLY} Exactly one of course_id and bundle_id; at least one mentee or group. Each mentee it reaches is notified and sees it on the dashboard.`,
  request: { body: jsonBody(RecommendationRequestSchema) },
  responses: { 201: json(dataOf(RecommendationSchema), 'The recommendation'), ...errorResponses(401, 403, 422) },
});

const recommendation = createRoute({
  method: 'get', path: '/mentors/courseRecommendations/{id}', tags: TAG, summary: 'One recommendation', ...auth,
  description: MENTOR_ONLY, request: idOf('recommendation'),
  responses: { 200: json(dataOf(RecommendationSchema), 'The recommendation'), ...errorResponses(401, 403, 404, 422) },
});

const updateRec = createRoute({
  method: 'put', path: '/mentors/courseRecommendations/{id}', tags: TAG, summary: 'Change a recommendation', ...auth,
  description: `${MENTOR_ONLY} Mentees it newly reaches are notified.`,
  request: { ...idOf('recommendation'), body: jsonBody(RecommendationRequestSchema) },
  responses: { 200: json(dataOf(RecommendationSchema), 'The recommendation'), ...errorResponses(401, 403, 404, 422) },
});

const deleteRec = createRoute({
  method: 'delete', path: '/mentors/courseRecommendations/{id}', tags: TAG, summary: 'Withdraw a recommendation', ...auth,
  description: MENTOR_ONLY, request: idOf('recommendation'),
  responses: { 200: json(dataOf(RecommendationSchema), 'The recommendation that was withdrawn'), ...errorResponses(401, 403, 404, 422) },
});

const courses = createRoute({
  method: 'get', path: '/mentors/courses', tags: TAG, summary: 'Courses the mentor assigned, and the courses and bundles to choose from', ...auth,
  description: MENTOR_ONLY,
  responses: { 200: json(dataOf(MentorCoursesSchema), 'Assignments and choices'), ...errorResponses(401, 403) },
});

const assign = createRoute({
  method: 'post', path: '/mentors/courses/assign', tags: TAG, summary: 'Assign a course to mentees', ...auth,
  description: `${MENTOR_ONLY} A mentee with access to the course (free, bought or subscribed) is enrolled (mode \`enrolled\`); anyone else gets it as a recommendation with its price (mode \`recommended\`). Assigning again changes nothing.`,
  request: { body: jsonBody(AssignRequestSchema) },
  responses: { 200: json(dataOf(z.array(AssignmentSchema)), 'The assignments of this course to these mentees'), ...errorResponses(401, 403, 422) },
});

const unassign = createRoute({
  method: 'post', path: '/mentors/courses/remove', tags: TAG, summary: 'Remove an assigned course', ...auth,
  description: `${MENTOR_ONLY} The assignment and the recommendation it became go; an enrolment stays the mentee’s.`,
  request: { body: jsonBody(RemoveAssignmentRequestSchema) },
  responses: { 200: json(dataOf(AssignmentSchema), 'The assignment that was removed'), ...errorResponses(401, 403, 404, 422) },
});

export function mentorRoutes() {
  const app = createRouter();

  app.openapi(home, async (c) => c.json({ data: await mentorHome({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));
  app.openapi(agree, async (c) => c.json({ data: await agreeToMentor({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));

  app.openapi(invite, async (c) => {
    const actor = actorOf(c);
    const input = c.req.valid('json');
    await limitRate(c, 'mentor-invite:user', actor.id);
    const { db, log, config } = c.get('deps');
    return c.json({ data: await inviteMentees({ db, log, actor, input, locale: pageLocaleOf(c, config.appUrl) }) }, 201);
  });
  app.openapi(reminder, async (c) => {
    const actor = actorOf(c);
    const input = c.req.valid('json');
    await limitRate(c, 'mentor-remind:user', actor.id);
    const { db, config } = c.get('deps');
    return c.json({ data: await remindInvitee({ db, actor, id: input.id, locale: pageLocaleOf(c, config.appUrl) }) }, 200);
  });
  app.openapi(invitees, async (c) => c.json({ data: await listInvitees({ db: c.get('deps').db, actor: actorOf(c), status: c.req.valid('query').status }) }, 200));
  app.openapi(removeInvite, async (c) => c.json({ data: await removeInvitee({ db: c.get('deps').db, actor: actorOf(c), id: c.req.valid('param').id }) }, 200));

  app.openapi(requested, async (c) => c.json({ data: await listRequested({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));
  app.openapi(accept, async (c) => c.json({ data: await respondToInvite({ db: c.get('deps').db, actor: actorOf(c), id: c.req.valid('param').id, accept: true }) }, 200));
  app.openapi(reject, async (c) => c.json({ data: await respondToInvite({ db: c.get('deps').db, actor: actorOf(c), id: c.req.valid('param').id, accept: false }) }, 200));

  app.openapi(users, async (c) => c.json({ data: await searchMentees({ db: c.get('deps').db, actor: actorOf(c), search: c.req.valid('query').search }) }, 200));

  app.openapi(groups, async (c) => c.json({ data: await listGroups({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));
  app.openapi(createGroupRoute, async (c) => c.json({ data: await createGroup({ db: c.get('deps').db, actor: actorOf(c), input: c.req.valid('json') }) }, 201));
  app.openapi(group, async (c) => c.json({ data: await getGroup({ db: c.get('deps').db, actor: actorOf(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(updateGroupRoute, async (c) => c.json({ data: await updateGroup({ db: c.get('deps').db, actor: actorOf(c), id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));
  app.openapi(deleteGroupRoute, async (c) => c.json({ data: await deleteGroup({ db: c.get('deps').db, actor: actorOf(c), id: c.req.valid('param').id }) }, 200));

  app.openapi(recommendations, async (c) => c.json({ data: await listRecommendations({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));
  app.openapi(createRec, async (c) => c.json({ data: await createRecommendation({ db: c.get('deps').db, actor: actorOf(c), input: c.req.valid('json') }) }, 201));
  app.openapi(recommendation, async (c) => c.json({ data: await getRecommendation({ db: c.get('deps').db, actor: actorOf(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(updateRec, async (c) => c.json({ data: await updateRecommendation({ db: c.get('deps').db, actor: actorOf(c), id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));
  app.openapi(deleteRec, async (c) => c.json({ data: await deleteRecommendation({ db: c.get('deps').db, actor: actorOf(c), id: c.req.valid('param').id }) }, 200));

  app.openapi(courses, async (c) => c.json({ data: await mentorCourses({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));
  app.openapi(assign, async (c) => c.json({ data: await assignCourse({ db: c.get('deps').db, actor: actorOf(c), input: c.req.valid('json') }) }, 200));
  app.openapi(unassign, async (c) => c.json({ data: await removeAssignment({ db: c.get('deps').db, actor: actorOf(c), input: c.req.valid('json') }) }, 200));

  return app;
}
