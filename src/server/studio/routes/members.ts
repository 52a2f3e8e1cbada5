// The studio's overview, members, enquiries and audit log under /v1/admin (docs/rules/studio.md). Every route needs a
// token; the role check (admins only for now) is in the services, so a member or an author gets 403.
import { z } from '@hono/zod-openapi';
import { MessageSchema } from '../../../lib/schemas/accounts.ts';
import {
  AuditEntrySchema,
  AuditQuerySchema,
  EnquiriesQuerySchema,
  EnquiryReplySchema,
  EnquirySchema,
  MemberProfileSchema,
  MembersQuerySchema,
  MentorRightsRequestSchema,
  MemberSummarySchema,
  OverviewSchema,
} from '../../../lib/schemas/studio.ts';
import { actorOf } from '../../http/middleware.ts';
import { dataOf, errorResponses, listOf } from '../../http/respond.ts';
import { auth, createRoute, idParam, json, jsonBody } from '../../http/route-helpers.ts';
import type { Router } from '../../http/router.ts';
import { requestNow } from '../../http/test-clock.ts';
import {
  changeMentorRights,
  listAudit,
  listEnquiries,
  markEnquiryHandled,
  memberProfile,
  overview,
  replyToEnquiry,
  restoreMember,
  searchMembers,
  sendMemberPasswordReset,
  suspendMember,
} from '../service/index.ts';

const TAG = ['Studio'];
const ADMIN = 'Administrators only: a member or an author gets 403.';
const MemberParams = z.object({ id: idParam('id', 'member') });
const EnquiryParams = z.object({ id: idParam('id', 'enquiry') });

const overviewRoute = createRoute({
  method: 'get', path: '/admin/overview', tags: TAG, summary: 'The business at a glance: members, sign-ups, enrolments, completions, revenue by week, top courses', description: ADMIN, ...auth,
  responses: { 200: json(dataOf(OverviewSchema), 'The overview, with its two weekly charts as SVG'), ...errorResponses(401, 403) },
});

const membersRoute = createRoute({
  method: 'get', path: '/admin/members', tags: TAG, summary: 'Search members by name or e-mail, newest first', description: ADMIN, ...auth,
  request: { query: MembersQuerySchema },
  responses: { 200: json(listOf(MemberSummarySchema), 'A page of members'), ...errorResponses(401, 403, 422) },
});

const memberRoute = createRoute({
  method: 'get', path: '/admin/members/{id}', tags: TAG, summary: 'A member’s profile with their enrolments and progress', description: ADMIN, ...auth,
  request: { params: MemberParams },
  responses: { 200: json(dataOf(MemberProfileSchema), 'The member'), ...errorResponses(401, 403, 404) },
});

const suspendRoute = createRoute({
  method: 'post', path: '/admin/members/{id}/suspend', tags: TAG, summary: 'Suspend a member: every token stops working at once and login is refused', description: `${ADMIN} Suspending a suspended member changes nothing. Your own account, an administrator and a cancelled account cannot be suspended (409).`, ...auth,
  request: { params: MemberParams },
  responses: { 200: json(dataOf(MemberProfileSchema), 'The member, suspended'), ...errorResponses(401, 403, 404, 409) },
});

const restoreRoute = createRoute({
  method: 'post', path: '/admin/members/{id}/restore', tags: TAG, summary: 'Lift a suspension; the member logs in again', description: ADMIN, ...auth,
  request: { params: MemberParams },
  responses: { 200: json(dataOf(MemberProfileSchema), 'The member, restored'), ...errorResponses(401, 403, 404) },
});

const resetRoute = createRoute({
  method: 'post', path: '/admin/members/{id}/password-reset', tags: TAG, summary: 'Send the member the usual password-reset e-mail', description: ADMIN, ...auth,
  request: { params: MemberParams },
  responses: { 200: json(MessageSchema, 'Sent'), ...errorResponses(401, 403, 404, 409, 503) },
});

const mentorRightsRoute = createRoute({
  method: 'put', path: '/admin/members/{id}/mentor-rights', tags: TAG, summary: 'Withdraw or give back a member’s mentor rights',
  description: `${ADMIN} \`allowed: false\` clears the mentor flag, cancels the member’s pending invitations and keeps them from agreeing to the mentor terms again; \`allowed: true\` lets them agree again. Asking for the state they are in changes nothing. A cancelled account is 409.`, ...auth,
  request: { params: MemberParams, body: jsonBody(MentorRightsRequestSchema) },
  responses: { 200: json(dataOf(MemberProfileSchema), 'The member'), ...errorResponses(401, 403, 404, 409, 422) },
});

const enquiriesRoute = createRoute({
  method: 'get', path: '/admin/enquiries', tags: TAG, summary: 'The contact form’s enquiries, newest first (open ones by default)', description: ADMIN, ...auth,
  request: { query: EnquiriesQuerySchema },
  responses: { 200: json(listOf(EnquirySchema), 'A page of enquiries'), ...errorResponses(401, 403, 422) },
});

const handledRoute = createRoute({
  method: 'post', path: '/admin/enquiries/{id}/handled', tags: TAG, summary: 'Mark an enquiry handled', description: ADMIN, ...auth,
  request: { params: EnquiryParams },
  responses: { 200: json(dataOf(EnquirySchema), 'The enquiry, handled'), ...errorResponses(401, 403, 404) },
});

const replyRoute = createRoute({
  method: 'post', path: '/admin/enquiries/{id}/reply', tags: TAG, summary: 'Reply to an enquiry by e-mail; it is marked handled', description: ADMIN, ...auth,
  request: { params: EnquiryParams, body: jsonBody(EnquiryReplySchema) },
  responses: { 200: json(dataOf(EnquirySchema), 'Sent, and the enquiry handled'), ...errorResponses(401, 403, 404, 422, 503) },
});

const auditRoute = createRoute({
  method: 'get', path: '/admin/audit', tags: TAG, summary: 'The audit log of studio changes, newest first, filtered by actor, action, record and days, each entry with its changed fields (read-only: no route changes it)', description: ADMIN, ...auth,
  request: { query: AuditQuerySchema },
  responses: { 200: json(listOf(AuditEntrySchema), 'A page of the log'), ...errorResponses(401, 403, 422) },
});

export function registerMemberRoutes(app: Router) {
  const ctx = (c: Parameters<typeof requestNow>[0]) => ({ db: c.get('deps').db, actor: actorOf(c) });

  app.openapi(overviewRoute, async (c) => c.json({ data: await overview({ ...ctx(c), now: requestNow(c) }) }, 200));

  app.openapi(membersRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await searchMembers({ ...ctx(c), q: q.q, page: q.page, perPage: q.per_page }), 200);
  });

  app.openapi(memberRoute, async (c) => c.json({ data: await memberProfile({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(suspendRoute, async (c) => c.json({ data: await suspendMember({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(restoreRoute, async (c) => c.json({ data: await restoreMember({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(mentorRightsRoute, async (c) =>
    c.json({ data: await changeMentorRights({ ...ctx(c), id: c.req.valid('param').id, allowed: c.req.valid('json').allowed }) }, 200),
  );
  app.openapi(resetRoute, async (c) => c.json(await sendMemberPasswordReset({ deps: c.get('deps'), actor: actorOf(c), id: c.req.valid('param').id }), 200));

  app.openapi(enquiriesRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listEnquiries({ ...ctx(c), status: q.status, page: q.page, perPage: q.per_page }), 200);
  });

  app.openapi(handledRoute, async (c) => c.json({ data: await markEnquiryHandled({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(replyRoute, async (c) =>
    c.json({ data: await replyToEnquiry({ deps: c.get('deps'), actor: actorOf(c), id: c.req.valid('param').id, message: c.req.valid('json').message }) }, 200),
  );

  app.openapi(auditRoute, async (c) => {
    const q = c.req.valid('query');
    const { page, per_page, ...filters } = q;
    return c.json(await listAudit({ ...ctx(c), filters, page, perPage: per_page }), 200);
  });

}
