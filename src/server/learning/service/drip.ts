// Drip schedules (docs/rules/learning-progress.md, "Drip"): when each lesson of a course opens for
// one member. A lesson's opening is the later of its section's rule and its own; a lesson the member
// already completed or saved work in is open whatever the schedule says now.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { localMidnight } from '../../../lib/dates.ts';

export { localMidnight };

export type DripRule = { afterDays: number | null; onDate: string | null };
const DAY_MS = 86_400_000;

/**
 * The moment the drip count starts for an enrolment: the day the member enrolled. Kept in this one
 * function so cohorts (issue 33) can count from a cohort's start instead.
 */
export function dripStart(enrolment: { createdAt: Date }): Date {
  return enrolment.createdAt;
}

/** When one rule opens: N days after the start, or at local midnight of its date; null: no rule. */
export function ruleOpensAt(rule: DripRule, start: Date, timeZone: string | null): Date | null {
  if (rule.afterDays != null) return new Date(start.getTime() + rule.afterDays * DAY_MS);
  if (rule.onDate) return localMidnight(rule.onDate, timeZone);
  return null;
}

/** The later of the section's and the lesson's openings; null when neither has a rule. */
export function lessonOpensAt(lesson: DripRule, section: DripRule, start: Date, timeZone: string | null): Date | null {
  const times = [ruleOpensAt(section, start, timeZone), ruleOpensAt(lesson, start, timeZone)].filter((t): t is Date => t !== null);
  if (!times.length) return null;
  return new Date(Math.max(...times.map((t) => t.getTime())));
}

type RuleRow = { id: number; is_preview: boolean; l_days: number | null; l_date: string | Date | null; s_days: number | null; s_date: string | Date | null; touched: boolean };
const dayOf = (v: string | Date | null) => (v == null ? null : typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10));

/**
 * For each shown lesson of the enrolment's course that is still locked at `now`, the moment it opens.
 * Lessons missing from the map are open: no rule, opened already, a free preview, or already
 * completed or worked on by the member (a later schedule edit never locks work done).
 */
export async function lockedLessons(db: Db, enrolment: { id: number; courseId: number; userId: number; createdAt: Date }, now: Date): Promise<Map<number, Date>> {
  const rows = rowsOf<RuleRow & { time_zone: string | null }>(
    await db.execute(sql`SELECT l.id, l.is_preview, l.drip_after_days AS l_days, l.drip_on_date::text AS l_date,
        s.drip_after_days AS s_days, s.drip_on_date::text AS s_date,
        (EXISTS (SELECT 1 FROM lesson_progress p WHERE p.enrolment_id = ${enrolment.id} AND p.lesson_id = l.id)
          OR EXISTS (SELECT 1 FROM lesson_work w WHERE w.enrolment_id = ${enrolment.id} AND w.lesson_id = l.id)) AS touched,
        (SELECT u.time_zone FROM users u WHERE u.id = ${enrolment.userId}) AS time_zone
      FROM lessons l LEFT JOIN course_sections s ON s.id = l.section_id
      WHERE l.course_id = ${enrolment.courseId} AND l.archived_at IS NULL
        AND (l.drip_after_days IS NOT NULL OR l.drip_on_date IS NOT NULL OR s.drip_after_days IS NOT NULL OR s.drip_on_date IS NOT NULL)`),
  );
  const locked = new Map<number, Date>();
  const start = dripStart(enrolment);
  for (const r of rows) {
    if (r.touched || r.is_preview) continue;
    const opens = lessonOpensAt({ afterDays: r.l_days, onDate: dayOf(r.l_date) }, { afterDays: r.s_days, onDate: dayOf(r.s_date) }, start, r.time_zone);
    if (opens && opens.getTime() > now.getTime()) locked.set(Number(r.id), opens);
  }
  return locked;
}

/** The refusal of a locked lesson: 403 with the opening moment (docs/rules/learning-progress.md, "Drip"). */
export function lessonLocked(opensAt: Date): AppError {
  const message = `This lesson is not open yet. It opens on ${opensAt.toISOString().slice(0, 10)}.`;
  return new AppError('forbidden', message, { errors: { opens_at: [opensAt.toISOString()] } });
}
