// Importing people and enrolling one member by hand, under /v1/admin (docs/rules/studio.md, "Importing
// people", "Manual enrolment"). Administrators only (403 for anyone else, in the services).
import { z } from '@hono/zod-openapi';
import { ManualEnrolmentSchema, PeopleImportPreviewSchema, PeopleImportSchema, PeopleImportUploadSchema } from '../../../lib/schemas/people-import.ts';
import { MemberProfileSchema } from '../../../lib/schemas/studio.ts';
import { PEOPLE_IMPORT_BODY_BYTES } from '../../http/body-limit.ts';
import { actorOf } from '../../http/middleware.ts';
import { dataOf, errorResponses } from '../../http/respond.ts';
import { auth, createRoute, idParam, json, jsonBody } from '../../http/route-helpers.ts';
import type { Router } from '../../http/router.ts';
import { requestNow } from '../../http/test-clock.ts';
import { enrolMemberByHand, getPeopleImport, previewPeopleImport, runPeopleImport, unenrolMemberByHand } from '../service/index.ts';

const TAG = ['Studio'];
const ADMIN = 'Administrators only: a member or an author gets 403.';
const ImportParams = z.object({ id: idParam('id', 'import') });

const previewRoute = createRoute({
  method: 'post', path: '/admin/imports/people', tags: TAG, summary: 'Read a CSV of people (name, email, courses) and preview what importing it would do, row by row; nothing changes but the import’s record', description: `${ADMIN} At most 10,000 rows and 5 MB; a file without the name and email columns is 422.`, ...auth,
  bodyLimit: PEOPLE_IMPORT_BODY_BYTES,
  request: { body: jsonBody(PeopleImportUploadSchema) },
  responses: { 201: json(dataOf(PeopleImportPreviewSchema), 'The preview, with the import’s id to start it'), ...errorResponses(401, 403, 422) },
});
const runRoute = createRoute({
  method: 'post', path: '/admin/imports/people/{id}/run', tags: TAG, summary: 'Start a previewed import: new people get accounts and invitations, everyone is enrolled in the courses named', description: `${ADMIN} Runs as a job; read its progress at GET …/{id}. A started import is 409.`, ...auth,
  request: { params: ImportParams },
  responses: { 202: json(dataOf(PeopleImportSchema), 'The import, running'), ...errorResponses(401, 403, 404, 409, 422) },
});
const progressRoute = createRoute({
  method: 'get', path: '/admin/imports/people/{id}', tags: TAG, summary: 'An import’s progress and result', description: ADMIN, ...auth,
  request: { params: ImportParams },
  responses: { 200: json(dataOf(PeopleImportSchema), 'The import'), ...errorResponses(401, 403, 404, 422) },
});
const enrolRoute = createRoute({
  method: 'post', path: '/admin/members/{id}/enrolments', tags: TAG, summary: 'Enrol a member in a published course by hand (a paid course is given, not charged)', description: `${ADMIN} Already enrolled, an unpublished course or a cancelled account is 409.`, ...auth,
  request: { params: z.object({ id: idParam('id', 'member') }), body: jsonBody(ManualEnrolmentSchema) },
  responses: { 201: json(dataOf(MemberProfileSchema), 'The member, with the new enrolment'), ...errorResponses(401, 403, 404, 409, 422) },
});
const unenrolRoute = createRoute({
  method: 'delete', path: '/admin/members/{id}/enrolments/{courseId}', tags: TAG, summary: 'Unenrol a member from a course: the enrolment and its saved work go, a given place is taken back', description: `${ADMIN} A completed course with a certificate is 409.`, ...auth,
  request: { params: z.object({ id: idParam('id', 'member'), courseId: idParam('courseId', 'course') }) },
  responses: { 200: json(dataOf(MemberProfileSchema), 'The member, without the enrolment'), ...errorResponses(401, 403, 404, 409, 422) },
});

export function registerPeopleRoutes(app: Router) {
  const ctx = (c: Parameters<typeof requestNow>[0]) => ({ db: c.get('deps').db, actor: actorOf(c) });
  app.openapi(previewRoute, async (c) => c.json({ data: await previewPeopleImport({ ...ctx(c), csv: c.req.valid('json').csv, now: requestNow(c) }) }, 201));
  app.openapi(runRoute, async (c) => c.json({ data: await runPeopleImport({ ...ctx(c), id: c.req.valid('param').id, now: requestNow(c) }) }, 202));
  app.openapi(progressRoute, async (c) => c.json({ data: await getPeopleImport({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(enrolRoute, async (c) => c.json({ data: await enrolMemberByHand({ ...ctx(c), memberId: c.req.valid('param').id, courseId: c.req.valid('json').course_id, now: requestNow(c) }) }, 201));
  app.openapi(unenrolRoute, async (c) => {
    const { id, courseId } = c.req.valid('param');
    return c.json({ data: await unenrolMemberByHand({ ...ctx(c), memberId: id, courseId }) }, 200);
  });
}
