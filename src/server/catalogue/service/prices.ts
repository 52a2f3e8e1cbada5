// Money formatting for the catalogue. Prices are whole cents in the database; they are formatted
// once here so the API, the pages and e-mails say the same thing.
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

/** "Free" for a free course (flagged free or priced at zero), otherwise the formatted price. */
export function priceLabel(cents: number, currency: string, isFree: boolean): string {
  return isFree || cents <= 0 ? 'Free' : formatMoney(cents, currency);
}

export const isFreePrice = (cents: number, isFree: boolean) => isFree || cents <= 0;
