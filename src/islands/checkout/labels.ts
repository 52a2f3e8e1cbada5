// Money and price wording in the page's language (docs/i18n.md), for the checkout, the subscriptions
// page and the payment result pages. The API words its labels in English ("$19.00 / month", "VAT 20%
// (United Kingdom), included"); an English page shows them as they come, a Spanish page rebuilds them
// from the amounts and fields beside them, through Intl in Spanish. Used on the server (the
// subscriptions page) and in the browser alike.
import type { Discount, Plan, Quote } from '../../lib/schemas/commerce.ts';
import { pageIntlLocale } from '../../lib/dates.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { m } from '../../paraglide/messages.js';

/** Whether the page is English, where the API's own labels are shown unchanged. */
export const isEnglishPage = (): boolean => currentLocale() === 'en';

/** An amount in minor units as money in the page's language ("19,00 US$" in Spanish). */
export function formatPageMoney(minor: number, currency: string): string {
  const locale = isEnglishPage() ? 'en-US' : pageIntlLocale();
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minor / 10 ** digits);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** The API's label on an English page, else the amount formatted in the page's language. */
export const money = (minor: number, currency: string, apiLabel: string): string => (isEnglishPage() ? apiLabel : formatPageMoney(minor, currency));

/** A number as the page's language writes it (5.5 → "5,5" in Spanish). */
const number = (value: number): string => value.toLocaleString(pageIntlLocale(), { maximumFractionDigits: 2 });

/** A country's name in the page's language. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames([isEnglishPage() ? 'en' : pageIntlLocale()], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "VAT 20% (United Kingdom), included" in the page's language. */
export function taxLabel(tax: { label: string; rate_percent: number; country: string | null; reverse_charge: boolean }): string {
  if (isEnglishPage()) return tax.label;
  if (tax.reverse_charge) return m.commerce_tax_reverse_charge();
  if (!tax.country) return m.commerce_tax_no_country();
  if (tax.rate_percent === 0) return m.commerce_tax_none_for({ country: countryName(tax.country) });
  return m.commerce_tax_included({ rate: number(tax.rate_percent), country: countryName(tax.country) });
}

/** "20% off the first payment" in the page's language. */
export function discountLabel(d: Discount): string {
  if (isEnglishPage()) return d.label;
  const off = d.kind === 'percent' ? m.commerce_discount_percent_off({ percent: number(d.percent_off ?? 0) }) : m.commerce_discount_amount_off({ amount: formatPageMoney(d.amount_off ?? 0, d.currency ?? 'USD') });
  if (d.duration === 'forever') return m.commerce_discount_forever({ off });
  if (d.duration === 'months') return m.commerce_discount_months({ off, count: d.duration_months ?? 0 });
  return m.commerce_discount_once({ off });
}

/** A quote with its labels in the page's language (unchanged on an English page). */
export function localQuote(q: Quote): Quote {
  if (isEnglishPage()) return q;
  return {
    ...q,
    subtotal_label: formatPageMoney(q.subtotal, q.currency),
    discount_label: formatPageMoney(q.discount, q.currency),
    total_label: formatPageMoney(q.total, q.currency),
    applied: q.applied ? { ...q.applied, label: discountLabel(q.applied) } : null,
    tax: q.tax ? { ...q.tax, amount_label: formatPageMoney(q.tax.amount, q.currency), label: taxLabel(q.tax) } : null,
  };
}

/** "$19.00 / month" in the page's language. */
export function planPrice(amount: number, currency: string, interval: Plan['interval']): string {
  const price = formatPageMoney(amount, currency);
  return interval === 'year' ? m.commerce_plan_price_year({ price }) : m.commerce_plan_price_month({ price });
}

/** A plan with its price and saving worded in the page's language (unchanged on an English page). */
export function localPlan(p: Plan): Plan {
  if (isEnglishPage()) return p;
  return {
    ...p,
    price_label: planPrice(p.amount, p.currency, p.interval),
    saving: p.saving ? { ...p.saving, label: m.commerce_plan_saving({ amount: formatPageMoney(p.saving.amount, p.currency), percent: number(p.saving.percent) }) } : null,
  };
}

/** "Visa ending 4242" in the page's language. */
export function cardLabel(method: string): string {
  const card = /^(.+) ending (\d{4})$/.exec(method);
  return card && !isEnglishPage() ? m.commerce_card_ending({ brand: card[1]!, last4: card[2]! }) : method;
}
