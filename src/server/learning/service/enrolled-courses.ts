// The enrolled course as the lesson player and "My courses" see it: the outline with each lesson's
// completion, progress, where to resume, the last-read lesson, and the certificate once issued.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { EnrolledCourse, EnrolledCourseCard, LastRead } from '../../../lib/schemas/learning.ts';
import { paths } from '../../../lib/paths.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import type { Db } from '../../db/client.ts';
import { certificates, courses, enrolments, lessons } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { m } from '../../../paraglide/messages.js';
import type { Actor } from '../../http/env.ts';
import { courseLessons, ownEnrolment, resumeLessonId, resumeUrl } from './access.ts';
import { lockedLessons } from './drip.ts';

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

export async function getEnrolledCourse({ db, actor, enrolmentId, appUrl, now = new Date() }: { db: Db; actor: Actor; enrolmentId: number; appUrl: string; now?: Date }): Promise<EnrolledCourse> {
  const enrolment = await ownEnrolment(db, actor, enrolmentId);
  const [[course], outline, doneRows, [certificate], sectionRows] = await Promise.all([
    db
      .select({ id: courses.id, slug: courses.slug, title: courses.title, summary: courses.summary, imageUrl: courses.imageUrl, instructorName: courses.instructorName })
      .from(courses)
      .where(eq(courses.id, enrolment.courseId))
      .limit(1),
    courseLessons(db, enrolment.courseId),
    db.execute(sql`SELECT lesson_id FROM lesson_progress WHERE enrolment_id = ${enrolment.id}`),
    db.select({ id: certificates.id, code: certificates.code }).from(certificates).where(eq(certificates.enrolmentId, enrolment.id)).limit(1),
    // Sections in order with their shown lessons (docs/rules/learning-progress.md, "Sections").
    db.execute(sql`SELECT s.id, s.title, array_agg(l.id ORDER BY l.position) AS lesson_ids
      FROM course_sections s JOIN lessons l ON l.section_id = s.id AND l.archived_at IS NULL
      WHERE s.course_id = ${enrolment.courseId} GROUP BY s.id ORDER BY s.position`),
  ]);
  if (!course) throw notFound('course');
  const done = new Set(rowsOf<{ lesson_id: number }>(doneRows).map((r) => Number(r.lesson_id)));
  const locked = await lockedLessons(db, enrolment, now);
  const lessonList = outline.map((l) => ({ id: l.id, position: l.position, title: l.title, kind: l.kind, duration_minutes: l.durationMinutes, completed: done.has(l.id), opens_at: locked.get(l.id)?.toISOString() ?? null }));
  return {
    enrolment_id: enrolment.id,
    bundle_id: enrolment.bundleId,
    status: enrolment.status,
    progress_percent: enrolment.progressPercent,
    completed_lessons: lessonList.filter((l) => l.completed).length,
    lesson_count: lessonList.length,
    last_lesson_id: enrolment.lastLessonId,
    resume_url: resumeUrl(enrolment, await resumeLessonId(db, enrolment)),
    enrolled_at: enrolment.createdAt.toISOString(),
    completed_at: iso(enrolment.completedAt),
    course: { id: course.id, slug: course.slug, title: course.title, summary: course.summary, image_url: course.imageUrl, instructor_name: course.instructorName },
    lessons: lessonList,
    sections: rowsOf<{ id: number; title: string; lesson_ids: number[] }>(sectionRows).map((r) => {
      const ids = r.lesson_ids.map(Number);
      return { id: Number(r.id), title: r.title, lesson_ids: ids, completed_lessons: ids.filter((i) => done.has(i)).length };
    }),
    certificate: certificate ? { id: certificate.id, code: certificate.code, verify_url: `${appUrl}${paths.certificate(certificate.code)}` } : null,
  };
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
