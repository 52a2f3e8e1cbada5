// Revenue (docs/rules/studio.md, "Revenue"): by month, by plan and by course or bundle, over a range
// of months (default the last 12). A payment counts in the month it was paid; a refund in the month
// the provider confirmed it, against the month, plan or product of its payment, with the tax its
// credit note gave back. Net is what was paid less what was refunded; tax is kept apart (prices
// include it), so net less tax is what the business keeps. Amounts are in minor units, per currency.
import { shiftMonth, utcMonthOf } from '../../../lib/dates.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { RevenueQuery, RevenueReport, RevenueRow } from '../../../lib/schemas/reports.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/env.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { requireAdmin } from './access.ts';


type Sums = { key: string; label: string; currency: string; gross: number; tax: number; payments: number; refunds: number; refund_tax: number; refund_count: number };

/**
 * One statement per grouping: the payments paid in the range and the refunds confirmed in it, each
 * grouped by `key` (an SQL expression over payments `p` and, for refunds, the refund `r`), summed per
 * currency.
 */
async function sums(db: Db, start: string, end: string, key: { paid: SQL; refunded: SQL; label: SQL }): Promise<Sums[]> {
  const result = await db.execute(sql`
    WITH paid AS (
      SELECT ${key.paid} AS key, p.currency, sum(p.total)::bigint AS gross, sum(p.tax_amount)::bigint AS tax, count(*)::int AS payments
      FROM payments p
      WHERE p.paid_at >= ${start}::timestamptz AND p.paid_at < ${end}::timestamptz AND p.status IN ('paid', 'refunded')
      GROUP BY 1, 2
    ),
    refunded AS (
      SELECT ${key.refunded} AS key, r.currency, sum(r.amount)::bigint AS refunds, coalesce(sum(cn.tax_amount), 0)::bigint AS refund_tax, count(*)::int AS refund_count
      FROM payment_refunds r
      JOIN payments p ON p.id = r.payment_id
      LEFT JOIN credit_notes cn ON cn.refund_id = r.id
      WHERE r.status = 'succeeded' AND r.refunded_at >= ${start}::timestamptz AND r.refunded_at < ${end}::timestamptz
      GROUP BY 1, 2
    ),
    keys AS (SELECT key, currency FROM paid UNION SELECT key, currency FROM refunded)
    SELECT k.key, k.currency, (${key.label}) AS label,
      coalesce(paid.gross, 0) AS gross, coalesce(paid.tax, 0) AS tax, coalesce(paid.payments, 0) AS payments,
      coalesce(refunded.refunds, 0) AS refunds, coalesce(refunded.refund_tax, 0) AS refund_tax, coalesce(refunded.refund_count, 0) AS refund_count
    FROM keys k
    LEFT JOIN paid ON paid.key = k.key AND paid.currency = k.currency
    LEFT JOIN refunded ON refunded.key = k.key AND refunded.currency = k.currency
    ORDER BY k.key, k.currency`);
  return rowsOf<Record<string, string | number | null>>(result).map((r) => ({
    key: String(r.key),
    label: String(r.label ?? r.key),
    currency: String(r.currency),
    gross: Number(r.gross),
    tax: Number(r.tax),
    payments: Number(r.payments),
    refunds: Number(r.refunds),
    refund_tax: Number(r.refund_tax),
    refund_count: Number(r.refund_count),
  }));
}

function toRow(s: Sums): RevenueRow {
  const net = s.gross - s.refunds;
  const tax = s.tax - s.refund_tax;
  return { currency: s.currency, gross: s.gross, refunds: s.refunds, net, tax, net_of_tax: net - tax, payments: s.payments, refund_count: s.refund_count };
}

// A course, bundle or cohort place bought one by one; a place whose (empty) cohort was deleted since counts under its course.
const PRODUCT_KEY = sql`CASE p.kind WHEN 'course' THEN 'course:' || p.course_id WHEN 'bundle' THEN 'bundle:' || p.bundle_id
  WHEN 'cohort' THEN COALESCE('cohort:' || p.cohort_id, 'course:' || p.course_id) END`;

export async function revenueReport({ db, actor, query, now = new Date() }: { db: Db; actor: Actor; query: RevenueQuery; now?: Date }): Promise<RevenueReport> {
  requireAdmin(actor);
  const to = query.to ?? utcMonthOf(now);
  const from = query.from ?? shiftMonth(to, -11);
  const start = `${from}-01T00:00:00Z`;
  const end = `${shiftMonth(to, 1)}-01T00:00:00Z`;
  const [byMonth, byPlan, byProduct] = [
    await sums(db, start, end, {
      paid: sql`to_char(p.paid_at AT TIME ZONE 'UTC', 'YYYY-MM')`,
      refunded: sql`to_char(r.refunded_at AT TIME ZONE 'UTC', 'YYYY-MM')`,
      label: sql`k.key`,
    }),
    await sums(db, start, end, {
      paid: sql`p.plan_id::text`,
      refunded: sql`p.plan_id::text`,
      label: sql`(SELECT name FROM plans WHERE id::text = k.key)`,
    }),
    await sums(db, start, end, {
      paid: PRODUCT_KEY,
      refunded: PRODUCT_KEY,
      label: sql`CASE split_part(k.key, ':', 1)
        WHEN 'course' THEN (SELECT title FROM courses WHERE 'course:' || id = k.key)
        WHEN 'cohort' THEN (SELECT c.title || ', ' || co.title FROM cohorts co JOIN courses c ON c.id = co.course_id WHERE 'cohort:' || co.id = k.key)
        ELSE (SELECT title FROM bundles WHERE 'bundle:' || id = k.key) END`,
    }),
  ];
  const totals = new Map<string, Sums>();
  for (const s of byMonth) {
    const t = totals.get(s.currency) ?? { ...s, key: 'total', label: 'Total', gross: 0, tax: 0, payments: 0, refunds: 0, refund_tax: 0, refund_count: 0 };
    for (const f of ['gross', 'tax', 'payments', 'refunds', 'refund_tax', 'refund_count'] as const) t[f] += s[f];
    totals.set(s.currency, t);
  }
  return {
    from,
    to,
    months: byMonth.map((s) => ({ month: s.key, ...toRow(s) })).sort((a, b) => b.month.localeCompare(a.month) || a.currency.localeCompare(b.currency)),
    plans: byPlan.filter((s) => s.key !== 'null').map((s) => ({ plan_id: Number(s.key), name: s.label, ...toRow(s) })),
    products: byProduct
      .filter((s) => s.key !== 'null')
      .map((s) => {
        const [kind, id] = s.key.split(':') as ['course' | 'bundle' | 'cohort', string];
        return { kind, id: Number(id), title: s.label, ...toRow(s) };
      })
      .sort((a, b) => b.net - a.net),
    totals: [...totals.values()].map(toRow),
  };
}
