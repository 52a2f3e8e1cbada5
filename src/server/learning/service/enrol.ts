// Enrolling in a course (directly, or through a bundle into each of its courses) and the status the
// course page shows. The unique index on enrolments(user_id, course_id) with ON CONFLICT DO NOTHING
// makes enrolling twice, or twice at the same moment, leave exactly one enrolment.
import { and, eq } from 'drizzle-orm';
import type { Enrolment, EnrolmentStatus, EnrolRequest } from '../../../lib/schemas/learning.ts';
import type { Db } from '../../db/client.ts';
import { bookmarks, bundleCourses, courses, enrolments } from '../../db/schema/index.ts';
import { AppError, notEnrolled, notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { recordEnrolmentsCreated, type EnrolmentSource } from './webhook-events.ts';
import { myCohort } from './cohorts.ts';
import { canTake, canTakeBundle, ownEnrolmentForCourse, publishedBundleWithCourse, publishedCourse, resumeLessonId, resumeUrl, type EnrolmentRow } from './access.ts';
import { m } from '../../../paraglide/messages.js';

export const PAID_COURSE_MESSAGE = () => m.errors_paid_course();
export const PAID_BUNDLE_MESSAGE = () => m.errors_paid_bundle();

async function toEnrolment(db: Db, row: EnrolmentRow): Promise<Enrolment> {
  return { enrolment_id: row.id, course_id: row.courseId, resume_url: resumeUrl(row, await resumeLessonId(db, row)) };
}

/**
 * Inserts the enrolment unless it exists, inside the caller's transaction (a new one is an event for
 * the webhooks, recorded with it); returns the one row and whether this call created it.
 */
export async function insertEnrolment(tx: Db, userId: number, courseId: number, bundleId: number | null, source: EnrolmentSource): Promise<{ row: EnrolmentRow; created: boolean }> {
  const inserted = await tx.insert(enrolments).values({ userId, courseId, bundleId }).onConflictDoNothing().returning();
  if (inserted[0]) {
    await recordEnrolmentsCreated(tx, [inserted[0]], source);
    return { row: inserted[0], created: true };
  }
  const [row] = await tx.select().from(enrolments).where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId))).limit(1);
  if (!row) throw new Error(`enrolment of user ${userId} in course ${courseId} vanished after a conflict`);
  return { row, created: false };
}

export async function enrolMember({ db, actor, courseId, input }: { db: Db; actor: Actor; courseId: number; input: EnrolRequest }): Promise<{ enrolment: Enrolment; created: boolean }> {
  const course = await publishedCourse(db, courseId);
  const existing = await ownEnrolmentForCourse(db, actor, course.id);
  if (existing) return { enrolment: await toEnrolment(db, existing), created: false };

  if (input.bundle_id !== undefined) {
    const bundle = await publishedBundleWithCourse(db, input.bundle_id, course.id);
    if (!(await canTakeBundle(db, actor, bundle))) throw new AppError('payment_required', PAID_BUNDLE_MESSAGE());
    // Taking a bundle enrols the member in each of its published courses, this one included, all or
    // nothing (docs/rules/learning.md): one transaction, so a failed write keeps none of them.
    const own = await db.transaction(async (tx) => {
      const bundleCourseIds = await tx
        .select({ id: courses.id })
        .from(bundleCourses)
        .innerJoin(courses, and(eq(courses.id, bundleCourses.courseId), eq(courses.published, true)))
        .where(eq(bundleCourses.bundleId, bundle.id))
        .orderBy(bundleCourses.position);
      let mine: { row: EnrolmentRow; created: boolean } | null = null;
      for (const { id } of bundleCourseIds) {
        const result = await insertEnrolment(tx as unknown as Db, actor.id, id, bundle.id, 'bundle');
        if (id === course.id) mine = result;
      }
      if (!mine) throw notFound('course in this bundle');
      return mine;
    });
    return { enrolment: await toEnrolment(db, own.row), created: own.created };
  }

  if (!(await canTake(db, actor, course))) throw new AppError('payment_required', PAID_COURSE_MESSAGE());
  const { row, created } = await db.transaction((tx) => insertEnrolment(tx as unknown as Db, actor.id, course.id, null, 'member'));
  return { enrolment: await toEnrolment(db, row), created };
}

export async function enrolmentStatus({ db, actor, courseId }: { db: Db; actor: Actor; courseId: number }): Promise<EnrolmentStatus> {
  const course = await publishedCourse(db, courseId);
  const [row, bookmark] = await Promise.all([
    ownEnrolmentForCourse(db, actor, course.id),
    db.select({ courseId: bookmarks.courseId }).from(bookmarks).where(and(eq(bookmarks.userId, actor.id), eq(bookmarks.courseId, course.id))).limit(1),
  ]);
  const bookmarked = bookmark.length > 0;
  if (!row) return { enrolled: false, enrolment_id: null, progress_percent: 0, resume_url: null, bookmarked, cohort: null };
  return { enrolled: true, enrolment_id: row.id, progress_percent: row.progressPercent, resume_url: resumeUrl(row, await resumeLessonId(db, row)), bookmarked, cohort: await myCohort(db, actor.id, course.id) };
}

/** The member's enrolment in a course; 404 when not enrolled. */
export async function courseEnrolment({ db, actor, courseId }: { db: Db; actor: Actor; courseId: number }): Promise<Enrolment> {
  const course = await publishedCourse(db, courseId);
  const row = await ownEnrolmentForCourse(db, actor, course.id);
  if (!row) throw notEnrolled();
  return toEnrolment(db, row);
}

/**
 * Enrols a member who bought a course or a bundle (called by commerce inside the transaction that
 * marks the payment paid; docs/rules/commerce.md). Existing enrolments are kept as they are.
 */
export async function enrolPurchased(tx: Db, userId: number, courseIds: number[], bundleId: number | null): Promise<void> {
  for (const courseId of courseIds) await insertEnrolment(tx, userId, courseId, bundleId, 'purchase');
}
