// The billing part of the member's data export (docs/rules/billing.md, "Data export"): every
// subscription, every payment attempt (failed ones too) and every invoice, with amounts in minor units
// as stored. Provider ids and secrets stay out: the member cannot use them, and they are not theirs.
import { asc, eq } from 'drizzle-orm';
import type { DataExport } from '../../../lib/schemas/accounts.ts';
import type { Db } from '../../db/client.ts';
import { invoices, payments, plans, subscriptions } from '../../db/schema/index.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function exportBilling(db: Db, userId: number): Promise<DataExport['billing']> {
  const [subs, paid, issued] = await Promise.all([
    db
      .select({ s: subscriptions, plan: plans.name })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.userId, userId))
      .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id)),
    db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.createdAt), asc(payments.id)),
    db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.issuedAt), asc(invoices.id)),
  ]);
  return {
    subscriptions: subs.map(({ s, plan }) => ({
      plan,
      status: s.status,
      current_period_start: s.currentPeriodStart.toISOString(),
      current_period_end: s.currentPeriodEnd.toISOString(),
      cancel_requested_at: iso(s.cancelRequestedAt),
      ended_at: iso(s.endedAt),
      created_at: s.createdAt.toISOString(),
    })),
    payments: paid.map((p) => ({
      reference: p.reference,
      description: p.description,
      kind: p.kind,
      reason: p.reason,
      status: p.status,
      failure_reason: p.failureReason,
      subtotal: p.subtotal,
      discount_amount: p.discountAmount,
      total: p.total,
      currency: p.currency.toUpperCase(),
      created_at: p.createdAt.toISOString(),
      paid_at: iso(p.paidAt),
    })),
    invoices: issued.map((i) => ({
      number: i.number,
      description: i.description,
      issued_at: i.issuedAt.toISOString(),
      subtotal: i.subtotal,
      discount_amount: i.discountAmount,
      tax_amount: i.taxAmount,
      total: i.total,
      currency: i.currency.toUpperCase(),
    })),
  };
}
