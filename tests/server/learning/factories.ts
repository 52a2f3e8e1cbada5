// Test data for the learning tests: a course with one lesson of each of the five kinds (questions,
// items and media included), built on the catalogue factories, plus small helpers to enrol and read.
import type { Db } from '../../../src/server/db/client.ts';
import { checklistItems, quizQuestions, surveyQuestions } from '../../../src/server/db/schema/index.ts';
import { seedLessonMedia, DEMO_AUDIO, DEMO_PDF } from '../../../src/server/demo/media.ts';
import type { Storage } from '../../../src/server/storage/storage.ts';
import type { TestContext } from '../../helpers/app.ts';
import { makeBundle, makeCategory, makeCourse, makeLesson } from '../catalogue/factories.ts';

export type LearningCourse = Awaited<ReturnType<typeof makeLearningCourse>>;

/** A published course with lessons detail, checklist, quiz, survey, task (positions 1..5). */
export async function makeLearningCourse(db: Db, o: { free?: boolean; priceCents?: number; title?: string; passMark?: number } = {}) {
  const category = await makeCategory(db);
  const course = await makeCourse(db, {
    categoryId: category.id,
    isFree: o.free ?? true,
    priceCents: o.free === false ? (o.priceCents ?? 2900) : 0,
    ...(o.title ? { title: o.title } : {}),
  });
  const detail = await makeLesson(db, {
    courseId: course.id, position: 1, kind: 'detail', title: 'Arriving', bodyHtml: '<p>Notice your breath.</p>',
    media: [{ type: 'audio', file: DEMO_AUDIO, title: 'Bell' }, { type: 'pdf', file: DEMO_PDF, title: 'Guide' }],
  });
  const checklist = await makeLesson(db, { courseId: course.id, position: 2, kind: 'checklist', title: 'Set up your space' });
  const items = await db
    .insert(checklistItems)
    .values([1, 2, 3].map((position) => ({ lessonId: checklist.id, position, label: `Step ${position}` })))
    .returning();
  const quiz = await makeLesson(db, { courseId: course.id, position: 3, kind: 'quiz', title: 'Check in', passMark: o.passMark ?? 70 });
  const questions = await db
    .insert(quizQuestions)
    .values([
      { lessonId: quiz.id, position: 1, prompt: 'How long is the out-breath?', kind: 'single', options: [{ id: 'a', label: 'Four' }, { id: 'b', label: 'Six' }], correctOptionIds: ['b'], explanation: 'A longer out-breath calms.' },
      { lessonId: quiz.id, position: 2, prompt: 'Which help you rest?', kind: 'multiple', options: [{ id: 'a', label: 'Dim light' }, { id: 'b', label: 'Coffee' }, { id: 'c', label: 'Quiet' }], correctOptionIds: ['a', 'c'], explanation: 'Light and noise matter.' },
      { lessonId: quiz.id, position: 3, prompt: 'Practice needs to be long.', kind: 'true_false', options: [{ id: 'true', label: 'True' }, { id: 'false', label: 'False' }], correctOptionIds: ['false'], explanation: 'Short and often works.' },
    ])
    .returning();
  const survey = await makeLesson(db, { courseId: course.id, position: 4, kind: 'survey', title: 'How was it?' });
  const surveyQs = await db
    .insert(surveyQuestions)
    .values([
      { lessonId: survey.id, position: 1, prompt: 'How calm do you feel?', kind: 'rating', required: true },
      { lessonId: survey.id, position: 2, prompt: 'When will you practise?', kind: 'single', options: [{ id: 'am', label: 'Morning' }, { id: 'pm', label: 'Evening' }], required: true },
      { lessonId: survey.id, position: 3, prompt: 'Anything else?', kind: 'text', required: false },
    ])
    .returning();
  const task = await makeLesson(db, { courseId: course.id, position: 5, kind: 'task', title: 'Your plan', taskPrompt: 'Write your week plan.' });
  const [q1, q2, q3] = questions;
  return {
    course,
    lessons: { detail, checklist, quiz, survey, task },
    itemIds: items.map((i) => i.id),
    questions: questions,
    rightAnswers: { [q1!.id]: ['b'], [q2!.id]: ['a', 'c'], [q3!.id]: ['false'] } as Record<string, string[]>,
    wrongAnswers: { [q1!.id]: ['a'], [q2!.id]: ['a', 'b'], [q3!.id]: ['false'] } as Record<string, string[]>,
    surveyQuestions: surveyQs,
  };
}

export async function makeFreeBundle(db: Db, courseIds: number[]) {
  return makeBundle(db, courseIds, { priceCents: 0 });
}

export async function writeDemoMedia(db: Db, storage: Storage) {
  return seedLessonMedia({ db, storage });
}

/** Enrols the member through the API and returns the enrolment id. */
export async function enrol(t: TestContext, token: string, courseId: number): Promise<number> {
  const res = await t.api('POST', `/v1/courses/${courseId}/enrolment`, { token });
  if (res.status !== 201 && res.status !== 200) throw new Error(`enrol failed: ${res.status} ${await res.text()}`);
  return (await res.json()).data.enrolment_id;
}

export async function body<T = any>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
