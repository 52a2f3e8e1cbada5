// The studio's overview (docs/rules/studio.md, "Overview"): members and new sign-ups, enrolments and
// completions, revenue per week from the invoices of paid payments (refunded ones left out), new
// sign-ups per week, the courses with the most enrolments, and the open enquiries. Weeks start on
// Monday, in UTC; the two weekly charts are drawn here as SVG (src/lib/charts/studio-bars.ts).
import { and, count, desc, eq, gte, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { compact, studioBarsSvg, type WeekValue } from '../../../lib/charts/studio-bars.ts';
import { currencyDigits, formatAmount } from '../../../lib/schemas/billing.ts';
import type { Overview } from '../../../lib/schemas/studio.ts';
import type { Db } from '../../db/client.ts';
import { courses, enquiries, enrolments, invoices, payments, users } from '../../db/schema/index.ts';
import type { Actor } from '../../http/env.ts';
import { requireAdmin } from './access.ts';

export const OVERVIEW_WEEKS = 12;
export const TOP_COURSES = 5;
const DAY_MS = 86_400_000;

/** The Mondays (UTC) of the last `n` weeks, oldest first, the current week last. */
export function weekStarts(now: Date, n = OVERVIEW_WEEKS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: n }, (_, i) => new Date(monday - (n - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10));
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export async function overview({ db, actor, now = new Date() }: { db: Db; actor: Actor; now?: Date }): Promise<Overview> {
  requireAdmin(actor);
  const weeks = weekStarts(now);
  const from = new Date(`${weeks[0]}T00:00:00Z`);
  const days = (n: number) => new Date(now.getTime() - n * DAY_MS);
  const live = isNull(users.cancelledAt);

  const [[members], [suspended], [new7], [new30], [enrolTotal], [enrol30], [doneTotal], [done30], [openEnquiries], revenueRows, signupRows, top] = await Promise.all([
    db.select({ n: count() }).from(users).where(live),
    db.select({ n: count() }).from(users).where(and(live, isNotNull(users.suspendedAt))),
    db.select({ n: count() }).from(users).where(and(live, gte(users.createdAt, days(7)))),
    db.select({ n: count() }).from(users).where(and(live, gte(users.createdAt, days(30)))),
    db.select({ n: count() }).from(enrolments),
    db.select({ n: count() }).from(enrolments).where(gte(enrolments.createdAt, days(30))),
    db.select({ n: count() }).from(enrolments).where(isNotNull(enrolments.completedAt)),
    db.select({ n: count() }).from(enrolments).where(gte(enrolments.completedAt, days(30))),
    db.select({ n: count() }).from(enquiries).where(isNull(enquiries.handledAt)),
    db
      .select({
        week: sql<string>`to_char(date_trunc('week', ${invoices.issuedAt} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`,
        currency: sql<string>`upper(${invoices.currency})`,
        total: sql<number>`sum(${invoices.total})::int`,
      })
      .from(invoices)
      .innerJoin(payments, eq(payments.id, invoices.paymentId))
      .where(and(gte(invoices.issuedAt, from), ne(payments.status, 'refunded')))
      .groupBy(sql`1`, sql`2`),
    db.execute(sql`
      SELECT to_char(date_trunc('week', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week, count(*)::int AS n
      FROM ${users} WHERE cancelled_at IS NULL AND created_at >= ${from.toISOString()}::timestamptz GROUP BY 1`),
    db
      .select({
        id: courses.id,
        title: courses.title,
        enrolments: sql<number>`count(${enrolments.id})::int`,
        completions: sql<number>`count(${enrolments.completedAt})::int`,
      })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .groupBy(courses.id, courses.title)
      .orderBy(desc(sql`count(${enrolments.id})`), courses.title)
      .limit(TOP_COURSES),
  ]);

  // One currency is charted: the one with the most revenue in the period (USD when there is none).
  const byCurrency = new Map<string, number>();
  for (const r of revenueRows) byCurrency.set(r.currency, (byCurrency.get(r.currency) ?? 0) + Number(r.total));
  const currency = [...byCurrency].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'USD';
  const revenueWeeks: WeekValue[] = weeks.map((w) => ({
    week_start: w,
    value: revenueRows.filter((r) => r.week === w && r.currency === currency).reduce((s, r) => s + Number(r.total), 0),
  }));
  const signups = rowsOf<{ week: string; n: number }>(signupRows);
  const signupWeeks: WeekValue[] = weeks.map((w) => ({ week_start: w, value: Number(signups.find((r) => r.week === w)?.n ?? 0) }));

  return {
    members: { total: members?.n ?? 0, suspended: suspended?.n ?? 0, new_7_days: new7?.n ?? 0, new_30_days: new30?.n ?? 0 },
    enrolments: { total: enrolTotal?.n ?? 0, new_30_days: enrol30?.n ?? 0 },
    completions: { total: doneTotal?.n ?? 0, last_30_days: done30?.n ?? 0 },
    revenue: {
      currency,
      total: revenueWeeks.reduce((s, w) => s + w.value, 0),
      weeks: revenueWeeks,
      svg: studioBarsSvg(revenueWeeks, { title: `Revenue per week (${currency})`, idPrefix: 'revenue', format: (v) => formatAmount(v, currency), scaleLabel: (v) => compact(v / 10 ** currencyDigits(currency)) }),
    },
    signups: {
      weeks: signupWeeks,
      svg: studioBarsSvg(signupWeeks, { title: 'New sign-ups per week', idPrefix: 'signups', format: (v) => plural(v, 'sign-up', 'sign-ups') }),
    },
    top_courses: top.map((c) => ({ id: c.id, title: c.title, enrolments: Number(c.enrolments), completions: Number(c.completions) })),
    open_enquiries: openEnquiries?.n ?? 0,
  };
}
