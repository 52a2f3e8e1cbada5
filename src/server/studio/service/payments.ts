// Payments and refunds in the studio (docs/rules/studio.md, "Payments and refunds"; the money rules
// in docs/rules/commerce.md, "Refunds"). The list shows every payment attempt with its member,
// invoice number and refunds. A refund of any amount up to what remains is asked of the provider
// through the provider interface; it is confirmed (and its credit note issued) only when the
// provider's signed `payment.refunded` event reaches our webhook.
import { asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { StudioPayment } from '../../../lib/schemas/studio-business.ts';
import { formatAmount } from '../../../lib/schemas/billing.ts';
import { anyCreditNotePdf, creditNotesOfRefunds } from '../../billing/service/index.ts';
import { newRefundReference, paymentProvider, refundableAmount, type RefundConfirmed } from '../../commerce/service/index.ts';
import type { Db } from '../../db/client.ts';
import { invoices, paymentRefunds, payments, users } from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../errors.ts';
import type { Actor, Deps } from '../../http/env.ts';
import { pageMeta, type PageMeta } from '../../http/respond.ts';
import { requireAdmin } from './access.ts';
import { recordAudit } from './audit.ts';

type Ctx = { db: Db; actor: Actor };
type Status = StudioPayment['status'];
type RefundRow = typeof paymentRefunds.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const columns = {
  p: payments,
  name: users.name,
  email: users.email,
  invoiceNumber: invoices.number,
};

type Row = { p: typeof payments.$inferSelect; name: string; email: string; invoiceNumber: string | null };

export const studioCreditNotePath = (id: number) => `/v1/admin/credit-notes/${id}/credit-note.pdf`;

/** The rows with their refunds and credit notes (two queries for the whole page). */
async function toStudioPayments(db: Db, rows: Row[]): Promise<StudioPayment[]> {
  const ids = rows.map((r) => r.p.id);
  const refunds = ids.length ? await db.select().from(paymentRefunds).where(inArray(paymentRefunds.paymentId, ids)).orderBy(asc(paymentRefunds.id)) : [];
  const notes = await creditNotesOfRefunds(db, refunds.map((r) => r.id));
  const byPayment = new Map<number, RefundRow[]>();
  for (const r of refunds) byPayment.set(r.paymentId, [...(byPayment.get(r.paymentId) ?? []), r]);
  return rows.map((r) => {
    const own = byPayment.get(r.p.id) ?? [];
    const pending = own.filter((x) => x.status === 'pending').reduce((sum, x) => sum + x.amount, 0);
    return {
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
      refunded_amount: r.p.refundedAmount,
      refundable_amount: r.p.status === 'paid' ? Math.max(0, r.p.total - r.p.refundedAmount - pending) : 0,
      refunds: own.map((x) => {
        const note = notes.get(x.id);
        return {
          id: x.id,
          amount: x.amount,
          status: x.status,
          reason: x.reason,
          revoke_access: x.revokeAccess,
          created_at: x.createdAt.toISOString(),
          refunded_at: iso(x.refundedAt),
          credit_note: note ? { id: note.id, number: note.number, download_path: studioCreditNotePath(note.id) } : null,
        };
      }),
    };
  });
}

const base = (db: Db) => db.select(columns).from(payments).innerJoin(users, eq(users.id, payments.userId)).leftJoin(invoices, eq(invoices.paymentId, payments.id));

export async function listStudioPayments({ db, actor, status, page, perPage }: Ctx & { status: Status | 'all'; page: number; perPage: number }): Promise<{ data: StudioPayment[]; meta: PageMeta }> {
  requireAdmin(actor);
  const where: SQL | undefined = status === 'all' ? undefined : eq(payments.status, status);
  const [rows, [total]] = await Promise.all([
    base(db).where(where).orderBy(desc(payments.createdAt), desc(payments.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return { data: await toStudioPayments(db, rows), meta: pageMeta(page, perPage, total?.n ?? 0) };
}

async function paymentOf(db: Db, id: number): Promise<StudioPayment> {
  const [row] = await base(db).where(eq(payments.id, id)).limit(1);
  if (!row) throw notFound('payment');
  return (await toStudioPayments(db, [row]))[0]!;
}

export const REFUND_MESSAGES = {
  already: 'This payment was already refunded.',
  requested: 'Refunds already asked for take all that remains of this payment; they show once the provider confirms them.',
  notPaid: 'Only a paid payment can be refunded.',
  provider: 'The payment provider did not accept the refund. Nothing was changed; try again later.',
  overRemaining: (remaining: string) => `Refund at most what remains of the payment: ${remaining}.`,
  revokePartial: 'Access can only be taken back with a refund of everything that remains.',
} as const;

/**
 * Refunds part or all of a paid payment. Under a lock on the payment, the amount is checked against
 * what remains (the total less refunds confirmed or pending), and the refund row and the audit entry
 * are written in one transaction, so two admins at once can never refund more than was paid; then
 * the provider is asked. If it refuses, the refund is marked failed and nothing else changes. The
 * sandbox delivers its event at once, so the answer usually shows the refund confirmed.
 */
export async function refundPayment({ deps, actor, id, amount, reason, revokeAccess = false }: { deps: Deps; actor: Actor; id: number; amount?: number; reason?: string; revokeAccess?: boolean }): Promise<StudioPayment> {
  requireAdmin(actor);
  const db = deps.db;
  const { payment, refund } = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [current] = await tx.select().from(payments).where(eq(payments.id, id)).for('update').limit(1);
    if (!current) throw notFound('payment');
    if (current.status === 'refunded') throw new AppError('conflict', REFUND_MESSAGES.already);
    if (current.status !== 'paid') throw new AppError('conflict', REFUND_MESSAGES.notPaid);
    const remaining = await refundableAmount(tx, current);
    if (remaining <= 0) throw new AppError('conflict', REFUND_MESSAGES.requested);
    const asked = amount ?? remaining;
    if (asked > remaining) throw fieldError('amount', REFUND_MESSAGES.overRemaining(formatAmount(remaining, current.currency)));
    if (revokeAccess && asked !== remaining) throw fieldError('revoke_access', REFUND_MESSAGES.revokePartial);
    const now = new Date();
    const [row] = await tx
      .insert(paymentRefunds)
      .values({ paymentId: id, amount: asked, currency: current.currency, reference: newRefundReference(), reason: reason ?? null, revokeAccess, requestedBy: actor.id, createdAt: now })
      .returning();
    await tx.update(payments).set({ refundRequestedAt: now }).where(eq(payments.id, id));
    await recordAudit(tx, actor, {
      action: 'payment.refund',
      subject: { type: 'payment', id },
      // The refund is only asked for here; the state the payment ends in is recorded by
      // `payment.refund_confirmed` when the provider confirms it (recordRefundConfirmed).
      before: { refund_status: null, refund_requested_at: iso(current.refundRequestedAt), refunded_amount: current.refundedAmount },
      after: { refund_status: 'pending', refund_requested_at: now.toISOString(), amount: asked, currency: current.currency, revoke_access: revokeAccess, ...(reason ? { reason } : {}) },
    });
    return { payment: current, refund: row! };
  });
  try {
    await paymentProvider(deps, payment.provider).refund({
      paymentReference: payment.reference,
      refundReference: refund.reference,
      providerPaymentId: payment.providerPaymentId,
      amount: refund.amount,
      currency: payment.currency,
      ...(reason ? { reason } : {}),
    });
  } catch (err) {
    deps.log.warn('refund refused by the provider', { payment: payment.reference, refund: refund.reference, error: String(err) });
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [current] = await tx.select().from(payments).where(eq(payments.id, id)).for('update').limit(1);
      await tx.update(paymentRefunds).set({ status: 'failed' }).where(eq(paymentRefunds.id, refund.id));
      // The mark stays while another refund is still on its way.
      if (current && (await refundableAmount(tx, current)) === current.total - current.refundedAmount) await tx.update(payments).set({ refundRequestedAt: null }).where(eq(payments.id, id));
    });
    throw new AppError('unavailable', REFUND_MESSAGES.provider, { cause: err });
  }
  return paymentOf(db, id);
}

/**
 * The audit row of a refund the provider confirmed (commerce's refundConfirmed, in the webhook's
 * transaction): the payment's status and refunded amount before and after. The actor is the admin
 * who asked for the (first) refund confirmed, since the provider only carries out what they asked.
 */
export async function recordRefundConfirmed(tx: Db, change: Parameters<RefundConfirmed>[1]): Promise<void> {
  const askedBy = change.refunds.find((r) => r.requestedBy !== null)?.requestedBy;
  if (askedBy == null) return;
  const [admin] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, askedBy)).limit(1);
  if (!admin) return;
  const { payment } = change;
  await recordAudit(tx, admin, {
    action: 'payment.refund_confirmed',
    subject: { type: 'payment', id: payment.id },
    before: { status: payment.status, refunded_amount: payment.refundedAmount, refund_status: 'pending' },
    after: { status: change.status, refunded_amount: change.refundedAmount, refund_status: 'succeeded', refunded_at: change.at.toISOString(), refunds: change.refunds.map((r) => r.reference) },
  });
}

/** A credit note's PDF for the studio's payments page. */
export async function studioCreditNotePdf({ db, actor, id }: Ctx & { id: number }) {
  requireAdmin(actor);
  return anyCreditNotePdf(db, id);
}
