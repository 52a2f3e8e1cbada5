// Active members and monthly retention (docs/rules/studio.md, "Active members and retention").
// Activity is a lesson saved or finished, a quiz answered or a practice checked in. The job
// `studio.activity-rollup` reads what is new in those tables since its last run into
// member_activity (one row per member per UTC day, ISO week and month), so the reports count rows
// of that table instead of scanning every lesson save; they say how far the rollup has counted.
import { shiftMonth, utcMonthOf } from '../../../lib/dates.ts';
import { sql } from 'drizzle-orm';
import type { ActivityQuery, ActivityReport, RetentionQuery, RetentionReport } from '../../../lib/schemas/reports.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/env.ts';
import type { JobDefinition, Schedule } from '../../jobs/index.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { requireAdmin } from './access.ts';

export const ACTIVITY_ROLLUP_JOB = 'studio.activity-rollup';
const ROLLUP = 'member_activity';
/**
 * The rollup stops this far behind the clock, so a save whose transaction began earlier but commits
 * a little later is still counted by the next run.
 */
const SETTLE_MS = 2 * 60 * 1000;

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Counts the activity between the last run and now (less SETTLE_MS) into member_activity. Safe to run
 * at once on several instances: rows already there are skipped, and the watermark only moves forward.
 * Returns the time everything is counted up to.
 */
export async function rollUpActivity(db: Db, now = new Date()): Promise<Date> {
  const until = new Date(now.getTime() - SETTLE_MS);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [mark] = rowsOf<{ done_until: string | Date }>(await tx.execute(sql`SELECT done_until FROM report_rollups WHERE name = ${ROLLUP} FOR UPDATE`));
    const from = mark ? new Date(mark.done_until) : new Date(0);
    if (until <= from) return from;
    await tx.execute(sql`
      WITH acts(user_id, at) AS (
        SELECT e.user_id, p.completed_at FROM lesson_progress p JOIN enrolments e ON e.id = p.enrolment_id WHERE p.completed_at > ${from} AND p.completed_at <= ${until}
        UNION ALL
        SELECT e.user_id, w.updated_at FROM lesson_work w JOIN enrolments e ON e.id = w.enrolment_id WHERE w.updated_at > ${from} AND w.updated_at <= ${until}
        UNION ALL
        SELECT e.user_id, q.created_at FROM quiz_attempts q JOIN enrolments e ON e.id = q.enrolment_id WHERE q.created_at > ${from} AND q.created_at <= ${until}
        UNION ALL
        SELECT c.user_id, c.checked_at FROM practice_check_ins c WHERE c.checked_at > ${from} AND c.checked_at <= ${until}
      ),
      days AS (SELECT DISTINCT user_id, (at AT TIME ZONE 'UTC')::date AS day FROM acts)
      INSERT INTO member_activity (period, period_start, user_id, joined_month)
      SELECT DISTINCT x.period, x.start, d.user_id, date_trunc('month', u.created_at AT TIME ZONE 'UTC')::date
      FROM days d
      JOIN users u ON u.id = d.user_id
      CROSS JOIN LATERAL (VALUES ('day', d.day), ('week', date_trunc('week', d.day)::date), ('month', date_trunc('month', d.day)::date)) AS x(period, start)
      ON CONFLICT DO NOTHING`);
    await tx.execute(sql`
      INSERT INTO report_rollups (name, done_until) VALUES (${ROLLUP}, ${until})
      ON CONFLICT (name) DO UPDATE SET done_until = GREATEST(report_rollups.done_until, EXCLUDED.done_until)`);
    return until;
  });
}

async function countedUntil(db: Db): Promise<string | null> {
  const [mark] = rowsOf<{ done_until: string | Date }>(await db.execute(sql`SELECT done_until FROM report_rollups WHERE name = ${ROLLUP}`));
  return mark ? new Date(mark.done_until).toISOString() : null;
}

/**
 * Members active on each day of the range (default the last 30 days), in each ISO week and each month
 * that overlaps it. Days, weeks and months without anyone are listed with 0.
 */
export async function activeMembers({ db, actor, query, now = new Date() }: { db: Db; actor: Actor; query: ActivityQuery; now?: Date }): Promise<ActivityReport> {
  requireAdmin(actor);
  const to = query.to ?? isoDay(now);
  const from = query.from ?? isoDay(new Date(new Date(`${to}T00:00:00Z`).getTime() - 29 * DAY_MS));
  const series = async (period: 'day' | 'week' | 'month', step: string) => {
    const result = await db.execute(sql`
      WITH s AS (SELECT generate_series(date_trunc(${period}, ${from}::date), ${to}::date, ${step}::interval)::date AS start)
      SELECT to_char(s.start, 'YYYY-MM-DD') AS start, (SELECT count(*)::int FROM member_activity a WHERE a.period = ${period} AND a.period_start = s.start) AS members
      FROM s ORDER BY s.start`);
    return rowsOf<{ start: string; members: number }>(result).map((r) => ({ start: r.start, members: Number(r.members) }));
  };
  const [days, weeks, months] = [await series('day', '1 day'), await series('week', '1 week'), await series('month', '1 month')];
  return { from, to, days, weeks, months: months.map((m) => ({ ...m, start: m.start.slice(0, 7) })), counted_until: await countedUntil(db) };
}

/**
 * Monthly retention: for each month members joined in (default the last 12), how many joined and how
 * many of them were active in that month and each month after, up to the current one.
 */
export async function retentionCohorts({ db, actor, query, now = new Date() }: { db: Db; actor: Actor; query: RetentionQuery; now?: Date }): Promise<RetentionReport> {
  requireAdmin(actor);
  const current = utcMonthOf(now);
  const to = query.to ?? current;
  const from = query.from ?? shiftMonth(to, -11);
  const start = `${from}-01`;
  const end = `${shiftMonth(to, 1)}-01`;
  const joined = rowsOf<{ month: string; n: number }>(
    await db.execute(sql`
      SELECT to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, count(*)::int AS n
      FROM users WHERE created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz GROUP BY 1`),
  );
  const active = rowsOf<{ cohort: string; month: string; n: number }>(
    await db.execute(sql`
      SELECT to_char(joined_month, 'YYYY-MM') AS cohort, to_char(period_start, 'YYYY-MM') AS month, count(*)::int AS n
      FROM member_activity WHERE period = 'month' AND joined_month >= ${start}::date AND joined_month < ${end}::date GROUP BY 1, 2`),
  );
  const joinedBy = new Map(joined.map((r) => [r.month, Number(r.n)]));
  const activeBy = new Map(active.map((r) => [`${r.cohort}|${r.month}`, Number(r.n)]));
  const cohorts: RetentionReport['cohorts'] = [];
  for (let month = to; month >= from; month = shiftMonth(month, -1)) {
    const members = joinedBy.get(month) ?? 0;
    const after: RetentionReport['cohorts'][number]['months'] = [];
    for (let k = 0, m = month; m <= current; k += 1, m = shiftMonth(m, 1)) {
      const n = activeBy.get(`${month}|${m}`) ?? 0;
      after.push({ month: m, offset: k, active: n, percent: members > 0 ? Math.round((n * 100) / members) : null });
    }
    cohorts.push({ month, joined: members, months: after });
  }
  return { from, to, cohorts, counted_until: await countedUntil(db) };
}

export const ACTIVITY_JOBS: JobDefinition[] = [{ name: ACTIVITY_ROLLUP_JOB, handler: async ({ deps, now }) => void (await rollUpActivity(deps.db, now)) }];
export const ACTIVITY_SCHEDULES: Schedule[] = [{ name: ACTIVITY_ROLLUP_JOB, everyMs: 15 * 60 * 1000 }];
