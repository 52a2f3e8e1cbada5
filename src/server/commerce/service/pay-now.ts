// "Pay now" for an overdue renewal (docs/rules/billing.md, "Failed renewals"): while a subscription
// is past due, its member pays the renewal at once with another card on the provider's checkout
// page (the sandbox's card form, or Stripe Checkout), through the same provider interface as any
// checkout. The card is saved for later renewals. Only the provider's signed event settles it
// (webhooks.ts → fulfil.ts): the subscription moves to the next period, active, with one invoice.
import { eq } from 'drizzle-orm';
import type { Checkout } from '../../../lib/schemas/commerce.ts';
import type { Db } from '../../db/client.ts';
import { payments, subscriptions } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor, Deps } from '../../http/env.ts';
import { paymentProvider } from './provider.ts';
import { createRenewalPayment, openRenewalPayment } from './subscriptions.ts';
import { m } from '../../../paraglide/messages.js';

/**
 * POST /v1/auth/subscription/{id}/pay-now. `origin` is where the member is (as for checkout), so the
 * provider sends them back to the host their session lives on (docs/deploy.md).
 */
export async function payOverdueRenewal(deps: Deps, actor: Actor, subscriptionId: number, origin: string, now = new Date()): Promise<Checkout> {
  const prepared = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update').limit(1);
    // Someone else's subscription is not there for this member.
    if (!sub || sub.userId !== actor.id) throw notFound('subscription');
    if (sub.status !== 'past_due') throw new AppError('conflict', m.errors_nothing_overdue());
    const open = await openRenewalPayment(tx, sub, now);
    if (open && !open.checkout) throw new AppError('conflict', m.errors_charging_now());
    const created = await createRenewalPayment(deps, tx, sub);
    if (!created) throw notFound('subscription');
    return { sub, ...created };
  });
  const { sub, payment, user, plan } = prepared;
  try {
    const session = await paymentProvider(deps, sub.provider).createCheckout({
      // 'subscription' saves the new card for the renewals that follow; the charge is this one renewal.
      mode: 'subscription',
      paymentReference: payment.reference,
      customer: { userId: actor.id, email: user.email, name: user.name, providerCustomerId: sub.providerCustomerId },
      description: payment.description,
      subtotal: payment.subtotal,
      discountAmount: payment.discountAmount,
      total: payment.total,
      currency: payment.currency,
      plan: { id: plan.id, interval: plan.interval, providerPriceId: plan.providerPriceId },
      successUrl: `${origin}/subscriptions/success`,
      cancelUrl: `${origin}/subscriptions/error`,
    });
    await deps.db.update(payments).set({ providerCheckoutId: session.checkoutId }).where(eq(payments.id, payment.id));
    return { reference: payment.reference, url: session.url, total: payment.total, currency: payment.currency, tax_amount: payment.taxAmount };
  } catch (err) {
    await deps.db.update(payments).set({ status: 'cancelled', failureReason: 'The payment provider could not be reached.' }).where(eq(payments.id, payment.id));
    deps.log.error('pay-now checkout could not be created', { reference: payment.reference, error: String(err) });
    throw new AppError('unavailable', m.errors_payment_provider_down());
  }
}
