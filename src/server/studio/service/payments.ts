// Payments and refunds in the studio (docs/rules/studio.md, "Payments and refunds"; the money rules
// in docs/rules/commerce.md, "Refunds"). The list shows every payment attempt with its member and
// invoice number. A refund is asked of the provider through the provider interface; the payment
// becomes refunded only when the provider's signed `payment.refunded` event reaches our webhook.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { StudioPayment } from '../../../lib/schemas/studio-business.ts';
import { paymentProvider } from '../../commerce/service/index.ts';
import type { Db } from '../../db/client.ts';
import { invoices, payments, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor, Deps } from '../../http/env.ts';
import { pageMeta, type PageMeta } from '../../http/respond.ts';
import { requireAdmin } from './access.ts';
import { recordAudit } from './audit.ts';

type Ctx = { db: Db; actor: Actor };
type Status = StudioPayment['status'];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const columns = {
  p: payments,
  name: users.name,
  email: users.email,
  invoiceNumber: invoices.number,
};

type Row = { p: typeof payments.$inferSelect; name: string; email: string; invoiceNumber: string | null };

const toStudioPayment = (r: Row): StudioPayment => ({
  id: r.p.id,
  reference: r.p.reference,
  member: { id: r.p.userId, name: r.name, email: r.email },
  description: r.p.description,
  total: r.p.total,
  currency: r.p.currency,
  status: r.p.status,
  provider: r.p.provider,
  invoice_number: r.invoiceNumber,
  created_at: r.p.createdAt.toISOString(),
  paid_at: iso(r.p.paidAt),
  refunded_at: iso(r.p.refundedAt),
  refund_requested_at: iso(r.p.refundRequestedAt),
});

const base = (db: Db) => db.select(columns).from(payments).innerJoin(users, eq(users.id, payments.userId)).leftJoin(invoices, eq(invoices.paymentId, payments.id));

export async function listStudioPayments({ db, actor, status, page, perPage }: Ctx & { status: Status | 'all'; page: number; perPage: number }): Promise<{ data: StudioPayment[]; meta: PageMeta }> {
  requireAdmin(actor);
  const where: SQL | undefined = status === 'all' ? undefined : eq(payments.status, status);
  const [rows, [total]] = await Promise.all([
    base(db).where(where).orderBy(desc(payments.createdAt), desc(payments.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return { data: rows.map(toStudioPayment), meta: pageMeta(page, perPage, total?.n ?? 0) };
}

async function paymentOf(db: Db, id: number): Promise<StudioPayment> {
  const [row] = await base(db).where(eq(payments.id, id)).limit(1);
  if (!row) throw notFound('payment');
  return toStudioPayment(row);
}

export const REFUND_MESSAGES = {
  already: 'This payment was already refunded.',
  requested: 'A refund of this payment was already asked for; it shows as refunded when the provider confirms it.',
  notPaid: 'Only a paid payment can be refunded.',
  provider: 'The payment provider did not accept the refund. Nothing was changed; try again later.',
} as const;

/**
 * Refunds a whole paid payment. The request is marked and audited in one transaction (so two admins
 * at once ask once: the second gets 409), then the provider is asked; if it refuses, the mark is
 * taken back. The sandbox delivers its event at once, so the answer usually shows "refunded".
 */
export async function refundPayment({ deps, actor, id, reason }: { deps: Deps; actor: Actor; id: number; reason?: string }): Promise<StudioPayment> {
  requireAdmin(actor);
  const db = deps.db;
  const before = await paymentOf(db, id);
  const payment = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [current] = await tx.select().from(payments).where(eq(payments.id, id)).for('update').limit(1);
    if (!current) throw notFound('payment');
    if (current.status === 'refunded') throw new AppError('conflict', REFUND_MESSAGES.already);
    if (current.refundRequestedAt) throw new AppError('conflict', REFUND_MESSAGES.requested);
    if (current.status !== 'paid') throw new AppError('conflict', REFUND_MESSAGES.notPaid);
    const now = new Date();
    await tx.update(payments).set({ refundRequestedAt: now }).where(eq(payments.id, id));
    await recordAudit(tx, actor, {
      action: 'payment.refund',
      subject: { type: 'payment', id },
      before: { status: before.status, refund_requested_at: null },
      after: { status: before.status, refund_requested_at: now.toISOString(), amount: current.total, currency: current.currency, ...(reason ? { reason } : {}) },
    });
    return current;
  });
  try {
    await paymentProvider(deps, payment.provider).refund({
      paymentReference: payment.reference,
      providerPaymentId: payment.providerPaymentId,
      amount: payment.total,
      currency: payment.currency,
      ...(reason ? { reason } : {}),
    });
  } catch (err) {
    deps.log.warn('refund refused by the provider', { payment: payment.reference, error: String(err) });
    await db.update(payments).set({ refundRequestedAt: null }).where(and(eq(payments.id, id), eq(payments.status, 'paid')));
    throw new AppError('unavailable', REFUND_MESSAGES.provider, { cause: err });
  }
  return paymentOf(db, id);
}
