// Who a newsletter goes to (docs/rules/integrations.md, "Segments"): always members who agreed to
// news, whose account is neither cancelled nor suspended, narrowed by the segment.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { NewsletterSegment } from '../../db/schema/index.ts';
import { rowsOf } from '../../shared/sql-rows.ts';

const DAY_MS = 86_400_000;
const INACTIVE_DAYS = 30;

function segmentWhere(segment: NewsletterSegment, now: Date): SQL {
  const base = sql`u.news_consent_at IS NOT NULL AND u.cancelled_at IS NULL AND u.suspended_at IS NULL`;
  switch (segment.kind) {
    case 'course':
      return sql`${base} AND EXISTS (SELECT 1 FROM enrolments e WHERE e.user_id = u.id AND e.course_id = ${segment.course_id ?? 0})`;
    case 'cohort':
      // Members of one cohort (docs/rules/cohorts.md): read from the table, as the course segment reads enrolments.
      return sql`${base} AND EXISTS (SELECT 1 FROM cohort_members m WHERE m.user_id = u.id AND m.cohort_id = ${segment.cohort_id ?? 0})`;
    case 'subscribers':
      return sql`${base} AND EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = u.id AND s.status IN ('active', 'cancelled_at_period_end', 'past_due'))`;
    case 'inactive': {
      // Activity is what the reports count (member_activity, kept by the studio's rollup every 15 minutes).
      const since = new Date(now.getTime() - INACTIVE_DAYS * DAY_MS);
      return sql`${base} AND u.created_at <= ${since.toISOString()}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM member_activity a WHERE a.user_id = u.id AND a.period = 'day' AND a.period_start >= ${since.toISOString().slice(0, 10)}::date)`;
    }
    default:
      return base;
  }
}

export async function countSegment(db: Db, segment: NewsletterSegment, now: Date): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM users u WHERE ${segmentWhere(segment, now)}`));
  return Number(row?.n ?? 0);
}

/** Queues the segment as it stands now as the newsletter's recipients; returns how many. */
export async function queueRecipients(tx: Db, newsletterId: number, segment: NewsletterSegment, now: Date): Promise<number> {
  const rows = rowsOf<{ user_id: number }>(
    await tx.execute(sql`INSERT INTO newsletter_recipients (newsletter_id, user_id)
      SELECT ${newsletterId}, u.id FROM users u WHERE ${segmentWhere(segment, now)}
      ON CONFLICT DO NOTHING RETURNING user_id`),
  );
  return rows.length;
}
