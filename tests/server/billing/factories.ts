// Invoices for tests: a paid payment row (commerce's table) and its invoice, issued through the
// billing service as commerce does in the transaction where the payment becomes paid.
import { randomBytes } from 'node:crypto';
import type { BillingConfig } from '../../../src/server/config.ts';
import type { Db } from '../../../src/server/db/client.ts';
import { eq, sql } from 'drizzle-orm';
import { paymentRefunds, payments } from '../../../src/server/db/schema/index.ts';
import { createInvoice, issueCreditNote, type NewInvoice } from '../../../src/server/billing/service/index.ts';
import type { TestContext } from '../../helpers/app.ts';

type PaymentFields = { description: string; subtotal: number; discountAmount: number; total: number; currency: string; discountId?: number | null; status?: 'paid' | 'pending' | 'refunded' };

/** A payment of the member as commerce stores it: paid unless told otherwise. */
export async function makePayment(db: Db, userId: number, fields: PaymentFields): Promise<number> {
  const [row] = await db
    .insert(payments)
    .values({
      reference: `test_${randomBytes(8).toString('hex')}`,
      userId,
      kind: 'subscription',
      description: fields.description,
      subtotal: fields.subtotal,
      discountAmount: fields.discountAmount,
      total: fields.total,
      currency: fields.currency,
      discountId: fields.discountId ?? null,
      status: fields.status ?? 'paid',
      provider: 'sandbox',
      paidAt: fields.status === 'pending' ? null : new Date(),
    })
    .returning({ id: payments.id });
  return row!.id;
}

export function invoiceInput(userId: number, overrides: Partial<NewInvoice> = {}): Omit<NewInvoice, 'paymentId'> & { paymentId?: number } {
  return {
    userId,
    description: 'Wellspring membership (monthly)',
    currency: 'GBP',
    lines: [{ description: 'Wellspring membership (monthly)', quantity: 1, unitAmount: 1500, amount: 1500 }],
    discount: { label: 'WELCOME3', amount: 300 },
    total: 1200,
    ...overrides,
  };
}

/** Stores a paid payment for the invoice (unless `paymentId` is given) and issues the invoice, in one transaction. */
export async function issueTestInvoice(tx: Db, input: ReturnType<typeof invoiceInput>, billing: BillingConfig, now?: Date) {
  const subtotal = input.lines.reduce((s, l) => s + l.amount, 0);
  const paymentId =
    input.paymentId ??
    (await makePayment(tx, input.userId, { description: input.description, subtotal, discountAmount: subtotal - input.total, total: input.total, currency: input.currency }));
  return createInvoice(tx, { ...input, paymentId }, billing, now);
}

export async function makeInvoice(t: TestContext, userId: number, overrides: Partial<NewInvoice> = {}, options: { billing?: BillingConfig; now?: Date } = {}) {
  return t.db.transaction((tx) => issueTestInvoice(tx as unknown as Db, invoiceInput(userId, overrides), options.billing ?? t.config.billing, options.now));
}

/** A confirmed refund of part of an invoice's payment with its credit note, as the refund event leaves them. */
export async function refundTestInvoice(tx: Db, invoice: { paymentId: number; currency: string }, amount: number, billing: BillingConfig) {
  const [refund] = await tx
    .insert(paymentRefunds)
    .values({ paymentId: invoice.paymentId, amount, currency: invoice.currency.toUpperCase(), reference: `rf_test_${randomBytes(8).toString('hex')}`, status: 'succeeded', refundedAt: new Date() })
    .returning();
  await tx.update(payments).set({ refundedAmount: sql`${payments.refundedAmount} + ${amount}` }).where(eq(payments.id, invoice.paymentId));
  return issueCreditNote(tx, refund!.id, billing, new Date());
}
