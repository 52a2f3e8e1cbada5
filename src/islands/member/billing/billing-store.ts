// The Billing and invoice screens' state (docs/rules/billing.md; docs/rules/client.md, "Loading
// data"): the member's subscription with cancelling and resuming it, the page of payments shown, and
// one invoice.
import { atom } from 'nanostores';
import type { Item, List } from '../../../lib/api/client.ts';
import { getSubscriptionStatus } from '../../../lib/api/accounts.ts';
import { cancelMySubscription, getInvoice, getMySubscription, listBilling, listUnsettled, resumeMySubscription } from '../../../lib/api/billing.ts';
import type { BillingRecord, Invoice, UnsettledPayment } from '../../../lib/schemas/billing.ts';
import { $memberKey, createFetcherStore, refreshQueries } from '../../../stores/query.ts';
import { updateSubscription } from '../../../stores/session.ts';
import { withLoadingOverlay } from '../../../stores/ui.ts';

export const PAYMENTS_PER_PAGE = 20;

export const $subscription = createFetcherStore<Awaited<ReturnType<typeof getMySubscription>>>([$memberKey, 'subscription'], { fetcher: () => getMySubscription() });

export const $paymentsPage = atom(1);

export const $payments = createFetcherStore<List<BillingRecord>>([$memberKey, 'billing?page=', $paymentsPage], {
  fetcher: (_member, _name, page) => listBilling({ page: Number(page), per_page: PAYMENTS_PER_PAGE }),
});

/** The payments that did not go through (failed, or not finished), newest first. */
export const $unsettled = createFetcherStore<Item<UnsettledPayment[]>>([$memberKey, 'billing-unsettled'], { fetcher: () => listUnsettled() });

/** One invoice of the member's, for the invoice screen of that id. */
export const invoiceStore = (id: number) => createFetcherStore<Item<Invoice>>([$memberKey, 'billing/', id], { fetcher: () => getInvoice(id) });

/**
 * Cancels (at the end of the period) or resumes the subscription, under the loading overlay, then
 * brings the session's subscription and the card up to date.
 */
export async function changeSubscription(action: 'cancel' | 'resume'): Promise<void> {
  await withLoadingOverlay(() => (action === 'cancel' ? cancelMySubscription() : resumeMySubscription()));
  const { data: status } = await getSubscriptionStatus();
  updateSubscription(status.isSubscribed, status.subscription);
  refreshQueries('subscription', $subscription);
}
