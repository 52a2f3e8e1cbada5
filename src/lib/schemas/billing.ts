// Responses of the billing domain (docs/rules/billing.md): the member's billing history and invoices.
// Amounts are integers in minor units (pence, cents) with an ISO 4217 currency; formatAmount shows them.
import { z } from './zod.ts';
import { pageQuery } from './input.ts';
import { SITE_LOCALE } from '../dates.ts';

export const BillingQuerySchema = z.object({ page: pageQuery(100_000, 1), per_page: pageQuery(50, 20) });

export const CreditNoteSummarySchema = z.object({
  id: z.number().int().describe('The credit note id'),
  number: z.string().describe('Credit-note number, its own series per year: WS-CN-2026-000001'),
  date: z.string().describe('When the refund was confirmed (ISO 8601)'),
  amount: z.number().int().describe('The amount refunded, in minor units (positive; printed negative)'),
  currency: z.string().describe('ISO 4217, upper case'),
  reason: z.string().nullable(),
  download_path: z.string().describe('API path of the PDF'),
});
export type CreditNoteSummary = z.infer<typeof CreditNoteSummarySchema>;

export const BillingRecordSchema = z.object({
  id: z.number().int().describe('The invoice id'),
  number: z.string().describe('Invoice number, sequential per year: WS-2026-000001'),
  date: z.string().describe('When the payment was made (ISO 8601)'),
  description: z.string(),
  amount: z.number().int().describe('The total paid, in minor units'),
  currency: z.string().describe('ISO 4217, upper case'),
  status: z.string().describe('The payment status: paid, partially_refunded or refunded'),
  link: z.string().describe('Site path of the invoice page'),
  credit_notes: z.array(CreditNoteSummarySchema).describe('One per refund of this payment, oldest first'),
});
export type BillingRecord = z.infer<typeof BillingRecordSchema>;

export const UnsettledPaymentSchema = z.object({
  reference: z.string().describe('The payment’s reference'),
  date: z.string().describe('When it was tried (ISO 8601)'),
  description: z.string(),
  amount: z.number().int().describe('What was to be paid, in minor units'),
  currency: z.string().describe('ISO 4217, upper case'),
  status: z.enum(['failed', 'pending', 'requires_action']).describe('failed: declined or abandoned; pending or requires_action: not finished yet'),
  reason: z.string().nullable().describe('Why it failed, as the provider said it; null while pending'),
  renewal: z.boolean().describe('A subscription renewal the job queue retries'),
});
export type UnsettledPayment = z.infer<typeof UnsettledPaymentSchema>;

const PartySchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  address_lines: z.array(z.string()).describe('The postal address, one line each, country last'),
  country: z.string().nullable().describe('ISO 3166-1 alpha-2'),
  tax_id: z.string().nullable(),
});

export const InvoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unit_amount: z.number().int(),
  amount: z.number().int(),
  tax_rate_percent: z.number().describe('The tax rate of the line'),
  tax_amount: z.number().int().describe('The tax included in the line after its share of the discount'),
});

export const InvoiceSchema = BillingRecordSchema.extend({
  lines: z.array(InvoiceLineSchema),
  subtotal: z.number().int().describe('Sum of the lines'),
  discount: z.object({ label: z.string(), amount: z.number().int().describe('Taken off the subtotal, positive') }).nullable(),
  tax: z.object({
    rate_percent: z.number().describe('The rate of the buyer’s country when the invoice was issued; 0 when none applies'),
    country: z.string().nullable(),
    amount: z.number().int().describe('Included in the total'),
    reverse_charge: z.boolean().describe('No tax charged: a business buyer in another EU/UK country accounts for it'),
    label: z.string().describe('How the tax reads: "VAT 20% (United Kingdom), included", "VAT 0%: reverse charge…"'),
  }),
  payment_method: z.string().nullable().describe('The card, as the provider reported it: "Visa ending 4242"'),
  net: z.number().int().describe('The total without the tax'),
  total: z.number().int(),
  seller: PartySchema,
  buyer: PartySchema,
  download_path: z.string().describe('API path of the PDF'),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** Digits after the decimal point of a currency (2 for GBP, 0 for JPY). */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** An amount in minor units as money, e.g. formatAmount(1999, 'GBP') → "£19.99". */
export function formatAmount(minor: number, currency: string, locale: string = SITE_LOCALE): string {
  const code = currency.toUpperCase();
  const value = minor / 10 ** currencyDigits(code);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(value);
  } catch {
    return `${value.toFixed(currencyDigits(code))} ${code}`;
  }
}

export const BILLING_STATUS_LABELS: Record<string, string> = { paid: 'Paid', refunded: 'Refunded', partially_refunded: 'Partly refunded', failed: 'Failed', pending: 'Not finished', requires_action: 'Waiting for confirmation' };
