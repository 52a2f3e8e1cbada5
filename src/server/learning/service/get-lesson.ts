// One lesson for the player: its reading, media (signed stream URLs), the kind's questions or items
// (never a quiz's answer key before submission) and the member's saved work, with previous and next.
// Preview lessons open for anyone; the others need the member to be enrolled in the course.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { QUIZ_MAX_ATTEMPTS, TASK_FILE_MAX_BYTES, TASK_FILE_TYPES, type Lesson, type SurveyAnswer } from '../../../lib/schemas/learning.ts';
import type { Db } from '../../db/client.ts';
import { checklistItems, lessons, lessonTranslations, lessonWork, surveyQuestions } from '../../db/schema/index.ts';
import { AppError, notEnrolled, notFound } from '../../errors.ts';
import { m } from '../../../paraglide/messages.js';
import type { Actor } from '../../http/env.ts';
import { courseLessons, ownEnrolmentForCourse, publishedCourse } from './access.ts';
import { lessonMediaForPlayer } from './stream-media.ts';
import { lockedLessons, lessonLocked } from './drip.ts';
import { latestReview } from './task-submissions.ts';
import { asQuizWork, attemptById, attemptsLeft, passMarkOf, publicQuestions, quizQuestionsOf, quizResult } from './grade-quiz.ts';
import { drawFrom, drawSizeOf, questionsOfAttempt, type RandomSource } from './quiz-draws.ts';

type WorkRow = typeof lessonWork.$inferSelect;

/**
 * `locale` 'es': the lesson's Spanish title and reading where written, and `translated` says whether
 * there is a Spanish version (docs/rules/content.md, "Content translations"); one more statement,
 * only then. Items, questions and tasks stay as written.
 */
export async function getLesson({ db, actor, courseId, lessonId, secret, random, now = new Date(), locale }: { db: Db; actor: Actor | null; courseId: number; lessonId: number; secret: string; random?: RandomSource | undefined; now?: Date; locale?: 'en' | 'es' | undefined }): Promise<Lesson & { translated?: boolean }> {
  const course = await publishedCourse(db, courseId);
  const [lesson] = await db.select().from(lessons).where(and(eq(lessons.id, lessonId), eq(lessons.courseId, course.id), isNull(lessons.archivedAt))).limit(1);
  if (!lesson) throw notFound('lesson');
  const enrolment = actor ? await ownEnrolmentForCourse(db, actor, course.id) : null;
  if (!enrolment && !lesson.isPreview) {
    if (!actor) throw new AppError('unauthenticated', m.errors_lesson_log_in_to_open());
    // Like every enrolment-scoped resource, 404 for a member who is not enrolled (docs/rules/api-errors.md).
    throw notEnrolled();
  }
  // A lesson its drip schedule has not opened yet answers 403 with its opening (docs/rules/learning-progress.md, "Drip").
  const locked = enrolment ? await lockedLessons(db, enrolment, now) : Object.assign(new Map<number, Date>(), { cohortStartsAt: null });
  const opensAt = locked.get(lesson.id);
  if (opensAt) throw lessonLocked(opensAt, locked.cohortStartsAt);

  const [outline, workRows, doneRows, spanishRows] = await Promise.all([
    courseLessons(db, course.id),
    enrolment
      ? db.select().from(lessonWork).where(and(eq(lessonWork.enrolmentId, enrolment.id), eq(lessonWork.lessonId, lesson.id))).limit(1)
      : Promise.resolve([] as WorkRow[]),
    enrolment
      ? db.execute(sql`SELECT 1 FROM lesson_progress WHERE enrolment_id = ${enrolment.id} AND lesson_id = ${lesson.id}`)
      : Promise.resolve({ rows: [] }),
    locale === 'es'
      ? db.select({ title: lessonTranslations.title, bodyHtml: lessonTranslations.bodyHtml }).from(lessonTranslations).where(and(eq(lessonTranslations.lessonId, lesson.id), eq(lessonTranslations.locale, 'es'))).limit(1)
      : Promise.resolve(null),
  ]);
  const spanish = spanishRows?.[0] ?? null;
  const work = workRows[0] ?? null;
  // Previous and next skip lessons that are not open yet.
  const open = outline.filter((l) => l.id === lesson.id || !locked.has(l.id));
  const index = open.findIndex((l) => l.id === lesson.id);

  const payload: Lesson & { translated?: boolean } = {
    id: lesson.id,
    course_id: course.id,
    enrolment_id: enrolment?.id ?? null,
    position: lesson.position,
    title: spanish?.title ?? lesson.title,
    kind: lesson.kind,
    duration_minutes: lesson.durationMinutes,
    body_html: spanish?.bodyHtml || lesson.bodyHtml,
    // Stream URLs are tied to an enrolment; a visitor's preview shows the reading only.
    media: enrolment ? lessonMediaForPlayer(secret, enrolment.id, lesson.media) : [],
    completed: (doneRows as unknown as { rows: unknown[] }).rows.length > 0,
    previous_lesson_id: open[index - 1]?.id ?? null,
    next_lesson_id: open[index + 1]?.id ?? null,
    checklist: null,
    quiz: null,
    survey: null,
    task: null,
    saved_at: work ? work.updatedAt.toISOString() : null,
    ...(spanishRows ? { translated: spanish !== null } : {}),
  };

  if (lesson.kind === 'checklist') {
    const items = await db.select().from(checklistItems).where(eq(checklistItems.lessonId, lesson.id)).orderBy(asc(checklistItems.position), asc(checklistItems.id));
    const checked = Array.isArray(work?.data.checked_ids) ? (work.data.checked_ids as number[]) : [];
    payload.checklist = { items: items.map((i) => ({ id: i.id, position: i.position, label: i.label })), checked_ids: checked };
  } else if (lesson.kind === 'quiz') {
    const pool = await quizQuestionsOf(db, lesson.id);
    const quizWork = asQuizWork(work?.data);
    const attempt = quizWork ? await attemptById(db, quizWork.last_attempt_id) : null;
    const nextAttempt = (quizWork?.attempts ?? 0) + 1;
    // The member's next attempt draws its questions now, once (docs/rules/quizzes.md, "Question
    // pools"); a visitor's preview cannot answer and sees a fresh draw each time.
    const size = drawSizeOf(lesson, pool.length);
    const questions = !enrolment
      ? size === null ? pool : drawFrom(pool, size, random ?? Math.random)
      : attemptsLeft(quizWork) > 0 ? await questionsOfAttempt(db, { lesson, enrolmentId: enrolment.id, attempt: nextAttempt, pool, random })
        : pool.filter((q) => !attempt || String(q.id) in attempt.answers);
    payload.quiz = {
      questions: publicQuestions(questions, enrolment?.id ?? 0, nextAttempt),
      question_count: pool.length,
      pass_mark: passMarkOf(lesson),
      attempts: quizWork?.attempts ?? 0,
      best_score_percent: quizWork ? quizWork.best_score_percent : null,
      passed: quizWork?.passed ?? false,
      max_attempts: QUIZ_MAX_ATTEMPTS,
      attempts_left: attemptsLeft(quizWork),
      last_result: attempt && quizWork ? quizResult(pool, attempt, quizWork, passMarkOf(lesson), questions) : null,
    };
  } else if (lesson.kind === 'survey') {
    const questions = await db.select().from(surveyQuestions).where(eq(surveyQuestions.lessonId, lesson.id)).orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id));
    const answers = (work?.data.answers ?? {}) as Record<string, SurveyAnswer>;
    payload.survey = {
      questions: questions.map((q) => ({ id: q.id, position: q.position, prompt: q.prompt, kind: q.kind, options: q.options, required: q.required })),
      answers,
      submitted: work?.submitted ?? false,
    };
  } else if (lesson.kind === 'task') {
    const size = work?.data.attachment_size;
    payload.task = {
      prompt: lesson.taskPrompt ?? '',
      answer: typeof work?.data.answer === 'string' ? work.data.answer : '',
      submitted: work?.submitted ?? false,
      attachment: work?.attachmentPath ? { name: work.attachmentName ?? 'file', size: typeof size === 'number' ? size : null } : null,
      accepted_types: lesson.taskFileTypes?.length ? lesson.taskFileTypes : Object.keys(TASK_FILE_TYPES),
      max_bytes: lesson.taskMaxBytes ?? TASK_FILE_MAX_BYTES,
      review: enrolment ? await latestReview(db, enrolment.id, lesson.id) : null,
    };
  }
  return payload;
}
