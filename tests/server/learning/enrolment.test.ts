// Enrolment: free courses at once, paid ones 402 until bought, bundles enrol in each course, one
// enrolment however often or concurrently the member enrols; status and the route order.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments } from '../../../src/server/db/schema/index.ts';
import { EnrolmentSchema, EnrolmentStatusSchema } from '../../../src/lib/schemas/learning.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeBundle } from '../catalogue/factories.ts';
import { body, makeFreeBundle, makeLearningCourse, type LearningCourse } from './factories.ts';

let t: TestContext;
let free: LearningCourse;
let paid: LearningCourse;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  free = await makeLearningCourse(t.db);
  paid = await makeLearningCourse(t.db, { free: false, priceCents: 4900 });
});
afterAll(() => t.close());

const countEnrolments = async (userId: number, courseId: number) =>
  (await t.db.select().from(enrolments).where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))).length;

describe('POST /v1/courses/{id}/enrolment', () => {
  it('enrols in a free course with 201 and a resume link to the first lesson', async () => {
    const m = await t.member();
    const res = await t.api('POST', `/v1/courses/${free.course.id}/enrolment`, { token: m.token });
    expect(res.status).toBe(201);
    const data = EnrolmentSchema.parse((await body(res)).data);
    expect(data.course_id).toBe(free.course.id);
    expect(data.resume_url).toBe(`/lesson/${data.enrolment_id}/${free.course.id}/${free.lessons.detail.id}`);
    expect(await countEnrolments(m.id, free.course.id)).toBe(1);
  });

  it('answers 200 with the same enrolment when enrolling again', async () => {
    const m = await t.member();
    const first = await body(await t.api('POST', `/v1/courses/${free.course.id}/enrolment`, { token: m.token }));
    const again = await t.api('POST', `/v1/courses/${free.course.id}/enrolment`, { token: m.token });
    expect(again.status).toBe(200);
    expect((await body(again)).data.enrolment_id).toBe(first.data.enrolment_id);
    expect(await countEnrolments(m.id, free.course.id)).toBe(1);
  });

  it('leaves one enrolment when the member enrols ten times at once', async () => {
    const m = await t.member();
    const results = await Promise.all(Array.from({ length: 10 }, () => t.api('POST', `/v1/courses/${free.course.id}/enrolment`, { token: m.token })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(9);
    const ids = new Set(await Promise.all(results.map(async (r) => (await body(r)).data.enrolment_id)));
    expect(ids.size).toBe(1);
    expect(await countEnrolments(m.id, free.course.id)).toBe(1);
  });

  it('answers 402 with a clear message for a paid course, and enrols nobody', async () => {
    const m = await t.member();
    const res = await t.api('POST', `/v1/courses/${paid.course.id}/enrolment`, { token: m.token });
    expect(res.status).toBe(402);
    expect((await body(res)).message).toBe('This course is paid. Buy it or subscribe to enrol.');
    expect(await countEnrolments(m.id, paid.course.id)).toBe(0);
  });

  it('enrols in every course of a free bundle, marking the bundle', async () => {
    const m = await t.member();
    const other = await makeLearningCourse(t.db, { free: false });
    const bundle = await makeFreeBundle(t.db, [free.course.id, other.course.id]);
    const res = await t.api('POST', `/v1/courses/${other.course.id}/enrolment`, { token: m.token, json: { bundle_id: bundle.id } });
    expect(res.status).toBe(201);
    const { data } = await body(res);
    expect(data.resume_url).toBe(`/lesson/${data.enrolment_id}/${bundle.id}/${other.course.id}/${other.lessons.detail.id}`);
    const rows = await t.db.select().from(enrolments).where(eq(enrolments.userId, m.id));
    expect(rows.map((r) => r.courseId).sort()).toEqual([free.course.id, other.course.id].sort());
    expect(rows.every((r) => r.bundleId === bundle.id)).toBe(true);
  });

  it('enrols in a bundle all or nothing: when one of its courses cannot be enrolled, none is kept', async () => {
    const m = await t.member();
    const first = await makeLearningCourse(t.db);
    const last = await makeLearningCourse(t.db);
    const bundle = await makeFreeBundle(t.db, [first.course.id, last.course.id]);
    // A trigger refuses the enrolment in the bundle's last course, as any failing write would.
    await t.db.execute(sql.raw(`CREATE FUNCTION refuse_enrolment() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`));
    await t.db.execute(sql.raw(`CREATE TRIGGER refuse_enrolment BEFORE INSERT ON enrolments FOR EACH ROW WHEN (NEW.course_id = ${last.course.id}) EXECUTE FUNCTION refuse_enrolment()`));
    try {
      // A 500 is what a failing write gives; no route declares it, so the contract check stays out.
      const res = await t.api('POST', `/v1/courses/${first.course.id}/enrolment`, { token: m.token, json: { bundle_id: bundle.id }, contract: false });
      expect(res.status).toBe(500);
      expect(await countEnrolments(m.id, first.course.id)).toBe(0);
      expect(await countEnrolments(m.id, last.course.id)).toBe(0);
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER refuse_enrolment ON enrolments'));
      await t.db.execute(sql.raw('DROP FUNCTION refuse_enrolment()'));
    }
    // Once the failure is gone, enrolling again takes the whole bundle.
    expect((await t.api('POST', `/v1/courses/${first.course.id}/enrolment`, { token: m.token, json: { bundle_id: bundle.id } })).status).toBe(201);
    expect(await countEnrolments(m.id, last.course.id)).toBe(1);
  });

  it('answers 402 for a paid bundle and 404 for a course outside the bundle', async () => {
    const m = await t.member();
    const paidBundle = await makeBundle(t.db, [paid.course.id], { priceCents: 9900 });
    const res = await t.api('POST', `/v1/courses/${paid.course.id}/enrolment`, { token: m.token, json: { bundle_id: paidBundle.id } });
    expect(res.status).toBe(402);
    expect((await body(res)).message).toMatch(/bundle is paid/);
    const outside = await t.api('POST', `/v1/courses/${free.course.id}/enrolment`, { token: m.token, json: { bundle_id: paidBundle.id } });
    expect(outside.status).toBe(404);
    expect(await countEnrolments(m.id, free.course.id)).toBe(0);
  });

  it('answers 401 without a token, 404 for an unknown course, 422 for bad input', async () => {
    expect((await t.api('POST', `/v1/courses/${free.course.id}/enrolment`)).status).toBe(401);
    const m = await t.member();
    expect((await t.api('POST', '/v1/courses/999999/enrolment', { token: m.token })).status).toBe(404);
    const bad = await t.api('POST', '/v1/courses/abc/enrolment', { token: m.token });
    expect(bad.status).toBe(422);
    expect((await body(bad)).errors.id).toBeTruthy();
    const badBundle = await t.api('POST', `/v1/courses/${free.course.id}/enrolment`, { token: m.token, json: { bundle_id: 'two' } });
    expect(badBundle.status).toBe(422);
    expect((await body(badBundle)).errors.bundle_id).toBeTruthy();
  });
});

describe('GET /v1/courses/{id}/enrolment/status and /enrolment', () => {
  it('says not enrolled, then enrolled with progress and resume link', async () => {
    const m = await t.member();
    const before = await t.api('GET', `/v1/courses/${free.course.id}/enrolment/status`, { token: m.token });
    expect(before.status).toBe(200);
    expect((await body(before)).data).toEqual({ enrolled: false, enrolment_id: null, progress_percent: 0, resume_url: null, bookmarked: false, cohort: null });
    expect((await t.api('GET', `/v1/courses/${free.course.id}/enrolment`, { token: m.token })).status).toBe(404);

    const { data: enrolment } = await body(await t.api('POST', `/v1/courses/${free.course.id}/enrolment`, { token: m.token }));
    await t.api('POST', `/v1/courses/${free.course.id}/bookmark`, { token: m.token });
    const after = EnrolmentStatusSchema.parse((await body(await t.api('GET', `/v1/courses/${free.course.id}/enrolment/status`, { token: m.token }))).data);
    expect(after).toEqual({ enrolled: true, enrolment_id: enrolment.enrolment_id, progress_percent: 0, resume_url: enrolment.resume_url, bookmarked: true, cohort: null });
    const got = await t.api('GET', `/v1/courses/${free.course.id}/enrolment`, { token: m.token });
    expect(got.status).toBe(200);
    expect((await body(got)).data).toEqual(enrolment);
  });

  it('answers 401 without a token, 404 for an unknown course and 422 for a bad id', async () => {
    expect((await t.api('GET', `/v1/courses/${free.course.id}/enrolment/status`)).status).toBe(401);
    const m = await t.member();
    expect((await t.api('GET', '/v1/courses/999999/enrolment/status', { token: m.token })).status).toBe(404);
    expect((await t.api('GET', '/v1/courses/x/enrolment/status', { token: m.token })).status).toBe(422);
    expect((await t.api('GET', `/v1/courses/${free.course.id}/enrolment`)).status).toBe(401);
    expect((await t.api('GET', '/v1/courses/x/enrolment', { token: m.token })).status).toBe(422);
    expect((await t.api('GET', '/v1/courses/x/bookmark', { token: m.token })).status).toBe(422);
    expect((await t.api('GET', '/v1/courses/999999/bookmark', { token: m.token })).status).toBe(404);
  });

  it('resolves /courses/{id}/enrolment and /bookmark before the lesson route /courses/{courseId}/{id}', async () => {
    const m = await t.member();
    const enrolment = await t.api('GET', `/v1/courses/${free.course.id}/enrolment`, { token: m.token });
    expect(await body(enrolment)).toEqual({ message: 'You are not enrolled in this course.' });
    const bookmark = await t.api('GET', `/v1/courses/${free.course.id}/bookmark`, { token: m.token });
    expect((await body(bookmark)).data).toEqual({ bookmarked: false });
    // The catalogue still owns /courses/{id}.
    const course = await t.api('GET', `/v1/courses/${free.course.id}`);
    expect((await body(course)).data.title).toBe(free.course.title);
  });
});

describe('OpenAPI', () => {
  it('documents every learning route, member routes with bearer security', async () => {
    const doc = await body(await t.api('GET', '/v1/openapi.json'));
    const expected = {
      '/v1/courses/{id}/enrolment': ['get', 'post'],
      '/v1/courses/{id}/enrolment/status': ['get'],
      '/v1/courses/{id}/bookmark': ['get', 'post'],
      '/v1/courses/{courseId}/{id}': ['get'],
      '/v1/courses/enrolled/{id}': ['get'],
      '/v1/courses/enrolled/{id}/lastRead': ['get', 'put'],
      '/v1/courses/enrolled/{id}/stream/{type}/{file}': ['get'],
      '/v1/auth/courses/enrolled': ['get'],
      '/v1/auth/courses/bookmarked': ['get'],
      '/v1/auth/certificates': ['get'],
      '/v1/auth/certificates/generate': ['post'],
      '/v1/auth/certificates/{id}/download': ['get'],
    };
    for (const kind of ['finish', 'checklist', 'quiz', 'survey', 'task']) {
      Object.assign(expected, { [`/v1/courses/{courseId}/{id}/${kind}`]: ['post'], [`/v1/courses/enrolled/{id}/${kind}`]: ['post'] });
    }
    for (const [path, methods] of Object.entries(expected)) {
      for (const method of methods) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeTruthy();
    }
    expect(doc.paths['/v1/courses/{id}/enrolment'].post.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(doc.paths['/v1/courses/{courseId}/{id}/task'].post.requestBody.content).sort()).toEqual(['application/json', 'multipart/form-data']);
  });
});
