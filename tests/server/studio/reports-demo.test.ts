// The demo's class of past learners (src/server/demo/learners.ts) makes the reports speak on a fresh
// install: Stress First Aid's funnel names its quiz as the lesson where most stop, and the quiz's item
// analysis flags its first question as too easy (docs/rules/studio.md, "Reports").
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { courses, lessons } from '../../../src/server/db/schema/index.ts';
import { DEMO_CLASS_COURSE } from '../../../src/server/demo/learners.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body } from '../learning/factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: true });
});
afterAll(() => t.close());

it('the demo course funnel names the quiz as the drop-off, and its first question is flagged too easy', async () => {
  const admin = await t.member({ role: 'admin' });
  const [course] = await t.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, DEMO_CLASS_COURSE));
  const [quiz] = await t.db.select().from(lessons).where(and(eq(lessons.courseId, course!.id), eq(lessons.kind, 'quiz'))).orderBy(asc(lessons.position));
  const funnel = (await body(await t.api('GET', `/v1/admin/courses/${course!.id}/funnel`, { token: admin.token }))).data;
  expect(funnel.drop_off).toMatchObject({ lesson_id: quiz!.id, title: quiz!.title, stopped: 8 });
  // Four of the class completed it, and the demo member may have too.
  expect(funnel.steps.at(-1).kind).toBe('completed');
  expect(funnel.steps.at(-1).members).toBeGreaterThanOrEqual(4);
  const stats = (await body(await t.api('GET', `/v1/admin/lessons/${quiz!.id}/quiz-statistics`, { token: admin.token }))).data;
  expect(stats.attempts).toBeGreaterThanOrEqual(13); // the class's, and the demo member's own
  expect(stats.questions[0]).toMatchObject({ correct_percent: 100, flag: 'too_easy' });
  expect(stats.questions.slice(1, 3).map((q: { discrimination: number }) => q.discrimination)).toEqual([1, 1]);
});
