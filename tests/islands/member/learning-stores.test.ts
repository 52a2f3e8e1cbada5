// The My courses and Certificates stores against the real API: the filter shows the member's
// enrolments by status from the first page; a course completed before certificates were issued on
// completion is ready to collect, collecting it issues the certificate (held by the server) and both
// lists show it; a course not completed is refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../../src/server/db/schema/index.ts';
import { $certificates, $completedCourses, collectCertificate } from '../../../src/islands/member/learning/certificates-store.ts';
import { $courseFilter, $myCourses, $myCoursesPage, chooseCourseFilter } from '../../../src/islands/member/learning/my-courses-store.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { answered, routeFetchTo, signInAs, signOut, watch } from '../../helpers/browser-api.ts';
import { body, enrol, makeLearningCourse, type LearningCourse } from '../../server/learning/factories.ts';

let ctx: TestContext;
let restoreFetch: () => void;
let member: { id: number; token: string };
let done: LearningCourse;
let started: LearningCourse;

async function finishCourse(c: LearningCourse, token: string) {
  const at = (id: number, kind: string) => `/v1/courses/${c.course.id}/${id}/${kind}`;
  await ctx.api('POST', at(c.lessons.detail.id, 'finish'), { token });
  await ctx.api('POST', at(c.lessons.checklist.id, 'checklist'), { token, json: { checked_ids: c.itemIds } });
  await ctx.api('POST', at(c.lessons.quiz.id, 'quiz'), { token, json: { answers: c.rightAnswers } });
  await ctx.api('POST', at(c.lessons.survey.id, 'survey'), { token, json: { answers: { [c.surveyQuestions[0]!.id]: 4, [c.surveyQuestions[1]!.id]: 'am' } } });
  const last = await ctx.api('POST', at(c.lessons.task.id, 'task'), { token, json: { answer: 'My plan', submit: true } });
  expect((await body(last)).data.course_completed).toBe(true);
}

beforeAll(async () => {
  ctx = await createTestContext({ seeded: false });
  restoreFetch = routeFetchTo(ctx);
  done = await makeLearningCourse(ctx.db, { title: 'Calm Mornings' });
  started = await makeLearningCourse(ctx.db, { title: 'Quiet Evenings' });
  member = await ctx.member();
  await enrol(ctx, member.token, done.course.id);
  await enrol(ctx, member.token, started.course.id);
  await finishCourse(done, member.token);
  // Completing issues the certificate now (docs/rules/learning.md); without it, the course is one
  // finished before that, which the member still collects from the Certificates page.
  await ctx.db.delete(certificates).where(eq(certificates.userId, member.id));
  await signInAs(ctx, member);
});

afterAll(async () => {
  chooseCourseFilter('all');
  signOut();
  restoreFetch();
  await ctx.close();
});

describe('my courses store', () => {
  it('shows every enrolment, then only the completed ones from the first page', async () => {
    const view = watch($myCourses);
    const all = await view.until(answered);
    expect(all.data?.data.map((e) => e.course.title).sort()).toEqual(['Calm Mornings', 'Quiet Evenings']);
    $myCoursesPage.set(2);
    chooseCourseFilter('completed');
    expect($myCoursesPage.get()).toBe(1);
    expect($courseFilter.get()).toBe('completed');
    const completed = await view.until((v) => answered(v) && v.data?.data.length === 1);
    expect(completed.data?.data[0]).toMatchObject({ status: 'completed', course: { title: 'Calm Mornings' } });
    view.stop();
  });
});

describe('certificates store', () => {
  it('collects the certificate of a completed course: the server holds it and both lists show it', async () => {
    const certificates = watch($certificates);
    const ready = watch($completedCourses);
    expect((await certificates.until(answered)).data?.data).toEqual([]);
    const before = await ready.until(answered);
    expect(before.data?.data.filter((e) => e.certificate_id === null).map((e) => e.course.id)).toEqual([done.course.id]);
    const issued = await collectCertificate(done.course.id);
    expect(issued.course_title).toBe('Calm Mornings');
    const shown = await certificates.until((v) => answered(v) && v.data?.data.length === 1);
    expect(shown.data?.data[0]?.code).toBe(issued.code);
    const after = await ready.until((v) => answered(v) && v.data?.data.every((e) => e.certificate_id !== null) === true);
    expect(after.data?.data[0]?.certificate_id).toBe(issued.id);
    const saved = await body(await ctx.api('GET', '/v1/auth/certificates', { token: member.token }));
    expect(saved.data.map((c: { code: string }) => c.code)).toEqual([issued.code]);
    certificates.stop();
    ready.stop();
  });

  it('refuses a course the member has not completed, and issues nothing', async () => {
    await expect(collectCertificate(started.course.id)).rejects.toMatchObject({ status: expect.any(Number) });
    const saved = await body(await ctx.api('GET', '/v1/auth/certificates', { token: member.token }));
    expect(saved.data).toHaveLength(1);
  });
});
