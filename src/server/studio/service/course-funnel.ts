// A course's funnel (docs/rules/studio.md, "Reports"): of the enrolments chosen by enrolment day or
// month, how many started, finished each lesson in course order, and completed the course, with the
// median time between one step and the next, the lesson where most stop, and the same by month of
// enrolment. Authors see their own courses (another's is a 404), admins every course.
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { CourseFunnel, FunnelQuery } from '../../../lib/schemas/reports.ts';
import type { Db } from '../../db/client.ts';
import { lessons } from '../../db/schema/index.ts';
import type { Actor } from '../../http/env.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { courseFor } from './course-access.ts';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 100) / whole) : null);
const hours = (seconds: number | string | null) => (seconds === null ? null : Math.round(Number(seconds) / 360) / 10);

/** The enrolments the filters choose, as SQL over `enrolments e`. */
function enrolmentFilter(courseId: number, f: FunnelQuery): SQL {
  const parts = [sql`e.course_id = ${courseId}`];
  if (f.from) parts.push(sql`e.created_at >= ${`${f.from}T00:00:00Z`}::timestamptz`);
  if (f.to) parts.push(sql`e.created_at < ${`${f.to}T00:00:00Z`}::timestamptz + interval '1 day'`);
  if (f.cohort) parts.push(sql`e.created_at >= ${`${f.cohort}-01T00:00:00Z`}::timestamptz AND e.created_at < ${`${f.cohort}-01T00:00:00Z`}::timestamptz + interval '1 month'`);
  return sql.join(parts, sql` AND `);
}

type StepRow = { n: number; members: number; median_seconds: string | number | null };

/**
 * Steps are numbered: 0 enrolled (when the enrolment was made), 1 started (the first lesson opened
 * or finished), 2… each lesson in course order (when it was finished), last the course completed.
 * One statement counts every step and takes the median gap from the step before, per enrolment;
 * the first lesson's gap counts from enrolling, since starting is usually finishing it.
 */
async function stepCounts(db: Db, where: SQL, lessonIds: number[]): Promise<Map<number, StepRow>> {
  const completedStep = lessonIds.length + 2;
  const order = lessonIds.length
    ? sql.join(
        lessonIds.map((id, i) => sql`(${id}::int, ${i + 2}::int)`),
        sql`, `,
      )
    : sql`(NULL::int, NULL::int)`;
  const result = await db.execute(sql`
    WITH e AS (SELECT e.id, e.created_at, e.completed_at, e.last_read_at FROM enrolments e WHERE ${where}),
    ord(lesson_id, n) AS (VALUES ${order}),
    p AS (SELECT lp.enrolment_id, o.n, lp.completed_at AS at FROM lesson_progress lp JOIN e ON e.id = lp.enrolment_id JOIN ord o ON o.lesson_id = lp.lesson_id),
    first_done AS (SELECT enrolment_id, min(at) AS at FROM p GROUP BY enrolment_id),
    steps AS (
      SELECT id AS enrolment_id, 0 AS n, created_at AS at FROM e
      UNION ALL
      SELECT e.id, 1, LEAST(e.last_read_at, f.at) FROM e LEFT JOIN first_done f ON f.enrolment_id = e.id WHERE e.last_read_at IS NOT NULL OR f.at IS NOT NULL
      UNION ALL
      SELECT enrolment_id, n, at FROM p
      UNION ALL
      SELECT id, ${completedStep}::int, completed_at FROM e WHERE completed_at IS NOT NULL
    )
    SELECT cur.n, count(*)::int AS members,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY GREATEST(0, extract(epoch FROM cur.at - prev.at))) FILTER (WHERE prev.at IS NOT NULL) AS median_seconds
    FROM steps cur LEFT JOIN steps prev ON prev.enrolment_id = cur.enrolment_id AND prev.n = CASE WHEN cur.n = 2 THEN 0 ELSE cur.n - 1 END
    GROUP BY cur.n`);
  return new Map(rowsOf<StepRow>(result).map((r) => [Number(r.n), r]));
}

async function cohorts(db: Db, courseId: number, f: FunnelQuery): Promise<CourseFunnel['cohorts']> {
  const result = await db.execute(sql`
    SELECT to_char(date_trunc('month', e.created_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, count(*)::int AS enrolled,
      count(*) FILTER (WHERE e.last_read_at IS NOT NULL OR EXISTS (SELECT 1 FROM lesson_progress lp WHERE lp.enrolment_id = e.id))::int AS started,
      count(*) FILTER (WHERE e.completed_at IS NOT NULL)::int AS completed
    FROM enrolments e WHERE ${enrolmentFilter(courseId, { ...f, cohort: undefined })}
    GROUP BY 1 ORDER BY 1 DESC LIMIT 12`);
  return rowsOf<{ month: string; enrolled: number; started: number; completed: number }>(result).map((r) => ({
    month: r.month,
    enrolled: Number(r.enrolled),
    started: Number(r.started),
    completed: Number(r.completed),
  }));
}

export async function courseFunnel({ db, actor, id, filters }: { db: Db; actor: Actor; id: number; filters: FunnelQuery }): Promise<CourseFunnel> {
  const course = await courseFor(db, actor, id);
  const courseLessons = await db
    .select({ id: lessons.id, title: lessons.title })
    .from(lessons)
    .where(and(eq(lessons.courseId, id), isNull(lessons.archivedAt)))
    .orderBy(asc(lessons.position));
  const [counts, byMonth] = await Promise.all([
    stepCounts(
      db,
      enrolmentFilter(id, filters),
      courseLessons.map((l) => l.id),
    ),
    cohorts(db, id, filters),
  ]);
  const named = [
    { kind: 'enrolled' as const, label: 'Enrolled', lesson_id: null },
    { kind: 'started' as const, label: 'Started', lesson_id: null },
    ...courseLessons.map((l) => ({ kind: 'lesson' as const, label: l.title, lesson_id: l.id })),
    { kind: 'completed' as const, label: 'Completed the course', lesson_id: null },
  ];
  const enrolled = Number(counts.get(0)?.members ?? 0);
  const steps = named.map((step, n) => {
    const members = Number(counts.get(n)?.members ?? 0);
    const previous = n === 0 ? null : Number(counts.get(n - 1)?.members ?? 0);
    return {
      ...step,
      members,
      percent_of_enrolled: percent(members, enrolled),
      percent_of_previous: previous === null ? null : percent(members, previous),
      median_hours_from_previous: n === 0 ? null : hours(counts.get(n)?.median_seconds ?? null),
    };
  });
  // The lesson where most stop: the biggest fall from the step before (the first such lesson on a tie).
  let dropOff: CourseFunnel['drop_off'] = null;
  steps.forEach((step, n) => {
    if (step.kind !== 'lesson' || step.lesson_id === null) return;
    const stopped = steps[n - 1]!.members - step.members;
    if (stopped > 0 && (!dropOff || stopped > dropOff.stopped)) dropOff = { lesson_id: step.lesson_id, title: step.label, stopped, percent_of_previous: percent(stopped, steps[n - 1]!.members) ?? 0 };
  });
  return {
    course: { id: course.id, title: course.title },
    filters: { from: filters.from ?? null, to: filters.to ?? null, cohort: filters.cohort ?? null },
    steps,
    drop_off: dropOff,
    cohorts: byMonth,
  };
}
