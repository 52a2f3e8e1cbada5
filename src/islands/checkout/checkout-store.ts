// The checkout screen's state (docs/rules/billing.md, "Address and tax at checkout"): what is being
// bought (from the page's address), the saved billing address to start from, the price the server
// quotes for the chosen country, VAT number and code (the figure that will be charged), and paying:
// the checkout request with the billing details, then the provider's page under the loading overlay.
import { atom } from 'nanostores';
import { getDefaultAddress } from '../../lib/api/accounts.ts';
import { buyBundle, buyCohortPlace, buyCourse, quotePrice, requestSubscriptionPayment } from '../../lib/api/commerce.ts';
import type { Address } from '../../lib/schemas/accounts.ts';
import type { BillingDetails, Quote } from '../../lib/schemas/commerce.ts';
import { redirectToPayment } from '../../stores/ui.ts';

export type CheckoutItem = { type: 'plan' | 'course' | 'bundle' | 'cohort'; id: number };

/** The item named by the page's query (?plan=, ?course=, ?bundle= or ?cohort=, a place in it), or null. */
export function itemFromQuery(search: string): CheckoutItem | null {
  const q = new URLSearchParams(search);
  for (const type of ['plan', 'course', 'bundle', 'cohort'] as const) {
    const value = q.get(type);
    if (value && /^[1-9][0-9]{0,9}$/.test(value)) return { type, id: Number(value) };
  }
  return null;
}

const itemField = (item: CheckoutItem) => ({ [`${item.type}_id`]: item.id }) as { plan_id?: number; course_id?: number; bundle_id?: number; cohort_id?: number };

export const $quote = atom<Quote | null>(null);

/** The member's saved billing address, to fill the form with (null when none is saved). */
export async function savedAddress(): Promise<Address | null> {
  return (await getDefaultAddress()).data;
}

/** The price for these details; throws the API's error (a 422 names the field) for the screen to show. */
export async function refreshQuote(item: CheckoutItem, details: { code?: string | undefined; country?: string | undefined; vat_number?: string | undefined }): Promise<Quote> {
  const { data } = await quotePrice({ ...itemField(item), ...details });
  $quote.set(data);
  return data;
}

/** Starts the provider's checkout with the billing details and goes there. */
export async function pay(item: CheckoutItem, code: string | undefined, billing: BillingDetails): Promise<void> {
  await redirectToPayment(async () => {
    if (item.type === 'plan') return (await requestSubscriptionPayment({ plan_id: item.id, ...(code ? { code } : {}), billing })).data.url;
    if (item.type === 'course') return (await buyCourse(item.id, code, billing)).data.url;
    if (item.type === 'cohort') return (await buyCohortPlace(item.id, code, billing)).data.url;
    return (await buyBundle(item.id, code, billing)).data.url;
  });
}
