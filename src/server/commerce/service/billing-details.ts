// Who pays and where, decided before paying (docs/rules/billing.md, "Address and tax at checkout"):
// the billing details the checkout sent (the VAT number checked, 422 on its field otherwise), or the
// member's saved billing address, and the tax of that country included in the total. The payment
// keeps both, so the invoice says what the buyer saw before paying, whatever changes afterwards.
import { and, desc, eq } from 'drizzle-orm';
import type { BillingDetails, Quote } from '../../../lib/schemas/commerce.ts';
import { checkVatNumber, countryName, decideTax, taxLabel, type TaxDecision } from '../../billing/service/index.ts';
import type { BillingConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { addresses, payments, type PaymentBilling } from '../../db/schema/index.ts';
import { fieldError } from '../../errors.ts';
import { money } from './pricing.ts';

/** The VAT number for `country`, normalised; a 422 on `field` when it is malformed or fails its check digits. */
export function vatNumberFor(country: string, typed: string | undefined, field: string): string | null {
  if (!typed) return null;
  const checked = checkVatNumber(country, typed);
  if ('error' in checked) throw fieldError(field, checked.error);
  return checked.value;
}

/**
 * The billing details of a checkout: as sent (checked), else the member's saved default address,
 * else null (no country: no tax; the site's checkout always sends them).
 */
export async function resolveBilling(db: Db, member: { id: number; name: string }, sent: BillingDetails | undefined): Promise<PaymentBilling | null> {
  if (sent) {
    return {
      name: sent.name ?? member.name,
      company: sent.company ?? null,
      line1: sent.line1,
      line2: sent.line2 ?? null,
      city: sent.city,
      postcode: sent.postcode ?? null,
      region: sent.region ?? null,
      country: sent.country,
      vatNumber: vatNumberFor(sent.country, sent.vat_number, 'billing.vat_number'),
    };
  }
  const [saved] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, member.id), eq(addresses.isDefault, true)))
    .limit(1);
  if (!saved) return null;
  return { name: member.name, company: null, line1: saved.line1, line2: saved.line2, city: saved.city, postcode: saved.postcode, region: saved.region, country: saved.country, vatNumber: null };
}

/** The billing details and tax of a subscription's last paid payment, for its renewal (the buyer has not moved as far as we know). */
export async function renewalBilling(tx: Db, subscriptionId: number): Promise<PaymentBilling | null> {
  const [last] = await tx
    .select({ billing: payments.billing })
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.status, 'paid')))
    .orderBy(desc(payments.paidAt))
    .limit(1);
  return last?.billing ?? null;
}

/** The payment columns of a tax decision. */
export const taxColumns = (tax: TaxDecision) => ({ taxCountry: tax.country, taxRate: tax.rate, taxAmount: tax.amount, reverseCharge: tax.reverseCharge });

/** The quote with the tax of the buyer's country shown (the total does not change: prices include tax). */
export function withTax(quote: Quote, billing: BillingConfig, country: string | null, vatNumber: string | null): Quote {
  if (!country) return quote;
  const tax = decideTax(billing, country, vatNumber, quote.total);
  return {
    ...quote,
    tax: {
      country: tax.country,
      rate_percent: tax.rate / 100,
      amount: tax.amount,
      amount_label: money(tax.amount, quote.currency),
      reverse_charge: tax.reverseCharge,
      label: taxLabel(tax, countryName),
    },
  };
}
