// Lessons in the studio (docs/rules/studio.md, "Lessons"): each of the five kinds with its content,
// the rules of a quiz question, items kept by id so learners' answers still match, reordering, and
// archiving, which keeps a learner's work, recounts their progress and tells them why.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, enrolments, lessonProgress, notifications } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeCategory } from '../catalogue/factories.ts';
import { body, enrol, makeLearningCourse } from '../learning/factories.ts';
import { auditRows } from './helpers.ts';

let t: TestContext;
type Member = Awaited<ReturnType<TestContext['member']>>;
let admin: Member;
let author: Member;
let courseId: number;
const lessonIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ name: 'Lesson Admin', role: 'admin' });
  author = await t.member({ name: 'Lesson Author', role: 'author' });
  const categoryId = (await makeCategory(t.db)).id;
  courseId = (await body(await t.api('POST', '/v1/admin/courses', { token: author.token, json: { title: 'Five kinds', category_id: categoryId } }))).data.id;
  for (const kind of ['detail', 'checklist', 'quiz', 'survey', 'task']) {
    const res = await t.api('POST', `/v1/admin/courses/${courseId}/lessons`, { token: author.token, json: { kind, title: `A ${kind} lesson` } });
    expect(res.status).toBe(201);
    lessonIds[kind] = (await body(res)).data.id;
  }
});
afterAll(() => t.close());

const edit = (id: number, json: Record<string, unknown>, who: Member = author) => t.api('PATCH', `/v1/admin/lessons/${id}`, { token: who.token, json });

describe('the five kinds and their editors', () => {
  it('adds lessons at the end in order, a quiz with the default pass mark', async () => {
    const course = (await body(await t.api('GET', `/v1/admin/courses/${courseId}`, { token: author.token }))).data;
    expect(course.lessons.map((l: { kind: string; position: number }) => [l.kind, l.position])).toEqual([['detail', 1], ['checklist', 2], ['quiz', 3], ['survey', 4], ['task', 5]]);
    expect((await body(await t.api('GET', `/v1/admin/lessons/${lessonIds.quiz}`, { token: author.token }))).data.pass_mark).toBe(70);
  });

  it('saves a reading with sanitized HTML and a free preview flag', async () => {
    const res = await edit(lessonIds.detail!, { body_html: '<h2>Arrive</h2><p>Breathe <img src=x onerror=alert(1)></p>', is_preview: true, duration_minutes: 8 });
    expect(res.status).toBe(200);
    const data = (await body(res)).data;
    expect(data.body_html).not.toContain('onerror');
    expect(data).toMatchObject({ is_preview: true, duration_minutes: 8 });
  });

  it('keeps checklist items by id when they are edited, adds new ones and removes the rest', async () => {
    const first = (await body(await edit(lessonIds.checklist!, { items: [{ label: 'Clear the desk' }, { label: 'Silence the phone' }, { label: 'Open a window' }] }))).data;
    const [a, b] = first.items;
    const second = (await body(await edit(lessonIds.checklist!, { items: [{ id: b.id, label: 'Silence the phone fully' }, { id: a.id, label: 'Clear the desk' }, { label: 'Light a candle' }] }))).data;
    expect(second.items.map((i: { label: string }) => i.label)).toEqual(['Silence the phone fully', 'Clear the desk', 'Light a candle']);
    expect(second.items[0].id).toBe(b.id);
    expect(second.items[1].id).toBe(a.id);
    expect(second.items).toHaveLength(3);
  });

  it('builds a quiz: single, multiple and true/false questions with explanations and a pass mark', async () => {
    const res = await edit(lessonIds.quiz!, {
      pass_mark: 60,
      quiz_questions: [
        { prompt: 'How long is the out-breath?', kind: 'single', options: [{ id: 'a', label: 'Four' }, { id: 'b', label: 'Six' }], correct_option_ids: ['b'], explanation: 'Longer calms.' },
        { prompt: 'Which help you rest?', kind: 'multiple', options: [{ id: 'a', label: 'Dim light' }, { id: 'b', label: 'Coffee' }, { id: 'c', label: 'Quiet' }], correct_option_ids: ['a', 'c'] },
        { prompt: 'Practice must be long.', kind: 'true_false', options: [], correct_option_ids: ['false'] },
      ],
    });
    expect(res.status).toBe(200);
    const data = (await body(res)).data;
    expect(data.pass_mark).toBe(60);
    expect(data.questions.map((q: { kind: string }) => q.kind)).toEqual(['single', 'multiple', 'true_false']);
    expect(data.questions[2].options).toEqual([{ id: 'true', label: 'True' }, { id: 'false', label: 'False' }]);
    expect(data.questions[0].explanation).toBe('Longer calms.');
  });

  it('refuses a quiz whose answers do not fit, every problem next to its field, and changes nothing', async () => {
    const before = (await body(await t.api('GET', `/v1/admin/lessons/${lessonIds.quiz}`, { token: author.token }))).data;
    const res = await edit(lessonIds.quiz!, {
      quiz_questions: [
        { prompt: 'One answer', kind: 'single', options: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }], correct_option_ids: ['a', 'b'] },
        { prompt: 'Too few options', kind: 'multiple', options: [{ id: 'a', label: 'A' }], correct_option_ids: ['a'] },
        { prompt: 'Unknown answer', kind: 'single', options: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }], correct_option_ids: ['z'] },
      ],
    });
    expect(res.status).toBe(422);
    const errors = (await body(res)).errors;
    expect(errors['quiz_questions.0.correct_option_ids']).toEqual(['Mark exactly one option as correct.']);
    expect(errors['quiz_questions.1.options']).toEqual(['Give at least two options.']);
    expect(errors['quiz_questions.2.correct_option_ids']).toEqual(['A correct answer must be one of the options.']);
    expect((await body(await t.api('GET', `/v1/admin/lessons/${lessonIds.quiz}`, { token: author.token }))).data).toEqual(before);
  });

  it('refuses fields of another kind', async () => {
    const res = await edit(lessonIds.detail!, { quiz_questions: [], task_prompt: 'Nope' });
    expect(res.status).toBe(422);
    const errors = (await body(res)).errors;
    expect(errors.quiz_questions).toEqual(['A reading lesson has no quiz questions.']);
    expect(errors.task_prompt).toEqual(['A reading lesson has no task prompt.']);
  });

  it('saves survey questions (rating, choice, text; required or not) and a task with its file rules', async () => {
    const survey = await edit(lessonIds.survey!, {
      survey_questions: [
        { prompt: 'How calm are you?', kind: 'rating' },
        { prompt: 'When will you practise?', kind: 'single', options: [{ id: 'am', label: 'Morning' }, { id: 'pm', label: 'Evening' }] },
        { prompt: 'Anything else?', kind: 'text', required: false },
      ],
    });
    expect(survey.status).toBe(200);
    expect((await body(survey)).data.questions.map((q: { required: boolean }) => q.required)).toEqual([true, true, false]);
    const noChoices = await edit(lessonIds.survey!, { survey_questions: [{ prompt: 'Pick', kind: 'single', options: [{ id: 'x', label: 'Only' }] }] });
    expect((await body(noChoices)).errors['survey_questions.0.options']).toEqual(['Give at least two choices.']);

    const task = await edit(lessonIds.task!, { task_prompt: 'Write your plan for the week.', task_file_types: ['pdf', 'png'], task_max_bytes: 2 * 1024 * 1024 });
    expect((await body(task)).data).toMatchObject({ task_prompt: 'Write your plan for the week.', task_file_types: ['pdf', 'png'], task_max_bytes: 2097152 });
    const tooBig = await edit(lessonIds.task!, { task_max_bytes: 500 * 1024 * 1024, task_file_types: ['exe'] });
    expect(tooBig.status).toBe(422);
    const errors = (await body(tooBig)).errors;
    expect(errors.task_max_bytes).toBeDefined();
    expect(Object.keys(errors).some((k) => k.startsWith('task_file_types'))).toBe(true);
  });

  it('will not let an id from another lesson in', async () => {
    // A question of another course's survey lesson.
    const elsewhere = await makeLearningCourse(t.db, { title: 'Elsewhere' });
    const other = elsewhere.surveyQuestions[0]!.id;
    const quizBefore = await auditRows(t, 'lesson', lessonIds.survey!);
    const res = await edit(lessonIds.survey!, { survey_questions: [{ id: other, prompt: 'Hijack', kind: 'text' }] });
    expect(res.status).toBe(422);
    expect((await body(res)).errors['survey_questions.0.id']).toBeDefined();
    expect(await auditRows(t, 'lesson', lessonIds.survey!)).toHaveLength(quizBefore.length);
  });

  it('reorders with the whole list, refuses a partial one, and audits each edit', async () => {
    const order = [lessonIds.quiz, lessonIds.detail, lessonIds.checklist, lessonIds.survey, lessonIds.task];
    const res = await t.api('PUT', `/v1/admin/courses/${courseId}/lessons/order`, { token: author.token, json: { lesson_ids: order } });
    expect(res.status).toBe(200);
    expect((await body(res)).data.lessons.map((l: { id: number }) => l.id)).toEqual(order);
    const partial = await t.api('PUT', `/v1/admin/courses/${courseId}/lessons/order`, { token: author.token, json: { lesson_ids: order.slice(1) } });
    expect(partial.status).toBe(422);
    expect((await body(partial)).errors.lesson_ids).toEqual(['Send every lesson of the course exactly once, in the new order.']);
    expect((await auditRows(t, 'course', courseId)).map((r) => r.action)).toContain('lesson.reorder');
    const quizAudit = await auditRows(t, 'lesson', lessonIds.quiz!);
    expect(quizAudit.map((r) => r.action)).toEqual(['lesson.create', 'lesson.update']);
    expect((quizAudit[1]!.after as { pass_mark: number }).pass_mark).toBe(60);
  });
});

describe('archiving a lesson of a course people are taking', () => {
  it('keeps the learner’s work, recounts progress, tells them, and hides the lesson from the outline', async () => {
    const course = await makeLearningCourse(t.db, { title: 'Taken course' });
    const learner = await t.member({ name: 'Busy Learner' });
    const enrolmentId = await enrol(t, learner.token, course.course.id);
    const at = (id: number, what: string) => `/v1/courses/${course.course.id}/${id}/${what}`;
    expect((await t.api('POST', at(course.lessons.detail.id, 'finish'), { token: learner.token })).status).toBeLessThan(300);
    expect((await t.api('POST', at(course.lessons.checklist.id, 'checklist'), { token: learner.token, json: { checked_ids: course.itemIds } })).status).toBeLessThan(300);
    const [before] = await t.db.select().from(enrolments).where(eq(enrolments.id, enrolmentId));
    expect(before!.progressPercent).toBe(40);

    const res = await t.api('POST', `/v1/admin/lessons/${course.lessons.checklist.id}/archive`, { token: admin.token });
    expect(res.status).toBe(200);
    expect((await body(res)).data.archived_at).not.toBeNull();

    const [after] = await t.db.select().from(enrolments).where(eq(enrolments.id, enrolmentId));
    expect(after!.progressPercent).toBe(25);
    const work = await t.db.select().from(lessonProgress).where(and(eq(lessonProgress.enrolmentId, enrolmentId), eq(lessonProgress.lessonId, course.lessons.checklist.id)));
    expect(work).toHaveLength(1);
    const [note] = await t.db.select().from(notifications).where(and(eq(notifications.userId, learner.id), eq(notifications.type, 'course_updates')));
    expect(note!.body).toContain('your progress is now 25%');
    expect(note!.body).toContain('Your work on the removed lesson is kept.');

    const outline = await body(await t.api('GET', `/v1/courses/${course.course.id}`));
    expect(outline.data.lessons.map((l: { id: number }) => l.id)).not.toContain(course.lessons.checklist.id);
    expect((await t.api('GET', `/v1/courses/${course.course.id}/${course.lessons.checklist.id}`, { token: learner.token })).status).toBe(404);
    expect((await t.api('PATCH', `/v1/admin/lessons/${course.lessons.checklist.id}`, { token: admin.token, json: { title: 'x' } })).status).toBe(409);

    // The studio still lists it, last, with the learners who have work on it.
    const studio = (await body(await t.api('GET', `/v1/admin/courses/${course.course.id}`, { token: admin.token }))).data;
    expect(studio.lessons.at(-1)).toMatchObject({ id: course.lessons.checklist.id, learners_with_work: 1 });

    const restored = await t.api('POST', `/v1/admin/lessons/${course.lessons.checklist.id}/restore`, { token: admin.token });
    // Back at the end of the last section: positions are renumbered in section order, so the fifth of five (docs/rules/studio.md, "Sections").
    expect((await body(restored)).data).toMatchObject({ archived_at: null, position: 5 });
    const [again] = await t.db.select().from(enrolments).where(eq(enrolments.id, enrolmentId));
    expect(again!.progressPercent).toBe(40);
    expect((await auditRows(t, 'lesson', course.lessons.checklist.id)).map((r) => r.action)).toEqual(['lesson.archive', 'lesson.restore']);
  });

  it('finishes the course for a learner whose only lesson left is removed', async () => {
    const course = await makeLearningCourse(t.db, { title: 'Nearly done course' });
    const learner = await t.member({ name: 'Nearly Done' });
    const enrolmentId = await enrol(t, learner.token, course.course.id);
    const at = (id: number, what: string) => `/v1/courses/${course.course.id}/${id}/${what}`;
    await t.api('POST', at(course.lessons.detail.id, 'finish'), { token: learner.token });
    await t.api('POST', at(course.lessons.checklist.id, 'checklist'), { token: learner.token, json: { checked_ids: course.itemIds } });
    await t.api('POST', at(course.lessons.quiz.id, 'quiz'), { token: learner.token, json: { answers: course.rightAnswers } });
    const [rating, choice] = course.surveyQuestions;
    await t.api('POST', at(course.lessons.survey.id, 'survey'), { token: learner.token, json: { answers: { [rating!.id]: 4, [choice!.id]: 'am' } } });
    await t.api('POST', `/v1/admin/lessons/${course.lessons.task.id}/archive`, { token: admin.token });
    const [row] = await t.db.select().from(enrolments).where(eq(enrolments.id, enrolmentId));
    expect(row).toMatchObject({ status: 'completed', progressPercent: 100 });
    const [note] = await t.db.select().from(notifications).where(and(eq(notifications.userId, learner.id), eq(notifications.type, 'course_updates')));
    expect(note!.body).toContain('the course is complete and your certificate is ready');
    // And it is: issued in the same transaction, nothing to collect (docs/rules/learning.md, "Certificates").
    expect((await t.db.select().from(certificates).where(eq(certificates.enrolmentId, enrolmentId))).map((c) => [c.userId, c.courseTitle])).toEqual([[learner.id, 'Nearly done course']]);
  });
});

describe('a task lesson’s own file rules', () => {
  it('reach the learner: the lesson says what it accepts, and other files are refused next to the field', async () => {
    const course = await makeLearningCourse(t.db, { title: 'Task rules course' });
    const task = course.lessons.task.id;
    await edit(task, { task_file_types: ['txt'], task_max_bytes: 1024 }, admin);
    const learner = await t.member({ name: 'Task Learner' });
    await enrol(t, learner.token, course.course.id);
    const lesson = (await body(await t.api('GET', `/v1/courses/${course.course.id}/${task}`, { token: learner.token }))).data;
    expect(lesson.task).toMatchObject({ accepted_types: ['txt'], max_bytes: 1024 });
    const send = (file: File) => {
      const form = new FormData();
      form.set('answer', 'My plan');
      form.set('file', file);
      return t.api('POST', `/v1/courses/${course.course.id}/${task}/task`, { token: learner.token, body: form });
    };
    const pdf = await send(new File([new TextEncoder().encode('%PDF-1.4\nplan')], 'plan.pdf'));
    expect(pdf.status).toBe(422);
    expect((await body(pdf)).errors.file).toEqual(['This task accepts TXT files only.']);
    const big = await send(new File(['x'.repeat(2048)], 'plan.txt'));
    expect((await body(big)).errors.file).toEqual(['This task accepts files up to 1 KB.']);
    expect((await send(new File(['a short plan'], 'plan.txt'))).status).toBeLessThan(300);
  });
});

describe('a lesson’s audio, video and PDF files, from the media library', () => {
  const MP3 = new Uint8Array([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64, ...new Array(400).fill(0)]);
  const uploadFile = async (who: Member, bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], name));
    const res = await t.api('POST', '/v1/admin/media', { token: who.token, body: form });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await body(res)).data as { id: number };
  };

  it('attaches a library file, which the enrolled learner streams through the player; images and others’ files are refused', async () => {
    const course = await makeLearningCourse(t.db, { title: 'Media course' });
    const detail = course.lessons.detail.id;
    const audio = await uploadFile(admin, MP3, 'bell.mp3');
    const res = await edit(detail, { media: [{ media_id: audio.id, title: 'Evening bell' }] }, admin);
    expect(res.status).toBe(200);
    const media = (await body(res)).data.media;
    expect(media).toHaveLength(1);
    expect(media[0]).toMatchObject({ type: 'audio', title: 'Evening bell' });
    expect(media[0].file).toMatch(/^[0-9a-f]{24}\.mp3$/);

    // The learner's player gets a signed address and the bytes stream from it.
    const learner = await t.member({ name: 'Media Learner' });
    await enrol(t, learner.token, course.course.id);
    const lesson = (await body(await t.api('GET', `/v1/courses/${course.course.id}/${detail}`, { token: learner.token }))).data;
    expect(lesson.media.map((m: { title: string }) => m.title)).toEqual(['Evening bell']);
    const stream = await t.api('GET', lesson.media[0].url);
    expect(stream.status).toBe(200);
    expect(new Uint8Array(await stream.arrayBuffer())).toEqual(MP3);

    // Kept by its file name, retitled; an image is refused; an author cannot attach the admin's file.
    const kept = await edit(detail, { media: [{ file: media[0].file, title: 'The bell' }] }, admin);
    expect((await body(kept)).data.media).toEqual([{ ...media[0], title: 'The bell' }]);
    const png = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7a6a' } }).png().toBuffer());
    const image = await uploadFile(admin, png, 'dot.png');
    const refused = await edit(detail, { media: [{ media_id: image.id, title: 'Dot' }] }, admin);
    expect(refused.status).toBe(422);
    expect((await body(refused)).errors['media.0.media_id']).toEqual(['Attach audio, video or a PDF here; images belong in the text or as the course image.']);
    const ownCourse = lessonIds.detail!;
    const others = await edit(ownCourse, { media: [{ media_id: audio.id, title: 'Not mine' }] }, author);
    expect((await body(others)).errors['media.0.media_id']).toEqual(['Choose a file from your media library.']);
    const stranger = await edit(detail, { media: [{ file: 'elsewhere.mp3', title: 'x' }] }, admin);
    expect((await body(stranger)).errors['media.0.file']).toBeDefined();
  });
});

