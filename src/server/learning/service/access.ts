// Who may take what, and how a member's own enrolment is found. Every learning query about a
// member's work goes through ownEnrolment/ownEnrolmentForCourse, so it is scoped to that member:
// another member's enrolment is simply not found (404), never a different answer.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { paths } from '../../../lib/paths.ts';
import type { Db } from '../../db/client.ts';
import { bundleCourses, bundles, courses, enrolments, lessons } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { m } from '../../../paraglide/messages.js';
import type { Actor } from '../../http/env.ts';
import { hasPaidBundleAccess, hasPaidCourseAccess } from '../../commerce/service/index.ts';

export type CourseRow = { id: number; slug: string; title: string; priceCents: number; isFree: boolean; published: boolean };
export type EnrolmentRow = typeof enrolments.$inferSelect;

export const isFreeCourse = (course: Pick<CourseRow, 'priceCents' | 'isFree'>) => course.isFree || course.priceCents <= 0;

/**
 * Whether the member may enrol in the course without paying now. Free courses: yes. Paid courses:
 * after buying it (or a bundle with it) or with a live subscription; commerce decides
 * (docs/rules/commerce.md, "Access").
 */
export async function canTake(db: Db, actor: Actor, course: Pick<CourseRow, 'id' | 'priceCents' | 'isFree'>): Promise<boolean> {
  if (isFreeCourse(course)) return true;
  return hasPaidCourseAccess(db, actor.id, course.id);
}

/** Whether the member may take every course of the bundle: a free bundle, or bought, or subscribed. */
export async function canTakeBundle(db: Db, actor: Actor, bundle: { id: number; priceCents: number }): Promise<boolean> {
  if (bundle.priceCents <= 0) return true;
  return hasPaidBundleAccess(db, actor.id, bundle.id);
}

export async function publishedCourse(db: Db, courseId: number): Promise<CourseRow> {
  const [course] = await db
    .select({ id: courses.id, slug: courses.slug, title: courses.title, priceCents: courses.priceCents, isFree: courses.isFree, published: courses.published })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.published, true)))
    .limit(1);
  if (!course) throw notFound('course');
  return course;
}

export async function publishedBundleWithCourse(db: Db, bundleId: number, courseId: number) {
  const [bundle] = await db
    .select({ id: bundles.id, title: bundles.title, priceCents: bundles.priceCents })
    .from(bundles)
    .innerJoin(bundleCourses, and(eq(bundleCourses.bundleId, bundles.id), eq(bundleCourses.courseId, courseId)))
    .where(and(eq(bundles.id, bundleId), eq(bundles.published, true)))
    .limit(1);
  if (!bundle) throw new AppError('not_found', m.errors_course_not_in_bundle());
  return bundle;
}

/** The member's enrolment by id; another member's is a 404. */
export async function ownEnrolment(db: Db, actor: Actor, enrolmentId: number): Promise<EnrolmentRow> {
  const [row] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.id, enrolmentId), eq(enrolments.userId, actor.id)))
    .limit(1);
  if (!row) throw notFound('enrolment');
  return row;
}

export async function ownEnrolmentForCourse(db: Db, actor: Actor, courseId: number): Promise<EnrolmentRow | null> {
  const [row] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, actor.id), eq(enrolments.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

/** Where "continue" takes the member: the last-read lesson, else the first unfinished one, else the first. */
export async function resumeLessonId(db: Db, enrolment: Pick<EnrolmentRow, 'id' | 'courseId' | 'lastLessonId'>): Promise<number | null> {
  if (enrolment.lastLessonId) return enrolment.lastLessonId;
  const rows = (await db.execute(sql`SELECT l.id FROM lessons l
      LEFT JOIN lesson_progress p ON p.lesson_id = l.id AND p.enrolment_id = ${enrolment.id}
      WHERE l.course_id = ${enrolment.courseId} AND l.archived_at IS NULL
      ORDER BY (p.lesson_id IS NOT NULL), l.position LIMIT 1`)) as unknown as { rows: Array<{ id: number }> };
  const first = rows.rows[0];
  return first ? Number(first.id) : null;
}

export function resumeUrl(enrolment: Pick<EnrolmentRow, 'id' | 'courseId' | 'bundleId'>, lessonId: number | null): string {
  if (!lessonId) return `/my-courses`;
  return paths.lesson(enrolment.id, enrolment.courseId, lessonId, enrolment.bundleId ?? undefined);
}

/** Lessons of a course in order, as the outline and the previous/next links need them. */
export async function courseLessons(db: Db, courseId: number) {
  return db
    .select({ id: lessons.id, position: lessons.position, title: lessons.title, kind: lessons.kind, durationMinutes: lessons.durationMinutes })
    .from(lessons)
    .where(and(eq(lessons.courseId, courseId), isNull(lessons.archivedAt)))
    .orderBy(lessons.position);
}
