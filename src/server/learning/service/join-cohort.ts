// What members do with cohorts (docs/rules/cohorts.md): see a course's upcoming cohorts with their
// seats left, join one (enrolling first in a course they may take), leave it before it starts, and
// read the member list of a cohort they are in.
import { and, eq, sql } from 'drizzle-orm';
import { COHORT_MOVE_AFTER_START, type Cohort, type CohortRoster } from '../../../lib/schemas/cohorts.ts';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { avatarUrl } from '../../accounts/service/index.ts';
import { idOrSlug } from '../../shared/id-or-slug.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { canTake } from './access.ts';
import { COHORT_STARTED, cohortRow, listCourseCohorts, myCohort, placeInCohort, placePaid, toCohort } from './cohorts.ts';
import { insertEnrolment, PAID_COURSE_MESSAGE } from './enrol.ts';
import { m } from '../../../paraglide/messages.js';

export const PRICED_COHORT = () => m.errors_priced_cohort();

/** GET /v1/courses/{id}/cohorts: the published course's cohorts that have not started, soonest first. */
export async function upcomingCohorts({ db, course, now }: { db: Db; course: string; now: Date }): Promise<Cohort[]> {
  const key = idOrSlug(course, 'course');
  const where = 'id' in key ? eq(courses.id, key.id) : eq(courses.slug, key.slug);
  const [row] = await db.select({ id: courses.id }).from(courses).where(and(where, eq(courses.published, true))).limit(1);
  if (!row) throw notFound('course');
  return listCourseCohorts(db, row.id, now, { upcomingOnly: true });
}

/**
 * POST /v1/auth/cohorts/{id}/join. A member who may take the course (free, bought or subscribed) and
 * is not enrolled yet is enrolled in the same transaction. 201 when placed, 200 when already in it.
 */
export async function joinCohort({ db, actor, cohortId, now }: { db: Db; actor: Actor; cohortId: number; now: Date }): Promise<{ cohort: Cohort; placed: boolean }> {
  const row = await cohortRow(db, cohortId);
  const [course] = row
    ? await db.select({ id: courses.id, priceCents: courses.priceCents, isFree: courses.isFree, published: courses.published }).from(courses).where(eq(courses.id, row.course_id)).limit(1)
    : [];
  if (!row || !course?.published) throw notFound('cohort');
  const mine = await myCohort(db, actor.id, course.id);
  if (mine?.id === cohortId) return { cohort: toCohort(row, now), placed: false };
  // Moving is leaving the other cohort: only before it starts, as leaving is.
  if (mine && new Date(mine.starts_at).getTime() <= now.getTime()) throw new AppError('conflict', COHORT_MOVE_AFTER_START(mine.title));
  if (new Date(row.starts_at).getTime() <= now.getTime()) throw new AppError('conflict', COHORT_STARTED());
  if (row.price_cents != null) throw new AppError('payment_required', PRICED_COHORT());
  const enrolled = rowsOf(await db.execute(sql`SELECT 1 FROM enrolments WHERE user_id = ${actor.id} AND course_id = ${course.id}`)).length > 0;
  if (!enrolled && !(await canTake(db, actor, course))) throw new AppError('payment_required', PAID_COURSE_MESSAGE());
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (!enrolled) await insertEnrolment(tx, actor.id, course.id, null, 'member');
      return placeInCohort(tx, { cohortId, userId: actor.id, placedBy: 'self', now });
    });
  } catch (err) {
    // Two joins of one member at once into two cohorts of a course: the unique index keeps one.
    if ((err as { code?: string; cause?: { code?: string } }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505') {
      throw new AppError('conflict', m.errors_cohort_joined_other());
    }
    throw err;
  }
}

/** Commerce's paid place (docs/rules/cohorts.md, "Paying for a place"), in the payment's transaction: commerce has enrolled the member already. */
export async function placeBoughtCohort(tx: Db, { userId, cohortId, at }: { userId: number; cohortId: number; at: Date }): Promise<void> {
  await placePaid(tx, { cohortId, userId, now: at });
}

/** A wholly refunded place whose access the admin took back: the member leaves the cohort, keeping the enrolment. */
export async function takeBackCohortPlace(tx: Db, { userId, cohortId }: { userId: number; cohortId: number }): Promise<void> {
  await tx.execute(sql`DELETE FROM cohort_members WHERE cohort_id = ${cohortId} AND user_id = ${userId} AND placed_by = 'purchase'`);
}

/** DELETE /v1/auth/cohorts/{id}/join: leaves before the start (409 after it); 404 when not in it. */
export async function leaveCohort({ db, actor, cohortId, now }: { db: Db; actor: Actor; cohortId: number; now: Date }): Promise<Cohort> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await cohortRow(tx, cohortId, { lock: true });
    const [member] = row ? rowsOf<{ placed_by: string }>(await tx.execute(sql`SELECT placed_by FROM cohort_members WHERE cohort_id = ${cohortId} AND user_id = ${actor.id}`)) : [];
    if (!row || !member) throw notFound('cohort');
    // A paid place is not given up by a click: the course's team moves or refunds it (docs/rules/cohorts.md).
    if (member.placed_by === 'purchase') {
      throw new AppError('conflict', m.errors_cohort_paid_leave());
    }
    if (new Date(row.starts_at).getTime() <= now.getTime()) {
      throw new AppError('conflict', m.errors_cohort_started_leave());
    }
    await tx.execute(sql`DELETE FROM cohort_members WHERE cohort_id = ${cohortId} AND user_id = ${actor.id}`);
    return toCohort((await cohortRow(tx, cohortId))!, now);
  });
}

/**
 * GET /v1/auth/cohorts/{id}/members: only for the cohort's own members (404 for anyone else). Names
 * follow the leaderboard's privacy choice (docs/rules/rewards.md): a member who left the board, or
 * cancelled their account, is counted but not named; the caller always sees themselves.
 */
export async function cohortRoster({ db, actor, cohortId, now }: { db: Db; actor: Actor; cohortId: number; now: Date }): Promise<CohortRoster> {
  const mine = rowsOf<{ placed_by: string }>(await db.execute(sql`SELECT placed_by FROM cohort_members WHERE cohort_id = ${cohortId} AND user_id = ${actor.id}`));
  const row = mine.length ? await cohortRow(db, cohortId) : null;
  if (!row) throw notFound('cohort');
  const [course] = await db.select({ id: courses.id, slug: courses.slug, title: courses.title }).from(courses).where(eq(courses.id, row.course_id)).limit(1);
  const people = rowsOf<{ id: number; name: string; avatar_path: string | null; hidden: boolean }>(
    await db.execute(sql`SELECT u.id, u.name, u.avatar_path, (u.leaderboard_hidden OR u.cancelled_at IS NOT NULL) AS hidden
      FROM cohort_members m JOIN users u ON u.id = m.user_id WHERE m.cohort_id = ${cohortId} ORDER BY u.name, u.id`),
  );
  const shown = people.filter((p) => !p.hidden || Number(p.id) === actor.id);
  return {
    cohort: toCohort(row, now),
    course: { id: course!.id, slug: course!.slug, title: course!.title },
    members: shown.map((p) => ({ name: p.name, avatar_url: avatarUrl(p.avatar_path), is_you: Number(p.id) === actor.id })),
    hidden: people.length - shown.length,
    paid_place: mine[0]!.placed_by === 'purchase',
  };
}
