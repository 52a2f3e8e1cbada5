// Saving the five lesson kinds, by lesson (/courses/{courseId}/{id}/...) and by enrolment
// (/courses/enrolled/{id}/...): rules, field errors, drafts kept, offline replays applied once,
// progress, and the course completing exactly once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaveResultSchema } from '../../../src/lib/schemas/learning.ts';
import { enrolments, lessonWork, quizAttempts } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body, enrol, makeLearningCourse, type LearningCourse } from './factories.ts';

let t: TestContext;
let c: LearningCourse;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  c = await makeLearningCourse(t.db);
});
afterAll(() => t.close());

async function learner() {
  const m = await t.member();
  const enrolmentId = await enrol(t, m.token, c.course.id);
  return { ...m, enrolmentId };
}
const byLesson = (lessonId: number, kind: string) => `/v1/courses/${c.course.id}/${lessonId}/${kind}`;
const byEnrolment = (enrolmentId: number, kind: string) => `/v1/courses/enrolled/${enrolmentId}/${kind}`;
const lesson = async (token: string, lessonId: number) => (await body(await t.api('GET', `/v1/courses/${c.course.id}/${lessonId}`, { token }))).data;
const saved = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return SaveResultSchema.parse((await body(res)).data);
};

describe('detail: /finish', () => {
  it('marks a reading done and counts it in the progress', async () => {
    const m = await learner();
    const result = await saved(await t.api('POST', byLesson(c.lessons.detail.id, 'finish'), { token: m.token }));
    expect(result).toMatchObject({ kind: 'detail', applied: true, lesson_completed: true, course_completed: false, progress_percent: 20 });
    expect((await lesson(m.token, c.lessons.detail.id)).completed).toBe(true);
    const outline = (await body(await t.api('GET', `/v1/courses/enrolled/${m.enrolmentId}`, { token: m.token }))).data;
    expect(outline.lessons[0].completed).toBe(true);
    expect(outline.completed_lessons).toBe(1);
  });

  it('applies a replayed save (same client_save_id) once', async () => {
    const m = await learner();
    const json = { lesson_id: c.lessons.detail.id, client_save_id: 'offline-save-0001' };
    const first = await saved(await t.api('POST', byEnrolment(m.enrolmentId, 'finish'), { token: m.token, json }));
    const replay = await saved(await t.api('POST', byEnrolment(m.enrolmentId, 'finish'), { token: m.token, json }));
    expect(first.applied).toBe(true);
    expect(replay).toMatchObject({ applied: false, lesson_completed: true, course_completed: false, progress_percent: 20 });
  });

  it('refuses to finish a quiz that has not been passed (422)', async () => {
    const m = await learner();
    const res = await t.api('POST', byLesson(c.lessons.quiz.id, 'finish'), { token: m.token });
    expect(res.status).toBe(422);
    expect((await body(res)).errors.lesson_id).toEqual(['Pass the quiz to finish this lesson.']);
  });

  it('answers 401 without a token, 404 for someone else\'s enrolment or course, 422 for bad input', async () => {
    const m = await learner();
    const stranger = await t.member();
    expect((await t.api('POST', byLesson(c.lessons.detail.id, 'finish'))).status).toBe(401);
    expect((await t.api('POST', byEnrolment(m.enrolmentId, 'finish'), { json: { lesson_id: c.lessons.detail.id } })).status).toBe(401);
    const notMine = await t.api('POST', byEnrolment(m.enrolmentId, 'finish'), { token: stranger.token, json: { lesson_id: c.lessons.detail.id } });
    expect(notMine.status).toBe(404);
    const notEnrolled = await t.api('POST', byLesson(c.lessons.detail.id, 'finish'), { token: stranger.token });
    expect(notEnrolled.status).toBe(404);
    expect((await body(notEnrolled)).message).toBe('You are not enrolled in this course.');
    const badId = await t.api('POST', byEnrolment(m.enrolmentId, 'finish'), { token: m.token, json: { lesson_id: c.lessons.detail.id, client_save_id: 'x' } });
    expect(badId.status).toBe(422);
    expect((await body(badId)).errors.client_save_id).toBeTruthy();
    expect((await t.api('POST', byEnrolment(m.enrolmentId, 'finish'), { token: m.token, json: {} })).status).toBe(422);
    const otherCourse = await makeLearningCourse(t.db);
    expect((await t.api('POST', byEnrolment(m.enrolmentId, 'finish'), { token: m.token, json: { lesson_id: otherCourse.lessons.detail.id } })).status).toBe(404);
  });
});

describe('checklist', () => {
  it('keeps ticks across visits and completes when every item is ticked', async () => {
    const m = await learner();
    const partial = await saved(await t.api('POST', byLesson(c.lessons.checklist.id, 'checklist'), { token: m.token, json: { checked_ids: [c.itemIds[0]] } }));
    expect(partial).toMatchObject({ lesson_completed: false, progress_percent: 0 });
    expect((await lesson(m.token, c.lessons.checklist.id)).checklist.checked_ids).toEqual([c.itemIds[0]]);
    const full = await saved(await t.api('POST', byEnrolment(m.enrolmentId, 'checklist'), { token: m.token, json: { lesson_id: c.lessons.checklist.id, checked_ids: c.itemIds } }));
    expect(full).toMatchObject({ kind: 'checklist', lesson_completed: true, progress_percent: 20 });
    expect((await lesson(m.token, c.lessons.checklist.id)).checklist.checked_ids).toEqual(c.itemIds);
  });

  it('refuses items of another lesson and a save of the wrong kind (422)', async () => {
    const m = await learner();
    const res = await t.api('POST', byLesson(c.lessons.checklist.id, 'checklist'), { token: m.token, json: { checked_ids: [999999] } });
    expect(res.status).toBe(422);
    expect((await body(res)).errors.checked_ids[0]).toMatch(/not part of this checklist/);
    const wrongKind = await t.api('POST', byLesson(c.lessons.quiz.id, 'checklist'), { token: m.token, json: { checked_ids: [] } });
    expect(wrongKind.status).toBe(422);
    expect((await body(wrongKind)).message).toMatch(/This lesson is a quiz, not a checklist/);
    expect((await t.api('POST', byLesson(c.lessons.checklist.id, 'checklist'), { token: m.token, json: { checked_ids: 'all' } })).status).toBe(422);
    expect((await t.api('POST', byLesson(c.lessons.checklist.id, 'checklist'), { json: { checked_ids: [] } })).status).toBe(401);
  });
});

describe('quiz', () => {
  it('grades on the server: a failed attempt tells the score only, a passing one completes and opens the review', async () => {
    const m = await learner();
    const wrongRes = await t.api('POST', byLesson(c.lessons.quiz.id, 'quiz'), { token: m.token, json: { answers: c.wrongAnswers } });
    const wrongText = await wrongRes.clone().text();
    const wrong = await saved(wrongRes);
    expect(wrong.lesson_completed).toBe(false);
    expect(wrong.quiz).toMatchObject({ score_percent: 33, passed: false, pass_mark: 70, best_score_percent: 33, attempts: 1, max_attempts: 5, attempts_left: 4, questions: null });
    // Nothing in the reply says which questions were right: no per-question result, answer key or explanation.
    expect(wrongText).not.toMatch(/"correct"|correct_option_ids|explanation|A longer out-breath/);
    const afterWrong = (await lesson(m.token, c.lessons.quiz.id)).quiz;
    expect(afterWrong).toMatchObject({ attempts: 1, attempts_left: 4, passed: false });
    expect(afterWrong.last_result.questions).toBeNull();
    expect(JSON.stringify(afterWrong)).not.toMatch(/"correct"|correct_option_ids|explanation/);

    const right = await saved(await t.api('POST', byEnrolment(m.enrolmentId, 'quiz'), { token: m.token, json: { lesson_id: c.lessons.quiz.id, answers: c.rightAnswers } }));
    expect(right).toMatchObject({ lesson_completed: true, progress_percent: 20 });
    expect(right.quiz).toMatchObject({ score_percent: 100, passed: true, best_score_percent: 100, attempts: 2, attempts_left: 3 });
    expect(right.quiz!.questions!.map((q) => [q.correct, q.correct_option_ids])).toEqual([[true, ['b']], [true, ['a', 'c']], [true, ['false']]]);
    expect(right.quiz!.questions![0]!.explanation).toBe('A longer out-breath calms.');

    // A worse attempt afterwards does not undo the pass: the best attempt counts, and the review stays open.
    const worse = await saved(await t.api('POST', byLesson(c.lessons.quiz.id, 'quiz'), { token: m.token, json: { answers: c.wrongAnswers } }));
    expect(worse.quiz).toMatchObject({ score_percent: 33, passed: false, best_score_percent: 100, attempts: 3 });
    expect(worse.quiz!.questions!.map((q) => q.correct)).toEqual([false, false, true]);
    expect(worse.lesson_completed).toBe(true);
    const attempts = await t.db.select().from(quizAttempts).where(eq(quizAttempts.enrolmentId, m.enrolmentId));
    expect(attempts.map((a) => [a.scorePercent, a.passed])).toEqual([[33, false], [100, true], [33, false]]);
    const reopened = (await lesson(m.token, c.lessons.quiz.id)).quiz;
    expect(reopened).toMatchObject({ attempts: 3, best_score_percent: 100, passed: true });
    expect(reopened.last_result.attempt_id).toBe(attempts[2]!.id);
    expect(reopened.last_result.questions).toHaveLength(3);
  });

  it('opens the review after the last attempt and then takes no more attempts', async () => {
    const m = await learner();
    for (let n = 1; n <= 4; n++) {
      const attempt = await saved(await t.api('POST', byLesson(c.lessons.quiz.id, 'quiz'), { token: m.token, json: { answers: c.wrongAnswers } }));
      expect(attempt.quiz).toMatchObject({ attempts: n, attempts_left: 5 - n, questions: null });
      expect(attempt.quiz!.next_questions).toHaveLength(3);
    }
    const last = await saved(await t.api('POST', byLesson(c.lessons.quiz.id, 'quiz'), { token: m.token, json: { answers: c.wrongAnswers } }));
    expect(last.quiz).toMatchObject({ attempts: 5, attempts_left: 0, passed: false, next_questions: null });
    // Finished without a pass: the member can go on and complete the course.
    expect(last.lesson_completed).toBe(true);
    expect(last.quiz!.questions!.map((q) => [q.correct, q.correct_option_ids])).toEqual([[false, ['b']], [false, ['a', 'c']], [true, ['false']]]);
    const more = await t.api('POST', byLesson(c.lessons.quiz.id, 'quiz'), { token: m.token, json: { answers: c.rightAnswers } });
    expect(more.status).toBe(422);
    expect((await body(more)).errors).toEqual({ answers: ['You have used all 5 attempts at this quiz.'] });
    expect(await t.db.select().from(quizAttempts).where(eq(quizAttempts.enrolmentId, m.enrolmentId))).toHaveLength(5);
    expect((await lesson(m.token, c.lessons.quiz.id)).quiz).toMatchObject({ attempts: 5, attempts_left: 0, passed: false });
  });

  it('shuffles the options per attempt, the same order on every reload, and grades by option id', async () => {
    const m = await learner();
    const order = (questions: Array<{ options: Array<{ id: string }> }>) => questions.map((q) => q.options.map((o) => o.id).join(''));
    const seen = new Set<string>();
    for (let n = 0; n < 4; n++) {
      const shown = order((await lesson(m.token, c.lessons.quiz.id)).quiz.questions);
      expect(order((await lesson(m.token, c.lessons.quiz.id)).quiz.questions)).toEqual(shown);
      expect([...shown[0]!].sort().join('')).toBe('ab');
      expect([...shown[1]!].sort().join('')).toBe('abc');
      expect(shown[2]).toBe('truefalse');
      seen.add(shown.join('|'));
      const attempt = await saved(await t.api('POST', byLesson(c.lessons.quiz.id, 'quiz'), { token: m.token, json: { answers: c.wrongAnswers } }));
      expect(order(attempt.quiz!.next_questions!)).toEqual(order((await lesson(m.token, c.lessons.quiz.id)).quiz.questions));
    }
    expect(seen.size).toBeGreaterThan(1);
    const passed = await saved(await t.api('POST', byLesson(c.lessons.quiz.id, 'quiz'), { token: m.token, json: { answers: c.rightAnswers } }));
    expect(passed.quiz).toMatchObject({ score_percent: 100, passed: true });
  });

  it('records a replayed submission once', async () => {
    const m = await learner();
    const json = { answers: c.rightAnswers, client_save_id: 'quiz-replay-42' };
    const first = await saved(await t.api('POST', byLesson(c.lessons.quiz.id, 'quiz'), { token: m.token, json }));
    const again = await saved(await t.api('POST', byLesson(c.lessons.quiz.id, 'quiz'), { token: m.token, json }));
    expect(again.applied).toBe(false);
    expect(again.quiz!.attempt_id).toBe(first.quiz!.attempt_id);
    expect(await t.db.select().from(quizAttempts).where(eq(quizAttempts.enrolmentId, m.enrolmentId))).toHaveLength(1);
  });

  it('asks for every answer, one option for single choice, offered options only (422)', async () => {
    const m = await learner();
    const [q1, q2, q3] = c.questions;
    const missing = await t.api('POST', byLesson(c.lessons.quiz.id, 'quiz'), { token: m.token, json: { answers: { [q1!.id]: ['b'] } } });
    expect(missing.status).toBe(422);
    const missingBody = await body(missing);
    expect(missingBody.message).toBe('Answer every question before submitting (2 left).');
    expect(missingBody.errors[`answers.${q2!.id}`]).toEqual(['Choose an answer.']);
    const two = await t.api('POST', byLesson(c.lessons.quiz.id, 'quiz'), { token: m.token, json: { answers: { ...c.rightAnswers, [q1!.id]: ['a', 'b'] } } });
    expect((await body(two)).errors[`answers.${q1!.id}`]).toEqual(['Choose one answer.']);
    const invented = await t.api('POST', byLesson(c.lessons.quiz.id, 'quiz'), { token: m.token, json: { answers: { ...c.rightAnswers, [q3!.id]: ['maybe'] } } });
    expect((await body(invented)).errors[`answers.${q3!.id}`]).toEqual(['Choose one of the offered answers.']);
    expect((await t.api('POST', byLesson(c.lessons.quiz.id, 'quiz'), { token: m.token, json: { answers: 'b' } })).status).toBe(422);
    expect(await t.db.select().from(quizAttempts).where(eq(quizAttempts.enrolmentId, m.enrolmentId))).toHaveLength(0);
  });
});

describe('survey', () => {
  it('keeps a draft, then stores the submitted answers and completes', async () => {
    const m = await learner();
    const [rating, single] = c.surveyQuestions;
    const draft = await saved(await t.api('POST', byLesson(c.lessons.survey.id, 'survey'), { token: m.token, json: { answers: { [rating!.id]: 4 }, submit: false } }));
    expect(draft.lesson_completed).toBe(false);
    expect((await lesson(m.token, c.lessons.survey.id)).survey).toMatchObject({ answers: { [rating!.id]: 4 }, submitted: false });
    const done = await saved(
      await t.api('POST', byEnrolment(m.enrolmentId, 'survey'), { token: m.token, json: { lesson_id: c.lessons.survey.id, answers: { [rating!.id]: 5, [single!.id]: 'am', [c.surveyQuestions[2]!.id]: '  Lovely  ' } } }),
    );
    expect(done).toMatchObject({ kind: 'survey', lesson_completed: true });
    const [row] = await t.db.select().from(lessonWork).where(and(eq(lessonWork.enrolmentId, m.enrolmentId), eq(lessonWork.lessonId, c.lessons.survey.id)));
    expect(row!.data).toEqual({ answers: { [rating!.id]: 5, [single!.id]: 'am', [c.surveyQuestions[2]!.id]: 'Lovely' } });
    expect(row!.submitted).toBe(true);
  });

  it('needs the required answers to submit and checks each answer (422)', async () => {
    const m = await learner();
    const [rating, single] = c.surveyQuestions;
    const missing = await t.api('POST', byLesson(c.lessons.survey.id, 'survey'), { token: m.token, json: { answers: { [rating!.id]: 3 } } });
    expect(missing.status).toBe(422);
    expect((await body(missing)).errors[`answers.${single!.id}`]).toEqual(['Please answer this question.']);
    const outOfRange = await t.api('POST', byLesson(c.lessons.survey.id, 'survey'), { token: m.token, json: { answers: { [rating!.id]: 9, [single!.id]: 'noon' }, submit: false } });
    const errors = (await body(outOfRange)).errors;
    expect(errors[`answers.${rating!.id}`]).toEqual(['Choose a rating from 1 to 5.']);
    expect(errors[`answers.${single!.id}`]).toEqual(['Choose one of the offered answers.']);
    expect((await t.api('POST', byLesson(c.lessons.survey.id, 'survey'), { token: m.token, json: { answers: { 12345678: 1 } } })).status).toBe(422);
  });
});

describe('task', () => {
  const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n%a small file that starts like a PDF\n');
  const pdf = () => new File([PDF_BYTES], 'My plan.pdf', { type: 'application/pdf' });

  it('keeps a draft, then submits with a file stored under tasks/<enrolment>/', async () => {
    const m = await learner();
    const draft = await saved(await t.api('POST', byLesson(c.lessons.task.id, 'task'), { token: m.token, json: { answer: 'Monday: walk' } }));
    expect(draft.lesson_completed).toBe(false);
    expect((await lesson(m.token, c.lessons.task.id)).task).toMatchObject({ answer: 'Monday: walk', submitted: false });

    const form = new FormData();
    form.set('lesson_id', String(c.lessons.task.id));
    form.set('answer', 'Monday: walk. Tuesday: stretch.');
    form.set('submit', 'true');
    form.set('file', pdf());
    const done = await saved(await t.api('POST', byEnrolment(m.enrolmentId, 'task'), { token: m.token, body: form }));
    expect(done).toMatchObject({ kind: 'task', lesson_completed: true, attachment: { name: 'My plan.pdf', size: PDF_BYTES.byteLength } });
    const [row] = await t.db.select().from(lessonWork).where(and(eq(lessonWork.enrolmentId, m.enrolmentId), eq(lessonWork.lessonId, c.lessons.task.id)));
    expect(row!.attachmentPath).toMatch(new RegExp(`^tasks/${m.enrolmentId}/${c.lessons.task.id}-[\\w-]+\\.pdf$`));
    expect(new TextDecoder().decode((await t.deps.storage.get(row!.attachmentPath!))!)).toContain('%PDF-1.4');

    // A new file replaces the old one in the draft; the submitted one stays in storage, since its
    // submission keeps it (docs/rules/task-review.md).
    const replace = new FormData();
    replace.set('answer', 'Updated');
    replace.set('file', new File(['plain notes'], 'notes.txt', { type: 'text/plain' }));
    const replaced = await saved(await t.api('POST', byLesson(c.lessons.task.id, 'task'), { token: m.token, body: replace }));
    expect(replaced.attachment).toEqual({ name: 'notes.txt', size: 11 });
    expect(await t.deps.storage.stat(row!.attachmentPath!)).not.toBeNull();
    expect((await lesson(m.token, c.lessons.task.id)).task).toMatchObject({ answer: 'Updated', submitted: true, attachment: { name: 'notes.txt', size: 11 } });
    // A file only a draft held is removed when another replaces it.
    const [draftRow] = await t.db.select().from(lessonWork).where(and(eq(lessonWork.enrolmentId, m.enrolmentId), eq(lessonWork.lessonId, c.lessons.task.id)));
    const again = new FormData();
    again.set('answer', 'Updated');
    again.set('file', new File(['other notes'], 'other.txt', { type: 'text/plain' }));
    await saved(await t.api('POST', byLesson(c.lessons.task.id, 'task'), { token: m.token, body: again }));
    expect(await t.deps.storage.stat(draftRow!.attachmentPath!)).toBeNull();
  });

  it('checks the file type by name and content, and the size (422), storing nothing', async () => {
    const m = await learner();
    const send = (file: File) => {
      const form = new FormData();
      form.set('answer', 'x');
      form.set('file', file);
      return t.api('POST', byLesson(c.lessons.task.id, 'task'), { token: m.token, body: form });
    };
    const exe = await send(new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], 'tool.exe'));
    expect(exe.status).toBe(422);
    expect((await body(exe)).errors.file).toEqual(['The file must be a PDF, PNG, JPEG, TXT or DOCX file.']);
    const disguised = await send(new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], 'plan.pdf'));
    expect((await body(disguised)).errors.file[0]).toMatch(/not a PDF file/);
    const big = await send(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.txt'));
    expect(big.status).toBe(422);
    expect((await body(big)).errors.file).toEqual(['The file must be 10 MB or smaller.']);
    const [row] = await t.db.select().from(lessonWork).where(and(eq(lessonWork.enrolmentId, m.enrolmentId), eq(lessonWork.lessonId, c.lessons.task.id)));
    expect(row).toBeUndefined();
  });

  it('refuses to submit an empty task (422) and an over-long answer (422)', async () => {
    const m = await learner();
    const empty = await t.api('POST', byLesson(c.lessons.task.id, 'task'), { token: m.token, json: { answer: '   ', submit: true } });
    expect(empty.status).toBe(422);
    expect((await body(empty)).errors.answer).toEqual(['Write an answer or attach a file before submitting.']);
    const long = await t.api('POST', byLesson(c.lessons.task.id, 'task'), { token: m.token, json: { answer: 'a'.repeat(20_001) } });
    expect(long.status).toBe(422);
    expect((await body(long)).errors.answer).toBeTruthy();
    expect((await t.api('POST', byLesson(c.lessons.task.id, 'task'), { json: { answer: 'x' } })).status).toBe(401);
  });
});

describe('course completion', () => {
  async function completeAllBut(m: { token: string; enrolmentId: number }, skip: string[]) {
    const steps: Record<string, () => Promise<Response>> = {
      detail: () => t.api('POST', byLesson(c.lessons.detail.id, 'finish'), { token: m.token }),
      checklist: () => t.api('POST', byLesson(c.lessons.checklist.id, 'checklist'), { token: m.token, json: { checked_ids: c.itemIds } }),
      quiz: () => t.api('POST', byLesson(c.lessons.quiz.id, 'quiz'), { token: m.token, json: { answers: c.rightAnswers } }),
      survey: () => t.api('POST', byLesson(c.lessons.survey.id, 'survey'), { token: m.token, json: { answers: { [c.surveyQuestions[0]!.id]: 5, [c.surveyQuestions[1]!.id]: 'pm' } } }),
      task: () => t.api('POST', byLesson(c.lessons.task.id, 'task'), { token: m.token, json: { answer: 'Done', submit: true } }),
    };
    const results = [];
    for (const [kind, run] of Object.entries(steps)) if (!skip.includes(kind)) results.push(await saved(await run()));
    return { results, steps };
  }

  it('completes the course once: only the save that finished it says so', async () => {
    const m = await learner();
    const { results } = await completeAllBut(m, []);
    expect(results.map((r) => r.progress_percent)).toEqual([20, 40, 60, 80, 100]);
    expect(results.map((r) => r.course_completed)).toEqual([false, false, false, false, true]);
    const again = await saved(await t.api('POST', byLesson(c.lessons.detail.id, 'finish'), { token: m.token }));
    expect(again.course_completed).toBe(false);
    const [row] = await t.db.select().from(enrolments).where(eq(enrolments.id, m.enrolmentId));
    expect(row).toMatchObject({ status: 'completed', progressPercent: 100 });
    expect(row!.completedAt).toBeInstanceOf(Date);
  });

  it('completes once when the last two lessons are finished at the same moment', async () => {
    const m = await learner();
    const { steps } = await completeAllBut(m, ['detail', 'task']);
    const [a, b] = await Promise.all([steps.detail!(), steps.task!()]);
    const results = [await saved(a), await saved(b)];
    expect(results.filter((r) => r.course_completed)).toHaveLength(1);
    expect(results.map((r) => r.progress_percent).sort()).toEqual([100, 80].sort());
  });
});

describe('every save endpoint', () => {
  const validBody = (kind: string, lessonId?: number) => {
    const ref = lessonId ? { lesson_id: lessonId } : {};
    if (kind === 'checklist') return { ...ref, checked_ids: [c.itemIds[0]] };
    if (kind === 'quiz') return { ...ref, answers: c.rightAnswers };
    if (kind === 'survey') return { ...ref, answers: { [c.surveyQuestions[0]!.id]: 3 }, submit: false };
    if (kind === 'task') return { ...ref, answer: 'A draft' };
    return ref;
  };
  const lessonOf = (kind: string) => (kind === 'finish' ? c.lessons.detail : c.lessons[kind as 'checklist' | 'quiz' | 'survey' | 'task']).id;
  const invalid: Record<string, { body: Record<string, unknown>; field: string }> = {
    finish: { body: { client_save_id: '!' }, field: 'client_save_id' },
    checklist: { body: { checked_ids: [-1] }, field: 'checked_ids.0' },
    quiz: { body: { answers: { abc: ['a'] } }, field: 'answers.abc' },
    survey: { body: { answers: {}, submit: 'yes' }, field: 'submit' },
    task: { body: { answer: 7 }, field: 'answer' },
  };

  for (const kind of ['finish', 'checklist', 'quiz', 'survey', 'task']) {
    it(`${kind}: saves by lesson and by enrolment; 401 without a token, 404 for another member, 422 for bad input`, async () => {
      const m = await learner();
      const stranger = await learner();
      const lessonId = lessonOf(kind);
      const byLessonRes = await t.api('POST', byLesson(lessonId, kind), { token: m.token, json: validBody(kind) });
      expect(byLessonRes.status, await byLessonRes.clone().text()).toBe(200);
      const byEnrolmentRes = await t.api('POST', byEnrolment(m.enrolmentId, kind), { token: m.token, json: validBody(kind, lessonId) });
      expect(byEnrolmentRes.status, await byEnrolmentRes.clone().text()).toBe(200);
      expect((await body(byEnrolmentRes)).data.lesson_id).toBe(lessonId);

      expect((await t.api('POST', byLesson(lessonId, kind), { json: validBody(kind) })).status).toBe(401);
      expect((await t.api('POST', byEnrolment(m.enrolmentId, kind), { json: validBody(kind, lessonId) })).status).toBe(401);
      // The stranger is enrolled in the same course, but the enrolment is not theirs.
      const notTheirs = await t.api('POST', byEnrolment(m.enrolmentId, kind), { token: stranger.token, json: validBody(kind, lessonId) });
      expect(notTheirs.status).toBe(404);

      const bad = await t.api('POST', byLesson(lessonId, kind), { token: m.token, json: invalid[kind]!.body });
      expect(bad.status).toBe(422);
      expect(Object.keys((await body(bad)).errors)).toContain(invalid[kind]!.field);
      const badEnrolment = await t.api('POST', byEnrolment(m.enrolmentId, kind), { token: m.token, json: { ...invalid[kind]!.body, lesson_id: lessonId } });
      expect(badEnrolment.status).toBe(422);
      expect((await t.api('POST', `/v1/courses/enrolled/abc/${kind}`, { token: m.token, json: validBody(kind, lessonId) })).status).toBe(422);
    });
  }
});
