// The demo member's billing history (docs/rules/billing.md): one past purchase with its invoice, so
// /billing is not empty. She took the monthly membership about two and a half months ago with the
// welcome offer, cancelled it, and it ended after its month: a paid payment with an invoice (to her
// Portland address, no tax configured for the US by default), and an expired subscription that
// grants nothing today. Written into commerce's tables as its checkout and webhook would have left
// them; no receipt is sent for a purchase this old. A quarter of it was refunded later, with its
// credit note (docs/rules/billing.md, "Credit notes").
import { and, eq } from 'drizzle-orm';
import { decideTax, issueCreditNote, issueInvoice } from '../billing/service/index.ts';
import { loadBillingConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { addresses, discounts, paymentRefunds, payments, plans, subscriptions, users } from '../db/schema/index.ts';

const DAY_MS = 86_400_000;

export async function seedDemoBilling(tx: Db, memberId: number, now = Date.now()): Promise<{ invoiceId: number }> {
  const [plan] = await tx.select().from(plans).where(eq(plans.slug, 'membership-monthly')).limit(1);
  if (!plan) throw new Error('Demo billing: the monthly plan is missing (seed commerce first)');
  const [welcome] = await tx
    .select({ id: discounts.id, percentOff: discounts.percentOff })
    .from(discounts)
    .where(and(eq(discounts.isDefault, true), eq(discounts.active, true)))
    .limit(1);
  const paidAt = new Date(now - 75 * DAY_MS);
  const periodEnd = new Date(paidAt.getTime() + 30 * DAY_MS);
  const discountAmount = welcome?.percentOff ? Math.round((plan.amount * welcome.percentOff) / 100) : 0;
  // She gave her saved address at checkout and paid with the sandbox's Visa test card; the tax is her
  // country's under the configured rates (docs/rules/billing.md, "Address and tax at checkout").
  const [member] = await tx.select({ name: users.name }).from(users).where(eq(users.id, memberId)).limit(1);
  const [address] = await tx.select().from(addresses).where(and(eq(addresses.userId, memberId), eq(addresses.isDefault, true))).limit(1);
  const billing = address
    ? { name: member?.name ?? '', company: null, line1: address.line1, line2: address.line2, city: address.city, postcode: address.postcode, region: address.region, country: address.country, vatNumber: null }
    : null;
  const tax = decideTax(loadBillingConfig(), billing?.country ?? null, null, plan.amount - discountAmount);

  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      userId: memberId,
      planId: plan.id,
      status: 'expired',
      currentPeriodStart: paidAt,
      currentPeriodEnd: periodEnd,
      cancelRequestedAt: new Date(paidAt.getTime() + 12 * DAY_MS),
      endedAt: periodEnd,
      provider: 'sandbox',
      createdAt: paidAt,
    })
    .returning({ id: subscriptions.id });
  const [payment] = await tx
    .insert(payments)
    .values({
      reference: 'pay_demo_first_membership_month',
      userId: memberId,
      kind: 'subscription',
      reason: 'purchase',
      planId: plan.id,
      subscriptionId: subscription!.id,
      description: plan.name,
      subtotal: plan.amount,
      discountAmount,
      total: plan.amount - discountAmount,
      currency: plan.currency,
      status: 'paid',
      provider: 'sandbox',
      discountId: discountAmount > 0 ? welcome!.id : null,
      periodStart: paidAt,
      periodEnd,
      createdAt: paidAt,
      paidAt,
      billing,
      taxCountry: tax.country,
      taxRate: tax.rate,
      taxAmount: tax.amount,
      reverseCharge: tax.reverseCharge,
      card: { brand: 'visa', last4: '4242' },
    })
    .returning({ id: payments.id });
  const invoice = await issueInvoice(tx, payment!.id, undefined, paidAt, { receipt: false });
  await seedPartialRefund(tx, { paymentId: payment!.id, total: plan.amount - discountAmount, currency: plan.currency, at: new Date(paidAt.getTime() + 5 * DAY_MS) });
  return { invoiceId: invoice.id };
}

/**
 * A week into that month the studio gave back a part of it (a few days the site was down for her), so
 * her billing and the studio's payments show a credit note: a confirmed refund with its credit note,
 * as the refund event would have left them. Like the purchase's receipt, its notice is not sent.
 */
async function seedPartialRefund(tx: Db, { paymentId, total, currency, at }: { paymentId: number; total: number; currency: string; at: Date }) {
  const amount = Math.round(total / 4);
  if (amount <= 0) return;
  const [refund] = await tx
    .insert(paymentRefunds)
    .values({ paymentId, amount, currency, status: 'succeeded', reference: 'ref_demo_first_month_part', providerRefundId: 'sandbox_re_demo_part', reason: 'A week of the month when the site was down', createdAt: at, refundedAt: at })
    .returning({ id: paymentRefunds.id });
  await tx.update(payments).set({ refundedAmount: amount }).where(eq(payments.id, paymentId));
  await issueCreditNote(tx, refund!.id, loadBillingConfig(), at, { notice: false });
}
