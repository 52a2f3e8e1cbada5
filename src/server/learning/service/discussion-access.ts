// Who may read and write a discussion (docs/rules/discussions.md, "Who takes part"): under a lesson,
// the members who can open the lesson now (enrolled, and the drip schedule has opened it); in a
// cohort's space, its members; in both, the course's author and the administrators. Everyone else
// gets the same 404 as for the lesson or cohort itself.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cohortMembers, cohorts, courses, enrolments, lessons } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { m } from '../../../paraglide/messages.js';
import type { Actor } from '../../http/env.ts';
import { ownEnrolmentForCourse } from './access.ts';
import { isEnrolled } from './cohorts.ts';
import { lockedLessons } from './drip.ts';

export type DiscussionPlace = {
  courseId: number;
  courseTitle: string;
  courseOwnerId: number | null;
  /** A lesson's discussion, or a cohort's space: exactly one is set. */
  lessonId: number | null;
  cohortId: number | null;
  /** The lesson's or the cohort's title. */
  title: string;
  /** The caller's enrolment in the course, if any (for links to the lesson). */
  enrolmentId: number | null;
  /** The course's author or an administrator: may hide, restore, lock and mute. */
  moderator: boolean;
};

const notYours = () => new AppError('not_found', m.errors_no_such_lesson_in_courses());

export async function lessonDiscussionPlace(db: Db, actor: Actor, lessonId: number, now: Date): Promise<DiscussionPlace> {
  const [row] = await db
    .select({ lessonId: lessons.id, lessonTitle: lessons.title, courseId: courses.id, courseTitle: courses.title, ownerId: courses.ownerId, published: courses.published })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(lessons.id, lessonId), isNull(lessons.archivedAt)))
    .limit(1);
  if (!row) throw notYours();
  const enrolment = await ownEnrolmentForCourse(db, actor, row.courseId);
  const moderator = actor.role === 'admin' || (actor.role === 'author' && row.ownerId === actor.id);
  if (!moderator) {
    if (!enrolment || !row.published) throw notYours();
    const locked = await lockedLessons(db, enrolment, now);
    if (locked.has(row.lessonId)) throw notYours();
  }
  return {
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    courseOwnerId: row.ownerId,
    lessonId: row.lessonId,
    cohortId: null,
    title: row.lessonTitle,
    enrolmentId: enrolment?.id ?? null,
    moderator,
  };
}

const notInCohort = () => new AppError('not_found', m.errors_no_such_cohort_in_yours());

export async function cohortDiscussionPlace(db: Db, actor: Actor, cohortId: number): Promise<DiscussionPlace> {
  const [row] = await db
    .select({ cohortId: cohorts.id, title: cohorts.title, courseId: courses.id, courseTitle: courses.title, ownerId: courses.ownerId })
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(eq(cohorts.id, cohortId))
    .limit(1);
  if (!row) throw notInCohort();
  const moderator = actor.role === 'admin' || (actor.role === 'author' && row.ownerId === actor.id);
  if (!moderator) {
    const [member] = await db.select({ userId: cohortMembers.userId }).from(cohortMembers).where(and(eq(cohortMembers.cohortId, cohortId), eq(cohortMembers.userId, actor.id))).limit(1);
    if (!member) throw notInCohort();
  }
  const enrolment = await ownEnrolmentForCourse(db, actor, row.courseId);
  return { courseId: row.courseId, courseTitle: row.courseTitle, courseOwnerId: row.ownerId, lessonId: null, cohortId: row.cohortId, title: row.title, enrolmentId: enrolment?.id ?? null, moderator };
}

/** Whether a member takes part in the course's discussions: enrolled, or its author. */
export async function takesPartInCourse(db: Db, userId: number, courseId: number): Promise<boolean> {
  if (await isEnrolled(db, userId, courseId)) return true;
  const [owned] = await db.select({ id: courses.id }).from(courses).where(and(eq(courses.id, courseId), eq(courses.ownerId, userId))).limit(1);
  return Boolean(owned);
}

/** The member's enrolment id in a course, for a link to a lesson; null when not enrolled. */
export async function enrolmentIdIn(db: Db, userId: number, courseId: number): Promise<number | null> {
  const [row] = await db.select({ id: enrolments.id }).from(enrolments).where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId))).limit(1);
  return row?.id ?? null;
}

/** Whether a member takes part where the discussion is: the cohort's members or the course's, and its author. */
export async function takesPart(db: Db, userId: number, place: Pick<DiscussionPlace, 'courseId' | 'cohortId' | 'courseOwnerId'>): Promise<boolean> {
  if (place.courseOwnerId === userId) return true;
  if (place.cohortId === null) return takesPartInCourse(db, userId, place.courseId);
  const [member] = await db.select({ userId: cohortMembers.userId }).from(cohortMembers).where(and(eq(cohortMembers.cohortId, place.cohortId), eq(cohortMembers.userId, userId))).limit(1);
  return Boolean(member);
}
