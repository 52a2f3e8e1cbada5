// The studio's CSV exports under /v1/admin (docs/rules/studio.md, "Exports"): members, enrolments with
// progress, payments with refunds, a survey's answers and the audit log, each filtered as its screen
// is. Admins only (403 for anyone else, in the services); a bad filter is a 422 before any row is read.
import { z } from '@hono/zod-openapi';
import { AuditExportQuerySchema, EnrolmentsExportQuerySchema, MembersExportQuerySchema, PaymentsExportQuerySchema } from '../../../lib/schemas/studio-exports.ts';
import { actorOf } from '../../http/middleware.ts';
import { errorResponses } from '../../http/respond.ts';
import { auth, createRoute, idParam } from '../../http/route-helpers.ts';
import type { Router } from '../../http/router.ts';
import { requestNow } from '../../http/test-clock.ts';
import { exportAudit, exportEnrolments, exportMembers, exportPayments, exportSurveyAnswers } from '../service/index.ts';

const TAG = ['Studio'];
const ADMIN = 'Administrators only: a member or an author gets 403. UTF-8 with a byte-order mark, CRLF line ends; a text cell starting with =, +, -, @, a tab or a carriage return starts with an apostrophe so no spreadsheet runs it as a formula.';
const CSV = { 200: { description: 'The CSV file, streamed', content: { 'text/csv': { schema: z.string().openapi({ format: 'binary' }) } } } };

const membersCsv = createRoute({
  method: 'get', path: '/admin/members.csv', tags: TAG, summary: 'Every member matching the members screen’s search, as CSV', description: ADMIN, ...auth,
  request: { query: MembersExportQuerySchema },
  responses: { ...CSV, ...errorResponses(401, 403, 422) },
});
const enrolmentsCsv = createRoute({
  method: 'get', path: '/admin/enrolments.csv', tags: TAG, summary: 'Enrolments with their progress (of one course or one member, or all), as CSV', description: `${ADMIN} An unknown course or member is 404.`, ...auth,
  request: { query: EnrolmentsExportQuerySchema },
  responses: { ...CSV, ...errorResponses(401, 403, 404, 422) },
});
const paymentsCsv = createRoute({
  method: 'get', path: '/admin/payments.csv', tags: TAG, summary: 'Payments with a status (or all), each followed by its refunds as negative rows with their credit notes, as CSV', description: ADMIN, ...auth,
  request: { query: PaymentsExportQuerySchema },
  responses: { ...CSV, ...errorResponses(401, 403, 422) },
});
const surveyAnswersCsv = createRoute({
  method: 'get', path: '/admin/surveys/{id}/answers.csv', tags: TAG, summary: 'Every answer to a site survey with its score and comment, as CSV', description: `${ADMIN} An unknown survey is 404.`, ...auth,
  request: { params: z.object({ id: idParam('id', 'survey') }) },
  responses: { ...CSV, ...errorResponses(401, 403, 404, 422) },
});
const auditCsv = createRoute({
  method: 'get', path: '/admin/audit.csv', tags: TAG, summary: 'The audit log entries matching the filters, newest first, with their changed fields, as CSV', description: ADMIN, ...auth,
  request: { query: AuditExportQuerySchema },
  responses: { ...CSV, ...errorResponses(401, 403, 422) },
});

export function registerExportRoutes(app: Router) {
  const ctx = (c: Parameters<typeof requestNow>[0]) => ({ db: c.get('deps').db, actor: actorOf(c), now: requestNow(c) });
  // The handlers answer a streamed Response, which the typed route cannot describe: hence `as never`.
  app.openapi(membersCsv, async (c) => (await exportMembers({ ...ctx(c), ...c.req.valid('query') })) as never);
  app.openapi(enrolmentsCsv, async (c) => {
    const q = c.req.valid('query');
    return (await exportEnrolments({ ...ctx(c), courseId: q.course_id, memberId: q.member_id })) as never;
  });
  app.openapi(paymentsCsv, async (c) => (await exportPayments({ ...ctx(c), status: c.req.valid('query').status })) as never);
  app.openapi(surveyAnswersCsv, async (c) => (await exportSurveyAnswers({ ...ctx(c), id: c.req.valid('param').id })) as never);
  app.openapi(auditCsv, async (c) => (await exportAudit({ ...ctx(c), filters: c.req.valid('query') })) as never);
}
