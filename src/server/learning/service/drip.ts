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

/** An enrolment as drip reads it: when the member enrolled, and the start of their cohort if they are in one. */
export type DripEnrolment = { createdAt: Date; cohortStartsAt?: Date | null };

/**
 * The moment the drip count starts for an enrolment: the start of the member's cohort in the course
 * when they are in one (docs/rules/cohorts.md, "Drip"), else the moment they enrolled.
 */
export function dripStart(enrolment: DripEnrolment): Date {
  return enrolment.cohortStartsAt ?? enrolment.createdAt;
}

/**
 * When a lesson opens for one member: its rules counted from dripStart, and, for a member in a
 * cohort, never before the cohort's start: a cohort opens even its first lesson on its start date.
 */
export function memberLessonOpensAt(lesson: DripRule, section: DripRule, enrolment: DripEnrolment, timeZone: string | null): Date | null {
  const opens = lessonOpensAt(lesson, section, dripStart(enrolment), timeZone);
  const cohort = enrolment.cohortStartsAt;
  if (!cohort) return opens;
  return opens && opens.getTime() > cohort.getTime() ? opens : cohort;
}

/** The SQL of the start of the member's cohort in the enrolment's course (null outside a cohort), for queries over enrolments `e`. */
export const cohortStartOf = (enrolmentAlias: 'e') =>
  sql.raw(`(SELECT co.starts_at FROM cohort_members cm JOIN cohorts co ON co.id = cm.cohort_id WHERE cm.user_id = ${enrolmentAlias}.user_id AND cm.course_id = ${enrolmentAlias}.course_id)`);

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

/** Lessons still locked, each with its opening, and the start of the member's cohort (null outside one). */
export type LockedLessons = Map<number, Date> & { cohortStartsAt: Date | null };

/** A shown lesson's drip rules as read from the database, and whether the member completed or worked on it. */
export type RuleRow = { id: number; is_preview: boolean; l_days: number | null; l_date: string | Date | null; s_days: number | null; s_date: string | Date | null; touched: boolean };
const dayOf = (v: string | Date | null) => (v == null ? null : typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10));

/**
 * For each shown lesson of the enrolment's course that is still locked at `now`, the moment it opens.
 * Lessons missing from the map are open: no rule, opened already, a free preview, or already
 * completed or worked on by the member (a later schedule edit never locks work done).
 */
export async function lockedLessons(db: Db, enrolment: { id: number; courseId: number; userId: number; createdAt: Date }, now: Date): Promise<LockedLessons> {
  // One statement (docs/performance.md): the member's cohort start rides along on every row. Outside a
  // cohort only lessons with a rule can be locked; inside one that has not started, every lesson.
  const rows = rowsOf<RuleRow & { time_zone: string | null; cohort_starts_at: Date | string | null }>(
    await db.execute(sql`SELECT l.id, l.is_preview, l.drip_after_days AS l_days, l.drip_on_date::text AS l_date,
        s.drip_after_days AS s_days, s.drip_on_date::text AS s_date,
        (EXISTS (SELECT 1 FROM lesson_progress p WHERE p.enrolment_id = ${enrolment.id} AND p.lesson_id = l.id)
          OR EXISTS (SELECT 1 FROM lesson_work w WHERE w.enrolment_id = ${enrolment.id} AND w.lesson_id = l.id)) AS touched,
        (SELECT u.time_zone FROM users u WHERE u.id = ${enrolment.userId}) AS time_zone,
        c.cohort_starts_at
      FROM lessons l LEFT JOIN course_sections s ON s.id = l.section_id
      CROSS JOIN (SELECT (SELECT co.starts_at FROM cohort_members cm JOIN cohorts co ON co.id = cm.cohort_id
          WHERE cm.user_id = ${enrolment.userId} AND cm.course_id = ${enrolment.courseId}) AS cohort_starts_at) c
      WHERE l.course_id = ${enrolment.courseId} AND l.archived_at IS NULL
        AND (l.drip_after_days IS NOT NULL OR l.drip_on_date IS NOT NULL OR s.drip_after_days IS NOT NULL OR s.drip_on_date IS NOT NULL
          OR c.cohort_starts_at > ${now.toISOString()}::timestamptz)`),
  );
  const first = rows.find((r) => r.cohort_starts_at != null);
  const cohortStartsAt = first ? new Date(first.cohort_starts_at!) : null;
  return lockedAmong(rows, { createdAt: enrolment.createdAt, cohortStartsAt }, rows[0]?.time_zone ?? null, now);
}

/**
 * Which of `rows` (any of the course's shown lessons, with their rules) are still locked at `now` for
 * the member, each with its opening: the same reading as lockedLessons, for a caller that read the
 * rules with the rest of its page.
 */
export function lockedAmong(rows: RuleRow[], drip: { createdAt: Date; cohortStartsAt: Date | null }, timeZone: string | null, now: Date): LockedLessons {
  const locked: LockedLessons = Object.assign(new Map<number, Date>(), { cohortStartsAt: drip.cohortStartsAt });
  for (const r of rows) {
    if (r.touched || r.is_preview) continue;
    const opens = memberLessonOpensAt({ afterDays: r.l_days, onDate: dayOf(r.l_date) }, { afterDays: r.s_days, onDate: dayOf(r.s_date) }, drip, timeZone);
    if (opens && opens.getTime() > now.getTime()) locked.set(Number(r.id), opens);
  }
  return locked;
}

/**
 * The refusal of a locked lesson: 403 with the opening moment (docs/rules/learning-progress.md, "Drip").
 * When it is the start of the member's cohort that holds it, the refusal says so and carries that start
 * too (docs/rules/cohorts.md, "Drip").
 */
export function lessonLocked(opensAt: Date, cohortStartsAt: Date | null = null): AppError {
  if (cohortStartsAt && cohortStartsAt.getTime() === opensAt.getTime()) {
    const message = `Your cohort starts on ${opensAt.toISOString().slice(0, 10)}. This lesson opens then.`;
    return new AppError('forbidden', message, { errors: { opens_at: [opensAt.toISOString()], cohort_starts_at: [cohortStartsAt.toISOString()] } });
  }
  const message = `This lesson is not open yet. It opens on ${opensAt.toISOString().slice(0, 10)}.`;
  return new AppError('forbidden', message, { errors: { opens_at: [opensAt.toISOString()] } });
}
