// Cohorts (docs/rules/cohorts.md): runs of a course that start together. This file holds what every
// cohort verb shares (reading one as the API shows it) and the operators' verbs: open, change, close
// an empty one, list, and place or remove a member. The studio checks who may do it (admins, the
// course's author) and audits; the rules of a cohort live here, in the domain whose lessons they open.
import { sql } from 'drizzle-orm';
import { COHORT_FULL, COHORT_SEAT_HOLD_MINUTES, type Cohort, type CohortInput, type CohortUpdate, type MyCohort, type StudioCohortMember } from '../../../lib/schemas/cohorts.ts';
import { calendarDayIn, localMidnight } from '../../../lib/dates.ts';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../errors.ts';
import { seatsHeld } from '../../commerce/service/index.ts';
import { rowsOf } from '../../shared/sql-rows.ts';

export type CohortRow = {
  id: number; course_id: number; title: string; starts_on: string; time_zone: string; starts_at: Date | string;
  capacity: number; price_cents: number | null; currency: string; members: number; held?: number;
};

export { COHORT_FULL, COHORT_STARTED } from '../../../lib/schemas/cohorts.ts';
export const UNPUBLISHED_COURSE = 'Publish the course before opening a cohort: members cannot join a course they cannot see.';

const iso = (v: Date | string) => new Date(v).toISOString();

export function toCohort(r: CohortRow, now: Date): Cohort {
  const members = Number(r.members);
  const startsAt = new Date(r.starts_at);
  return {
    id: Number(r.id),
    course_id: Number(r.course_id),
    title: r.title,
    starts_on: String(r.starts_on).slice(0, 10),
    time_zone: r.time_zone,
    starts_at: startsAt.toISOString(),
    capacity: Number(r.capacity),
    members,
    seats_left: Math.max(0, Number(r.capacity) - members - Number(r.held ?? 0)),
    price_cents: r.price_cents == null ? null : Number(r.price_cents),
    currency: r.currency,
    status: startsAt.getTime() > now.getTime() ? 'upcoming' : 'running',
  };
}

// Seats left count the places other members' checkouts hold (docs/rules/cohorts.md, "Paying for a place").
const SELECT_COHORT = sql`SELECT co.id, co.course_id, co.title, co.starts_on::text AS starts_on, co.time_zone, co.starts_at, co.capacity, co.price_cents, c.currency,
    (SELECT count(*)::int FROM cohort_members m WHERE m.cohort_id = co.id) AS members,
    ${seatsHeld(sql`co.id`, sql`now() - make_interval(mins => ${COHORT_SEAT_HOLD_MINUTES})`)} AS held
  FROM cohorts co JOIN courses c ON c.id = co.course_id`;

/** One cohort as a row; `lock` holds it for the rest of the transaction (joins queue behind it). */
export async function cohortRow(db: Db, id: number, options: { lock?: boolean } = {}): Promise<CohortRow | null> {
  if (options.lock) await db.execute(sql`SELECT id FROM cohorts WHERE id = ${id} FOR UPDATE`);
  const [row] = rowsOf<CohortRow>(await db.execute(sql`${SELECT_COHORT} WHERE co.id = ${id}`));
  return row ?? null;
}

/** The course a cohort belongs to, so the studio can check who may manage it; 404 when there is none. */
export async function cohortCourseId(db: Db, id: number): Promise<number> {
  const [row] = rowsOf<{ course_id: number }>(await db.execute(sql`SELECT course_id FROM cohorts WHERE id = ${id}`));
  if (!row) throw notFound('cohort');
  return Number(row.course_id);
}

/** Every cohort of a course, soonest start first; `upcomingOnly` keeps those that have not started. */
export async function listCourseCohorts(db: Db, courseId: number, now: Date, options: { upcomingOnly?: boolean } = {}): Promise<Cohort[]> {
  const upcoming = options.upcomingOnly ? sql` AND co.starts_at > ${now.toISOString()}::timestamptz` : sql``;
  const rows = rowsOf<CohortRow>(await db.execute(sql`${SELECT_COHORT} WHERE co.course_id = ${courseId}${upcoming} ORDER BY co.starts_at, co.id`));
  return rows.map((r) => toCohort(r, now));
}

/** A start day before today in the cohort's own time zone is refused beside the field. */
function checkStart(startsOn: string, timeZone: string, now: Date): Date {
  if (startsOn < calendarDayIn(timeZone, now)) throw fieldError('starts_on', 'The start date is in the past. Choose today or a later day.');
  return localMidnight(startsOn, timeZone);
}

type CourseForCohort = { id: number; published: boolean };

/** Opens a cohort of a published course (409 otherwise); returns it. Runs in the caller's transaction. */
export async function openCohort(tx: Db, { course, input, actorId, now }: { course: CourseForCohort; input: CohortInput; actorId: number; now: Date }): Promise<Cohort> {
  if (!course.published) throw new AppError('conflict', UNPUBLISHED_COURSE);
  const timeZone = input.time_zone ?? 'UTC';
  const startsAt = checkStart(input.starts_on, timeZone, now);
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`INSERT INTO cohorts (course_id, title, starts_on, time_zone, starts_at, capacity, price_cents, created_by)
      VALUES (${course.id}, ${input.title}, ${input.starts_on}::date, ${timeZone}, ${startsAt.toISOString()}::timestamptz, ${input.capacity}, ${input.price_cents ?? null}, ${actorId})
      RETURNING id`),
  );
  return toCohort((await cohortRow(tx, Number(row!.id)))!, now);
}

/**
 * Changes a cohort's fields; a new start must not be in the past, and the capacity not below the
 * members it already has. Returns the cohort before and after, for the audit.
 */
export async function changeCohort(tx: Db, { id, input, now }: { id: number; input: CohortUpdate; now: Date }): Promise<{ before: Cohort; after: Cohort }> {
  const current = await cohortRow(tx, id, { lock: true });
  if (!current) throw notFound('cohort');
  const before = toCohort(current, now);
  const startsOn = input.starts_on ?? before.starts_on;
  const timeZone = input.time_zone ?? before.time_zone;
  const startMoved = input.starts_on !== undefined && input.starts_on !== before.starts_on || (input.time_zone !== undefined && input.time_zone !== before.time_zone);
  const startsAt = startMoved ? checkStart(startsOn, timeZone, now) : new Date(before.starts_at);
  const capacity = input.capacity ?? before.capacity;
  if (capacity < before.members) {
    throw fieldError('capacity', `The cohort already has ${before.members} members: the capacity cannot be lower. Remove members first.`);
  }
  const price = input.price_cents === undefined ? before.price_cents : input.price_cents;
  await tx.execute(sql`UPDATE cohorts SET title = ${input.title ?? before.title}, starts_on = ${startsOn}::date, time_zone = ${timeZone},
      starts_at = ${startsAt.toISOString()}::timestamptz, capacity = ${capacity}, price_cents = ${price}, updated_at = now()
    WHERE id = ${id}`);
  return { before, after: toCohort((await cohortRow(tx, id))!, now) };
}

/** Deletes a cohort that has no members (409 otherwise); returns it as it was. */
export async function closeEmptyCohort(tx: Db, { id, now }: { id: number; now: Date }): Promise<Cohort> {
  const current = await cohortRow(tx, id, { lock: true });
  if (!current) throw notFound('cohort');
  const cohort = toCohort(current, now);
  if (cohort.members > 0) {
    throw new AppError('conflict', `This cohort has ${cohort.members} member${cohort.members === 1 ? '' : 's'}: remove them before deleting it.`);
  }
  await tx.execute(sql`DELETE FROM cohorts WHERE id = ${id}`);
  return cohort;
}

export type Placement = 'self' | 'import' | 'admin' | 'purchase';

/**
 * Puts an enrolled member in a cohort, moving them out of another cohort of the same course. The
 * cohort row is locked first, so two placements into its last seat queue up and the second sees it
 * full (409): no cohort is ever filled past its capacity. Returns false when they were already in it.
 */
export async function placeInCohort(tx: Db, { cohortId, userId, placedBy, now }: { cohortId: number; userId: number; placedBy: Placement; now: Date }): Promise<{ cohort: Cohort; placed: boolean }> {
  return place(tx, { cohortId, userId, placedBy, now, seatHeld: false });
}

/**
 * A paid place: its seat was held while the member paid (docs/rules/cohorts.md, "Paying for a
 * place"), so it is not counted again; a payment that arrives after its hold ran out still gets the
 * place, since refusing someone who has paid is worse than one seat over.
 */
export async function placePaid(tx: Db, { cohortId, userId, now }: { cohortId: number; userId: number; now: Date }): Promise<void> {
  await place(tx, { cohortId, userId, placedBy: 'purchase', now, seatHeld: true });
}

async function place(tx: Db, { cohortId, userId, placedBy, now, seatHeld }: { cohortId: number; userId: number; placedBy: Placement; now: Date; seatHeld: boolean }): Promise<{ cohort: Cohort; placed: boolean }> {
  const row = await cohortRow(tx, cohortId, { lock: true });
  if (!row) throw notFound('cohort');
  const [mine] = rowsOf<{ cohort_id: number }>(
    await tx.execute(sql`SELECT cohort_id FROM cohort_members WHERE user_id = ${userId} AND course_id = ${row.course_id}`),
  );
  if (mine && Number(mine.cohort_id) === cohortId) {
    if (seatHeld) await tx.execute(sql`UPDATE cohort_members SET placed_by = 'purchase' WHERE cohort_id = ${cohortId} AND user_id = ${userId}`);
    return { cohort: toCohort(row, now), placed: false };
  }
  if (!seatHeld && Number(row.members) >= Number(row.capacity)) throw new AppError('conflict', COHORT_FULL());
  if (mine) await tx.execute(sql`DELETE FROM cohort_members WHERE user_id = ${userId} AND course_id = ${row.course_id}`);
  await tx.execute(sql`INSERT INTO cohort_members (cohort_id, user_id, course_id, placed_by, joined_at)
    VALUES (${cohortId}, ${userId}, ${row.course_id}, ${placedBy}, ${now.toISOString()}::timestamptz)`);
  return { cohort: toCohort((await cohortRow(tx, cohortId))!, now), placed: true };
}

/** Takes a member out of a cohort; 404 when they are not in it. */
export async function removeFromCohort(tx: Db, { cohortId, userId }: { cohortId: number; userId: number }): Promise<void> {
  const gone = rowsOf(await tx.execute(sql`DELETE FROM cohort_members WHERE cohort_id = ${cohortId} AND user_id = ${userId} RETURNING user_id`));
  if (!gone.length) throw new AppError('not_found', 'That member is not in this cohort.');
}

/** The cohort's members as the studio lists them, in the order they joined. */
export async function studioCohortMembers(db: Db, cohortId: number): Promise<StudioCohortMember[]> {
  const rows = rowsOf<{ user_id: number; name: string; email: string; placed_by: StudioCohortMember['placed_by']; joined_at: Date | string }>(
    await db.execute(sql`SELECT m.user_id, u.name, u.email, m.placed_by, m.joined_at FROM cohort_members m JOIN users u ON u.id = m.user_id
      WHERE m.cohort_id = ${cohortId} ORDER BY m.joined_at, m.user_id`),
  );
  return rows.map((r) => ({ user_id: Number(r.user_id), name: r.name, email: r.email, placed_by: r.placed_by, joined_at: iso(r.joined_at) }));
}

/** Whether the member is enrolled in the course (a cohort is a way through a course the member has). */
export async function isEnrolled(db: Db, userId: number, courseId: number): Promise<boolean> {
  return rowsOf(await db.execute(sql`SELECT 1 FROM enrolments WHERE user_id = ${userId} AND course_id = ${courseId}`)).length > 0;
}

/** The member's cohort in a course, or null. */
export async function myCohort(db: Db, userId: number, courseId: number): Promise<MyCohort | null> {
  const [row] = rowsOf<{ id: number; title: string; starts_on: string; starts_at: Date | string; time_zone: string }>(
    await db.execute(sql`SELECT co.id, co.title, co.starts_on::text AS starts_on, co.starts_at, co.time_zone
      FROM cohort_members m JOIN cohorts co ON co.id = m.cohort_id WHERE m.user_id = ${userId} AND m.course_id = ${courseId}`),
  );
  return row ? { id: Number(row.id), title: row.title, starts_on: String(row.starts_on).slice(0, 10), starts_at: new Date(row.starts_at).toISOString(), time_zone: row.time_zone } : null;
}
