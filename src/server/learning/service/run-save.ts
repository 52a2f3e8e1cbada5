// The one save pipeline for the five lesson kinds. Each save runs in a transaction that first locks
// the member's enrolment row (so saves and completions of one enrolment happen one after another),
// skips a save whose client_save_id was already applied (a replay from the offline queue), applies
// the kind's rules, keeps the latest state in lesson_work, and completes the lesson when the kind's
// rule says so. Saves are addressed by enrolment (/courses/enrolled/{id}/...) or by course.
import { sql } from 'drizzle-orm';
import type { LessonKind, SaveResult } from '../../../lib/schemas/learning.ts';
import type { Db } from '../../db/client.ts';
import type { LessonMedia } from '../../db/schema/index.ts';
import { AppError, notEnrolled, notFound } from '../../errors.ts';
import { m } from '../../../paraglide/messages.js';
import type { Actor } from '../../http/env.ts';
import { announceRewards, reportedFinishTime, rewardLessonFinished } from '../../rewards/service/index.ts';
import { provided } from '../../shared/provided.ts';
import { recordCourseCompleted } from './webhook-events.ts';
import { issueCertificate } from './issue-certificate.ts';
import { completeLesson } from './progress.ts';
import { asQuizWork, attemptById, attemptsLeft, passMarkOf, quizQuestionsOf, quizResult } from './grade-quiz.ts';
import { questionsOfAttempt } from './quiz-draws.ts';
import { cohortStartOf, lessonLocked, memberLessonOpensAt } from './drip.ts';

export type SaveTarget = { enrolmentId: number; lessonId: number } | { courseId: number; lessonId: number };

/** What finishing a course does in a domain above learning, inside the save's transaction. */
export type CourseFinished = (tx: Db, memberId: number, courseId: number) => Promise<void>;

/** Passed in by the mentors domain when the app is built (src/server/wiring.ts; docs/domain-order.md). */
export const courseFinished = provided<CourseFinished>('learning.courseFinished');

export type Locked = {
  enrolment: { id: number; courseId: number; status: 'active' | 'completed'; progressPercent: number };
  lesson: {
    id: number;
    kind: LessonKind;
    passMark: number | null;
    quizDrawCount: number | null;
    media: LessonMedia[];
    taskFileTypes: string[] | null;
    taskMaxBytes: number | null;
    /** A checklist's item ids, read with the lock (one statement less per save); null for other kinds. */
    checklistItemIds: number[] | null;
  };
  work: {
    data: Record<string, unknown>;
    submitted: boolean;
    lastClientSaveId: string | null;
    attachmentPath: string | null;
    attachmentName: string | null;
    updatedAt: Date;
  } | null;
  completed: boolean;
  /** When the lesson's drip schedule opens it for this member; null: no rule or a free preview. */
  opensAt: Date | null;
  /** The start of the member's cohort in the course (docs/rules/cohorts.md), null outside one. */
  cohortStartsAt: Date | null;
};

/** What a kind's rules decided: the state to keep, and whether the lesson is now complete. */
export type Applied = {
  data: Record<string, unknown>;
  submitted: boolean;
  complete: boolean;
  /** undefined keeps the current attachment; null removes it. */
  attachment?: { path: string; name: string } | null;
  quiz?: SaveResult['quiz'];
};

type Row = {
  enrolment_id: number;
  course_id: number;
  status: 'active' | 'completed';
  progress_percent: number;
  lesson_id: number;
  kind: LessonKind;
  pass_mark: number | null;
  media: LessonMedia[] | string;
  task_file_types: string[] | string | null;
  task_max_bytes: number | null;
  quiz_draw_count: number | null;
  checklist_item_ids: Array<number | string> | string | null;
  data: Record<string, unknown> | string | null;
  submitted: boolean | null;
  last_client_save_id: string | null;
  attachment_path: string | null;
  attachment_name: string | null;
  updated_at: Date | string | null;
  completed: boolean;
  enrolled_at: Date | string;
  cohort_starts_at: Date | string | null;
  is_preview: boolean;
  time_zone: string | null;
  l_days: number | null;
  l_date: string | null;
  s_days: number | null;
  s_date: string | null;
};

const parsed = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** Locks the member's enrolment and reads the lesson with its saved work; 404 if either is not theirs. */
export async function lockTarget(tx: Db, actor: Actor, target: SaveTarget): Promise<Locked> {
  const which = 'enrolmentId' in target ? sql`e.id = ${target.enrolmentId}` : sql`e.course_id = ${target.courseId}`;
  const result = (await tx.execute(sql`SELECT e.id AS enrolment_id, e.course_id, e.status, e.progress_percent,
      l.id AS lesson_id, l.kind, l.pass_mark, l.media, l.task_file_types, l.task_max_bytes, l.quiz_draw_count,
      CASE WHEN l.kind = 'checklist' THEN ARRAY(SELECT ci.id FROM checklist_items ci WHERE ci.lesson_id = l.id) END AS checklist_item_ids,
      w.data, w.submitted, w.last_client_save_id, w.attachment_path, w.attachment_name, w.updated_at,
      (p.lesson_id IS NOT NULL) AS completed,
      e.created_at AS enrolled_at, ${cohortStartOf('e')} AS cohort_starts_at, l.is_preview, u.time_zone,
      l.drip_after_days AS l_days, l.drip_on_date::text AS l_date, s.drip_after_days AS s_days, s.drip_on_date::text AS s_date
    FROM enrolments e
    JOIN users u ON u.id = e.user_id
    JOIN lessons l ON l.course_id = e.course_id AND l.id = ${target.lessonId} AND l.archived_at IS NULL
    LEFT JOIN course_sections s ON s.id = l.section_id
    LEFT JOIN lesson_work w ON w.enrolment_id = e.id AND w.lesson_id = l.id
    LEFT JOIN lesson_progress p ON p.enrolment_id = e.id AND p.lesson_id = l.id
    WHERE e.user_id = ${actor.id} AND ${which}
    FOR UPDATE OF e`)) as unknown as { rows: Row[] };
  const row = result.rows[0];
  if (!row) throw await whyNotFound(tx, actor, target);
  return {
    enrolment: { id: Number(row.enrolment_id), courseId: Number(row.course_id), status: row.status, progressPercent: Number(row.progress_percent) },
    lesson: { id: Number(row.lesson_id), kind: row.kind, passMark: row.pass_mark == null ? null : Number(row.pass_mark), quizDrawCount: row.quiz_draw_count == null ? null : Number(row.quiz_draw_count), media: parsed(row.media), taskFileTypes: row.task_file_types == null ? null : parsed(row.task_file_types), taskMaxBytes: row.task_max_bytes == null ? null : Number(row.task_max_bytes), checklistItemIds: row.checklist_item_ids == null ? null : parsed(row.checklist_item_ids).map(Number) },
    work:
      row.data == null
        ? null
        : {
            data: parsed(row.data),
            submitted: Boolean(row.submitted),
            lastClientSaveId: row.last_client_save_id,
            attachmentPath: row.attachment_path,
            attachmentName: row.attachment_name,
            updatedAt: new Date(row.updated_at!),
          },
    completed: Boolean(row.completed),
    cohortStartsAt: row.cohort_starts_at == null ? null : new Date(row.cohort_starts_at),
    opensAt: row.is_preview
      ? null
      : memberLessonOpensAt({ afterDays: row.l_days, onDate: row.l_date }, { afterDays: row.s_days, onDate: row.s_date }, { createdAt: new Date(row.enrolled_at), cohortStartsAt: row.cohort_starts_at == null ? null : new Date(row.cohort_starts_at) }, row.time_zone),
  };
}

async function whyNotFound(db: Db, actor: Actor, target: SaveTarget): Promise<AppError> {
  const which = 'enrolmentId' in target ? sql`id = ${target.enrolmentId}` : sql`course_id = ${target.courseId}`;
  const own = (await db.execute(sql`SELECT 1 FROM enrolments WHERE user_id = ${actor.id} AND ${which}`)) as unknown as { rows: unknown[] };
  if (!own.rows.length) {
    return 'enrolmentId' in target ? notFound('enrolment') : notEnrolled();
  }
  return new AppError('not_found', m.errors_lesson_not_in_course());
}

const KIND_NAMES: Record<LessonKind, string> = { detail: 'a reading', checklist: 'a checklist', quiz: 'a quiz', survey: 'a survey', task: 'a task' };

export function assertKind(locked: Locked, kind: LessonKind): void {
  if (locked.lesson.kind !== kind) {
    const message = `This lesson is ${KIND_NAMES[locked.lesson.kind]}, not ${KIND_NAMES[kind]}: save it with /${locked.lesson.kind === 'detail' ? 'finish' : locked.lesson.kind}.`;
    throw new AppError('validation', message, { errors: { lesson_id: [message] } });
  }
}

export type SaveKind = LessonKind | 'finish';

/**
 * Saves that wrote nothing but the lesson's work row (a draft, a ticked item that does not finish the
 * checklist, a replay of a save already applied): none of the member's kept reads comes from that row, so the route lets their
 * copies stand (docs/performance.md, "When a copy is dropped").
 */
const workOnlySaves = new WeakSet<SaveResult>();

/** Whether this save's result came from a save that changed nothing but the lesson's work. */
export const changedOnlyTheWork = (result: SaveResult): boolean => workOnlySaves.has(result);

/**
 * Runs one save. `apply` holds the kind's rules; it runs after the lock and the replay check.
 * `afterCommit` runs once the transaction is committed (e.g. removing a replaced upload).
 */
export async function runSave({
  db,
  actor,
  target,
  kind,
  clientSaveId,
  finishedAt,
  now = new Date(),
  apply,
}: {
  db: Db;
  actor: Actor;
  target: SaveTarget;
  kind: SaveKind;
  clientSaveId: string | undefined;
  /** When an offline save says the member finished (docs/rules/rewards.md). */
  finishedAt?: Date | undefined;
  /** The request's time (the test clock may move it), for the drip schedule. */
  now?: Date | undefined;
  apply: (locked: Locked, tx: Db) => Promise<Applied | null>;
}): Promise<{ result: SaveResult; replacedAttachment: string | null }> {
  const saved = await db.transaction(async (txAny): Promise<{ result: SaveResult; replacedAttachment: string | null }> => {
    const tx = txAny as unknown as Db;
    const locked = await lockTarget(tx, actor, target);
    if (kind !== 'finish') assertKind(locked, kind);
    // A lesson not open yet takes no work; one the member already completed or worked on stays open
    // whatever the schedule says now (docs/rules/learning-progress.md, "Drip").
    if (!locked.completed && !locked.work && locked.opensAt && locked.opensAt.getTime() > now.getTime()) throw lessonLocked(locked.opensAt, locked.cohortStartsAt);

    if (clientSaveId && locked.work?.lastClientSaveId === clientSaveId) {
      const replay = await replayResult(tx, locked);
      workOnlySaves.add(replay);
      return { result: replay, replacedAttachment: null };
    }

    const applied = await apply(locked, tx);
    let savedAt = locked.work?.updatedAt ?? new Date();
    let attachment = locked.work?.attachmentPath ? { path: locked.work.attachmentPath, name: locked.work.attachmentName ?? 'file' } : null;
    let replacedAttachment: string | null = null;
    if (applied) {
      if (applied.attachment !== undefined) {
        if (attachment && attachment.path !== applied.attachment?.path) replacedAttachment = attachment.path;
        attachment = applied.attachment;
      }
      const saved = (await tx.execute(sql`INSERT INTO lesson_work
          (enrolment_id, lesson_id, kind, data, submitted, last_client_save_id, attachment_path, attachment_name)
        VALUES (${locked.enrolment.id}, ${locked.lesson.id}, ${locked.lesson.kind}, ${JSON.stringify(applied.data)}::jsonb, ${applied.submitted},
          ${clientSaveId ?? null}, ${attachment?.path ?? null}, ${attachment?.name ?? null})
        ON CONFLICT (enrolment_id, lesson_id) DO UPDATE SET kind = EXCLUDED.kind, data = EXCLUDED.data, submitted = EXCLUDED.submitted,
          last_client_save_id = EXCLUDED.last_client_save_id, attachment_path = EXCLUDED.attachment_path,
          attachment_name = EXCLUDED.attachment_name, updated_at = now()
        RETURNING updated_at`)) as unknown as { rows: Array<{ updated_at: Date | string }> };
      savedAt = new Date(saved.rows[0]!.updated_at);
    }

    let progress = { lessonCompletedNow: false, progressPercent: locked.enrolment.progressPercent, courseCompleted: false };
    if (applied?.complete && !locked.completed) progress = await completeLesson(tx, locked.enrolment, locked.lesson.id);
    // Points, the learning day and badges commit with the completion or not at all (docs/rules/rewards.md).
    if (progress.lessonCompletedNow) {
      const quiz = applied?.quiz;
      const earned = await rewardLessonFinished(tx, {
        userId: actor.id,
        lessonId: locked.lesson.id,
        courseId: locked.enrolment.courseId,
        quiz: quiz ? { attempts: quiz.attempts, passed: quiz.passed, scorePercent: quiz.score_percent } : null,
        courseCompleted: progress.courseCompleted,
        finishedAt: reportedFinishTime(finishedAt),
      });
      await announceRewards(tx, actor.id, earned);
      // A mentor who recommended this course (or a bundle it completes) hears of it, in this
      // transaction (docs/rules/mentors.md); mentors sits above learning and passes that step in.
      if (progress.courseCompleted) {
        await courseFinished.get()(tx, actor.id, locked.enrolment.courseId);
        await recordCourseCompleted(tx, { id: locked.enrolment.id, userId: actor.id, courseId: locked.enrolment.courseId }, now);
        // The certificate is issued with the completion, and e-mailed (docs/rules/learning.md, "Certificates").
        await issueCertificate(tx, { id: locked.enrolment.id, userId: actor.id, courseId: locked.enrolment.courseId });
      }
    }

    const result: SaveResult = {
      enrolment_id: locked.enrolment.id,
      lesson_id: locked.lesson.id,
      kind: locked.lesson.kind,
      applied: true,
      lesson_completed: locked.completed || progress.lessonCompletedNow,
      course_completed: progress.courseCompleted,
      progress_percent: progress.progressPercent,
      saved_at: savedAt.toISOString(),
      quiz: applied?.quiz ?? null,
      attachment: attachment ? { name: attachment.name, size: typeof applied?.data.attachment_size === 'number' ? applied.data.attachment_size : null } : null,
    };
    // A submission (a quiz attempt, a task for review) writes more than the work: not a work-only save.
    if (applied && !applied.submitted && !progress.lessonCompletedNow) workOnlySaves.add(result);
    return { result, replacedAttachment };
  });
  return { result: saved.result, replacedAttachment: saved.replacedAttachment };
}

/** The answer to a save that was already applied: the state as it stands, nothing changed. */
async function replayResult(tx: Db, locked: Locked): Promise<SaveResult> {
  let quiz: SaveResult['quiz'] = null;
  const work = asQuizWork(locked.work?.data);
  if (locked.lesson.kind === 'quiz' && work) {
    const attempt = await attemptById(tx, work.last_attempt_id);
    if (attempt) {
      const pool = await quizQuestionsOf(tx, locked.lesson.id);
      const next = attemptsLeft(work) > 0 ? await questionsOfAttempt(tx, { lesson: locked.lesson, enrolmentId: locked.enrolment.id, attempt: work.attempts + 1, pool }) : [];
      quiz = quizResult(pool, attempt, work, passMarkOf(locked.lesson), next);
    }
  }
  const size = locked.work?.data.attachment_size;
  return {
    enrolment_id: locked.enrolment.id,
    lesson_id: locked.lesson.id,
    kind: locked.lesson.kind,
    applied: false,
    lesson_completed: locked.completed,
    course_completed: false,
    progress_percent: locked.enrolment.progressPercent,
    saved_at: (locked.work?.updatedAt ?? new Date()).toISOString(),
    quiz,
    attachment: locked.work?.attachmentPath ? { name: locked.work.attachmentName ?? 'file', size: typeof size === 'number' ? size : null } : null,
  };
}
