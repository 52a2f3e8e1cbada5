// Drip schedules (docs/rules/learning-progress.md, "Drip"; docs/rules/studio.md, "Drip"): the studio's
// rule routes (422 beside the field, 401, another author's 404), a locked lesson's 403 with its
// opening, the outline's opens_at, never locking work already done, the section rule, and the job
// that tells a member once when a lesson opens (with a moved clock).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dripNotices, lessonWork, notifications } from '../../../src/server/db/schema/index.ts';
import { announceDripOpenings } from '../../../src/server/learning/service/index.ts';
import { localMidnight } from '../../../src/server/learning/service/drip.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body, enrol, makeLearningCourse, type LearningCourse } from './factories.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;
let otherAuthor: Awaited<ReturnType<TestContext['member']>>;
let member: Awaited<ReturnType<TestContext['member']>>;
let c: LearningCourse;
let enrolmentId: number;
const DAY = 86_400_000;
const at = (ms: number) => ({ 'x-test-now': new Date(Date.now() + ms).toISOString() });

beforeAll(async () => {
  t = await createTestContext({ seeded: false, env: { WELLSPRING_TEST_CLOCK: '1' } });
  admin = await t.member({ name: 'Drip Admin', role: 'admin' });
  otherAuthor = await t.member({ name: 'Other Author', role: 'author' });
  member = await t.member({ name: 'Drip Member' });
  c = await makeLearningCourse(t.db, { title: 'Yoga Foundations' });
  enrolmentId = await enrol(t, member.token, c.course.id);
});
afterAll(() => t.close());

const setLesson = (id: number, json: unknown, token = admin.token) => t.api('PUT', `/v1/admin/lessons/${id}/drip`, { token, json });
const lessonAs = (id: number, headers: Record<string, string> = {}) => t.api('GET', `/v1/courses/${c.course.id}/${id}`, { token: member.token, headers });
const outline = async (headers: Record<string, string> = {}) => (await body(await t.api('GET', `/v1/courses/enrolled/${enrolmentId}`, { token: member.token, headers }))).data;

describe('drip rules in the studio', () => {
  it('refuses bad rules with the error beside the field and changes nothing', async () => {
    for (const [json, field] of [
      [{ after_days: 0, on_date: null }, 'after_days'],
      [{ after_days: 366, on_date: null }, 'after_days'],
      [{ after_days: 1.5, on_date: null }, 'after_days'],
      [{ after_days: null, on_date: '2026-02-30' }, 'on_date'],
      [{ after_days: 3, on_date: '2026-12-03' }, 'on_date'],
    ] as const) {
      const res = await setLesson(c.lessons.checklist.id, json);
      expect(res.status).toBe(422);
      expect(Object.keys((await body(res)).errors)).toContain(field);
    }
    const course = (await body(await t.api('GET', `/v1/admin/courses/${c.course.id}`, { token: admin.token }))).data;
    expect(course.lessons.find((l: { id: number }) => l.id === c.lessons.checklist.id).drip).toEqual({ after_days: null, on_date: null });
  });

  it('needs a token (401), is not a member’s (403) and not another author’s (404)', async () => {
    expect((await t.api('PUT', `/v1/admin/lessons/${c.lessons.checklist.id}/drip`, { json: { after_days: 1, on_date: null } })).status).toBe(401);
    expect((await setLesson(c.lessons.checklist.id, { after_days: 1, on_date: null }, member.token)).status).toBe(403);
    expect((await setLesson(c.lessons.checklist.id, { after_days: 1, on_date: null }, otherAuthor.token)).status).toBe(404);
  });
});

describe('a lesson that opens one day after enrolment', () => {
  it('is locked with its opening moment, in the outline and on the lesson API; next skips it', async () => {
    const res = await setLesson(c.lessons.checklist.id, { after_days: 1, on_date: null });
    expect(res.status).toBe(200);
    expect((await body(res)).data.lessons.find((l: { id: number }) => l.id === c.lessons.checklist.id).drip).toEqual({ after_days: 1, on_date: null });

    const locked = await lessonAs(c.lessons.checklist.id);
    expect(locked.status).toBe(403);
    const refusal = await body(locked);
    expect(refusal.message).toMatch(/not open yet/);
    const opensAt = new Date(refusal.errors.opens_at[0]).getTime();
    expect(opensAt).toBeGreaterThan(Date.now() + DAY - 60_000);
    expect(opensAt).toBeLessThan(Date.now() + DAY + 60_000);

    const o = await outline();
    expect(o.lessons.find((l: { id: number }) => l.id === c.lessons.checklist.id).opens_at).toBe(refusal.errors.opens_at[0]);
    expect(o.lessons.find((l: { id: number }) => l.id === c.lessons.detail.id).opens_at).toBeNull();
    const first = (await body(await lessonAs(c.lessons.detail.id))).data;
    expect(first.next_lesson_id).toBe(c.lessons.quiz.id);
  });

  it('opens a day later (test clock)', async () => {
    const res = await lessonAs(c.lessons.checklist.id, at(DAY + 60_000));
    expect(res.status).toBe(200);
    expect((await outline(at(DAY + 60_000))).lessons.find((l: { id: number }) => l.id === c.lessons.checklist.id).opens_at).toBeNull();
  });

  it('tells the member once when it opens, however often the job runs', async () => {
    expect(await announceDripOpenings(t.db, new Date())).toBe(0);
    const later = new Date(Date.now() + DAY + 15 * 60_000);
    expect(await announceDripOpenings(t.db, later)).toBe(1);
    expect(await announceDripOpenings(t.db, new Date(later.getTime() + 60 * 60_000))).toBe(0);
    const told = await t.db.select().from(notifications).where(and(eq(notifications.userId, member.id), eq(notifications.type, 'course_updates')));
    expect(told.map((n) => n.title)).toEqual(['“Set up your space” is open in Yoga Foundations']);
    expect(await t.db.select().from(dripNotices).where(eq(dripNotices.enrolmentId, enrolmentId))).toHaveLength(1);
  });
});

describe('saving work on a lesson that is not open yet', () => {
  it('is refused with its opening moment and keeps nothing, and is taken once it opens (test clock)', async () => {
    const save = (headers: Record<string, string> = {}) =>
      t.api('POST', `/v1/courses/enrolled/${enrolmentId}/checklist`, { token: member.token, headers, json: { lesson_id: c.lessons.checklist.id, checked_ids: [] } });
    const refused = await save();
    expect(refused.status).toBe(403);
    expect((await body(refused)).errors.opens_at).toHaveLength(1);
    expect(await t.db.select().from(lessonWork).where(and(eq(lessonWork.enrolmentId, enrolmentId), eq(lessonWork.lessonId, c.lessons.checklist.id)))).toHaveLength(0);
    expect((await save(at(DAY + 60_000))).status).toBe(200);
    expect(await t.db.select().from(lessonWork).where(and(eq(lessonWork.enrolmentId, enrolmentId), eq(lessonWork.lessonId, c.lessons.checklist.id)))).toHaveLength(1);
  });
});

describe('editing a schedule never locks work already done', () => {
  it('keeps a completed lesson and one with saved work open after a later rule', async () => {
    const fin = await t.api('POST', `/v1/courses/${c.course.id}/${c.lessons.detail.id}/finish`, { token: member.token, json: {} });
    expect([200, 201]).toContain(fin.status);
    expect((await setLesson(c.lessons.detail.id, { after_days: 30, on_date: null })).status).toBe(200);
    expect((await lessonAs(c.lessons.detail.id)).status).toBe(200);
    expect((await outline()).lessons.find((l: { id: number }) => l.id === c.lessons.detail.id).opens_at).toBeNull();
    // A lesson without work does lock under the same rule.
    expect((await setLesson(c.lessons.task.id, { after_days: 30, on_date: null })).status).toBe(200);
    expect((await lessonAs(c.lessons.task.id)).status).toBe(403);
  });
});

describe('a section’s rule', () => {
  it('locks its lessons until the later of its own and the lesson’s opening, on a date at the member’s local midnight', async () => {
    const course = (await body(await t.api('POST', `/v1/admin/courses/${c.course.id}/sections`, { token: admin.token, json: { title: 'Week 2' } }))).data;
    const week2 = course.sections.at(-1).id as number;
    expect((await t.api('POST', `/v1/admin/lessons/${c.lessons.survey.id}/move`, { token: admin.token, json: { section_id: week2 } })).status).toBe(200);
    expect((await t.api('PUT', `/v1/admin/sections/${week2}/drip`, { token: admin.token, json: { after_days: null, on_date: '2099-12-03' } })).status).toBe(200);
    expect((await t.api('PUT', `/v1/admin/sections/${week2}/drip`, { token: otherAuthor.token, json: { after_days: 1, on_date: null } })).status).toBe(404);
    const res = await lessonAs(c.lessons.survey.id);
    expect(res.status).toBe(403);
    expect((await body(res)).errors.opens_at[0]).toBe(localMidnight('2099-12-03', null).toISOString());
    expect(localMidnight('2099-12-03', 'Europe/Madrid').toISOString()).toBe('2099-12-02T23:00:00.000Z');
    expect(localMidnight('2099-07-03', 'America/New_York').toISOString()).toBe('2099-07-03T04:00:00.000Z');
  });
});
