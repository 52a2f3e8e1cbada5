// The lesson player's reads: the enrolled course outline, one lesson (never a quiz's answer key
// before submission), previews, lastRead, and another member's enrolment being a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnrolledCourseSchema, LessonSchema } from '../../../src/lib/schemas/learning.ts';
import { makeLesson } from '../catalogue/factories.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body, enrol, makeLearningCourse, type LearningCourse } from './factories.ts';

let t: TestContext;
let c: LearningCourse;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  c = await makeLearningCourse(t.db);
});
afterAll(() => t.close());

describe('GET /v1/courses/enrolled/{id}', () => {
  it('gives the outline with completion, progress and the resume link', async () => {
    const m = await t.member();
    const id = await enrol(t, m.token, c.course.id);
    const res = await t.api('GET', `/v1/courses/enrolled/${id}`, { token: m.token });
    expect(res.status).toBe(200);
    const data = EnrolledCourseSchema.parse((await body(res)).data);
    expect(data.course.id).toBe(c.course.id);
    expect(data.lessons.map((l) => l.kind)).toEqual(['detail', 'checklist', 'quiz', 'survey', 'task']);
    expect(data.lessons.every((l) => !l.completed)).toBe(true);
    expect(data).toMatchObject({ enrolment_id: id, status: 'active', progress_percent: 0, completed_lessons: 0, lesson_count: 5, certificate: null, bundle_id: null });
    expect(data.resume_url).toBe(`/lesson/${id}/${c.course.id}/${c.lessons.detail.id}`);
  });

  it('is a 404 for another member\'s enrolment, 401 without a token, 422 for a bad id', async () => {
    const owner = await t.member();
    const other = await t.member();
    const id = await enrol(t, owner.token, c.course.id);
    const res = await t.api('GET', `/v1/courses/enrolled/${id}`, { token: other.token });
    expect(res.status).toBe(404);
    expect((await body(res)).message).toBe('The enrolment was not found.');
    expect((await t.api('GET', `/v1/courses/enrolled/${id}`)).status).toBe(401);
    expect((await t.api('GET', '/v1/courses/enrolled/abc', { token: owner.token })).status).toBe(422);
  });
});

describe('lastRead', () => {
  it('remembers the lesson opened last and resumes there', async () => {
    const m = await t.member();
    const id = await enrol(t, m.token, c.course.id);
    const initial = await body(await t.api('GET', `/v1/courses/enrolled/${id}/lastRead`, { token: m.token }));
    expect(initial.data).toEqual({ lesson_id: null, resume_url: `/lesson/${id}/${c.course.id}/${c.lessons.detail.id}` });
    const put = await t.api('PUT', `/v1/courses/enrolled/${id}/lastRead`, { token: m.token, json: { lesson_id: c.lessons.quiz.id } });
    expect(put.status).toBe(200);
    expect((await body(put)).data).toEqual({ lesson_id: c.lessons.quiz.id, resume_url: `/lesson/${id}/${c.course.id}/${c.lessons.quiz.id}` });
    const status = await body(await t.api('GET', `/v1/courses/${c.course.id}/enrolment/status`, { token: m.token }));
    expect(status.data.resume_url).toBe(`/lesson/${id}/${c.course.id}/${c.lessons.quiz.id}`);
    const outline = await body(await t.api('GET', `/v1/courses/enrolled/${id}`, { token: m.token }));
    expect(outline.data.last_lesson_id).toBe(c.lessons.quiz.id);
  });

  it('refuses a lesson of another course (422), another member (404) and no token (401)', async () => {
    const m = await t.member();
    const id = await enrol(t, m.token, c.course.id);
    const other = await makeLearningCourse(t.db);
    const res = await t.api('PUT', `/v1/courses/enrolled/${id}/lastRead`, { token: m.token, json: { lesson_id: other.lessons.detail.id } });
    expect(res.status).toBe(422);
    expect((await body(res)).errors.lesson_id).toEqual(['That lesson is not part of this course.']);
    expect((await t.api('PUT', `/v1/courses/enrolled/${id}/lastRead`, { token: m.token, json: { lesson_id: 'x' } })).status).toBe(422);
    const stranger = await t.member();
    expect((await t.api('PUT', `/v1/courses/enrolled/${id}/lastRead`, { token: stranger.token, json: { lesson_id: c.lessons.quiz.id } })).status).toBe(404);
    expect((await t.api('GET', `/v1/courses/enrolled/${id}/lastRead`, { token: stranger.token })).status).toBe(404);
    expect((await t.api('GET', `/v1/courses/enrolled/${id}/lastRead`)).status).toBe(401);
  });
});

describe('GET /v1/courses/{courseId}/{id}', () => {
  it('gives a quiz without answer keys or explanations before any submission', async () => {
    const m = await t.member();
    await enrol(t, m.token, c.course.id);
    const res = await t.api('GET', `/v1/courses/${c.course.id}/${c.lessons.quiz.id}`, { token: m.token });
    expect(res.status).toBe(200);
    const raw = await res.text();
    expect(raw).not.toMatch(/correct/i);
    expect(raw).not.toContain('A longer out-breath calms.');
    const lesson = LessonSchema.parse(JSON.parse(raw).data);
    expect(lesson.quiz).toMatchObject({ pass_mark: 70, attempts: 0, best_score_percent: null, passed: false, last_result: null });
    expect(lesson.quiz!.questions.map((q) => q.kind)).toEqual(['single', 'multiple', 'true_false']);
    expect(lesson.previous_lesson_id).toBe(c.lessons.checklist.id);
    expect(lesson.next_lesson_id).toBe(c.lessons.survey.id);
  });

  it('gives each kind its part: reading with signed media, checklist items, survey questions, task prompt', async () => {
    const m = await t.member();
    const enrolmentId = await enrol(t, m.token, c.course.id);
    const detail = LessonSchema.parse((await body(await t.api('GET', `/v1/courses/${c.course.id}/${c.lessons.detail.id}`, { token: m.token }))).data);
    expect(detail.body_html).toBe('<p>Notice your breath.</p>');
    expect(detail.media.map((x) => [x.type, x.content_type])).toEqual([['audio', 'audio/wav'], ['pdf', 'application/pdf']]);
    expect(detail.media[0]!.url).toMatch(new RegExp(`^/v1/courses/enrolled/${enrolmentId}/stream/audio/breathing-bell.wav\\?expires=\\d+&signature=`));
    expect(detail.previous_lesson_id).toBeNull();
    const checklist = LessonSchema.parse((await body(await t.api('GET', `/v1/courses/${c.course.id}/${c.lessons.checklist.id}`, { token: m.token }))).data);
    expect(checklist.checklist).toEqual({ items: c.itemIds.map((id, i) => ({ id, position: i + 1, label: `Step ${i + 1}` })), checked_ids: [] });
    const survey = LessonSchema.parse((await body(await t.api('GET', `/v1/courses/${c.course.id}/${c.lessons.survey.id}`, { token: m.token }))).data);
    expect(survey.survey!.questions.map((q) => [q.kind, q.required])).toEqual([['rating', true], ['single', true], ['text', false]]);
    const task = LessonSchema.parse((await body(await t.api('GET', `/v1/courses/${c.course.id}/${c.lessons.task.id}`, { token: m.token }))).data);
    expect(task.task).toMatchObject({ prompt: 'Write your week plan.', answer: '', submitted: false, attachment: null, max_bytes: 10 * 1024 * 1024 });
    expect(task.next_lesson_id).toBeNull();
  });

  it('opens a preview lesson to anyone, without media; other lessons need a token (401) and enrolment (404, as for any enrolment-scoped resource)', async () => {
    const preview = await makeLesson(t.db, { courseId: c.course.id, position: 6, kind: 'detail', isPreview: true, bodyHtml: '<p>Taster</p>', media: [{ type: 'audio', file: 'breathing-bell.wav' }] });
    const open = await t.api('GET', `/v1/courses/${c.course.id}/${preview.id}`);
    expect(open.status).toBe(200);
    expect((await body(open)).data).toMatchObject({ body_html: '<p>Taster</p>', media: [], enrolment_id: null, completed: false });
    expect((await t.api('GET', `/v1/courses/${c.course.id}/${c.lessons.detail.id}`)).status).toBe(401);
    const m = await t.member();
    const notEnrolled = await t.api('GET', `/v1/courses/${c.course.id}/${c.lessons.detail.id}`, { token: m.token });
    expect(notEnrolled.status).toBe(404);
    expect((await body(notEnrolled)).message).toBe('You are not enrolled in this course.');
  });

  it('is a 404 for a lesson of another course and 422 for bad ids', async () => {
    const m = await t.member();
    await enrol(t, m.token, c.course.id);
    const other = await makeLearningCourse(t.db);
    expect((await t.api('GET', `/v1/courses/${c.course.id}/${other.lessons.detail.id}`, { token: m.token })).status).toBe(404);
    expect((await t.api('GET', `/v1/courses/999999/${c.lessons.detail.id}`, { token: m.token })).status).toBe(404);
    const bad = await t.api('GET', `/v1/courses/${c.course.id}/first`, { token: m.token });
    expect(bad.status).toBe(422);
    expect((await body(bad)).errors.id).toBeTruthy();
  });
});
