// Lessons in the studio (docs/rules/studio.md, "Lessons"): add one of the five kinds, edit it with
// its kind's content, reorder, archive and restore. A lesson is never deleted: archiving hides it
// from learners and keeps everyone's saved work; progress is recounted and the learners told.
import { and, asc, eq, isNull, max, notInArray, sql } from 'drizzle-orm';
import { DEFAULT_PASS_MARK } from '../../../lib/schemas/learning-limits.ts';
import type { CaptionLanguage } from '../../../lib/schemas/captions.ts';
import type { LessonCreate, LessonUpdate, StudioLesson } from '../../../lib/schemas/studio-courses.ts';
import type { Db } from '../../db/client.ts';
import { checklistItems, enrolments, lessons, quizQuestions, surveyQuestions } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../errors.ts';
import { announceContentChange } from '../../events/content-changes.ts';
import type { Actor } from '../../http/env.ts';
import { recountCourseProgress } from '../../learning/service/index.ts';
import { notify } from '../../notifications/service/index.ts';
import { m } from '../../../paraglide/messages.js';
import { isoDate } from '../../shared/dates.ts';
import { sanitizeHtml } from '../../shared/sanitize-html.ts';
import { recordAudit } from './audit.ts';
import { courseFor, lessonFor, type LessonRow } from './course-access.ts';
import { checkLessonContent } from './lesson-content.ts';
import { resolveLessonMedia } from './lesson-media.ts';
import { layoutOf, sectionForNewLesson, writeLayout } from './sections.ts';
import type { Storage } from '../../storage/storage.ts';

type Ctx = { db: Db; actor: Actor };

async function studioLesson(db: Db, lesson: LessonRow): Promise<StudioLesson> {
  const [items, quiz, survey, learners] = await Promise.all([
    db.select().from(checklistItems).where(eq(checklistItems.lessonId, lesson.id)).orderBy(asc(checklistItems.position)),
    db.select().from(quizQuestions).where(eq(quizQuestions.lessonId, lesson.id)).orderBy(asc(quizQuestions.position)),
    db.select().from(surveyQuestions).where(eq(surveyQuestions.lessonId, lesson.id)).orderBy(asc(surveyQuestions.position)),
    db.execute(sql`SELECT count(DISTINCT x.enrolment_id)::int AS n FROM (SELECT enrolment_id FROM lesson_progress WHERE lesson_id = ${lesson.id}
      UNION ALL SELECT enrolment_id FROM lesson_work WHERE lesson_id = ${lesson.id}) x`),
  ]);
  const questions =
    lesson.kind === 'quiz'
      ? quiz.map((q) => ({ id: q.id, prompt: q.prompt, kind: q.kind, options: q.options, correct_option_ids: q.correctOptionIds, explanation: q.explanation, points: q.points, required: true }))
      : lesson.kind === 'survey'
        ? survey.map((q) => ({ id: q.id, prompt: q.prompt, kind: q.kind, options: q.options, correct_option_ids: [], explanation: '', points: 0, required: q.required }))
        : [];
  return {
    id: lesson.id,
    course_id: lesson.courseId,
    position: lesson.position,
    title: lesson.title,
    kind: lesson.kind,
    duration_minutes: lesson.durationMinutes,
    is_preview: lesson.isPreview,
    archived_at: lesson.archivedAt ? isoDate(lesson.archivedAt) : null,
    learners_with_work: Number((learners as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0),
    uncaptioned_media: lesson.media.filter((m) => m.type !== 'pdf' && !m.tracks?.length).length,
    drip: { after_days: lesson.dripAfterDays, on_date: lesson.dripOnDate },
    body_html: lesson.bodyHtml,
    items: items.map((i) => ({ id: i.id, label: i.label })),
    questions,
    pass_mark: lesson.passMark,
    quiz_draw_count: lesson.quizDrawCount,
    task_prompt: lesson.taskPrompt,
    task_file_types: lesson.taskFileTypes,
    task_max_bytes: lesson.taskMaxBytes,
    media: lesson.media.map((m) => ({
      type: m.type,
      file: m.file,
      title: m.title ?? '',
      poster: m.poster ? { media_id: m.poster.mediaId, url: m.poster.url } : null,
      tracks: (m.tracks ?? []).map((t) => ({ media_id: t.mediaId, language: t.language as CaptionLanguage, label: t.label, kind: t.kind, default: t.default, url: t.url, cue_count: t.cues.length })),
    })),
  };
}

/** What an audit row keeps of a lesson and its content. */
async function snapshot(db: Db, lessonId: number): Promise<Record<string, unknown>> {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, lessonId)).limit(1);
  return studioLesson(db, row!) as unknown as Record<string, unknown>;
}

export async function getStudioLesson({ db, actor, id }: Ctx & { id: number }): Promise<StudioLesson> {
  const { lesson } = await lessonFor(db, actor, id, { lock: false });
  return studioLesson(db, lesson);
}

export async function createLesson({ db, actor, courseId, input }: Ctx & { courseId: number; input: LessonCreate }): Promise<StudioLesson> {
  const lesson = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const course = await courseFor(tx, actor, courseId, { lock: true });
    const sectionId = await sectionForNewLesson(tx, courseId, input.section_id);
    const [last] = await tx.select({ p: max(lessons.position) }).from(lessons).where(and(eq(lessons.courseId, courseId), isNull(lessons.archivedAt)));
    const [inserted] = await tx
      .insert(lessons)
      .values({
        courseId,
        sectionId,
        position: (last?.p ?? 0) + 1,
        title: input.title,
        kind: input.kind,
        durationMinutes: input.duration_minutes ?? 5,
        passMark: input.kind === 'quiz' ? DEFAULT_PASS_MARK : null,
        taskPrompt: input.kind === 'task' ? '' : null,
      })
      .returning();
    // Last in the course, so last in its section once positions follow the sections again.
    if (sectionId !== null) await writeLayout(tx, courseId, await layoutOf(tx, courseId));
    const [row] = await tx.select().from(lessons).where(eq(lessons.id, inserted!.id)).limit(1);
    await recordAudit(tx, actor, { action: 'lesson.create', subject: { type: 'lesson', id: row!.id }, before: null, after: { ...row!, course_id: courseId } });
    if (course.published) await announceContentChange(tx);
    return row!;
  });
  return studioLesson(db, lesson);
}

export async function updateLesson({ db, storage, actor, id, input }: Ctx & { storage: Storage; id: number; input: LessonUpdate }): Promise<StudioLesson> {
  const updated = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { lesson, course } = await lessonFor(tx, actor, id);
    if (lesson.archivedAt) throw new AppError('conflict', 'Restore this lesson before editing it.');
    const content = checkLessonContent(lesson.kind, input);
    const before = await snapshot(tx, id);
    const values: Partial<typeof lessons.$inferInsert> = {};
    if (input.title !== undefined) values.title = input.title;
    if (input.duration_minutes !== undefined) values.durationMinutes = input.duration_minutes;
    if (input.body_html !== undefined) values.bodyHtml = sanitizeHtml(input.body_html);
    if (input.is_preview !== undefined) values.isPreview = input.is_preview;
    if (input.pass_mark !== undefined) values.passMark = input.pass_mark;
    if (input.quiz_draw_count !== undefined) values.quizDrawCount = input.quiz_draw_count;
    if (input.task_prompt !== undefined) values.taskPrompt = input.task_prompt;
    if (input.task_file_types !== undefined) values.taskFileTypes = input.task_file_types.length ? input.task_file_types : null;
    if (input.task_max_bytes !== undefined) values.taskMaxBytes = input.task_max_bytes;
    if (input.media !== undefined) values.media = await resolveLessonMedia(tx, storage, actor, lesson.media, input.media);
    if (Object.keys(values).length) await tx.update(lessons).set(values).where(eq(lessons.id, id));

    if (content.items) await replaceChildren(tx, checklistItems, id, content.items.map((i) => ({ id: i.id, values: { label: i.label } })));
    if (content.quiz)
      await replaceChildren(tx, quizQuestions, id, content.quiz.map((q) => ({ id: q.id, values: { prompt: q.prompt, kind: q.kind, options: q.options, correctOptionIds: q.correct_option_ids, explanation: q.explanation ?? '', points: q.points ?? 1 } })));
    if (lesson.kind === 'quiz') await checkDrawCount(tx, id);
    if (content.survey)
      await replaceChildren(tx, surveyQuestions, id, content.survey.map((q) => ({ id: q.id, values: { prompt: q.prompt, kind: q.kind, options: q.options ?? [], required: q.required ?? true } })));

    await recordAudit(tx, actor, { action: 'lesson.update', subject: { type: 'lesson', id }, before, after: await snapshot(tx, id) });
    if (course.published) await announceContentChange(tx);
    const [row] = await tx.select().from(lessons).where(eq(lessons.id, id)).limit(1);
    return row!;
  });
  return studioLesson(db, updated);
}

/**
 * A question pool draws from 1 to all of the quiz's questions (docs/rules/quizzes.md, "Question
 * pools"), checked after the edit so a draw count and the questions sent together are judged together.
 */
async function checkDrawCount(tx: Db, lessonId: number) {
  const [row] = await tx.select({ n: lessons.quizDrawCount }).from(lessons).where(eq(lessons.id, lessonId)).limit(1);
  if (row?.n == null) return;
  const [count] = await tx.select({ m: sql<number>`count(*)::int` }).from(quizQuestions).where(eq(quizQuestions.lessonId, lessonId));
  const m = Number(count?.m ?? 0);
  if (row.n > m) throw fieldError('quiz_draw_count', m ? `This quiz has ${m} ${m === 1 ? 'question' : 'questions'}: ask from 1 to ${m}, or leave it empty to ask them all.` : 'Add questions before drawing some of them, or leave it empty.');
}

type ChildTable = typeof checklistItems | typeof quizQuestions | typeof surveyQuestions;

/**
 * Makes a lesson's items (or questions) the given list, in order. Ones sent with their id are updated
 * in place, so a learner's saved answers keyed by that id still match; new ones are added; the rest
 * are removed. An id that is not this lesson's is a 422, never another lesson's row.
 */
async function replaceChildren(tx: Db, table: ChildTable, lessonId: number, wanted: Array<{ id?: number | undefined; values: Record<string, unknown> }>) {
  const existing = await tx.select({ id: table.id }).from(table).where(eq(table.lessonId, lessonId));
  const own = new Set(existing.map((e) => e.id));
  const field = table === checklistItems ? 'items' : table === quizQuestions ? 'quiz_questions' : 'survey_questions';
  wanted.forEach((w, i) => {
    if (w.id !== undefined && !own.has(w.id)) throw fieldError(`${field}.${i}.id`, 'This item is not part of this lesson; leave the id out to add a new one.');
  });
  const kept = wanted.filter((w) => w.id !== undefined).map((w) => w.id!);
  await tx.delete(table).where(kept.length ? and(eq(table.lessonId, lessonId), notInArray(table.id, kept)) : eq(table.lessonId, lessonId));
  for (const [i, w] of wanted.entries()) {
    const values = { ...w.values, position: i + 1 };
    if (w.id !== undefined) await tx.update(table).set(values).where(eq(table.id, w.id));
    else await tx.insert(table).values({ ...values, lessonId } as typeof table.$inferInsert);
  }
}

/**
 * Puts the course's lessons in the given order; the list must name every lesson the course shows.
 * Lessons stay in their sections (moving one is moveLesson): the list orders them within each section.
 */
export async function reorderLessons({ db, actor, courseId, lessonIds }: Ctx & { courseId: number; lessonIds: number[] }): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const course = await courseFor(tx, actor, courseId, { lock: true });
    const current = await tx.select({ id: lessons.id, position: lessons.position }).from(lessons).where(and(eq(lessons.courseId, courseId), isNull(lessons.archivedAt))).orderBy(asc(lessons.position));
    const same = current.length === lessonIds.length && current.every((l) => lessonIds.includes(l.id));
    if (!same) throw fieldError('lesson_ids', 'Send every lesson of the course exactly once, in the new order.');
    const layout = await layoutOf(tx, courseId);
    for (const s of layout) s.lessonIds.sort((a, b) => lessonIds.indexOf(a) - lessonIds.indexOf(b));
    await writeLayout(tx, courseId, layout);
    await recordAudit(tx, actor, { action: 'lesson.reorder', subject: { type: 'course', id: courseId }, before: { lesson_ids: current.map((l) => l.id) }, after: { lesson_ids: lessonIds } });
    if (course.published) await announceContentChange(tx);
  });
}

/** Hides a lesson from learners; their work on it stays. Progress is recounted and each learner told. */
export async function archiveLesson({ db, actor, id }: Ctx & { id: number }): Promise<StudioLesson> {
  const row = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { lesson, course } = await lessonFor(tx, actor, id);
    if (lesson.archivedAt) return lesson;
    const [after] = await tx.update(lessons).set({ archivedAt: new Date() }).where(eq(lessons.id, id)).returning();
    // "Continue" must not lead to a lesson that is gone: resume from the first unfinished one instead.
    await tx.update(enrolments).set({ lastLessonId: null }).where(eq(enrolments.lastLessonId, id));
    const recounts = await recountCourseProgress(tx, course.id);
    for (const r of recounts) {
      await notify(tx, {
        userId: r.userId,
        type: 'course_updates',
        text: (locale) => ({
          title: m.notices_lesson_removed_title({ course: course.title }, { locale }).slice(0, 200),
          body: r.completedNow
            ? m.notices_lesson_removed_complete_body({ lesson: lesson.title }, { locale })
            : m.notices_lesson_removed_progress_body({ lesson: lesson.title, percent: r.after }, { locale }),
        }),
        link: `/my-courses`,
        dedupeKey: `lesson-archived:${id}:${r.enrolmentId}`,
      });
    }
    await recordAudit(tx, actor, { action: 'lesson.archive', subject: { type: 'lesson', id }, before: { archived_at: null, position: lesson.position }, after: { archived_at: isoDate(after!.archivedAt!), progress_recounted: recounts.length } });
    if (course.published) await announceContentChange(tx);
    return after!;
  });
  return studioLesson(db, row);
}

/** Brings an archived lesson back at the end of the course. */
export async function restoreLesson({ db, actor, id }: Ctx & { id: number }): Promise<StudioLesson> {
  const row = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { lesson, course } = await lessonFor(tx, actor, id);
    if (!lesson.archivedAt) return lesson;
    // At the end of the course: the end of its last section.
    const [last] = await tx.select({ p: max(lessons.position) }).from(lessons).where(and(eq(lessons.courseId, course.id), isNull(lessons.archivedAt)));
    await tx.update(lessons).set({ archivedAt: null, position: (last?.p ?? 0) + 1 }).where(eq(lessons.id, id));
    const layout = await layoutOf(tx, course.id);
    for (const s of layout) s.lessonIds = s.lessonIds.filter((l) => l !== id);
    layout.at(-1)?.lessonIds.push(id);
    await writeLayout(tx, course.id, layout);
    const [after] = await tx.select().from(lessons).where(eq(lessons.id, id)).limit(1);
    const recounts = await recountCourseProgress(tx, course.id);
    await recordAudit(tx, actor, { action: 'lesson.restore', subject: { type: 'lesson', id }, before: { archived_at: isoDate(lesson.archivedAt) }, after: { archived_at: null, position: after!.position, progress_recounted: recounts.length } });
    if (course.published) await announceContentChange(tx);
    return after!;
  });
  return studioLesson(db, row);
}
