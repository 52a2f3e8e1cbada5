// The enrolled course as the lesson player and "My courses" see it: the outline with each lesson's
// completion, progress, where to resume, the last-read lesson, and the certificate once issued.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { EnrolledCourse, EnrolledCourseCard, LastRead } from '../../../lib/schemas/learning.ts';
import { paths } from '../../../lib/paths.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import type { Db } from '../../db/client.ts';
import { enrolments, lessons } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { m } from '../../../paraglide/messages.js';
import type { Actor } from '../../http/env.ts';
import { ownEnrolment, resumeLessonId, resumeUrl } from './access.ts';
import { cohortStartOf, lockedAmong, type RuleRow } from './drip.ts';

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

type OutlineHead = {
  id: number;
  course_id: number;
  bundle_id: number | null;
  status: 'active' | 'completed';
  progress_percent: number;
  last_lesson_id: number | null;
  created_at: Date | string;
  completed_at: Date | string | null;
  course_found: number | null;
  slug: string;
  title: string;
  summary: string;
  image_url: string;
  instructor_name: string;
  certificate_id: number | null;
  certificate_code: string | null;
  time_zone: string | null;
  cohort_starts_at: Date | string | null;
};

type OutlineLesson = RuleRow & {
  position: number;
  title: string;
  kind: EnrolledCourse['lessons'][number]['kind'];
  duration_minutes: number;
  done: boolean;
  section_id: number | null;
  section_title: string | null;
  section_position: number | null;
};

/**
 * The lesson player's outline in two statements, run at once (docs/performance.md, "Member reads"):
 * the enrolment with its course, certificate, time zone and cohort start, and the course's shown
 * lessons with their sections, drip rules and the member's completion. Both are keyed by the
 * enrolment and its owner, so someone else's enrolment reads nothing.
 */
export async function getEnrolledCourse({ db, actor, enrolmentId, appUrl, now = new Date() }: { db: Db; actor: Actor; enrolmentId: number; appUrl: string; now?: Date }): Promise<EnrolledCourse> {
  const [headRows, lessonRows] = await Promise.all([
    db.execute(sql`SELECT e.id, e.course_id, e.bundle_id, e.status, e.progress_percent, e.last_lesson_id, e.created_at, e.completed_at,
        c.id AS course_found, c.slug, c.title, c.summary, c.image_url, c.instructor_name,
        cert.id AS certificate_id, cert.code AS certificate_code, u.time_zone, ${cohortStartOf('e')} AS cohort_starts_at
      FROM enrolments e
      JOIN users u ON u.id = e.user_id
      LEFT JOIN courses c ON c.id = e.course_id
      LEFT JOIN LATERAL (SELECT id, code FROM certificates WHERE enrolment_id = e.id LIMIT 1) cert ON true
      WHERE e.id = ${enrolmentId} AND e.user_id = ${actor.id}`),
    db.execute(sql`SELECT l.id, l.position, l.title, l.kind, l.duration_minutes, l.is_preview,
        l.drip_after_days AS l_days, l.drip_on_date::text AS l_date, s.drip_after_days AS s_days, s.drip_on_date::text AS s_date,
        s.id AS section_id, s.title AS section_title, s.position AS section_position,
        (p.lesson_id IS NOT NULL) AS done,
        (p.lesson_id IS NOT NULL OR EXISTS (SELECT 1 FROM lesson_work w WHERE w.enrolment_id = e.id AND w.lesson_id = l.id)) AS touched
      FROM enrolments e
      JOIN lessons l ON l.course_id = e.course_id AND l.archived_at IS NULL
      LEFT JOIN course_sections s ON s.id = l.section_id
      LEFT JOIN lesson_progress p ON p.enrolment_id = e.id AND p.lesson_id = l.id
      WHERE e.id = ${enrolmentId} AND e.user_id = ${actor.id}
      ORDER BY l.position, l.id`),
  ]);
  const head = rowsOf<OutlineHead>(headRows)[0];
  if (!head) throw notFound('enrolment');
  if (head.course_found == null) throw notFound('course');
  const rows = rowsOf<OutlineLesson>(lessonRows);
  const enrolment = { id: Number(head.id), courseId: Number(head.course_id), bundleId: head.bundle_id == null ? null : Number(head.bundle_id), lastLessonId: head.last_lesson_id == null ? null : Number(head.last_lesson_id) };
  const createdAt = new Date(head.created_at);
  const locked = lockedAmong(rows, { createdAt, cohortStartsAt: head.cohort_starts_at == null ? null : new Date(head.cohort_starts_at) }, head.time_zone, now);
  const lessonList = rows.map((l) => {
    const id = Number(l.id);
    return { id, position: Number(l.position), title: l.title, kind: l.kind, duration_minutes: Number(l.duration_minutes), completed: Boolean(l.done), opens_at: locked.get(id)?.toISOString() ?? null };
  });
  // "Continue": the last-read lesson, else the first unfinished one, else the first (as resumeLessonId).
  const resumeId = enrolment.lastLessonId ?? (lessonList.find((l) => !l.completed) ?? lessonList[0])?.id ?? null;
  return {
    enrolment_id: enrolment.id,
    bundle_id: enrolment.bundleId,
    status: head.status,
    progress_percent: Number(head.progress_percent),
    completed_lessons: lessonList.filter((l) => l.completed).length,
    lesson_count: lessonList.length,
    last_lesson_id: enrolment.lastLessonId,
    resume_url: resumeUrl(enrolment, resumeId),
    enrolled_at: createdAt.toISOString(),
    completed_at: iso(head.completed_at),
    course: { id: enrolment.courseId, slug: head.slug, title: head.title, summary: head.summary, image_url: head.image_url, instructor_name: head.instructor_name },
    lessons: lessonList,
    sections: sectionsOf(rows, lessonList),
    certificate: head.certificate_id == null ? null : { id: Number(head.certificate_id), code: head.certificate_code!, verify_url: `${appUrl}${paths.certificate(head.certificate_code!)}` },
  };
}

/** Sections in order with their shown lessons in order (docs/rules/learning-progress.md, "Sections"). */
function sectionsOf(rows: OutlineLesson[], lessonList: Array<{ id: number; completed: boolean }>): EnrolledCourse['sections'] {
  const sections = new Map<number, { id: number; title: string; position: number; lesson_ids: number[]; completed_lessons: number }>();
  rows.forEach((r, i) => {
    if (r.section_id == null) return;
    const id = Number(r.section_id);
    let section = sections.get(id);
    if (!section) sections.set(id, (section = { id, title: r.section_title!, position: Number(r.section_position), lesson_ids: [], completed_lessons: 0 }));
    section.lesson_ids.push(lessonList[i]!.id);
    if (lessonList[i]!.completed) section.completed_lessons += 1;
  });
  return [...sections.values()].sort((a, b) => a.position - b.position || a.id - b.id).map(({ position: _position, ...section }) => section);
}

export async function getLastRead({ db, actor, enrolmentId }: { db: Db; actor: Actor; enrolmentId: number }): Promise<LastRead> {
  const enrolment = await ownEnrolment(db, actor, enrolmentId);
  const lessonId = await resumeLessonId(db, enrolment);
  return { lesson_id: enrolment.lastLessonId, resume_url: resumeUrl(enrolment, lessonId) };
}

/** Remembers the lesson the member opened last, so "continue" resumes there. */
export async function setLastRead({ db, actor, enrolmentId, lessonId }: { db: Db; actor: Actor; enrolmentId: number; lessonId: number }): Promise<LastRead> {
  const enrolment = await ownEnrolment(db, actor, enrolmentId);
  const [lesson] = await db.select({ id: lessons.id }).from(lessons).where(and(eq(lessons.id, lessonId), eq(lessons.courseId, enrolment.courseId), isNull(lessons.archivedAt))).limit(1);
  if (!lesson) throw new AppError('validation', m.errors_lesson_not_part_of_course(), { errors: { lesson_id: [m.errors_lesson_not_part_of_course()] } });
  await db.update(enrolments).set({ lastLessonId: lesson.id, lastReadAt: new Date() }).where(eq(enrolments.id, enrolment.id));
  return { lesson_id: lesson.id, resume_url: resumeUrl(enrolment, lesson.id) };
}

type CardRow = {
  enrolment_id: number;
  bundle_id: number | null;
  status: 'active' | 'completed';
  progress_percent: number;
  last_lesson_id: number | null;
  resume_lesson_id: number | null;
  assigned_by: string | null;
  created_at: Date | string;
  last_read_at: Date | string | null;
  completed_at: Date | string | null;
  course_id: number;
  slug: string;
  title: string;
  image_url: string;
  lesson_count: number;
  certificate_id: number | null;
};

export async function listEnrolledCourses({
  db, actor, page, perPage, status,
}: { db: Db; actor: Actor; page: number; perPage: number; status?: 'active' | 'completed' | undefined }): Promise<{ items: EnrolledCourseCard[]; total: number }> {
  const filter = status ? sql`AND e.status = ${status}` : sql``;
  const [rows, count] = await Promise.all([
    db.execute(sql`SELECT e.id AS enrolment_id, e.bundle_id, e.status, e.progress_percent, e.last_lesson_id, e.created_at, e.last_read_at, e.completed_at,
        c.id AS course_id, c.slug, c.title, c.image_url,
        (SELECT count(*)::int FROM lessons l WHERE l.course_id = c.id AND l.archived_at IS NULL) AS lesson_count,
        (SELECT l.id FROM lessons l LEFT JOIN lesson_progress p ON p.lesson_id = l.id AND p.enrolment_id = e.id
          WHERE l.course_id = c.id AND l.archived_at IS NULL ORDER BY (p.lesson_id IS NOT NULL), l.position LIMIT 1) AS resume_lesson_id,
        cert.id AS certificate_id,
        (SELECT u.name FROM mentor_assignments a JOIN users u ON u.id = a.user_id
          WHERE a.mentee_id = e.user_id AND a.course_id = c.id ORDER BY a.created_at DESC, a.id DESC LIMIT 1) AS assigned_by
      FROM enrolments e JOIN courses c ON c.id = e.course_id
      LEFT JOIN certificates cert ON cert.enrolment_id = e.id
      WHERE e.user_id = ${actor.id} ${filter}
      ORDER BY coalesce(e.last_read_at, e.created_at) DESC, e.id DESC
      LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
    db.execute(sql`SELECT count(*)::int AS total FROM enrolments e WHERE e.user_id = ${actor.id} ${filter}`),
  ]);
  const items = rowsOf<CardRow>(rows).map((r) => {
    const enrolment = { id: Number(r.enrolment_id), courseId: Number(r.course_id), bundleId: r.bundle_id == null ? null : Number(r.bundle_id) };
    const lessonId = r.last_lesson_id ?? r.resume_lesson_id;
    return {
      enrolment_id: enrolment.id,
      bundle_id: enrolment.bundleId,
      status: r.status,
      progress_percent: Number(r.progress_percent),
      resume_url: resumeUrl(enrolment, lessonId == null ? null : Number(lessonId)),
      enrolled_at: iso(r.created_at)!,
      last_read_at: iso(r.last_read_at),
      completed_at: iso(r.completed_at),
      course: { id: enrolment.courseId, slug: r.slug, title: r.title, image_url: r.image_url, lesson_count: Number(r.lesson_count) },
      certificate_id: r.certificate_id == null ? null : Number(r.certificate_id),
      // A course a mentor assigned says so on the card (docs/rules/mentors.md, "Assigning a course").
      assigned_by: r.assigned_by ?? null,
    };
  });
  return { items, total: Number(rowsOf<{ total: number }>(count)[0]?.total ?? 0) };
}
