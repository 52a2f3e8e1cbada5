// The demo's cohorts (docs/rules/cohorts.md): Stress First Aid runs in cohorts. The November run
// started ten days ago with five of the past learners (the class of learners.ts); the December run
// starts in three days with the demo member in it, so her dashboard says "Your cohort starts in 3
// days" on a fresh `npm start`. She finished the course before, so no lesson of hers closes. The
// January intensive has its own price, so the course page shows "Buy a place" beside the December
// run's Join (docs/rules/cohorts.md, "Paying for a place").
import { sql } from 'drizzle-orm';
import { calendarDayIn, localMidnight } from '../../lib/dates.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../shared/sql-rows.ts';
import { DEMO_CLASS_COURSE } from './learners.ts';

const DAY_MS = 86_400_000;
export const DEMO_COHORT_TITLES = { running: 'November run', upcoming: 'December run', priced: 'January intensive' } as const;

export async function seedDemoCohorts(tx: Db, { memberId, adminId }: { memberId: number; adminId: number }, now: number): Promise<void> {
  const [course] = rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM courses WHERE slug = ${DEMO_CLASS_COURSE}`));
  if (!course) throw new Error(`Demo cohorts: no course ${DEMO_CLASS_COURSE}`);
  const open = async (title: string, days: number, capacity: number, priceCents: number | null = null) => {
    const startsOn = calendarDayIn('UTC', new Date(now + days * DAY_MS));
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO cohorts (course_id, title, starts_on, time_zone, starts_at, capacity, price_cents, created_by, created_at)
        VALUES (${course.id}, ${title}, ${startsOn}::date, 'UTC', ${localMidnight(startsOn, 'UTC').toISOString()}::timestamptz, ${capacity}, ${priceCents}, ${adminId}, ${new Date(now - 20 * DAY_MS).toISOString()}::timestamptz)
        RETURNING id`),
    );
    return Number(row!.id);
  };
  const running = await open(DEMO_COHORT_TITLES.running, -10, 12);
  const upcoming = await open(DEMO_COHORT_TITLES.upcoming, 3, 12);
  await open(DEMO_COHORT_TITLES.priced, 40, 8, 4900);
  // Five of the past class, by their enrolment in the course, oldest first.
  const learners = rowsOf<{ user_id: number }>(
    await tx.execute(sql`SELECT e.user_id FROM enrolments e JOIN users u ON u.id = e.user_id
      WHERE e.course_id = ${course.id} AND e.user_id <> ${memberId} ORDER BY e.created_at, e.id LIMIT 5`),
  );
  for (const l of learners) {
    await tx.execute(sql`INSERT INTO cohort_members (cohort_id, user_id, course_id, placed_by, joined_at)
      VALUES (${running}, ${l.user_id}, ${course.id}, 'import', ${new Date(now - 15 * DAY_MS).toISOString()}::timestamptz)`);
  }
  await tx.execute(sql`INSERT INTO cohort_members (cohort_id, user_id, course_id, placed_by, joined_at)
    VALUES (${upcoming}, ${memberId}, ${course.id}, 'self', ${new Date(now - DAY_MS).toISOString()}::timestamptz)`);
}
