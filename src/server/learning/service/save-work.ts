// The five lesson kinds' save rules, each a service verb over the one pipeline in run-save.ts:
// detail is finished, a checklist completes when every item is ticked, a quiz when an attempt
// passes, a survey and a task when submitted (drafts are kept without completing).
import { asc, eq } from 'drizzle-orm';
import { QUIZ_MAX_ATTEMPTS, RATING_MAX, RATING_MIN, SURVEY_TEXT_MAX_CHARS, type LessonKind, type SaveResult, type SurveyAnswer } from '../../../lib/schemas/learning.ts';
import type { Db } from '../../db/client.ts';
import { quizAttempts, surveyQuestions } from '../../db/schema/index.ts';
import { AppError, fieldError, type FieldErrors } from '../../errors.ts';
import { currentLocale, INTL_LOCALE } from '../../../lib/i18n.ts';
import { m } from '../../../paraglide/messages.js';
import type { Actor } from '../../http/env.ts';
import type { Storage } from '../../storage/storage.ts';
import { asQuizWork, assertAttemptLeft, gradeQuiz, passMarkOf, quizQuestionsOf, quizResult, validateQuizAnswers } from './grade-quiz.ts';
import { cardsFromQuiz } from '../../review/service/index.ts';
import { checkLessonFileRules, checkTaskFile, taskFileKey } from './task-files.ts';
import { fileInHistory, recordSubmission } from './task-submissions.ts';
import { runSave, type SaveTarget } from './run-save.ts';
import { questionsOfAttempt, type RandomSource } from './quiz-draws.ts';
import { recordQuizPassed } from './webhook-events.ts';

type Common = { db: Db; actor: Actor; target: SaveTarget; clientSaveId?: string | undefined; finishedAt?: Date | undefined; now?: Date | undefined };

// What is left to finish a lesson of each kind, in the request's language (read when refusing).
const FINISH_FIRST: Record<Exclude<LessonKind, 'detail'>, () => string> = {
  checklist: () => m.errors_finish_checklist(),
  quiz: () => m.errors_finish_quiz(),
  survey: () => m.errors_finish_survey(),
  task: () => m.errors_finish_task(),
};

/** Marks a reading done. Other kinds finish through their own save; /finish then just confirms it. */
export async function finishLesson({ db, actor, target, clientSaveId, finishedAt, now }: Common): Promise<SaveResult> {
  const { result } = await runSave({
    db, actor, target, kind: 'finish', clientSaveId, finishedAt, now,
    apply: async (locked) => {
      if (locked.lesson.kind === 'detail') return { data: { finished: true }, submitted: true, complete: true };
      if (!locked.completed) {
        const message = FINISH_FIRST[locked.lesson.kind]();
        throw new AppError('validation', message, { errors: { lesson_id: [message] } });
      }
      return null;
    },
  });
  return result;
}

export async function saveChecklist({ db, actor, target, clientSaveId, finishedAt, now, checkedIds }: Common & { checkedIds: number[] }): Promise<SaveResult> {
  const { result } = await runSave({
    db, actor, target, kind: 'checklist', clientSaveId, finishedAt, now,
    apply: async (locked) => {
      const known = new Set(locked.lesson.checklistItemIds ?? []);
      const checked = [...new Set(checkedIds)].sort((a, b) => a - b);
      const unknown = checked.filter((id) => !known.has(id));
      if (unknown.length) throw fieldError('checked_ids', m.errors_checklist_unknown_items({ ids: unknown.join(', ') }));
      const complete = checked.length === known.size;
      return { data: { checked_ids: checked }, submitted: complete, complete };
    },
  });
  return result;
}

/**
 * Grades an attempt over the questions it drew (all of them without a pool) and draws the next
 * attempt's questions, so "Try again" shows them at once (docs/rules/quizzes.md, "Question pools").
 */
export async function submitQuiz({ db, actor, target, clientSaveId, finishedAt, now, answers, random }: Common & { answers: Record<string, string[]>; random?: RandomSource | undefined }): Promise<SaveResult> {
  const { result } = await runSave({
    db, actor, target, kind: 'quiz', clientSaveId, finishedAt, now,
    apply: async (locked, tx) => {
      const before = asQuizWork(locked.work?.data);
      assertAttemptLeft(before);
      const pool = await quizQuestionsOf(tx, locked.lesson.id);
      const draw = { lesson: locked.lesson, enrolmentId: locked.enrolment.id, pool, random };
      const questions = await questionsOfAttempt(tx, { ...draw, attempt: (before?.attempts ?? 0) + 1 });
      const clean = validateQuizAnswers(questions, answers);
      const passMark = passMarkOf(locked.lesson);
      const { scorePercent, passed } = gradeQuiz(questions, clean, passMark);
      const [attempt] = await tx
        .insert(quizAttempts)
        .values({ enrolmentId: locked.enrolment.id, lessonId: locked.lesson.id, answers: clean, scorePercent, passed })
        .returning();
      const work = {
        attempts: (before?.attempts ?? 0) + 1,
        best_score_percent: Math.max(before?.best_score_percent ?? 0, scorePercent),
        passed: Boolean(before?.passed) || passed,
        last_attempt_id: attempt!.id,
      };
      // Out of attempts the lesson is finished without a pass, so no member is locked out of their
      // course for good (docs/rules/quizzes.md).
      const complete = work.passed || work.attempts >= QUIZ_MAX_ATTEMPTS;
      if (passed && !before?.passed) await recordQuizPassed(tx, { userId: actor.id, courseId: locked.enrolment.courseId, lessonId: locked.lesson.id, scorePercent, attempt: work.attempts, at: now ?? new Date() });
      // Once the quiz's review is open, its questions become review cards (docs/rules/review.md).
      if (complete) await cardsFromQuiz(tx, { userId: actor.id, enrolmentId: locked.enrolment.id, lessonId: locked.lesson.id, answeredAt: new Date() });
      const next = work.attempts < QUIZ_MAX_ATTEMPTS ? await questionsOfAttempt(tx, { ...draw, attempt: work.attempts + 1 }) : [];
      return { data: work, submitted: true, complete, quiz: quizResult(pool, attempt!, work, passMark, next) };
    },
  });
  return result;
}

function checkSurveyAnswer(kind: 'rating' | 'single' | 'text', options: Array<{ id: string }>, value: SurveyAnswer): { value?: SurveyAnswer; error?: string } {
  if (kind === 'rating') {
    const n = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : NaN;
    if (!Number.isInteger(n) || n < RATING_MIN || n > RATING_MAX) return { error: m.errors_survey_rating_range({ min: RATING_MIN, max: RATING_MAX }) };
    return { value: n };
  }
  if (kind === 'single') {
    const v = String(value);
    return options.some((o) => o.id === v) ? { value: v } : { error: m.errors_choose_offered_answer() };
  }
  const text = String(value).trim();
  if (text.length > SURVEY_TEXT_MAX_CHARS) return { error: m.errors_survey_answer_under({ max: SURVEY_TEXT_MAX_CHARS.toLocaleString(currentLocale() === 'es' ? INTL_LOCALE.es : 'en-US') }) };
  return { value: text };
}

export async function saveSurvey({ db, actor, target, clientSaveId, finishedAt, now, answers, submit }: Common & { answers: Record<string, SurveyAnswer>; submit: boolean }): Promise<SaveResult> {
  const { result } = await runSave({
    db, actor, target, kind: 'survey', clientSaveId, finishedAt, now,
    apply: async (locked, tx) => {
      const questions = await tx.select().from(surveyQuestions).where(eq(surveyQuestions.lessonId, locked.lesson.id)).orderBy(asc(surveyQuestions.position));
      const errors: FieldErrors = {};
      const byId = new Map(questions.map((q) => [String(q.id), q]));
      const clean: Record<string, SurveyAnswer> = {};
      for (const [key, value] of Object.entries(answers)) {
        const q = byId.get(key);
        if (!q) {
          errors[`answers.${key}`] = [m.errors_question_not_in_survey()];
          continue;
        }
        if (value === '') continue;
        const checked = checkSurveyAnswer(q.kind, q.options, value);
        if (checked.error) errors[`answers.${key}`] = [checked.error];
        else if (checked.value !== '') clean[key] = checked.value!;
      }
      const answerThis = m.errors_answer_this_question();
      if (submit) {
        for (const q of questions) if (q.required && clean[String(q.id)] === undefined && !errors[`answers.${q.id}`]) errors[`answers.${q.id}`] = [answerThis];
      }
      if (Object.keys(errors).length) {
        const missing = Object.values(errors).filter((e) => e[0] === answerThis).length;
        throw new AppError('validation', missing ? m.errors_answer_every_required_question({ count: missing }) : m.errors_some_answers_invalid(), { errors });
      }
      const submitted = submit || Boolean(locked.work?.submitted);
      return { data: { answers: clean }, submitted, complete: submit };
    },
  });
  return result;
}

export async function saveTask({
  db, actor, target, clientSaveId, finishedAt, now, storage, answer, submit, file,
}: Common & { storage: Storage; answer: string; submit: boolean; file: unknown }): Promise<SaveResult> {
  const upload = await checkTaskFile(file);
  let storedKey: string | null = null;
  try {
    const { result, replacedAttachment } = await runSave({
      db, actor, target, kind: 'task', clientSaveId, finishedAt, now,
      apply: async (locked, tx) => {
        const hasAttachment = Boolean(upload || locked.work?.attachmentPath);
        if (submit && !answer.trim() && !hasAttachment) throw fieldError('answer', m.errors_task_answer_or_file());
        let attachment: { path: string; name: string } | undefined;
        let size = locked.work?.data.attachment_size;
        if (upload) {
          checkLessonFileRules(upload, locked.lesson);
          storedKey = taskFileKey(locked.enrolment.id, locked.lesson.id, upload.ext);
          await storage.put(storedKey, upload.bytes);
          attachment = { path: storedKey, name: upload.name };
          size = upload.size;
        }
        const data: Record<string, unknown> = { answer };
        if (typeof size === 'number') data.attachment_size = size;
        if (submit) {
          const file = attachment ?? (locked.work?.attachmentPath ? { path: locked.work.attachmentPath, name: locked.work.attachmentName ?? 'file' } : null);
          await recordSubmission(tx, { enrolmentId: locked.enrolment.id, lessonId: locked.lesson.id, answer, file, size: typeof size === 'number' ? size : null });
        }
        return { data, submitted: submit || Boolean(locked.work?.submitted), complete: submit, ...(attachment ? { attachment } : {}) };
      },
    });
    // A file an earlier submission sent stays: it is part of that revision's history.
    if (replacedAttachment && !(await fileInHistory(db, replacedAttachment))) await storage.remove(replacedAttachment).catch(() => undefined);
    return result;
  } catch (err) {
    // The transaction did not commit: the file written for it belongs to nothing.
    if (storedKey) await storage.remove(storedKey).catch(() => undefined);
    throw err;
  }
}
