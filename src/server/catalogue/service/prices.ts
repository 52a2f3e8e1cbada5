// Money formatting for the catalogue. Prices are whole cents in the database; they are formatted
// once here so the API, the pages and e-mails say the same thing.
import { currentLocale, INTL_LOCALE } from '../../../lib/i18n.ts';
import { m } from '../../../paraglide/messages.js';

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 });
    formatters.set(key, f);
  }
  return f;
}

/** "$49.00" (the API and English pages), "49,00 US$" for a Spanish page (`locale` es-ES, docs/i18n.md). */
export function formatMoney(cents: number, currency: string, locale = 'en-US'): string {
  return currencyFormatter(currency, locale).format(cents / 100);
}

/**
 * "Free" for a free course (flagged free or priced at zero), otherwise the formatted price; for a
 * Spanish request (docs/i18n.md, "API refusals": our client sends the page's language) "Gratis" and
 * "49,00 US$", as the Spanish pages write them, so an island shows the price in its page's language.
 */
export function priceLabel(cents: number, currency: string, isFree: boolean): string {
  const spanish = currentLocale() === 'es';
  if (isFree || cents <= 0) return spanish ? m.public_price_free() : 'Free';
  return spanish ? formatMoney(cents, currency, INTL_LOCALE.es) : formatMoney(cents, currency);
}

export const isFreePrice = (cents: number, isFree: boolean) => isFree || cents <= 0;
