// The drip job (docs/rules/learning-progress.md, "Drip"): every quarter hour it finds, for each active
// enrolment, the dripped lessons that opened since a short look-back and tells the member once, in
// the app and by e-mail as their settings say. A drip_notices row per enrolment and lesson, written in
// the same transaction as the notification, makes a second run (or a second instance) send nothing.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dripNotices } from '../../db/schema/index.ts';
import type { JobDefinition, Schedule } from '../../jobs/index.ts';
import { notify } from '../../notifications/service/index.ts';
import { m } from '../../../paraglide/messages.js';
import { paths } from '../../../lib/paths.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { cohortStartOf, dripStart, memberLessonOpensAt } from './drip.ts';

export const DRIP_SCAN_JOB = 'learning.drip-scan';
const EVERY_MS = 15 * 60_000;
/** Openings older than this are not announced: a lesson that opened long ago is no news. */
const LOOK_BACK_MS = 2 * 86_400_000;

type Candidate = {
  enrolment_id: number; user_id: number; course_id: number; bundle_id: number | null; enrolled_at: Date | string; cohort_starts_at: Date | string | null; time_zone: string | null; course_title: string;
  lesson_id: number; lesson_title: string; l_days: number | null; l_date: string | null; s_days: number | null; s_date: string | null;
};

/** Tells every member about the dripped lessons that opened for them by `now`; returns how many were told. */
export async function announceDripOpenings(db: Db, now: Date): Promise<number> {
  const rows = rowsOf<Candidate>(
    await db.execute(sql`SELECT e.id AS enrolment_id, e.user_id, e.course_id, e.bundle_id, e.created_at AS enrolled_at, ${cohortStartOf('e')} AS cohort_starts_at, u.time_zone, c.title AS course_title,
        l.id AS lesson_id, l.title AS lesson_title, l.drip_after_days AS l_days, l.drip_on_date::text AS l_date,
        s.drip_after_days AS s_days, s.drip_on_date::text AS s_date
      FROM enrolments e
      JOIN users u ON u.id = e.user_id
      JOIN courses c ON c.id = e.course_id AND c.published
      JOIN lessons l ON l.course_id = e.course_id AND l.archived_at IS NULL AND NOT l.is_preview
      LEFT JOIN course_sections s ON s.id = l.section_id
      WHERE e.status = 'active'
        AND (l.drip_after_days IS NOT NULL OR l.drip_on_date IS NOT NULL OR s.drip_after_days IS NOT NULL OR s.drip_on_date IS NOT NULL)
        AND NOT EXISTS (SELECT 1 FROM drip_notices n WHERE n.enrolment_id = e.id AND n.lesson_id = l.id)
        AND NOT EXISTS (SELECT 1 FROM lesson_progress p WHERE p.enrolment_id = e.id AND p.lesson_id = l.id)
        AND NOT EXISTS (SELECT 1 FROM lesson_work w WHERE w.enrolment_id = e.id AND w.lesson_id = l.id)
      ORDER BY e.id, l.position`),
  );
  let told = 0;
  for (const r of rows) {
    const enrolment = { createdAt: new Date(r.enrolled_at), cohortStartsAt: r.cohort_starts_at == null ? null : new Date(r.cohort_starts_at) };
    const start = dripStart(enrolment);
    const opensAt = memberLessonOpensAt({ afterDays: r.l_days, onDate: r.l_date }, { afterDays: r.s_days, onDate: r.s_date }, enrolment, r.time_zone);
    // Open already when the member enrolled, not open yet, or opened too long ago: nothing to say.
    if (!opensAt || opensAt <= start || opensAt > now || opensAt.getTime() < now.getTime() - LOOK_BACK_MS) continue;
    const enrolmentId = Number(r.enrolment_id);
    const lessonId = Number(r.lesson_id);
    const sent = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [row] = await tx.insert(dripNotices).values({ enrolmentId, lessonId, opensAt, notifiedAt: now }).onConflictDoNothing().returning({ lessonId: dripNotices.lessonId });
      if (!row) return false;
      await notify(tx, {
        userId: Number(r.user_id),
        type: 'course_updates',
        text: (locale) => ({ title: m.notices_drip_title({ lesson: r.lesson_title, course: r.course_title }, { locale }).slice(0, 200), body: m.notices_drip_body({}, { locale }) }),
        link: paths.lesson(enrolmentId, Number(r.course_id), lessonId, r.bundle_id ?? undefined),
        dedupeKey: `drip:${enrolmentId}:${lessonId}`,
      });
      return true;
    });
    if (sent) told += 1;
  }
  return told;
}

export const DRIP_JOBS: JobDefinition[] = [{ name: DRIP_SCAN_JOB, handler: async ({ deps, now }) => void (await announceDripOpenings(deps.db, now)) }];
export const DRIP_SCHEDULES: Schedule[] = [{ name: DRIP_SCAN_JOB, everyMs: EVERY_MS }];
