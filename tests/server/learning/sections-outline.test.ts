// Sections as visitors and members read them (docs/rules/learning-progress.md, "Sections"): the public
// course detail and the enrolled outline list the sections in order with their lessons (empty ones
// left out), the outline counts each section's completed lessons, and the flat `lessons` stay as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonProgress } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body, enrol, makeLearningCourse, type LearningCourse } from './factories.ts';

let t: TestContext;
let c: LearningCourse;
let admin: Awaited<ReturnType<TestContext['member']>>;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ name: 'Section Admin', role: 'admin' });
  c = await makeLearningCourse(t.db, { title: 'Sectioned learning' });
  const made = (await body(await t.api('POST', `/v1/admin/courses/${c.course.id}/sections`, { token: admin.token, json: { title: 'Practice' } }))).data;
  const practice = made.sections[1].id;
  for (const l of [c.lessons.quiz, c.lessons.survey, c.lessons.task]) {
    expect((await t.api('POST', `/v1/admin/lessons/${l.id}/move`, { token: admin.token, json: { section_id: practice } })).status).toBe(200);
  }
  await t.api('POST', `/v1/admin/courses/${c.course.id}/sections`, { token: admin.token, json: { title: 'Still empty' } });
});
afterAll(() => t.close());

describe('sections for visitors and members', () => {
  it('lists the sections with their lessons on the course detail, empty ones left out', async () => {
    const res = await t.api('GET', `/v1/courses/${c.course.slug}`);
    expect(res.status).toBe(200);
    const data = (await body(res)).data;
    expect(data.sections).toEqual([
      { id: expect.any(Number), title: 'Lessons', lesson_ids: [c.lessons.detail.id, c.lessons.checklist.id] },
      { id: expect.any(Number), title: 'Practice', lesson_ids: [c.lessons.quiz.id, c.lessons.survey.id, c.lessons.task.id] },
    ]);
    expect(data.lessons.map((l: { id: number }) => l.id)).toEqual([c.lessons.detail.id, c.lessons.checklist.id, c.lessons.quiz.id, c.lessons.survey.id, c.lessons.task.id]);
  });

  it('counts each section’s completed lessons in the enrolled outline', async () => {
    const m = await t.member({ name: 'Section Learner' });
    const enrolmentId = await enrol(t, m.token, c.course.id);
    await t.db.insert(lessonProgress).values([{ enrolmentId, lessonId: c.lessons.detail.id }, { enrolmentId, lessonId: c.lessons.quiz.id }]);
    const res = await t.api('GET', `/v1/courses/enrolled/${enrolmentId}`, { token: m.token });
    expect(res.status).toBe(200);
    const data = (await body(res)).data;
    expect(data.sections.map((s: { title: string; lesson_ids: number[]; completed_lessons: number }) => [s.title, s.lesson_ids.length, s.completed_lessons])).toEqual([
      ['Lessons', 2, 1],
      ['Practice', 3, 1],
    ]);
    expect(data.lesson_count).toBe(5);
  });
});
