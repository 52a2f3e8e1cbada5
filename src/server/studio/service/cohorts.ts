// Cohorts in the studio (docs/rules/cohorts.md, "In the studio"): an admin, or the course's author,
// opens cohorts of a course, changes them, deletes an empty one, and places or removes members by
// hand. Who may is the studio's rule (course-access.ts: another author's course or cohort is 404);
// what a cohort may be is learning's. Every change is audited in its own transaction.
import { sql } from 'drizzle-orm';
import type { Cohort, CohortInput, CohortUpdate, StudioCohortMember } from '../../../lib/schemas/cohorts.ts';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../errors.ts';
import { announceContentChange } from '../../events/content-changes.ts';
import type { Actor } from '../../http/env.ts';
import { changeCohort, closeEmptyCohort, cohortCourseId, isEnrolled, listCourseCohorts, openCohort, placeInCohort, removeFromCohort, studioCohortMembers } from '../../learning/service/index.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { recordAudit } from './audit.ts';
import { courseFor } from './course-access.ts';

type Ctx = { db: Db; actor: Actor; now: Date };

/** The cohort's course id once the actor may manage that course; 404 for a cohort they may not see. */
async function cohortFor(db: Db, actor: Actor, id: number, lock = false): Promise<number> {
  const courseId = await cohortCourseId(db, id);
  try {
    await courseFor(db, actor, courseId, { lock });
  } catch (err) {
    if (err instanceof AppError && err.code === 'not_found') throw notFound('cohort');
    throw err;
  }
  return courseId;
}

export async function listStudioCohorts({ db, actor, courseId, now }: Ctx & { courseId: number }): Promise<Cohort[]> {
  await courseFor(db, actor, courseId);
  return listCourseCohorts(db, courseId, now);
}

export async function createStudioCohort({ db, actor, courseId, input, now }: Ctx & { courseId: number; input: CohortInput }): Promise<Cohort> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const course = await courseFor(tx, actor, courseId, { lock: true });
    const cohort = await openCohort(tx, { course, input, actorId: actor.id, now });
    await recordAudit(tx, actor, { action: 'cohort.create', subject: { type: 'cohort', id: cohort.id }, before: null, after: { course_id: courseId, ...input } });
    // The course page lists upcoming cohorts: its cached copies go (docs/performance.md, "Response cache").
    await announceContentChange(tx);
    return cohort;
  });
}

export async function updateStudioCohort({ db, actor, id, input, now }: Ctx & { id: number; input: CohortUpdate }): Promise<Cohort> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await cohortFor(tx, actor, id);
    const { before, after } = await changeCohort(tx, { id, input, now });
    const fields = Object.keys(input) as Array<keyof CohortUpdate>;
    await recordAudit(tx, actor, {
      action: 'cohort.update',
      subject: { type: 'cohort', id },
      before: Object.fromEntries(fields.map((f) => [f, before[f]])),
      after: Object.fromEntries(fields.map((f) => [f, after[f]])),
    });
    await announceContentChange(tx);
    return after;
  });
}

/** Deletes an empty cohort (409 with members); returns it as it was. */
export async function deleteStudioCohort({ db, actor, id, now }: Ctx & { id: number }): Promise<Cohort> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await cohortFor(tx, actor, id);
    const gone = await closeEmptyCohort(tx, { id, now });
    await recordAudit(tx, actor, { action: 'cohort.delete', subject: { type: 'cohort', id }, before: { title: gone.title, starts_on: gone.starts_on, capacity: gone.capacity }, after: null });
    await announceContentChange(tx);
    return gone;
  });
}

export async function listStudioCohortMembers({ db, actor, id }: Omit<Ctx, 'now'> & { id: number }): Promise<StudioCohortMember[]> {
  await cohortFor(db, actor, id);
  return studioCohortMembers(db, id);
}

/** Places an enrolled member, found by e-mail, in the cohort (moving them from another of the course); a full cohort is 409. */
export async function placeStudioCohortMember({ db, actor, id, email, now }: Ctx & { id: number; email: string }): Promise<StudioCohortMember[]> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const courseId = await cohortFor(tx, actor, id);
    const [user] = rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM users WHERE lower(email) = lower(${email.trim()}) AND cancelled_at IS NULL`));
    if (!user) throw fieldError('email', 'No member has this e-mail address.');
    const userId = Number(user.id);
    if (!(await isEnrolled(tx, userId, courseId))) throw fieldError('email', 'This member is not enrolled in the course. Enrol them first, then place them.');
    const { placed } = await placeInCohort(tx, { cohortId: id, userId, placedBy: 'admin', now });
    if (placed) await recordAudit(tx, actor, { action: 'cohort.place', subject: { type: 'cohort', id }, before: null, after: { user_id: userId } });
  });
  return studioCohortMembers(db, id);
}

/** Takes a member out of the cohort (404 when not in it); returns the members left. */
export async function removeStudioCohortMember({ db, actor, id, userId }: Omit<Ctx, 'now'> & { id: number; userId: number }): Promise<StudioCohortMember[]> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await cohortFor(tx, actor, id);
    await removeFromCohort(tx, { cohortId: id, userId });
    await recordAudit(tx, actor, { action: 'cohort.remove', subject: { type: 'cohort', id }, before: { user_id: userId }, after: null });
  });
  return studioCohortMembers(db, id);
}
