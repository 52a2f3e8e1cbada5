// Paying for a place in a cohort (docs/rules/cohorts.md, "Paying for a place"). Checkout holds a seat
// while the member is on the provider's page, so two buyers cannot pay for the last seat; the paid
// event places the member through learning, which owns cohorts and sits above commerce.
import { sql, type SQL } from 'drizzle-orm';
import { COHORT_FULL, COHORT_MOVE_AFTER_START, COHORT_SEAT_HOLD_MINUTES, COHORT_STARTED } from '../../../lib/schemas/cohorts.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { provided } from '../../shared/provided.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { m } from '../../../paraglide/messages.js';

/** What learning does for commerce with a cohort place, inside the payment's (or refund's) transaction. */
export type CohortPlaces = {
  /** Enrols the member in the cohort's course if need be and puts them in the cohort, on the seat checkout held. */
  place(tx: Db, place: { userId: number; cohortId: number; at: Date }): Promise<void>;
  /** Takes a refunded place back: the member leaves the cohort (they keep the enrolment). */
  takeBack(tx: Db, place: { userId: number; cohortId: number }): Promise<void>;
};

/** Passed in by the learning domain when the app is built (src/server/wiring.ts; docs/domain-order.md). */
export const cohortPlaces = provided<CohortPlaces>('commerce.cohortPlaces');

/**
 * How many members hold a seat of the cohort (`cohortId`, an SQL expression) through a checkout begun
 * after `since` and not paid yet, one per member, leaving out a member already in it and `exceptUserId`.
 * The one definition of a held seat: checkout counts it, and learning's list of seats left too.
 */
export function seatsHeld(cohortId: SQL, since: SQL, exceptUserId?: number): SQL {
  return sql`(SELECT count(DISTINCT p.user_id)::int FROM payments p
    WHERE p.kind = 'cohort' AND p.cohort_id = ${cohortId} AND p.status = 'pending' AND p.created_at > ${since}
      ${exceptUserId === undefined ? sql`` : sql`AND p.user_id <> ${exceptUserId}`}
      AND NOT EXISTS (SELECT 1 FROM cohort_members m WHERE m.cohort_id = p.cohort_id AND m.user_id = p.user_id))`;
}

/**
 * Checks, inside the checkout's transaction, that the member may buy a place now and holds it: the
 * cohort's row is locked, so checkouts for its last seat queue up and the second sees it taken. Seats
 * count the members and the places held by other members' checkouts of the last 30 minutes.
 */
export async function holdCohortSeat(tx: Db, { userId, cohortId, now }: { userId: number; cohortId: number; now: Date }): Promise<void> {
  const [cohort] = rowsOf<{ course_id: number; starts_at: Date | string; capacity: number }>(
    await tx.execute(sql`SELECT course_id, starts_at, capacity FROM cohorts WHERE id = ${cohortId} FOR UPDATE`),
  );
  if (!cohort) throw notFound('cohort');
  if (new Date(cohort.starts_at).getTime() <= now.getTime()) throw new AppError('conflict', COHORT_STARTED());
  const [mine] = rowsOf<{ cohort_id: number; title: string; starts_at: Date | string }>(
    await tx.execute(sql`SELECT m.cohort_id, co.title, co.starts_at FROM cohort_members m JOIN cohorts co ON co.id = m.cohort_id
      WHERE m.user_id = ${userId} AND m.course_id = ${cohort.course_id}`),
  );
  if (mine && Number(mine.cohort_id) === cohortId) throw new AppError('conflict', m.errors_cohort_already_in());
  if (mine && new Date(mine.starts_at).getTime() <= now.getTime()) throw new AppError('conflict', COHORT_MOVE_AFTER_START(mine.title));
  const since = new Date(now.getTime() - COHORT_SEAT_HOLD_MINUTES * 60_000);
  const [taken] = rowsOf<{ members: number; held: number }>(
    await tx.execute(sql`SELECT
      (SELECT count(*)::int FROM cohort_members WHERE cohort_id = ${cohortId}) AS members,
      ${seatsHeld(sql`${cohortId}`, sql`${since.toISOString()}::timestamptz`, userId)} AS held`),
  );
  if (Number(taken!.members) + Number(taken!.held) >= Number(cohort.capacity)) throw new AppError('conflict', COHORT_FULL());
}
